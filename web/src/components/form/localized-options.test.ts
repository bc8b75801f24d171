import { describe, expect, it } from 'vitest';
import { localizedOptions } from './localized-options';

describe('localizedOptions', () => {
  const areas = [
    { id: 'north', name: { ja: '北キャンパス', en: 'North campus' } },
    { id: 'south', name: { ja: '南キャンパス', en: '' } },
  ];

  it('offers each thing by its id, named in the language (Japanese where that name is empty)', () => {
    expect(localizedOptions(areas, 'en')).toEqual([
      { value: 'north', label: 'North campus' },
      { value: 'south', label: '南キャンパス' },
    ]);
  });
});
