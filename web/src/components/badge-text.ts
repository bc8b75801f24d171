/** Badge cap (spec section 9): counts above it show as '99+'. */
export const BADGE_CAP = 99;

/** '99+' above the cap, the number otherwise; null (no badge) at 0 or below. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
