import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_SETTINGS, type RemoteSettings } from './remote-settings-types';
import {
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  REMOTE_DEFAULTS,
  REMOTE_SETTING_KEYS,
  REMOTE_TEXT_MAX,
  announcementText,
  parseRemoteSettings,
  parseUntil,
  toRemoteValues,
} from './remote-settings';

const SET: RemoteSettings = {
  announcement: {
    text: { ja: '12月1日は停電です', en: 'Power cut on 1 December' },
    until: '2026-12-01T09:00:00.000Z',
  },
  maintenance: { on: true, message: { ja: '点検中', en: 'Servicing' } },
  shareModeEnabled: false,
  signupsEnabled: false,
};

describe('the constants of spec section 9', () => {
  it('fetch timeout 60 s; minimum fetch interval 12 hours (not the spec 5-day figure)', () => {
    expect(REMOTE_CONFIG_FETCH_TIMEOUT_MS).toBe(60_000);
    expect(REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS).toBe(12 * 60 * 60 * 1000);
  });
});

describe('parseRemoteSettings', () => {
  it('when nothing was fetched, then the bundled defaults, which DEFAULT_REMOTE_SETTINGS spells out', () => {
    expect(parseRemoteSettings({})).toEqual(DEFAULT_REMOTE_SETTINGS);
    expect(parseRemoteSettings(REMOTE_DEFAULTS)).toEqual(DEFAULT_REMOTE_SETTINGS);
    expect(Object.keys(REMOTE_DEFAULTS)).toEqual([...REMOTE_SETTING_KEYS]);
  });

  it('when every key is set, then toRemoteValues is its inverse', () => {
    expect(parseRemoteSettings(toRemoteValues(SET))).toEqual(SET);
    expect(toRemoteValues(parseRemoteSettings(toRemoteValues(SET)))).toEqual(toRemoteValues(SET));
  });

  it.each([
    ['true', true],
    [' TRUE ', true],
    ['1', true],
    ['on', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['off', false],
    ['No', false],
  ])('when maintenance_mode is %j, then %s', (value, on) => {
    expect(parseRemoteSettings({ maintenance_mode: value }).maintenance.on).toBe(on);
  });

  it('when a switch holds something that is not a boolean, then its default, never a throw', () => {
    const parsed = parseRemoteSettings({
      maintenance_mode: 'maybe',
      share_mode_enabled: '',
      signups_enabled: 'nope',
    });
    expect(parsed.maintenance.on).toBe(false);
    expect(parsed.shareModeEnabled).toBe(true);
    expect(parsed.signupsEnabled).toBe(true);
  });

  it('when a text is too long or holds control characters, then it is dropped; others are trimmed', () => {
    const parsed = parseRemoteSettings({
      announcement_ja: 'x'.repeat(REMOTE_TEXT_MAX + 1),
      announcement_en: ' Bad\u0000text ',
      maintenance_message_ja: ` ${'y'.repeat(REMOTE_TEXT_MAX)} `,
      maintenance_message_en: 'Two\nlines',
    });
    expect(parsed.announcement.text).toEqual({ ja: '', en: '' });
    expect(parsed.maintenance.message).toEqual({
      ja: 'y'.repeat(REMOTE_TEXT_MAX),
      en: 'Two\nlines',
    });
  });
});

describe('parseUntil', () => {
  it.each([
    ['2026-12-01T18:00', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T18:00:30', '2026-12-01T09:00:30.000Z'],
    ['2026-12-01T18:00:00+09:00', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T09:00:00Z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T10:00-05:00', '2026-12-01T15:00:00.000Z'],
    // A bare date: through the end of that day in Tokyo.
    ['2026-12-01', '2026-12-01T15:00:00.000Z'],
  ])('when %s, then %s', (value, instant) => {
    expect(parseUntil(value)).toBe(instant);
  });

  it.each([
    '',
    'tomorrow',
    '2026-02-30',
    '2026-02-30T10:00',
    '2026-12-01T24:00',
    '2026-12-01 18:00',
    '1999-12-31T10:00',
    '9999-12-31',
    '2026-12-01T18:00+9',
  ])('when %j, then no end date', (value) => {
    expect(parseUntil(value)).toBeNull();
  });
});

describe('announcementText', () => {
  const at = (iso: string) => new Date(iso);

  it('when before the end, then the text of the language; at and after the end, none', () => {
    expect(announcementText(SET.announcement, 'ja', at('2026-12-01T08:59:59Z'))).toBe(
      '12月1日は停電です',
    );
    expect(announcementText(SET.announcement, 'en', at('2026-12-01T08:59:59Z'))).toBe(
      'Power cut on 1 December',
    );
    expect(announcementText(SET.announcement, 'en', at('2026-12-01T09:00:00Z'))).toBe('');
  });

  it('when one language is missing, then the other is shown rather than nothing', () => {
    const jaOnly = parseRemoteSettings({ announcement_ja: 'お知らせ' });
    expect(announcementText(jaOnly.announcement, 'en', at('2026-01-01T00:00:00Z'))).toBe(
      'お知らせ',
    );
    expect(
      announcementText(DEFAULT_REMOTE_SETTINGS.announcement, 'ja', at('2026-01-01T00:00:00Z')),
    ).toBe('');
  });
});
