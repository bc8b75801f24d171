import type { Member } from '@campus/model/group-types';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxesField, ToggledInputField, wholeNumber } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useMembers } from '../../../lib/group-members';
import { useSession } from '../../../lib/session';
import { DEVICE_LIMITS } from './device-values';
import { LoadError } from './load-error';

/**
 * Assisted sessions (技術支援, issue 33): whether users may ask the device's staff to operate or
 * supervise a session, and while they may, the fee per 15-minute slot and the staff. The staff are
 * ticked among the members of the lending group, the acting identity (a person lending: only
 * themself, named as their profile shows them).
 */
export function AssistanceFields() {
  const { t } = useTranslation();
  const [{ value: offered }] = useField<boolean>('assistance.offered');
  return (
    <fieldset>
      <legend>{t('lender.form.assistance')}</legend>
      <ToggledInputField
        toggle="assistance.offered"
        toggleLabel={t('lender.form.assistanceOffered')}
        toggleHint={t('lender.form.assistanceHint')}
        name="assistance.feePerSlot"
        {...wholeNumber(0, DEVICE_LIMITS.assistanceFeePerSlotMax)}
        label={t('lender.form.feePerSlot')}
        hint={t('lender.form.feeHint')}
        required
      />
      {offered && <StaffField />}
    </fieldset>
  );
}

/** The staff to choose from: the acting group's members, or the person lending. */
function StaffField() {
  const { t } = useTranslation();
  const { user, group, profile } = useSession();
  if (group !== null) return <GroupStaffField groupId={group} />;
  const uid = user?.uid ?? '';
  return <StaffChoices members={[{ uid, name: profile?.user.name || t('lender.form.me') }]} />;
}

/** The members of the lending group, loaded with the group's members page's own call. */
function GroupStaffField({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const query = useMembers(groupId);
  return (
    <QueryView
      query={query}
      loading={t('lender.form.staffLoading')}
      LoadError={LoadError}
      loadFailed={t('lender.form.staffLoadFailed')}
    >
      {({ members }) => <StaffChoices members={members.filter(isPresent).map(staffOf)} />}
    </QueryView>
  );
}

interface Staff {
  uid: string;
  name: string;
}

const isPresent = (member: Member) => !member.withdrawn && member.name !== null;
const staffOf = (member: Member): Staff => ({ uid: member.uid, name: member.name ?? '' });

/**
 * A box per possible staff member. One already chosen who is no longer among them (left the
 * group, withdrawn) stays listed as such, for the lender to untick (the server refuses them).
 */
function StaffChoices({ members }: { members: readonly Staff[] }) {
  const { t } = useTranslation();
  const [{ value: chosen }] = useField<string[]>('assistance.staffIds');
  const former = chosen.filter((uid) => !members.some((member) => member.uid === uid));
  return (
    <CheckboxesField
      name="assistance.staffIds"
      label={t('lender.form.staff')}
      hint={t('lender.form.staffHint', { max: DEVICE_LIMITS.staffMax })}
      options={[
        ...members.map((member) => ({
          value: member.uid,
          // Names are the users' own words: never translated.
          label: <span translate="no">{member.name}</span>,
        })),
        ...former.map((uid) => ({ value: uid, label: t('lender.form.formerStaff') })),
      ]}
    />
  );
}
