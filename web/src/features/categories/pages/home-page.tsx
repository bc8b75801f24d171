import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { CategoryTree } from '../components/category-tree';

/** `/`: the category tree (top search comes with the exhibits feature). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const categories = useCategories();

  return (
    <section className="page" aria-labelledby="home-categories-heading">
      <h1 id="home-categories-heading" className="page__title">
        {t('home.categories.heading')}
      </h1>
      {categories.status === 'loading' && (
        <p role="status" className="state state--loading">
          {t('home.categories.loading')}
        </p>
      )}
      {categories.status === 'error' && (
        <div role="alert" className="state state--error">
          <p>{t('home.categories.error')}</p>
          <p>{t(errorMessageKey(categories.error))}</p>
          <button type="button" className="button" onClick={categories.refetch}>
            {t('home.categories.retry')}
          </button>
        </div>
      )}
      {categories.status === 'success' &&
        (Object.keys(categories.data.categories).length === 0 ? (
          <p className="state state--empty">{t('home.categories.empty')}</p>
        ) : (
          <CategoryTree categories={categories.data.categories} />
        ))}
    </section>
  );
}
