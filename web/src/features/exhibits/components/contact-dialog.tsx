import { getIn, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextField } from '../../../components/form';
import { generalError, type FormStatus } from '../../../components/form/server-errors';
import type { ExhibitItem } from '../../../lib/exhibit-types';
import type { ApplicationBody } from '@campus/model/allocation-types';
import { useApplyForExhibit } from '../api/apply-for-exhibit';
import { useCreateContact, type CreatedContact } from '../api/create-contact';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_LIMITS,
  contactErrorCode,
  contactFieldErrors,
  contactSchema,
  initialContactValues,
  toContactInput,
  type ContactValues,
} from './contact-values';
import './contact-dialog.css';

interface CommonProps {
  exhibitId: string;
  items: readonly ExhibitItem[];
  onClose: () => void;
}

/**
 * A contact request (first come, first served), or an application for the lottery of an exhibit in
 * application mode (docs/allocation.md): the same form, sent to another endpoint.
 */
type ContactDialogProps = CommonProps &
  (
    | {
        kind?: 'contact';
        /** Called with the new contact (the caller goes to its chat). */
        onCreated: (contact: CreatedContact) => void;
      }
    | {
        kind: 'apply';
        /** Called with the new application. */
        onApplied: (application: ApplicationBody) => void;
      }
  );

/**
 * The contact dialog (spec section 3, Contact), also the lottery's application form: the first
 * message, a quantity per item (within its stock), the installation place, its manager and the
 * manager's e-mail, and the notice that sending implies agreement. The server's field errors go on
 * the fields; its refusals (403, 409) above the buttons.
 */
export function ContactDialog(props: ContactDialogProps) {
  const { exhibitId, items, onClose } = props;
  const { t } = useTranslation();
  const applying = props.kind === 'apply';
  const noticeId = useId();
  const schema = useMemo(() => contactSchema(t), [t]);
  const initialValues = useMemo(() => initialContactValues(items), [items]);
  const application = useApplyForExhibit(exhibitId);
  const contact = useCreateContact(exhibitId);

  function submit(values: ContactValues, helpers: FormikHelpers<ContactValues>) {
    const input = toContactInput(values);
    const onError = (error: unknown) => showRefusal(error, values, helpers);
    return props.kind === 'apply'
      ? application.run(input, { onSuccess: props.onApplied, onError })
      : contact.run(input, { onSuccess: props.onCreated, onError });
  }

  return (
    <FormDialog<ContactValues>
      className="contact-dialog"
      title={applying ? t('allocation.applyTitle') : t('exhibit.contact.dialogTitle')}
      intro={
        <p className="contact-dialog__intro">
          {applying ? t('allocation.applyIntro') : t('exhibit.contact.intro')}
        </p>
      }
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={applying ? t('allocation.applySend') : t('exhibit.contact.send')}
      cancelLabel={t('exhibit.contact.cancel')}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <TextField
            name="message"
            label={t('exhibit.contact.message')}
            rows={4}
            maxLength={CONTACT_FORM_LIMITS.messageMax}
            required
          />
          <ItemQuantities items={values.items} />
          <TextField
            name="installationPlace"
            label={t('exhibit.contact.installationPlace')}
            maxLength={CONTACT_FORM_LIMITS.placeMax}
            required
          />
          <TextField
            name="locationManager"
            label={t('exhibit.contact.locationManager')}
            maxLength={CONTACT_FORM_LIMITS.nameMax}
            autoComplete="name"
            required
          />
          <TextField
            name="locationManagerEmail"
            type="email"
            label={t('exhibit.contact.locationManagerEmail')}
            maxLength={CONTACT_FORM_LIMITS.emailMax}
            autoComplete="email"
            required
          />
          <section className="contact-dialog__notice" aria-labelledby={noticeId}>
            <h3 id={noticeId}>{t('exhibit.contact.notice')}</h3>
            <ul>
              <li>{t('exhibit.contact.notice1')}</li>
              <li>{t('exhibit.contact.notice2')}</li>
              <li>{t('exhibit.contact.notice3')}</li>
            </ul>
            <p>{t('exhibit.contact.agreement')}</p>
          </section>
        </>
      )}
    </FormDialog>
  );
}

/** The server's field errors on the fields, its refusal (403, 409) above the buttons. */
function showRefusal(
  error: unknown,
  values: ContactValues,
  helpers: FormikHelpers<ContactValues>,
): void {
  const fields = contactFieldErrors(error, values);
  if (fields) helpers.setErrors(fields as Parameters<typeof helpers.setErrors>[0]);
  const code = contactErrorCode(error);
  const general = code
    ? (`exhibit.contact.errors.${code}` as const)
    : generalError(error, CONTACT_FIELDS);
  if (general) helpers.setStatus({ error: general } satisfies FormStatus);
}

/** A number field per item (0 to its stock); the list's own error (none asked for) below. */
function ItemQuantities({ items }: { items: ContactValues['items'] }) {
  const { t } = useTranslation();
  const { errors, touched, submitCount } = useFormikContext<ContactValues>();
  const id = useId();
  const listError = typeof errors.items === 'string' && submitCount > 0 ? errors.items : undefined;
  return (
    <fieldset
      className={
        listError ? 'field contact-dialog__items field--invalid' : 'field contact-dialog__items'
      }
      aria-describedby={listError ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('exhibit.contact.items')}</legend>
      {items.map((item, index) => (
        <QuantityField
          key={item.itemId}
          index={index}
          item={item}
          error={
            getIn(touched, `items.${index}.quantity`) || submitCount > 0
              ? (getIn(errors, `items.${index}.quantity`) as string | undefined)
              : undefined
          }
        />
      ))}
      {listError && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {listError}
        </p>
      )}
    </fieldset>
  );
}

function QuantityField({
  index,
  item,
  error,
}: {
  index: number;
  item: ContactValues['items'][number];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [field] = useField<number | ''>(`items.${index}.quantity`);
  const describedBy = [`${id}-stock`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div
      className={error ? 'field contact-dialog__item field--invalid' : 'field contact-dialog__item'}
    >
      <label className="field__label" htmlFor={id}>
        {t('exhibit.contact.quantity', { name: item.name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={item.stock}
        step={1}
        className="field__control contact-dialog__quantity"
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={item.stock <= 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <span className="field__hint" id={`${id}-stock`}>
        {item.stock > 0
          ? t('exhibit.contact.stock', { count: item.stock })
          : t('exhibit.contact.outOfStock')}
      </span>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
