import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExhibitSummary } from '../../lib/exhibit-types';
import { paths } from '../../lib/paths';
import { formatDateTime } from '../../lib/time';
import { ChatIcon, HeartIcon, type IconProps } from '../icons';
import { lookupWords, type LookupName } from '../../lib/lookups/place-names';
import { ExhibitThumbnail } from './exhibit-thumbnail';
import './exhibit.css';

export interface ExhibitCardProps {
  exhibit: ExhibitSummary;
  /** The area's name in the current language (`LookupName`: undefined while loading, null unknown). */
  areaName?: LookupName;
  /** Where the title links to; the public detail page by default. */
  href?: string;
  /** Heading level of the title (the list's heading is one above). */
  headingLevel?: 2 | 3;
  /** Extra lines under the facts (e.g. an approval status in the manage list). */
  children?: ReactNode;
  /** Buttons at the card's end (e.g. 'remove from favorites'). */
  actions?: ReactNode;
  /** The photo is above the fold: loaded first (`ExhibitThumbnail`'s `priority`). */
  photoPriority?: boolean;
}

/**
 * One exhibit in a grid of cards: its photo (sized for the slot, or the no-image placeholder) on top,
 * the title linked to its page (the whole card is the link's target), "loan" and its period for a
 * lent exhibit, area, stock, expiry date, and the favorite and comment counts.
 */
export function ExhibitCard({
  exhibit,
  areaName,
  href = paths.exhibit.getHref(exhibit.id),
  headingLevel = 2,
  children,
  actions,
  photoPriority = false,
}: ExhibitCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="exhibit-card">
      <ExhibitThumbnail
        uri={exhibit.thumbnailUri}
        variants={exhibit.thumbnailVariants}
        alt={t('exhibitCard.imageOf', { title: exhibit.title })}
        size="card"
        priority={photoPriority}
      />
      <div className="exhibit-card__body">
        <Heading className="exhibit-card__title">
          {/* The owner's own words: never translated. */}
          <Link to={href} translate="no" className="exhibit-card__link">
            {exhibit.title}
          </Link>
        </Heading>
        {exhibit.loan && exhibit.loanDays !== null && (
          <p className="exhibit-card__loan">{t('loans.label', { count: exhibit.loanDays })}</p>
        )}
        <dl className="exhibit-card__facts">
          <div>
            <dt>{t('exhibitCard.area')}</dt>
            <dd aria-busy={areaName === undefined || undefined}>
              {lookupWords(areaName, t('exhibitCard.unknownArea'))}
            </dd>
          </div>
          <div>
            <dt>{t('exhibitCard.stock')}</dt>
            <dd>{t('exhibitCard.stockCount', { count: exhibit.stockTotal })}</dd>
          </div>
          <div>
            <dt>{t('exhibitCard.expiresAt')}</dt>
            <dd>
              <time dateTime={exhibit.expiresAt}>{formatDateTime(exhibit.expiresAt)}</time>
            </dd>
          </div>
        </dl>
        {/* Each count is a pictogram with a number: role img lets it carry its spoken name. */}
        <p className="exhibit-card__counts">
          <CardCount
            Icon={HeartIcon}
            label={t('exhibitCard.favoriteCount', { count: exhibit.favoriteCount })}
            count={exhibit.favoriteCount}
          />
          <CardCount
            Icon={ChatIcon}
            label={t('exhibitCard.commentCount', { count: exhibit.commentCount })}
            count={exhibit.commentCount}
          />
        </p>
        {children}
      </div>
      {actions && <div className="exhibit-card__actions">{actions}</div>}
    </article>
  );
}

/**
 * A list's cards while it loads: grey boxes of a card's size, so the list takes its place at once
 * and the page below it does not jump when the cards arrive. Hidden from assistive technology: the
 * list's loading status says it in words.
 */
export function ExhibitCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="exhibit-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="exhibit-card exhibit-card--skeleton">
            <span className="exhibit-thumbnail exhibit-thumbnail--card" />
            <span className="exhibit-card__body">
              <span className="skeleton-line skeleton-line--title" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One count of the card: its pictogram and number, spoken as `label` (role img). */
function CardCount({
  Icon,
  label,
  count,
}: {
  Icon: (props: IconProps) => ReactNode;
  label: string;
  count: number;
}) {
  return (
    <span className="exhibit-card__count" role="img" aria-label={label}>
      <Icon className="exhibit-card__icon" />
      <span aria-hidden="true">{count}</span>
    </span>
  );
}
