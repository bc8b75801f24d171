import { useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  InputField,
  PageForm,
  SelectField,
  TextField,
} from '../../../components/form';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { fundsErrorKey } from '../api/errors';
import type { Member } from '../api/types';
import { FUND_FIELD_NAMES, FUND_NAME_MAX, fundSchema, type FundValues } from './fund-values';
import { useFiscalYearLabel } from './fiscal-year';

export interface FundFormProps {
  initialValues: FundValues;
  /** The fiscal years a new fund may be for; null when editing (the year never changes). */
  fiscalYears: readonly number[] | null;
  /** The group's members: the holder is chosen among its admins. */
  members: readonly Member[];
  /** The signed-in user's uid. */
  selfUid: string | null;
  /**
   * Editing: the fund's holder, whose alone the approval threshold is. Registering (null): whoever
   * is chosen as holder, so an admin sets the threshold only of a fund they hold themselves.
   */
  holderUid: string | null;
  /** The user is an external-funds officer, who may hand a fund over like its holder. */
  officer: boolean;
  submitLabel: string;
  /**
   * Saves, settling once done; `mayChangeThreshold` says whether the threshold is the user's to
   * send. A refusal goes to `onRefused`, which shows it on the form.
   */
  onSubmit: (
    values: FundValues,
    mayChangeThreshold: boolean,
    onRefused: (error: unknown) => void,
  ) => Promise<void>;
  onCancel: () => void;
}

/**
 * The fund form of the group funds page (register and edit): its values and rules are in
 * `fund-values.ts`; the server's field errors go on the fields, its refusals above the buttons.
 */
export function FundForm({
  initialValues,
  fiscalYears,
  members,
  selfUid,
  holderUid,
  officer,
  submitLabel,
  onSubmit,
  onCancel,
}: FundFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => fundSchema(t), [t]);
  const fiscalYearLabel = useFiscalYearLabel();
  const partyName = usePartyName();
  const editing = fiscalYears === null;

  // The admins (a withdrawn account holds nothing new); the current holder stays listed.
  const holders = members.filter(
    (m) => (m.isAdmin && !m.withdrawn) || m.uid === initialValues.holderUid,
  );
  const years = fiscalYears ?? [Number(initialValues.fiscalYear)];
  // The holder hands the fund over (or an officer does): another admin cannot make themself the
  // holder and so take over the approval threshold.
  const mayHandOver = holderUid === null || holderUid === selfUid || officer;

  async function submit(values: FundValues, helpers: FormikHelpers<FundValues>) {
    helpers.setStatus(undefined);
    await onSubmit(values, (holderUid ?? values.holderUid) === selfUid, (error) =>
      applyServerErrors(error, helpers, FUND_FIELD_NAMES, fundsErrorKey),
    );
  }

  return (
    <PageForm<FundValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      actions={({ dirty }) => ({
        submitLabel,
        submitDisabled: editing && !dirty,
        cancel: { label: t('funds.form.cancel'), onClick: onCancel },
      })}
    >
      <SelectField
        name="fiscalYear"
        label={t('funds.form.fiscalYear')}
        required
        disabled={editing}
        options={years.map((year) => ({
          value: String(year),
          label: fiscalYearLabel(year),
        }))}
      />
      <TextField
        name="name"
        label={t('funds.form.name')}
        required
        maxLength={FUND_NAME_MAX}
        hint={t('funds.form.nameHint', { count: FUND_NAME_MAX })}
      />
      <InputField
        name="projectCode"
        label={t('funds.form.projectCode')}
        required
        inputMode="numeric"
        maxLength={12}
        hint={t('funds.form.projectCodeHint')}
      />
      <SelectField
        name="holderUid"
        label={t('funds.form.holder')}
        required
        placeholder={t('funds.form.holderPlaceholder')}
        disabled={!mayHandOver}
        hint={mayHandOver ? t('funds.form.holderHint') : t('funds.form.holderReadOnly')}
        options={holders.map((m) => ({ value: m.uid, label: partyName(m.name) }))}
      />
      <InputField
        name="monthlyCap"
        label={t('funds.form.monthlyCap')}
        inputMode="numeric"
        hint={t('funds.form.monthlyCapHint')}
      />
      <ThresholdField holderUid={holderUid} selfUid={selfUid} members={members} />
    </PageForm>
  );
}

/**
 * The approval threshold: the holder's to set. Anyone else sees it read-only, with whose it is
 * (while registering, the holder chosen in the form).
 */
function ThresholdField({
  holderUid,
  selfUid,
  members,
}: {
  holderUid: string | null;
  selfUid: string | null;
  members: readonly Member[];
}) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const { values, setFieldValue } = useFormikContext<FundValues>();
  const holder = holderUid ?? values.holderUid;
  const editable = holder !== '' && holder === selfUid;
  // Registering for another holder: no threshold is sent, so none is kept either.
  const clear = holderUid === null && !editable && values.approvalThreshold !== '';
  useEffect(() => {
    if (clear) void setFieldValue('approvalThreshold', '');
  }, [clear, setFieldValue]);
  const holderName = partyName(members.find((m) => m.uid === holder)?.name ?? null);
  return (
    <InputField
      name="approvalThreshold"
      label={t('funds.form.approvalThreshold')}
      inputMode="numeric"
      disabled={!editable}
      hint={
        editable
          ? t('funds.form.approvalThresholdHint')
          : holderUid === null
            ? t('funds.form.approvalThresholdNew')
            : t('funds.form.approvalThresholdReadOnly', { name: holderName })
      }
    />
  );
}
