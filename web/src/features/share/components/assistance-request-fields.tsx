import { DEVICE_LIMITS } from '@campus/model/limits';
import { IF_DECLINED, type AssistanceOffer, type IfDeclined } from '@campus/model/share-types';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxField, EnumRadioField, TextField } from '../../../components/form';
import { useYen } from '../../../lib/share-mode/money';
import { SLOT_MINUTES } from '../../../lib/share-mode/tokyo-grid';

const IF_DECLINED_KEYS = {
  keep: 'share.booking.assistance.keep',
  cancel: 'share.booking.assistance.cancel',
} as const satisfies Record<IfDeclined, string>;

interface AssistanceRequestFieldsProps {
  offer: AssistanceOffer;
  /** The booking's length in minutes (of each date of a series); 0 or less while out of order. */
  minutes: number;
}

/**
 * Asking the device's staff to assist (技術支援, issue 33), where the device offers it: a box
 * naming the fee per 15-minute slot; ticked, the note for the staff, what the booking becomes if
 * they decline, and the fee the booking would add once they accept.
 */
export function AssistanceRequestFields({ offer, minutes }: AssistanceRequestFieldsProps) {
  const { t } = useTranslation();
  const yen = useYen();
  const [{ value: asked }] = useField<boolean>('assistance.asked');
  if (!offer.offered) return null;
  const slots = minutes > 0 ? Math.ceil(minutes / SLOT_MINUTES) : null;
  return (
    <div className="booking-form__assistance">
      <CheckboxField
        name="assistance.asked"
        label={
          offer.feePerSlot === 0
            ? t('share.booking.assistance.askFree')
            : t('share.booking.assistance.ask', { fee: yen(offer.feePerSlot) })
        }
      />
      {asked && (
        <>
          {slots !== null && offer.feePerSlot > 0 && (
            <p className="field__hint">
              {t('share.booking.assistance.extraFee', {
                amount: yen(slots * offer.feePerSlot),
                count: slots,
              })}
            </p>
          )}
          <TextField
            name="assistance.note"
            label={t('share.booking.assistance.note')}
            hint={t('share.booking.assistance.noteHint')}
            rows={3}
            maxLength={DEVICE_LIMITS.assistanceNoteMax}
          />
          <EnumRadioField
            name="assistance.ifDeclined"
            label={t('share.booking.assistance.ifDeclined')}
            values={IF_DECLINED}
            labelOf={(value) => t(IF_DECLINED_KEYS[value])}
          />
        </>
      )}
    </div>
  );
}
