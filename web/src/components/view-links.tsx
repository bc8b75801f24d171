import { Link } from 'react-router-dom';
import './view-links.css';

export interface ViewLink<K extends string> {
  key: K;
  href: string;
  label: string;
}

export interface ViewLinksProps<K extends string> {
  /** What the links choose between (the navigation's name). */
  label: string;
  links: readonly ViewLink<K>[];
  /** The view shown: its link is marked as the current page. */
  current: K;
  /** `pills` (the default) or `tabs` over the list they choose for. */
  look?: 'pills' | 'tabs';
  /** Called when a link is followed (a page clears its last message). */
  onSelect?: () => void;
}

/**
 * The views of one page as links (the moderators' queue, the notification roles, the contact
 * lists, the lender's reservations): a navigation with its name, the current view marked
 * `aria-current="page"`. Each view has its own address, so it can be bookmarked and shared.
 */
export function ViewLinks<K extends string>({
  label,
  links,
  current,
  look = 'pills',
  onSelect,
}: ViewLinksProps<K>) {
  return (
    <nav className={`view-links view-links--${look}`} aria-label={label}>
      <ul className="view-links__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              className="view-links__link"
              aria-current={link.key === current ? 'page' : undefined}
              onClick={onSelect}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
