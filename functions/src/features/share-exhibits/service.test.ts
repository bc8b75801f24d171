import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { DeviceDoc } from '../devices';
import { assertOwnDevices, isViewable, publishedAtAfter } from './service';

const device = (lenderId: string) => ({ lenderId }) as DeviceDoc;

describe('assertOwnDevices', () => {
  it('passes when every device is lent by the owner', () => {
    const devices = new Map([
      ['a', device('lab')],
      ['b', device('lab')],
    ]);
    expect(() => assertOwnDevices(['a', 'b'], devices, 'lab')).not.toThrow();
  });

  it('names every foreign or unknown device by its index', () => {
    const devices = new Map([
      ['a', device('lab')],
      ['b', device('someone')],
    ]);
    try {
      assertOwnDevices(['a', 'b', 'c'], devices, 'lab');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_error',
        errors: [
          { location: 'body.deviceIds.1', message: 'Not one of your devices' },
          { location: 'body.deviceIds.2', message: 'Not one of your devices' },
        ],
      });
    }
  });
});

describe('publishedAtAfter', () => {
  const first = Timestamp.fromMillis(1_000);
  const now = Timestamp.fromMillis(2_000);
  it('is set by the first publication and kept afterwards, also while unpublished', () => {
    expect(publishedAtAfter(null, false, now)).toBeNull();
    expect(publishedAtAfter(null, true, now)).toBe(now);
    expect(publishedAtAfter(first, true, now)).toBe(first);
    expect(publishedAtAfter(first, false, now)).toBe(first);
  });
});

describe('isViewable', () => {
  it('shows published listings to everyone and unpublished ones to their owner only', () => {
    expect(isViewable({ published: true, ownerId: 'lab' }, null)).toBe(true);
    expect(isViewable({ published: false, ownerId: 'lab' }, null)).toBe(false);
    expect(isViewable({ published: false, ownerId: 'lab' }, 'someone')).toBe(false);
    expect(isViewable({ published: false, ownerId: 'lab' }, 'lab')).toBe(true);
  });
});
