import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField, InputField, RadioField, ToggledInputField } from '../../../components/form';
import { EXHIBIT_LIMITS } from '../../../lib/exhibit-admin-types';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';

/** The exhibit form's sections beside its fields and items: how it is handed out, and the notice. */

/**
 * Application mode (docs/allocation.md): hand out by lottery among those who apply before a deadline
 * (before the expiry), or first come, first served. Once drawn the mode is shown, not asked.
 */
export function LotteryFields({
  drawn,
}: {
  /** The deadline and the time of the draw, once drawn. */
  drawn: { deadline: string; drawnAt: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('allocation.form.mode')}</legend>
      {drawn ? (
        <>
          <p className="field">
            {t('allocation.form.lotteryUntil', { deadline: formatDateTime(drawn.deadline) })}
          </p>
          <p className="field__hint">
            {t('allocation.form.drawnLocked', { at: formatDateTime(drawn.drawnAt) })}
          </p>
        </>
      ) : (
        <ToggledInputField
          toggle="lottery"
          toggleLabel={t('allocation.form.lottery')}
          toggleHint={t('allocation.form.lotteryHint')}
          name="applicationDeadline"
          type="datetime-local"
          label={t('allocation.form.deadline')}
          required
          hint={t('allocation.form.deadlineHint')}
        />
      )}
    </fieldset>
  );
}

/**
 * Give away or lend: a loan's contacts are loans, handed over with a return due date that the
 * default period proposes. The choice is locked while trades go on (each copied it); the period
 * is not (only new contacts read it).
 */
export function LoanFields({ lending, locked }: { lending: boolean; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <RadioField
        name="loan"
        label={t('loans.choice')}
        required
        disabled={locked}
        hint={locked ? t('loans.lockedHint') : undefined}
        options={[
          { value: 'give', label: t('loans.give') },
          { value: 'lend', label: t('loans.lend') },
        ]}
      />
      {lending && (
        <InputField
          name="loanDays"
          type="number"
          inputMode="numeric"
          min={EXHIBIT_LIMITS.loanDaysMin}
          max={EXHIBIT_LIMITS.loanDaysMax}
          step={1}
          label={t('loans.days')}
          required
          hint={t('loans.daysHint', {
            min: EXHIBIT_LIMITS.loanDaysMin,
            max: EXHIBIT_LIMITS.loanDaysMax,
          })}
        />
      )}
    </>
  );
}

const NOTICE_ITEMS = ['item1', 'item2', 'item3', 'item4', 'item5', 'item6', 'item7'] as const;

/** Spec section 5: the prohibited items, shown on exhibit, and the agreement the server requires. */
export function ProhibitedItemsNotice() {
  const { t } = useTranslation();
  return (
    <section className="manage-exhibits__notice" aria-labelledby="prohibited-items-heading">
      <h2 id="prohibited-items-heading" className="exhibit-form__notice-title">
        {t('exhibitForm.notice.title')}
      </h2>
      <p>{t('exhibitForm.notice.lead')}</p>
      <ul className="exhibit-form__notice-list">
        {NOTICE_ITEMS.map((key) => (
          <li key={key}>{t(`exhibitForm.notice.${key}`)}</li>
        ))}
      </ul>
      <p>
        <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
          {t('exhibitForm.notice.terms')}
        </Link>
      </p>
      <CheckboxField name="agreedToNotice" label={t('exhibitForm.notice.agree')} />
    </section>
  );
}
