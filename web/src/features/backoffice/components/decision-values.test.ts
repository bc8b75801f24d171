import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
// The server's own schema: the form must accept and refuse what it does.
import { decisionInputSchema } from '@campus/model/exhibit';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
import { initI18n } from '../../../lib/i18n';
import ja from '../../../locales/ja.json';
import { decisionSchema, resultsOf, type DecisionValues } from './decision-values';

let t: TFunction;
beforeAll(async () => {
  const i18n = await initI18n('ja');
  t = i18n.t;
});

function formErrors(stage: BackofficeStage, values: DecisionValues): Record<string, string> {
  try {
    decisionSchema(t, stage).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

const serverPaths = (values: DecisionValues) => {
  const result = decisionInputSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('decision form rules', () => {
  it.each<[string, DecisionValues, string[]]>([
    ['approve without a comment', { result: 'approved', comment: '' }, []],
    ['return with a comment', { result: 'rejected', comment: '番号が違います' }, []],
    ['return without a comment', { result: 'rejected', comment: '  ' }, ['comment']],
    ['hand on without a comment', { result: 'propagated', comment: '' }, []],
    ['a comment of 501 characters', { result: 'approved', comment: 'x'.repeat(501) }, ['comment']],
    ['no result', { result: '', comment: '' }, ['result']],
  ])('junk inquiry: %s (as the server)', (_name, values, expected) => {
    expect(serverPaths(values).sort()).toEqual(expected);
    expect(Object.keys(formErrors('junk', values)).sort()).toEqual(expected);
  });

  it('asks for the reason when returning', () => {
    expect(formErrors('junk', { result: 'rejected', comment: '' })).toEqual({
      comment: ja.backoffice.decide.commentRequired,
    });
  });

  it('offers hand-on to external funds in junk inquiry only', () => {
    expect(resultsOf('junk')).toEqual(['approved', 'rejected', 'propagated']);
    expect(resultsOf('funds')).toEqual(['approved', 'rejected']);
    expect(Object.keys(formErrors('funds', { result: 'propagated', comment: '' }))).toEqual([
      'result',
    ]);
  });
});
