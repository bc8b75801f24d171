import type { ReportTarget } from '@campus/model/moderation-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/**
 * Where a reported thing can be seen: the exhibit or listing page (a comment's too), the account
 * page; null for a chat message, which only its two parties may open.
 */
function targetHref(target: ReportTarget): string | null {
  switch (target.kind) {
    case 'exhibit':
    case 'share_exhibit':
    case 'comment':
      return paths.exhibit.getHref(target.exhibitId);
    case 'account':
      return paths.accountDetail.getHref(target.accountId);
    case 'message':
      return null;
  }
}

/** A target's kind and its title, linked where it is public. */
export function TargetLink({ target, title }: { target: ReportTarget; title: string }) {
  const { t } = useTranslation();
  const href = targetHref(target);
  return (
    <>
      <span className="moderation__kind">{t(`moderation.targetKinds.${target.kind}`)}</span>
      {href === null ? (
        <span translate="no">{title}</span>
      ) : (
        <Link to={href} translate="no">
          {title}
        </Link>
      )}
    </>
  );
}
