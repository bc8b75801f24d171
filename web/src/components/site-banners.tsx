import { lazy, Suspense } from 'react';
import { useRemoteSettings } from '../lib/remote-settings';

const SiteBannersView = lazy(() =>
  import('./site-banners-view').then(({ SiteBannersView: View }) => ({ default: View })),
);

/**
 * The site-wide banners under the header (`docs/remote-config.md`): maintenance mode and the
 * operator's announcement. Nothing is loaded while there is neither (almost always), so they cost
 * the first load nothing but this check.
 */
export function SiteBanners() {
  const { announcement, maintenance } = useRemoteSettings();
  const something = maintenance.on || announcement.text.ja !== '' || announcement.text.en !== '';
  if (!something) return null;
  return (
    <Suspense fallback={null}>
      <SiteBannersView />
    </Suspense>
  );
}
