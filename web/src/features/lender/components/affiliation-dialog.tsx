import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  EnumSelectField,
  FormDialog,
  TextField,
} from '../../../components/form';
import { OUTSIDE_CLASSES, useRateClassName } from '../../../components/share-mode/rate-class';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { lenderErrorKey } from '../api/errors';
import type { OutsideUser } from '../api/get-outside-users';
import { useSetAffiliation } from '../api/set-affiliation';
import {
  AFFILIATION_FIELDS,
  affiliationSchema,
  affiliationValuesOf,
  OUTSIDE_USER_LIMITS,
  toAffiliationInput,
  type AffiliationValues,
} from './outside-user-values';

interface AffiliationDialogProps {
  user: OutsideUser;
  onCancel: () => void;
  /** The affiliation was recorded (the list shows it). */
  onSaved: () => void;
}

/**
 * Records where an outside user comes from: another university, or a company, and its name as
 * the lender writes it. That sets the fees they are charged. The server's problems show on the
 * fields, its refusals above the buttons (the dialog stays open).
 */
export function AffiliationDialog({ user, onCancel, onSaved }: AffiliationDialogProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const rateClassName = useRateClassName();
  const schema = useMemo(() => affiliationSchema(t), [t]);
  const saving = useSetAffiliation();
  return (
    <FormDialog<AffiliationValues>
      title={t('lender.outsideUsers.dialog.title', { name: partyName(user.name) })}
      intro={<p>{t('lender.outsideUsers.dialog.intro')}</p>}
      initialValues={affiliationValuesOf(user.affiliation)}
      validationSchema={schema}
      onSubmit={(values, helpers) =>
        saving.run(
          { uid: user.uid, input: toAffiliationInput(values) },
          {
            onSuccess: onSaved,
            onError: (error) =>
              applyServerErrors(error, helpers, AFFILIATION_FIELDS, lenderErrorKey),
          },
        )
      }
      submitLabel={t('lender.outsideUsers.dialog.save')}
      onClose={onCancel}
    >
      <EnumSelectField
        name="kind"
        label={t('lender.outsideUsers.dialog.kind')}
        values={OUTSIDE_CLASSES}
        labelOf={rateClassName}
        required
      />
      <TextField
        name="name"
        label={t('lender.outsideUsers.dialog.name')}
        maxLength={OUTSIDE_USER_LIMITS.affiliationNameMax}
        required
      />
    </FormDialog>
  );
}
