import type { Category, CategoryDoc, CategoryTree, MiddleCategory, SmallCategory } from './schema';

interface Ordered {
  id: string;
  order: number;
}

/** Ascending `order`, ties broken by id so the result never depends on read order. */
export function compareByOrder(a: Ordered, b: Ordered): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortByOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort(compareByOrder);
}

/** Map entries as ordered objects with their ids, sorted by order. */
function sortedEntries<T extends { order: number }>(
  map: Record<string, T>,
): (T & { id: string })[] {
  return sortByOrder(Object.entries(map).map(([id, value]) => ({ ...value, id })));
}

/**
 * Builds the id-indexed category tree from the stored top-category documents. Every node gets
 * its `id`; keys are inserted in display order at each level (clients should still sort by
 * `order`, since JSON object order is not guaranteed for integer-like keys).
 */
export function buildCategoryTree(docs: readonly (CategoryDoc & { id: string })[]): CategoryTree {
  const tree: CategoryTree = {};
  for (const doc of sortByOrder(docs)) {
    const middleCategories: Record<string, MiddleCategory> = {};
    for (const middle of sortedEntries(doc.middleCategories)) {
      const smallCategories: Record<string, SmallCategory> = {};
      for (const small of sortedEntries(middle.smallCategories)) {
        smallCategories[small.id] = {
          id: small.id,
          name: small.name,
          order: small.order,
          kind: small.kind,
        };
      }
      middleCategories[middle.id] = {
        id: middle.id,
        name: middle.name,
        order: middle.order,
        smallCategories,
      };
    }
    const category: Category = { id: doc.id, name: doc.name, order: doc.order, middleCategories };
    tree[doc.id] = category;
  }
  return tree;
}
