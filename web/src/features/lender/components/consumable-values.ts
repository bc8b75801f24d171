import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { ConsumableInput } from '@campus/model/fund';
import { FUND_LIMITS } from '@campus/model/limits';
import { boundedText } from '../../../lib/text-rules';
import { whole } from './device-values';

/**
 * The form that adds a consumable to a used reservation: the item, a quantity and a unit price in
 * whole yen, typed as text. Its rules are the server's `consumableInputSchema` (model/fund.ts),
 * which a parity test holds it to.
 */

export const ITEM_MAX = FUND_LIMITS.consumableItemMax;
export const QUANTITY_MAX = FUND_LIMITS.consumableQuantityMax;
export const UNIT_PRICE_MAX = FUND_LIMITS.amountMax;

export interface ConsumableValues {
  item: string;
  quantity: string;
  unitPrice: string;
}

export const initialConsumableValues = (): ConsumableValues => ({
  item: '',
  quantity: '1',
  unitPrice: '',
});

export function consumableSchema(t: TFunction) {
  return yup.object({
    item: boundedText(t, ITEM_MAX, t('lender.form.errors.max', { count: ITEM_MAX })).required(
      t('lender.form.errors.required'),
    ),
    quantity: whole(t, 1, QUANTITY_MAX),
    unitPrice: whole(t, 0, UNIT_PRICE_MAX),
  });
}

/** A number typed as text ('' is no number, not 0). */
const numberOf = (typed: string): number => {
  const value = typed.trim();
  return value === '' ? Number.NaN : Number(value);
};

/** The request body for values the schema accepts. */
export const toConsumableInput = (values: ConsumableValues): ConsumableInput => ({
  item: values.item.trim(),
  quantity: numberOf(values.quantity),
  unitPrice: numberOf(values.unitPrice),
});
