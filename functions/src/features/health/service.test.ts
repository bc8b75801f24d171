import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, readBuildInfo } from './build-info';
import { healthReport, reachable } from './service';

describe('reachable', () => {
  it('when the probe answers in time, then true', async () => {
    expect(await reachable(() => Promise.resolve('doc'), 1000)).toBe(true);
  });

  it('when the probe fails, then false', async () => {
    expect(await reachable(() => Promise.reject(new Error('UNAVAILABLE')), 1000)).toBe(false);
  });

  it('when the probe hangs, then false once the time is up', async () => {
    const started = Date.now();
    expect(await reachable(() => new Promise(() => undefined), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('healthReport', () => {
  const build = { commit: 'abc123', builtAt: '2026-11-24T00:00:00.000Z' };

  it('when Firestore answers, then ok with the build and revision', () => {
    expect(healthReport(build, 'api-00012-xyz', true)).toEqual({
      status: 'ok',
      version: { ...build, revision: 'api-00012-xyz' },
      firestore: 'ok',
    });
  });

  it('when Firestore does not answer, then unavailable', () => {
    expect(healthReport(build, undefined, false)).toMatchObject({
      status: 'unavailable',
      version: { revision: null },
      firestore: 'unreachable',
    });
  });
});

describe('readBuildInfo', () => {
  it('when the build stamped its commit, then it is read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-info-'));
    writeFileSync(
      path.join(dir, BUILD_INFO_FILE),
      JSON.stringify({ commit: 'abc', builtAt: '2026-11-24T01:02:03.000Z' }),
    );
    expect(readBuildInfo(dir)).toEqual({ commit: 'abc', builtAt: '2026-11-24T01:02:03.000Z' });
  });

  it('when there is no stamp or it is malformed, then dev', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-info-'));
    expect(readBuildInfo(dir)).toEqual({ commit: 'dev', builtAt: null });
    writeFileSync(path.join(dir, BUILD_INFO_FILE), '{"commit": 1}');
    expect(readBuildInfo(dir)).toEqual({ commit: 'dev', builtAt: null });
  });
});
