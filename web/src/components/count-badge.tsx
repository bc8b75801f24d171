import { badgeText } from './badge-text';
import './count-badge.css';

/**
 * The red count on an icon; nothing at 0. Hidden from screen readers: the control it sits on says
 * the count in its label.
 */
export function CountBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {text}
    </span>
  );
}
