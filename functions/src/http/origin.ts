import type { Request } from 'express';

/**
 * The site a request came through (Hosting forwards its host), for links back to the app in
 * calendar files: `https://campus.example.ac.jp`, '' when the request names no host.
 */
export function requestOrigin(req: Pick<Request, 'protocol' | 'get'>): string {
  const host = req.get('x-forwarded-host') ?? req.get('host');
  if (host === undefined) return '';
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? req.protocol;
  return `${proto}://${host.split(',')[0]?.trim() ?? host}`;
}
