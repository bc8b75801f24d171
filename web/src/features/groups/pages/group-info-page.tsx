import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reloadProfile } from '../../../lib/profile';
import { useGroup } from '../api/get-group';
import type { Group } from '../api/types';
import { useUpdateGroup } from '../api/update-group';
import { GroupDetails } from '../components/group-details';
import { GroupForm } from '../components/group-form';
import { groupValuesOf } from '../components/group-values';
import { InvitationCode } from '../components/invitation-code';
import { InvitationList } from '../components/invitation-list';
import { InvitationMailForm } from '../components/invitation-mail-form';
import { LeaveGroup } from '../components/leave-group';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { NoGroupSelected } from '../components/no-group-selected';
import '../components/groups.css';

/**
 * `/manage/group`: the selected group (name, kind, profile, icon, the caller's role). Administrators
 * edit it, invite (a code with its join link, or by e-mail) and revoke unexpired codes; every member
 * may leave it. Without a
 * selected group it says how to select one.
 */
export function GroupInfoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groups.info.title'));
  const { group } = useSession();
  return (
    <section className="page groups" aria-labelledby="group-info-heading">
      <h1 id="group-info-heading" className="page__title">
        {t('groups.info.title')}
      </h1>
      {group === null ? <NoGroupSelected /> : <SelectedGroup key={group} groupId={group} />}
    </section>
  );
}

function SelectedGroup({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const query = useGroup(groupId);
  // The group as last saved here (the form's answer), over the one loaded.
  const [saved, setSaved] = useState<Group | null>(null);
  const update = useUpdateGroup(groupId);

  if (query.status === 'loading') return <Loading message={t('groups.info.loading')} />;
  if (query.status === 'error') {
    return (
      <LoadError message={t('groups.info.error')} error={query.error} onRetry={query.refetch} />
    );
  }
  const group = saved ?? query.data.group;
  const { isAdmin } = query.data;

  async function afterSave(updated: Group) {
    setSaved(updated);
    // The name shows in the side menu's group selector.
    await reloadProfile();
  }

  return (
    <>
      <GroupDetails group={group} isAdmin={isAdmin} />
      <p className="groups__links">
        <Link to={paths.groupMembers.getHref()}>{t('groups.info.membersLink')}</Link>
        <Link to={paths.groupFunds.getHref()}>{t('funds.groupLink')}</Link>
      </p>
      {isAdmin && (
        <>
          <section className="groups__section" aria-labelledby="group-edit-heading">
            <h2 id="group-edit-heading">{t('groups.edit.heading')}</h2>
            <GroupForm
              initialValues={groupValuesOf(group)}
              submitLabel={t('groups.edit.submit')}
              savedMessage={t('groups.edit.saved')}
              save={update.run}
              onSaved={afterSave}
            />
          </section>
          <section className="groups__section" aria-labelledby="group-invite-heading">
            <h2 id="group-invite-heading">{t('groups.invite.heading')}</h2>
            <InvitationCode groupId={groupId} />
            <InvitationMailForm groupId={groupId} />
            <InvitationList groupId={groupId} />
          </section>
        </>
      )}
      <LeaveGroup groupId={groupId} groupName={group.name} />
    </>
  );
}
