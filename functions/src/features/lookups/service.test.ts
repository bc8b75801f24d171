import { describe, expect, it } from 'vitest';
import type { CategoryDoc } from './schema';
import { buildCategoryTree, sortByOrder } from './service';

const name = (en: string) => ({ ja: `${en}（日本語）`, en });

describe('sortByOrder', () => {
  it('when orders differ, then items come in ascending order', () => {
    const items = [
      { id: 'c', order: 2 },
      { id: 'a', order: 0 },
      { id: 'b', order: 1 },
    ];
    expect(sortByOrder(items).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('when orders tie, then ids break the tie, and the input is left untouched', () => {
    const items = [
      { id: 'z', order: 1 },
      { id: 'y', order: 1 },
      { id: 'x', order: 0 },
    ];
    expect(sortByOrder(items).map((i) => i.id)).toEqual(['x', 'y', 'z']);
    expect(items.map((i) => i.id)).toEqual(['z', 'y', 'x']);
  });
});

describe('buildCategoryTree', () => {
  const books: CategoryDoc & { id: string } = {
    id: 'books',
    name: name('Books'),
    order: 1,
    middleCategories: {
      magazines: {
        name: name('Magazines'),
        order: 1,
        smallCategories: {
          'general-magazines': { name: name('General'), order: 1, kind: 'book' },
          'academic-journals': { name: name('Journals'), order: 0, kind: 'book' },
        },
      },
      textbooks: {
        name: name('Textbooks'),
        order: 0,
        smallCategories: {
          'language-textbooks': { name: name('Language'), order: 0, kind: 'book' },
        },
      },
    },
  };
  const furniture: CategoryDoc & { id: string } = {
    id: 'furniture',
    name: name('Furniture'),
    order: 0,
    middleCategories: {
      desks: {
        name: name('Desks'),
        order: 0,
        smallCategories: {
          'office-desk': { name: name('Office desk'), order: 0, kind: 'furniture' },
        },
      },
    },
  };

  it('when given top-category documents, then every level is indexed by id with its id inside', () => {
    const tree = buildCategoryTree([books, furniture]);
    expect(tree).toEqual({
      furniture: {
        id: 'furniture',
        name: name('Furniture'),
        order: 0,
        middleCategories: {
          desks: {
            id: 'desks',
            name: name('Desks'),
            order: 0,
            smallCategories: {
              'office-desk': {
                id: 'office-desk',
                name: name('Office desk'),
                order: 0,
                kind: 'furniture',
              },
            },
          },
        },
      },
      books: {
        id: 'books',
        name: name('Books'),
        order: 1,
        middleCategories: {
          textbooks: {
            id: 'textbooks',
            name: name('Textbooks'),
            order: 0,
            smallCategories: {
              'language-textbooks': {
                id: 'language-textbooks',
                name: name('Language'),
                order: 0,
                kind: 'book',
              },
            },
          },
          magazines: {
            id: 'magazines',
            name: name('Magazines'),
            order: 1,
            smallCategories: {
              'academic-journals': {
                id: 'academic-journals',
                name: name('Journals'),
                order: 0,
                kind: 'book',
              },
              'general-magazines': {
                id: 'general-magazines',
                name: name('General'),
                order: 1,
                kind: 'book',
              },
            },
          },
        },
      },
    });
  });

  it('when built, then keys at every level are inserted in display order', () => {
    const tree = buildCategoryTree([books, furniture]);
    expect(Object.keys(tree)).toEqual(['furniture', 'books']);
    expect(Object.keys(tree.books?.middleCategories ?? {})).toEqual(['textbooks', 'magazines']);
    expect(Object.keys(tree.books?.middleCategories.magazines?.smallCategories ?? {})).toEqual([
      'academic-journals',
      'general-magazines',
    ]);
  });

  it('when there are no documents, then the tree is empty', () => {
    expect(buildCategoryTree([])).toEqual({});
  });
});
