import { describe, expect, it } from 'vitest';
import { parseRemoteSettings } from '../../model/remote-settings';
import { DEFAULT_REMOTE_SETTINGS } from '../../model/remote-settings-types';
import { refusalOf } from './enforce';

// Over HTTP, on every route of the app: functions/test/api/settings.test.ts. Here: the matching.

const maintenance = parseRemoteSettings({
  maintenance_mode: 'true',
  maintenance_message_en: 'Back at 18:00',
});
const closed = parseRemoteSettings({ signups_enabled: 'false', share_mode_enabled: 'false' });

describe('refusalOf', () => {
  it('when the settings are the defaults, then nothing is refused', () => {
    expect(refusalOf(DEFAULT_REMOTE_SETTINGS, 'POST', '/api/v1/home/me')).toBeNull();
    expect(refusalOf(DEFAULT_REMOTE_SETTINGS, 'DELETE', '/api/v1/home/devices/d1')).toBeNull();
  });

  it('in maintenance, a write is 503 maintenance with Retry-After and the operator message; reads pass', () => {
    const refusal = refusalOf(maintenance, 'PUT', '/api/v1/home/me');
    expect(refusal).toMatchObject({ status: 503, code: 'maintenance', message: 'Back at 18:00' });
    expect(refusal?.retryAfterSeconds).toBe(600);
    expect(refusalOf(maintenance, 'GET', '/api/v1/home/me')).toBeNull();
    expect(refusalOf(maintenance, 'HEAD', '/api/v1/exhibits')).toBeNull();
  });

  it('in maintenance, the allow-list passes, by method and with any :param', () => {
    expect(refusalOf(maintenance, 'POST', '/api/v1/home/contacts/c-1/read')).toBeNull();
    expect(refusalOf(maintenance, 'DELETE', '/api/v1/home/me/group')).toBeNull();
    expect(refusalOf(maintenance, 'PUT', '/api/v1/home/me/group')?.code).toBe('maintenance');
    expect(refusalOf(maintenance, 'POST', '/api/v1/home/contacts/c-1/messages')?.code).toBe(
      'maintenance',
    );
    expect(refusalOf(maintenance, 'POST', '/api/v1/home/contacts/a/b/read')?.code).toBe(
      'maintenance',
    );
  });

  it('when sign-ups are closed, then only the sign-up is 403 signups_closed', () => {
    expect(refusalOf(closed, 'POST', '/api/v1/home/me')).toMatchObject({
      status: 403,
      code: 'signups_closed',
    });
    expect(refusalOf(closed, 'PUT', '/api/v1/home/me')).toBeNull();
  });

  it('when share mode is off, then share-mode writes are 403 share_mode_disabled, other writes pass', () => {
    for (const path of [
      '/api/v1/home/devices',
      '/api/v1/home/devices/d1/reservations',
      '/api/v1/home/reservations/r1/cancel',
      '/api/v1/home/share-exhibits/s1',
      '/api/v1/home/bills/b1/payments',
    ]) {
      expect(refusalOf(closed, 'POST', path)?.code, path).toBe('share_mode_disabled');
    }
    expect(refusalOf(closed, 'POST', '/api/v1/home/devices-x')).toBeNull();
    expect(refusalOf(closed, 'POST', '/api/v1/home/exhibits')).toBeNull();
    expect(refusalOf(closed, 'GET', '/api/v1/home/devices')).toBeNull();
  });
});
