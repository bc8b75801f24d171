import { paths } from '../../../lib/paths';

/** The join page's address for `code`, on this site (what the invitation mail links to as well). */
export function joinLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${paths.accountJoin.getHref()}?code=${encodeURIComponent(code)}`;
}
