import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../testing/exhibit-fixtures';
import { categoryName, categoryOptions } from './category-options';

describe('categoryOptions', () => {
  it('lists every level in display order, each named by its path', () => {
    expect(categoryOptions(CATEGORIES.categories, 'ja')).toEqual([
      { value: 'furniture', label: '家具' },
      { value: 'desks', label: '家具 / 机・椅子' },
      { value: 'desk', label: '家具 / 机・椅子 / 机' },
      { value: 'books', label: '本' },
      { value: 'textbooks', label: '本 / 専門書' },
      { value: 'engineering', label: '本 / 専門書 / 工学' },
      { value: 'textbook', label: '本 / 専門書 / 教科書' },
    ]);
  });

  it('names them in English too', () => {
    expect(categoryOptions(CATEGORIES.categories, 'en')[2]).toEqual({
      value: 'desk',
      label: 'Furniture / Desks and chairs / Desks',
    });
  });
});

describe('categoryName', () => {
  it('names a category of any level, or null for an unknown id', () => {
    expect(categoryName(CATEGORIES.categories, 'books', 'ja')).toBe('本');
    expect(categoryName(CATEGORIES.categories, 'textbook', 'en')).toBe('Textbooks');
    expect(categoryName(CATEGORIES.categories, 'nothing', 'ja')).toBeNull();
  });
});
