import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/**
 * The group pages without a selected group: they show the selected group only, so say how to select
 * one (the side menu's group selector), or how to get one when the user belongs to none.
 */
export function NoGroupSelected() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const hasGroups = (profile?.groups.length ?? 0) > 0;
  return (
    <div className="state groups__no-group">
      <p>{t('groups.noGroup.message')}</p>
      <p>{hasGroups ? t('groups.noGroup.select') : t('groups.noGroup.none')}</p>
      <div className="form__actions">
        <Link className="button button--secondary" to={paths.systemGroupCreate.getHref()}>
          {t('groups.noGroup.create')}
        </Link>
        <Link className="button button--secondary" to={paths.accountJoin.getHref()}>
          {t('groups.noGroup.join')}
        </Link>
      </div>
    </div>
  );
}
