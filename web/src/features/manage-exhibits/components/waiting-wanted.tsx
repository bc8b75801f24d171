import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useWaitingWanted } from '../api/get-waiting-wanted';
import { DetailSection } from '../../../components/exhibit/detail-section';

const HEADING_ID = 'exhibit-waiting-heading';

/**
 * "People waiting for this": the open wanted posts the exhibit matches, each linked to its page,
 * with its poster and date. Shown only when there are any (a failed look-up shows nothing: the
 * page is about the exhibit).
 */
export function WaitingWanted({ exhibitId }: { exhibitId: string }) {
  const { t } = useTranslation();
  const query = useWaitingWanted(exhibitId);
  if (query.status !== 'success' || query.data.length === 0) return null;
  return (
    <DetailSection headingId={HEADING_ID} heading={t('wanted.waiting.heading')}>
      <p>{t('wanted.waiting.intro')}</p>
      <ul className="manage-exhibits__waiting">
        {query.data.map((post) => (
          <li key={post.id}>
            <Link to={paths.wantedPost.getHref(post.id)} translate="no">
              {post.title}
            </Link>{' '}
            <span className="manage-exhibits__waiting-meta">
              {t('wanted.waiting.by', {
                name: post.account.name ?? t('wanted.withdrawn'),
                until: formatDateTime(post.until),
              })}
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
