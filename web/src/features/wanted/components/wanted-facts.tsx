import type { WantedPost } from '@campus/model/wanted-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import type { WantedNames } from './use-wanted-names';
import { keywordsOf } from './wanted-values';

/**
 * A post's facts: category, keywords, area, until when, who posted it (linked to their account card
 * for signed-in users) and how many exhibits were offered.
 */
export function WantedFacts({
  post,
  names,
  signedIn,
  className = 'wanted-facts',
}: {
  post: WantedPost;
  names: WantedNames;
  signedIn: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const keywords = keywordsOf(post.keywords);
  const poster = post.account.name ?? t('wanted.withdrawn');
  return (
    <FactList
      className={className}
      facts={[
        { term: t('wanted.facts.category'), value: names.category(post.categoryId) },
        {
          term: t('wanted.facts.keywords'),
          value: keywords.length === 0 ? t('wanted.any') : keywords.join(' / '),
          translate: keywords.length === 0 ? undefined : 'no',
        },
        { term: t('wanted.facts.area'), value: names.area(post.areaId) },
        {
          term: t('wanted.facts.until'),
          value: <time dateTime={post.until}>{formatDateTime(post.until)}</time>,
        },
        {
          term: t('wanted.facts.poster'),
          value:
            signedIn && post.account.name !== null ? (
              <Link to={paths.accountDetail.getHref(post.account.id)}>{poster}</Link>
            ) : (
              poster
            ),
          translate: post.account.name === null ? undefined : 'no',
        },
        {
          term: t('wanted.facts.offers'),
          value: t('wanted.facts.offerCount', { count: post.offerCount }),
        },
      ]}
    />
  );
}
