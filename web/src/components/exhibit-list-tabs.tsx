import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type Mode } from '../lib/paths';
import './exhibit-list-tabs.css';

const LISTS: readonly { mode: Mode; href: string }[] = [
  { mode: 'reuse', href: paths.reuseExhibits.getHref() },
  { mode: 'share', href: paths.shareExhibits.getHref() },
];

/**
 * The tabs on top of the owner's exhibit lists (spec: "Tabs on the exhibit list switch between reuse
 * and share lists"). They navigate, so they are links in a <nav> with the current list marked
 * `aria-current="page"`, not an ARIA tablist.
 */
export function ExhibitListTabs({ current }: { current: Mode }) {
  const { t } = useTranslation();
  return (
    <nav className="exhibit-list-tabs" aria-label={t('exhibitTabs.label')}>
      <ul className="exhibit-list-tabs__list">
        {LISTS.map(({ mode, href }) => (
          <li key={mode}>
            <Link
              to={href}
              className={`exhibit-list-tabs__tab exhibit-list-tabs__tab--${mode}${mode === current ? ' is-current' : ''}`}
              aria-current={mode === current ? 'page' : undefined}
            >
              {t(`exhibitTabs.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
