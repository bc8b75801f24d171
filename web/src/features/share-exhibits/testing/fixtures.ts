import { device } from '../../../lib/share-mode/testing';
import type { OwnedShareExhibit } from '../api/types';

/** The acting identity's devices in the page tests: two active, one suspended. */
export const MY_DEVICES = [
  device({ id: 'dev-1', name: 'Confocal microscope' }),
  device({ id: 'dev-2', name: 'Plate reader', feePerHour: 0 }),
  device({ id: 'dev-3', name: 'Old centrifuge', active: false }),
];

export const myDevices = (devices = MY_DEVICES) => ({
  body: { devices, total: devices.length },
});

/** A listing as its owner sees it (`/home/share-exhibits...`). */
export function ownedShareExhibit(overrides: Partial<OwnedShareExhibit> = {}): OwnedShareExhibit {
  return {
    id: 'sx-1',
    type: 'sharing',
    ownerId: 'u1',
    title: 'Microscopes of the imaging lab',
    description: 'Two microscopes for imaging.',
    deviceIds: ['dev-1', 'dev-3'],
    devices: [
      { id: 'dev-1', name: 'Confocal microscope', active: true },
      { id: 'dev-3', name: 'Old centrifuge', active: false },
    ],
    published: true,
    // 2030-05-01 09:00 in Tokyo.
    termsAgreedAt: '2030-05-01T00:00:00.000Z',
    createdAt: '2030-04-30T15:00:00.000Z',
    updatedAt: '2030-05-01T00:00:00.000Z',
    publishedAt: '2030-05-01T00:00:00.000Z',
    moderation: null,
    ...overrides,
  };
}

/** The error text shown for a control (its `aria-describedby` error paragraph). */
export function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.role === 'alert');
  return error?.textContent ?? null;
}
