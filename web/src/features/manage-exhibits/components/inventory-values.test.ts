import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
// The server's own schema: the form must accept and refuse what it does.
import { inventoryAdjustmentSchema } from '@campus/model/exhibit';
import { initI18n } from '../../../lib/i18n';
import { inventorySchema, type InventoryValues } from './inventory-values';

let t: TFunction;
beforeAll(async () => {
  const i18n = await initI18n('ja');
  t = i18n.t;
});

function formErrors(values: InventoryValues): string[] {
  try {
    inventorySchema(t).validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return [...new Set(error.inner.map((e) => e.path ?? ''))].sort();
  }
}

function serverErrors(values: InventoryValues): string[] {
  const delta = values.delta.trim() === '' ? undefined : Number(values.delta.trim());
  const result = inventoryAdjustmentSchema.safeParse({ delta, reason: values.reason });
  return result.success
    ? []
    : [...new Set(result.error.issues.map((i) => i.path.join('.')))].sort();
}

describe('inventory form rules mirror the server schema', () => {
  it.each<[string, InventoryValues, string[]]>([
    ['an increase', { delta: '3', reason: '追加' }, []],
    ['a decrease', { delta: '-2', reason: '破損' }, []],
    ['the largest decrease', { delta: '-9999', reason: '棚卸し' }, []],
    ['zero', { delta: '0', reason: '棚卸し' }, ['delta']],
    ['below -9999', { delta: '-10000', reason: '棚卸し' }, ['delta']],
    ['above 9999', { delta: '10000', reason: '棚卸し' }, ['delta']],
    ['a fraction', { delta: '1.5', reason: '棚卸し' }, ['delta']],
    ['no change', { delta: '', reason: '棚卸し' }, ['delta']],
    ['no reason', { delta: '1', reason: '  ' }, ['reason']],
    ['a reason of 500 characters', { delta: '1', reason: 'x'.repeat(500) }, []],
    ['a reason of 501 characters', { delta: '1', reason: 'x'.repeat(501) }, ['reason']],
  ])('%s', (_name, values, expected) => {
    expect(serverErrors(values), 'server (zod)').toEqual(expected);
    expect(formErrors(values), 'form (yup)').toEqual(expected);
  });
});
