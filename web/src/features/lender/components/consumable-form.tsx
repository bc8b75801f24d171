import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormActions,
  InputField,
  TextField,
  type FormStatus,
  wholeNumber,
} from '../../../components/form';
import type { Notice } from '../../../components/notice';
import { useAddConsumable } from '../api/add-consumable';
import { consumableErrorKey } from '../api/errors';
import {
  consumableSchema,
  initialConsumableValues,
  ITEM_MAX,
  QUANTITY_MAX,
  toConsumableInput,
  UNIT_PRICE_MAX,
  type ConsumableValues,
} from './consumable-values';

const FIELDS = ['item', 'quantity', 'unitPrice'] as const;

/** The whole numbers asked for, side by side: how many, and the price of one (yen). */
const AMOUNTS = [
  { name: 'quantity', min: 1, max: QUANTITY_MAX },
  { name: 'unitPrice', min: 0, max: UNIT_PRICE_MAX },
] as const;

/**
 * Adds a consumable: item, quantity and unit price, checked as the server checks them. A problem
 * the server finds with a field shows on it; any other refusal (the reservation is not in use,
 * the most are there already) shows in the form.
 */
export function ConsumableForm({
  reservationId,
  onDone,
}: {
  reservationId: string;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => consumableSchema(t), [t]);
  const adding = useAddConsumable(reservationId);

  const submit = async (values: ConsumableValues, helpers: FormikHelpers<ConsumableValues>) => {
    helpers.setStatus(undefined);
    await adding.run(toConsumableInput(values), {
      onSuccess: () => {
        helpers.resetForm({ values: initialConsumableValues() });
        onDone({ error: false, text: t('lender.consumables.added') });
      },
      onError: (error) => applyServerErrors(error, helpers, FIELDS, consumableErrorKey),
    });
  };

  return (
    <Formik<ConsumableValues>
      initialValues={initialConsumableValues()}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ status }) => {
        const general = status as FormStatus;
        return (
          <Form className="form lender__consumable-form" noValidate>
            <TextField
              name="item"
              label={t('lender.consumables.item')}
              required
              maxLength={ITEM_MAX}
            />
            <div className="form__row">
              {AMOUNTS.map(({ name, min, max }) => (
                <InputField
                  key={name}
                  name={name}
                  {...wholeNumber(min, max)}
                  inputMode="numeric"
                  label={t(`lender.consumables.${name}`)}
                  required
                />
              ))}
            </div>
            {general !== undefined && 'error' in general && (
              <p role="alert" className="field__error">
                {t(general.error)}
              </p>
            )}
            <FormActions className="list-page__actions" submitLabel={t('lender.consumables.add')} />
          </Form>
        );
      }}
    </Formik>
  );
}
