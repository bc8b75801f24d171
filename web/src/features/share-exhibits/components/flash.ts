/** What the detail page says after the page that navigated there (router state). */
export interface ShareExhibitFlash {
  flash: 'created' | 'saved';
}

export function flashOf(state: unknown): ShareExhibitFlash['flash'] | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  return flash === 'created' || flash === 'saved' ? flash : null;
}
