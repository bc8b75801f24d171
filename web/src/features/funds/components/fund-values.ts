import { FUND_LIMITS, PROJECT_CODE } from '@campus/model/limits';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { groupedNumber } from '../../../lib/grouped-number';
import { storableText } from '../../../lib/text-rules';
import type { Fund, FundInput, FundPatch } from '../api/types';

/**
 * The values of the fund form (register and edit): the fiscal year, name, 12-digit project code,
 * budget holder and the two optional amounts in whole yen, with yup rules mirroring the server's
 * `fundInputSchema` (which checks them again; its validation errors land on the same fields).
 */

export interface FundValues {
  /** `2026`: a fiscal year (April to March) named by the year it starts in. */
  fiscalYear: string;
  name: string;
  projectCode: string;
  holderUid: string;
  /** Whole yen, '' for no cap. */
  monthlyCap: string;
  /** Whole yen, '' when no charge waits for the holder. */
  approvalThreshold: string;
}

export const FUND_FIELD_NAMES: readonly (keyof FundValues)[] = [
  'fiscalYear',
  'name',
  'projectCode',
  'holderUid',
  'monthlyCap',
  'approvalThreshold',
];

export const { nameMax: FUND_NAME_MAX, amountMax: AMOUNT_MAX } = FUND_LIMITS;
/** The fiscal years the model accepts. */
const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

export function emptyFundValues(fiscalYear: number, holderUid: string): FundValues {
  return {
    fiscalYear: String(fiscalYear),
    name: '',
    projectCode: '',
    holderUid,
    monthlyCap: '',
    approvalThreshold: '',
  };
}

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

export function fundValuesOf(fund: Fund): FundValues {
  return {
    fiscalYear: String(fund.fiscalYear),
    name: fund.name,
    projectCode: fund.projectCode,
    holderUid: fund.holderUid,
    monthlyCap: amountText(fund.monthlyCap),
    approvalThreshold: amountText(fund.approvalThreshold),
  };
}

/** '' -> null, digits -> whole yen; anything else NaN, which the server refuses like the schema. */
function toAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What `POST …/funds` takes: trimmed texts, amounts as numbers or null. */
export function toFundInput(values: FundValues): FundInput {
  return {
    fiscalYear: Number(values.fiscalYear),
    name: values.name.trim(),
    projectCode: values.projectCode.trim(),
    holderUid: values.holderUid,
    monthlyCap: toAmount(values.monthlyCap),
    approvalThreshold: toAmount(values.approvalThreshold),
  };
}

/**
 * What `PATCH …/funds/{id}` takes: only the fields that differ from `fund` (the fiscal year never
 * changes), and the approval threshold only when `mayChangeThreshold` (the holder's to set).
 */
export function toFundPatch(
  values: FundValues,
  fund: Fund,
  mayChangeThreshold: boolean,
): Partial<FundPatch> {
  const input = toFundInput(values);
  const patch: Partial<FundPatch> = {};
  if (input.name !== fund.name) patch.name = input.name;
  if (input.projectCode !== fund.projectCode) patch.projectCode = input.projectCode;
  if (input.holderUid !== fund.holderUid) patch.holderUid = input.holderUid;
  if (input.monthlyCap !== fund.monthlyCap) patch.monthlyCap = input.monthlyCap;
  if (mayChangeThreshold && input.approvalThreshold !== fund.approvalThreshold)
    patch.approvalThreshold = input.approvalThreshold;
  return patch;
}

/** An optional amount: '' or whole yen from 0 to `AMOUNT_MAX`. */
function amountSchema(t: TFunction, label: string) {
  const message = t('funds.form.amountInvalid', {
    field: label,
    max: groupedNumber(AMOUNT_MAX),
  });
  return yup
    .string()
    .default('')
    .trim()
    .test('yen', message, (value) => {
      if (value === undefined || value === '') return true;
      return /^\d{1,9}$/.test(value) && Number(value) <= AMOUNT_MAX;
    });
}

export function fundSchema(t: TFunction) {
  const required = (field: string) => t('validation.required', { field });
  return yup.object({
    fiscalYear: yup
      .string()
      .required(t('validation.choose', { field: t('funds.form.fiscalYear') }))
      .test(
        'fiscal-year',
        t('validation.choose', { field: t('funds.form.fiscalYear') }),
        (value) =>
          value !== undefined &&
          /^\d{4}$/.test(value) &&
          Number(value) >= YEAR_MIN &&
          Number(value) <= YEAR_MAX,
      ),
    name: storableText(
      yup
        .string()
        .trim()
        .required(required(t('funds.form.name')))
        .max(
          FUND_NAME_MAX,
          t('validation.maxLength', { field: t('funds.form.name'), count: FUND_NAME_MAX }),
        ),
      t,
    ),
    projectCode: yup
      .string()
      .trim()
      .required(required(t('funds.form.projectCode')))
      .matches(PROJECT_CODE, t('funds.form.projectCodeInvalid')),
    holderUid: yup.string().required(t('validation.choose', { field: t('funds.form.holder') })),
    monthlyCap: amountSchema(t, t('funds.form.monthlyCap')),
    approvalThreshold: amountSchema(t, t('funds.form.approvalThreshold')),
  });
}
