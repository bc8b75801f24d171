import { describe, expect, it } from 'vitest';
import { chooseImageStore, imageStoreKind } from './choose-image-store';
import type { ImageStore } from './image-store';

describe('imageStoreKind', () => {
  it('when deployed (no emulator variables), then Cloud Storage', () => {
    expect(imageStoreKind({})).toBe('cloud-storage');
  });

  it('when the Functions emulator runs with the Storage emulator, then Cloud Storage (the emulator)', () => {
    expect(
      imageStoreKind({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).toBe('cloud-storage');
  });

  it('when the Functions emulator runs without the Storage emulator, then the local store', () => {
    expect(imageStoreKind({ FUNCTIONS_EMULATOR: 'true' })).toBe('local');
    expect(imageStoreKind({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '' })).toBe(
      'local',
    );
  });
});

describe('chooseImageStore', () => {
  it('when a kind is chosen, then only its factory runs', () => {
    const made: string[] = [];
    const store = (name: string): ImageStore => {
      made.push(name);
      return { put: () => Promise.resolve({ uri: name }), delete: () => Promise.resolve() };
    };
    chooseImageStore(
      { FUNCTIONS_EMULATOR: 'true' },
      { 'cloud-storage': () => store('cloud'), local: () => store('local') },
    );
    expect(made).toEqual(['local']);
  });
});
