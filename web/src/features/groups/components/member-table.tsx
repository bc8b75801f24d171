import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableScroll } from '../../../components/table-scroll';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import type { Member } from '../api/types';
import { memberLabel, type MemberAction } from './member-label';

export interface MemberTableProps {
  members: readonly Member[];
  /** The signed-in user, marked 'you' and never offered actions. */
  selfUid: string | null;
  /** The signed-in user administers the group: the actions column shows. */
  canManage: boolean;
  onAction: (action: MemberAction) => void;
  labelledBy: string;
  busy?: boolean;
}

/**
 * The members of a group: name (linked to the account card; withdrawn members say so), admin badge
 * and when they joined. For administrators, per other member: make or remove admin, and remove from
 * the group.
 */
export function MemberTable({
  members,
  selfUid,
  canManage,
  onAction,
  labelledBy,
  busy = false,
}: MemberTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="groups__table" aria-labelledby={labelledBy} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('groups.members.name')}</th>
            <th scope="col">{t('groups.members.joinedAt')}</th>
            {canManage && <th scope="col">{t('groups.members.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const self = member.uid === selfUid;
            const label = memberLabel(member, t);
            return (
              <tr key={member.uid}>
                <th scope="row">
                  <span className="groups__member">
                    {member.withdrawn ? (
                      <span className="groups__withdrawn">{t('groups.members.withdrawn')}</span>
                    ) : (
                      <Link to={paths.accountDetail.getHref(member.uid)}>{label}</Link>
                    )}
                    {self && <span className="groups__you">{t('groups.members.you')}</span>}
                    {member.isAdmin && (
                      <span className="groups__badge">{t('groups.role.admin')}</span>
                    )}
                  </span>
                </th>
                <td className="groups__nowrap">{formatDateTime(member.joinedAt)}</td>
                {canManage && (
                  <td>
                    {!self && (
                      <div className="list-page__actions">
                        {member.isAdmin ? (
                          <button
                            type="button"
                            className="button button--small button--secondary"
                            aria-label={t('groups.members.removeAdminNamed', { name: label })}
                            onClick={() => onAction({ kind: 'removeAdmin', member })}
                          >
                            {t('groups.members.removeAdmin')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="button button--small button--secondary"
                            aria-label={t('groups.members.makeAdminNamed', { name: label })}
                            onClick={() => onAction({ kind: 'makeAdmin', member })}
                          >
                            {t('groups.members.makeAdmin')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--small button--danger"
                          aria-label={t('groups.members.removeNamed', { name: label })}
                          onClick={() => onAction({ kind: 'remove', member })}
                        >
                          {t('groups.members.remove')}
                        </button>
                      </div>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
