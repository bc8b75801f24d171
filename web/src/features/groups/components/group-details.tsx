import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
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
      <FactList
        className="groups__details"
        facts={[
          {
            term: t('groups.form.name'),
            value: <Link to={paths.accountDetail.getHref(group.id)}>{group.name}</Link>,
          },
          { term: t('groups.form.kind'), value: t(`groups.kind.${group.kind}`) },
          {
            term: t('groups.form.profile'),
            value: (
              <span className="groups__profile">{group.profile || t('groups.info.noProfile')}</span>
            ),
          },
          {
            term: t('groups.info.memberCount'),
            value: t('groups.info.members', { count: group.memberCount }),
          },
          {
            term: t('groups.info.role'),
            value: isAdmin ? t('groups.role.admin') : t('groups.role.member'),
          },
        ]}
      />
    </div>
  );
}
