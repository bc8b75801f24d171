import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { wantedInputSchema } from '@campus/model/wanted';
import { initI18n } from '../../../lib/i18n';
import ja from '../../../locales/ja.json';
import { chars, describeFormParity, fieldsOf, yupAccepts } from '../../../testing/schema-parity';
import { post } from '../testing/fixtures';
import {
  emptyWantedValues,
  keywordsOf,
  toWantedInput,
  WANTED_LIMITS,
  wantedSchema,
  wantedValuesOf,
  type WantedValues,
} from './wanted-values';

/** 2030-04-01T00:00:00Z: 09:00 in Tokyo. The form's `until` rules are read against it. */
const NOW = Date.parse('2030-04-01T00:00:00Z');
const at = () => NOW;

const valid = (patch: Partial<WantedValues> = {}): WantedValues => ({
  title: 'スチールの本棚',
  description: '研究室の本を置きます。',
  categoryId: 'furniture',
  keywords: '本棚',
  areaId: 'north',
  until: '2030-05-01T09:00',
  ...patch,
});
const { title, description, keywords, categoryId, areaId, until } = fieldsOf(valid);

// The rules of the server's zod schema (those of its service, below, need a clock).
describeFormParity(
  'wanted form',
  {
    form: (t) => wantedSchema(t, at),
    server: wantedInputSchema,
    body: toWantedInput,
  },
  [
    { name: 'a post', input: valid(), valid: true },
    title.refuses('missing', '  '),
    ...title.upTo(WANTED_LIMITS.titleMax, chars),
    ...title.oneLine('本棚'),
    ...description.upTo(WANTED_LIMITS.descriptionMax, chars),
    ...description.multiLine('一行目'),
    categoryId.accepts('any (with keywords)', ''),
    areaId.accepts('any', ''),
    ...keywords.upTo(WANTED_LIMITS.keywordsMax, chars),
    keywords.accepts('none (with a category)', ''),
    keywords.accepts('blanks of any kind between words', '本棚\n\t机'),
    keywords.refuses('a NUL', '本棚\u0000机'),
    until.refuses('missing', ''),
    until.refuses('not a time', '2030-02-30T10:00'),
    until.refuses('out of the years', '2101-01-01T10:00'),
  ],
);

describe('the rules the server adds (docs/wanted.md)', () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = await initI18n('ja');
    await i18n.changeLanguage('ja');
    t = i18n.t;
  });

  const problems = async (values: WantedValues) => {
    try {
      await wantedSchema(t, at).validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path?: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((e) => [e.path ?? '', e.message]));
    }
  };

  it('asks for a category or keywords, on the keywords field', async () => {
    expect(await problems(valid({ categoryId: '', keywords: ' \u3000 ' }))).toEqual({
      keywords: ja.wanted.form.errors.categoryOrKeywords,
    });
    expect(await problems(valid({ categoryId: '', keywords: '本棚' }))).toEqual({});
    expect(await problems(valid({ categoryId: 'desk', keywords: '' }))).toEqual({});
  });

  it('takes a time ahead of now, at most 180 days ahead (Tokyo time)', async () => {
    expect(await problems(valid({ until: '2030-04-01T09:00' }))).toEqual({
      until: ja.wanted.form.errors.untilPast,
    });
    expect(await problems(valid({ until: '2030-04-01T09:01' }))).toEqual({});
    // 180 days after 2030-04-01 09:00 is 2030-09-28 09:00.
    expect(await problems(valid({ until: '2030-09-28T09:00' }))).toEqual({});
    expect(await problems(valid({ until: '2030-09-28T09:01' }))).toEqual({
      until: t('wanted.form.errors.untilFar', { days: 180 }),
    });
  });

  it('accepts a new post as it opens (30 days ahead)', async () => {
    expect(await yupAccepts(wantedSchema(t, at))(emptyWantedValues(new Date(NOW)))).toBe(false);
    const fresh = { ...emptyWantedValues(new Date(NOW)), title: '机', keywords: '机' };
    expect(fresh.until).toBe('2030-05-01T09:00');
    expect(await problems(fresh)).toEqual({});
  });
});

describe('toWantedInput and back', () => {
  it('sends trimmed texts, the keywords one space apart and Tokyo time', () => {
    expect(
      toWantedInput(valid({ title: ' 本棚 ', keywords: ' 本棚\u3000\u3000スチール ' })),
    ).toEqual({
      title: '本棚',
      description: '研究室の本を置きます。',
      categoryId: 'furniture',
      keywords: '本棚 スチール',
      areaId: 'north',
      until: '2030-05-01T09:00:00+09:00',
    });
  });

  it('fills the edit form from a post', () => {
    expect(wantedValuesOf(post('w1'))).toEqual({
      title: 'スチールの本棚',
      description: '研究室の本を置くために探しています。',
      categoryId: 'furniture',
      keywords: '本棚 スチール',
      areaId: 'north',
      until: '2030-05-01T09:00',
    });
  });

  it('splits keywords as the server does', () => {
    expect(keywordsOf(' a\u3000b\tc ')).toEqual(['a', 'b', 'c']);
    expect(keywordsOf('')).toEqual([]);
  });
});
