import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { EXHIBIT_LIMITS } from '../../../lib/exhibit-admin-types';
import { storableText } from '../../../lib/text-rules';

export interface InventoryValues {
  delta: string;
  reason: string;
}

const INTEGER = /^[+-]?\d+$/;

/** The server's `inventoryAdjustmentSchema`: a non-zero whole change within ±9999 and a reason. */
export function inventorySchema(t: TFunction) {
  const max = EXHIBIT_LIMITS.stockMax;
  return yup.object({
    delta: yup
      .string()
      .default('')
      .trim()
      .required(t('manageExhibits.inventory.errors.deltaRequired'))
      .matches(INTEGER, t('manageExhibits.inventory.errors.deltaInteger'))
      .test('non-zero', t('manageExhibits.inventory.errors.deltaNonZero'), (v) => Number(v) !== 0)
      .test(
        'range',
        t('manageExhibits.inventory.errors.deltaRange', { max }),
        (v) => Math.abs(Number(v)) <= max,
      ),
    reason: storableText(
      yup
        .string()
        .default('')
        .trim()
        .required(t('manageExhibits.inventory.errors.reasonRequired'))
        .max(
          EXHIBIT_LIMITS.reasonMax,
          t('manageExhibits.inventory.errors.reasonMax', { count: EXHIBIT_LIMITS.reasonMax }),
        ),
      t,
      true,
    ),
  });
}
