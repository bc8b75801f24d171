import { localize, useLanguage } from '../../lib/i18n';
import { findCategory, useCategories } from '../../lib/lookups/get-categories';

/** A device's category in words (the id while the tree loads or when it is not in it). */
export function CategoryText({ categoryId }: { categoryId: string }) {
  const language = useLanguage();
  const categories = useCategories();
  const found =
    categories.status === 'success'
      ? findCategory(categories.data.categories, categoryId)
      : undefined;
  return <>{found ? localize(found.name, language) : categoryId}</>;
}
