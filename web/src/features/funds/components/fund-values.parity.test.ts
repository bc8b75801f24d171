import { fundInputSchema } from '@campus/model/fund';
import { FUND_LIMITS } from '@campus/model/limits';
import { describe, expect, it } from 'vitest';
import { chars, describeFormParity, fieldsOf } from '../../../testing/schema-parity';
import { fund } from '../testing/fixtures';
import { fundSchema, fundValuesOf, toFundInput, toFundPatch, type FundValues } from './fund-values';

const CODE = '123456789012';
const valid = (patch: Partial<FundValues> = {}): FundValues => ({
  fiscalYear: '2026',
  name: '顕微鏡の科研費',
  projectCode: CODE,
  holderUid: 'u1',
  monthlyCap: '',
  approvalThreshold: '',
  ...patch,
});
const { fiscalYear, name, projectCode, holderUid, monthlyCap, approvalThreshold } = fieldsOf(valid);
const { nameMax, amountMax } = FUND_LIMITS;

describeFormParity('fund form', { form: fundSchema, server: fundInputSchema, body: toFundInput }, [
  { name: 'a fund without cap or threshold', input: valid(), valid: true },
  {
    name: 'with both amounts',
    input: valid({ monthlyCap: '50000', approvalThreshold: '0' }),
    valid: true,
  },
  fiscalYear.accepts('the next year', '2027'),
  fiscalYear.refuses('missing', ''),
  ...fiscalYear.from(2000, String),
  ...fiscalYear.upTo(2100, String),
  name.refuses('missing', ' '),
  ...name.upTo(nameMax, chars),
  name.accepts(`${nameMax} wide characters between spaces`, ` ${chars(nameMax, 'あ')} `),
  ...name.oneLine('顕微鏡'),
  projectCode.accepts('between spaces', ` ${CODE} `),
  ...projectCode.asProjectCode(CODE),
  holderUid.refuses('missing', ''),
  ...monthlyCap.wholeNumber(0, amountMax),
  monthlyCap.refuses('grouped by commas', '1,000'),
  ...approvalThreshold.wholeNumber(0, amountMax),
  approvalThreshold.refuses('an exponent', '1e3'),
]);

describe('toFundPatch', () => {
  const saved = fund({ holderUid: 'u1', monthlyCap: 50_000, approvalThreshold: 10_000 });

  it('sends only what changed, amounts as numbers or null', () => {
    const values = { ...fundValuesOf(saved), name: ' New name ', monthlyCap: '' };
    expect(toFundPatch(values, saved, true)).toEqual({ name: 'New name', monthlyCap: null });
  });

  it("leaves the threshold out unless it is the user's to change", () => {
    const values = { ...fundValuesOf(saved), approvalThreshold: '20000' };
    expect(toFundPatch(values, saved, true)).toEqual({ approvalThreshold: 20_000 });
    expect(toFundPatch(values, saved, false)).toEqual({});
  });
});
