import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { Group } from '../api/types';

/** The group's fields as a description list, with the caller's role in it. */
export function GroupDetails({ group, isAdmin }: { group: Group; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="groups__card">
      {group.icon && (
        <img
          className="groups__icon"
          src={group.icon}
          alt={t('groups.info.iconAlt', { name: group.name })}
          width={64}
          height={64}
        />
      )}
      <dl className="groups__details">
        <dt>{t('groups.form.name')}</dt>
        <dd>
          <Link to={paths.accountDetail.getHref(group.id)}>{group.name}</Link>
        </dd>
        <dt>{t('groups.form.kind')}</dt>
        <dd>{t(`groups.kind.${group.kind}`)}</dd>
        <dt>{t('groups.form.profile')}</dt>
        <dd className="groups__profile">{group.profile || t('groups.info.noProfile')}</dd>
        <dt>{t('groups.info.memberCount')}</dt>
        <dd>{t('groups.info.members', { count: group.memberCount })}</dd>
        <dt>{t('groups.info.role')}</dt>
        <dd>{isAdmin ? t('groups.role.admin') : t('groups.role.member')}</dd>
      </dl>
    </div>
  );
}
