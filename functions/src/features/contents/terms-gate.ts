import type { Request } from 'express';

/**
 * The writes a signed-in user whose terms are outdated may still make (`http/profile.ts`
 * `requireCurrentTerms` refuses every other write with 403 `terms_not_accepted`): agreeing itself,
 * signing up (which records the version), withdrawing, the session's group selection (sign-in
 * like), bookkeeping the app does on its own that changes nothing anyone else sees (read
 * markers, dismissing a notice, fetching contacts by id), and an editor's publication: publishing
 * new terms in one language must not stop the same editor from publishing the other right after.
 */
const EXEMPT: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/v1\/home\/me\/terms$/ },
  { method: 'POST', path: /^\/api\/v1\/home\/me$/ },
  { method: 'DELETE', path: /^\/api\/v1\/home\/me$/ },
  { method: 'POST', path: /^\/api\/v1\/home\/me\/group(\/token)?$/ },
  { method: 'DELETE', path: /^\/api\/v1\/home\/me\/group$/ },
  { method: 'POST', path: /^\/api\/v1\/home\/contacts\/[^/]+\/read$/ },
  { method: 'POST', path: /^\/api\/v1\/home\/contacts$/ },
  { method: 'DELETE', path: /^\/api\/v1\/home\/notices\/[^/]+$/ },
  { method: 'POST', path: /^\/api\/v1\/home\/system\/contents\/[^/]+$/ },
];

export function exemptFromTermsGate(req: Pick<Request, 'method' | 'path'>): boolean {
  const path = req.path.replace(/\/+$/, '');
  return EXEMPT.some((route) => route.method === req.method && route.path.test(path));
}
