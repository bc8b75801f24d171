import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type Mode } from '../../lib/paths';
import { MODES } from '../../lib/mode';
import { useRemoteSettings } from '../../lib/remote-settings';

const LIST_OF: Record<Mode, string> = {
  reuse: paths.reuseExhibits.getHref(),
  share: paths.shareExhibits.getHref(),
};

/**
 * The manage layout's tabs (spec section 2, Layouts): they switch between the reuse and share
 * exhibit lists, and with them the mode. They navigate, so they are links in a <nav> (the current
 * mode is marked), not an ARIA tablist. With share mode switched off (Remote Config) only reuse is left.
 */
export function ModeTabs({ mode, pathname }: { mode: Mode; pathname: string }) {
  const { t } = useTranslation();
  const { shareModeEnabled } = useRemoteSettings();
  const modes = shareModeEnabled ? MODES : MODES.filter((m) => m !== 'share');
  return (
    <nav className="mode-tabs" aria-label={t('layout.modeTabs.label')}>
      <ul className="mode-tabs__list">
        {modes.map((m) => (
          <li key={m}>
            <Link
              to={LIST_OF[m]}
              className={`mode-tabs__tab mode-tabs__tab--${m}${m === mode ? ' is-current' : ''}`}
              aria-current={pathname === LIST_OF[m] ? 'page' : m === mode ? 'true' : undefined}
            >
              {t(`layout.modeTabs.${m}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
