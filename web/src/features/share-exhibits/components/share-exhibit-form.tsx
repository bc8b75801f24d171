import {
  Form,
  Formik,
  getIn,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField, ErrorSummary, TextField } from '../../../components/form';
import {
  generalError,
  nestedFieldErrors,
  type NestedError,
} from '../../../components/form/server-errors';
import { paths } from '../../../lib/paths';
import type { ApiMutation } from '../../../lib/use-api-mutation';
import type { Device } from '../../../lib/share-mode/types';
import { shareExhibitErrorKey, type ShareExhibitErrorKey } from '../api/errors';
import { SHARE_EXHIBIT_LIMITS, type OwnedShareExhibit, type ShareExhibitInput } from '../api/types';
import {
  SHARE_EXHIBIT_FIELD_NAMES,
  shareExhibitSchema,
  toShareExhibitInput,
  type ShareExhibitValues,
} from './share-exhibit-values';
import './share-exhibits.css';

type FormStatus = { error: ShareExhibitErrorKey } | undefined;

export interface ShareExhibitFormProps {
  initialValues: ShareExhibitValues;
  /** The identity's devices (`GET /home/devices`), offered as boxes to tick. */
  devices: readonly Device[];
  /**
   * The change that saves (`useCreateShareExhibit`, `useUpdateShareExhibit`); a refusal shows on
   * the form (field errors, or a message above the buttons).
   */
  save: Pick<ApiMutation<ShareExhibitInput, OwnedShareExhibit>, 'run'>;
  /** Saved: the listing as the server answered. */
  onSaved: (exhibit: OwnedShareExhibit) => void;
  submitLabel: string;
  cancelHref: string;
  /** The moderators keep the listing unpublished: the published box cannot be ticked. */
  publishLocked?: boolean;
}

/**
 * The listing form (create and edit): title, description, the devices it shows, published or not,
 * and the agreement to the terms of sharing (required at every save). The server's 400 errors go on
 * their fields; those at `deviceIds.{i}` name the device they are about.
 */
export function ShareExhibitForm({
  initialValues,
  devices,
  save,
  onSaved,
  submitLabel,
  cancelHref,
  publishLocked = false,
}: ShareExhibitFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => shareExhibitSchema(t), [t]);

  /** Puts the server's refusal on the fields (naming each device refused), else above the buttons. */
  function showRefusal(
    error: unknown,
    input: ShareExhibitInput,
    helpers: FormikHelpers<ShareExhibitValues>,
  ) {
    const errors = nestedFieldErrors(error);
    if (Array.isArray(errors.deviceIds)) {
      // One message on the device boxes, naming each device the server refused.
      const nameOf = (id: string | undefined) =>
        devices.find((device) => device.id === id)?.name ?? id ?? '';
      errors.deviceIds = errors.deviceIds
        .flatMap((message: NestedError, index) =>
          typeof message === 'string'
            ? [
                t('shareExhibits.form.errors.device', {
                  name: nameOf(input.deviceIds[index]),
                  message,
                }),
              ]
            : [],
        )
        .join(' ');
    }
    helpers.setErrors(errors as FormikErrors<ShareExhibitValues>);
    const onFields = generalError(error, SHARE_EXHIBIT_FIELD_NAMES) === null;
    helpers.setStatus(
      onFields ? undefined : ({ error: shareExhibitErrorKey(error) } satisfies FormStatus),
    );
  }

  function submit(values: ShareExhibitValues, helpers: FormikHelpers<ShareExhibitValues>) {
    helpers.setStatus(undefined);
    const input = toShareExhibitInput(values);
    return save.run(input, {
      onSuccess: onSaved,
      onError: (error) => showRefusal(error, input, helpers),
    });
  }

  return (
    <Formik<ShareExhibitValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="form share-exhibit-form" noValidate>
          <ErrorSummary />
          <TextField
            name="title"
            label={t('shareExhibits.form.title')}
            required
            maxLength={SHARE_EXHIBIT_LIMITS.titleMax}
          />
          <TextField
            name="description"
            label={t('shareExhibits.form.description')}
            rows={6}
            maxLength={SHARE_EXHIBIT_LIMITS.descriptionMax}
          />
          <DeviceChoices devices={devices} />
          <CheckboxField
            name="published"
            label={t('shareExhibits.form.published')}
            disabled={publishLocked}
          />
          <section className="share-exhibit-form__terms" aria-labelledby="share-terms-heading">
            <h2 id="share-terms-heading" className="share-exhibit-form__terms-title">
              {t('shareExhibits.form.termsHeading')}
            </h2>
            <p>
              {t('shareExhibits.form.termsLead')}{' '}
              <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
                {t('shareExhibits.form.termsLink')}
              </Link>
            </p>
            <CheckboxField name="agreeToTerms" label={t('shareExhibits.form.agree')} />
          </section>
          <FormStatusMessage />
          <div className="form__actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              {submitLabel}
            </button>
            <Link to={cancelHref} className="button button--secondary">
              {t('shareExhibits.form.cancel')}
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The devices as boxes to tick, in the order chosen (a new one goes last). */
function DeviceChoices({ devices }: { devices: readonly Device[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<ShareExhibitValues>();
  const shown = submitCount > 0 || Boolean(getIn(touched, 'deviceIds'));
  const error = shown && typeof errors.deviceIds === 'string' ? errors.deviceIds : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const toggle = (deviceId: string, checked: boolean) => {
    const next = checked
      ? [...values.deviceIds.filter((other) => other !== deviceId), deviceId]
      : values.deviceIds.filter((other) => other !== deviceId);
    void setFieldValue('deviceIds', next);
    void setFieldTouched('deviceIds', true, false);
  };

  return (
    <fieldset
      className={error ? 'field field--invalid' : 'field'}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="field__label">
        {t('shareExhibits.form.devices')}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      {devices.length === 0 ? (
        <p className="share-exhibit-form__no-devices">
          {t('shareExhibits.form.noDevices')}{' '}
          <Link to={paths.lenderDeviceCreate.getHref()}>
            {t('shareExhibits.form.registerDevice')}
          </Link>
        </p>
      ) : (
        <ul className="share-exhibit-form__devices">
          {devices.map((device) => (
            <li key={device.id}>
              <label className="share-exhibit-form__device">
                <input
                  type="checkbox"
                  name="deviceIds"
                  value={device.id}
                  checked={values.deviceIds.includes(device.id)}
                  onChange={(event) => toggle(device.id, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                />
                <span translate="no">{device.name}</span>
                {!device.active && (
                  <span className="share-exhibit-form__suspended">
                    {t('shareExhibits.suspended')}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="field__hint" id={hintId}>
        {t('shareExhibits.form.devicesHint', { max: SHARE_EXHIBIT_LIMITS.devicesMax })}
      </p>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function FormStatusMessage() {
  const { t } = useTranslation();
  const { status } = useFormikContext<ShareExhibitValues>();
  const value = status as FormStatus;
  if (!value) return null;
  return (
    <p role="alert" className="form__message form__message--error">
      {t(value.error)}
    </p>
  );
}
