import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_SETTINGS } from '../../model/remote-settings-types';
import {
  type TemplateLike,
  bundledSettings,
  chooseRemoteSettingsSource,
  createFileSettingsSource,
  createTemplateSettingsSource,
  parseEnvLines,
  remoteConfigFile,
  templateValues,
} from './sources';

describe('parseEnvLines', () => {
  it('reads KEY=value lines, skipping blanks, comments and lines without a key', () => {
    const text = [
      '# the announcement',
      'announcement_ja = 点検のお知らせ ',
      '',
      'announcement_en=Servicing = Friday',
      '=orphan',
      'no equals sign',
      'maintenance_mode=true\r',
    ].join('\n');
    expect(parseEnvLines(text)).toEqual({
      announcement_ja: '点検のお知らせ',
      announcement_en: 'Servicing = Friday',
      maintenance_mode: 'true',
    });
  });
});

describe('the override file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'remote-settings-'));
    file = path.join(dir, 'remote-config.local.env');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when there is no file, then the defaults', async () => {
    expect(await createFileSettingsSource(file)()).toEqual(DEFAULT_REMOTE_SETTINGS);
  });

  it('when the file changes, then the next read has the new values without a restart', async () => {
    const source = createFileSettingsSource(file);
    writeFileSync(file, 'maintenance_mode=true\nsignups_enabled=false\n');
    const first = await source();
    expect(first.maintenance.on).toBe(true);
    expect(first.signupsEnabled).toBe(false);

    writeFileSync(file, 'maintenance_mode=false\n');
    const second = await source();
    expect(second.maintenance.on).toBe(false);
    expect(second.signupsEnabled).toBe(true);

    rmSync(file);
    expect(await source()).toEqual(DEFAULT_REMOTE_SETTINGS);
  });

  it('when a value is unreadable, then that key has its default and the others are read', async () => {
    writeFileSync(file, 'share_mode_enabled=perhaps\nannouncement_en=Hello\n');
    const settings = await createFileSettingsSource(file)();
    expect(settings.shareModeEnabled).toBe(true);
    expect(settings.announcement.text.en).toBe('Hello');
  });

  it('when the path is a directory, then the defaults (never a throw)', async () => {
    expect(await createFileSettingsSource(dir)()).toEqual(DEFAULT_REMOTE_SETTINGS);
  });
});

describe('remoteConfigFile', () => {
  it('is CAMPUS_REMOTE_CONFIG_FILE when set, else remote-config.local.env at the repo root', () => {
    expect(remoteConfigFile({ CAMPUS_REMOTE_CONFIG_FILE: 'x/settings.env' })).toBe(
      path.resolve('x/settings.env'),
    );
    const root = path.resolve(__dirname, '../../../..');
    expect(remoteConfigFile({})).toBe(path.join(root, 'remote-config.local.env'));
    expect(remoteConfigFile({ CAMPUS_REMOTE_CONFIG_FILE: '' })).toBe(remoteConfigFile({}));
  });
});

const parameter = (value: string) => ({ defaultValue: { value } });

describe('templateValues', () => {
  it('takes the default value of every parameter, grouped ones too; in-app defaults are left out', () => {
    const template: TemplateLike = {
      parameters: {
        maintenance_mode: {
          ...parameter('true'),
          conditionalValues: { ios: { value: 'false' } },
        },
        signups_enabled: { defaultValue: { useInAppDefault: true } },
        unrelated: {},
      },
      parameterGroups: {
        announcement: { parameters: { announcement_en: parameter('Hello') } },
      },
    };
    expect(templateValues(template)).toEqual({
      maintenance_mode: 'true',
      announcement_en: 'Hello',
    });
  });
});

describe('the Remote Config template source', () => {
  function fakeTemplates() {
    const state = {
      reads: 0,
      fail: false,
      values: { maintenance_mode: 'true' } as Record<string, string>,
    };
    const getTemplate = (): Promise<TemplateLike> => {
      state.reads += 1;
      if (state.fail) return Promise.reject(new Error('offline'));
      return Promise.resolve({
        parameters: Object.fromEntries(
          Object.entries(state.values).map(([key, value]) => [key, parameter(value)]),
        ),
      });
    };
    return { state, getTemplate };
  }

  it('when read within the cache time, then one read serves every request (concurrent ones too)', async () => {
    let clock = 0;
    const { state, getTemplate } = fakeTemplates();
    const source = createTemplateSettingsSource(getTemplate, { cacheMs: 60_000, now: () => clock });
    const [a, b] = await Promise.all([source(), source()]);
    expect(a.maintenance.on).toBe(true);
    expect(b).toBe(a);
    clock = 59_999;
    state.values = { maintenance_mode: 'false' };
    expect((await source()).maintenance.on).toBe(true);
    expect(state.reads).toBe(1);

    clock = 60_000;
    expect((await source()).maintenance.on).toBe(false);
    expect(state.reads).toBe(2);
  });

  it('when a read fails, then the last values stay (the defaults before any) until the next period', async () => {
    let clock = 0;
    const { state, getTemplate } = fakeTemplates();
    state.fail = true;
    const source = createTemplateSettingsSource(getTemplate, { cacheMs: 1_000, now: () => clock });
    expect(await source()).toEqual(DEFAULT_REMOTE_SETTINGS);

    clock = 1_000;
    state.fail = false;
    expect((await source()).maintenance.on).toBe(true);

    clock = 2_000;
    state.fail = true;
    expect((await source()).maintenance.on).toBe(true);
    expect(state.reads).toBe(3);
  });
});

describe('chooseRemoteSettingsSource', () => {
  const production = () => () =>
    Promise.resolve({ ...DEFAULT_REMOTE_SETTINGS, signupsEnabled: false });

  it('deployed: the production source (Remote Config)', async () => {
    expect((await chooseRemoteSettingsSource({}, production)()).signupsEnabled).toBe(false);
  });

  it('in the Functions emulator: the override file named by CAMPUS_REMOTE_CONFIG_FILE', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'remote-settings-'));
    const file = path.join(dir, 'settings.env');
    writeFileSync(file, 'maintenance_mode=on\n');
    const source = chooseRemoteSettingsSource(
      { FUNCTIONS_EMULATOR: 'true', CAMPUS_REMOTE_CONFIG_FILE: file },
      production,
    );
    expect((await source()).maintenance.on).toBe(true);
    expect((await source()).signupsEnabled).toBe(true);
    rmSync(dir, { recursive: true });
    expect(await bundledSettings()).toEqual(DEFAULT_REMOTE_SETTINGS);
  });
});
