import { useTranslation } from 'react-i18next';
import { useExhibitLabels } from '../../../components/exhibit/labels';
import type { ExhibitBook, ExhibitItem } from '../../../lib/exhibit-types';
import { localize, useLanguage } from '../../../lib/i18n';
import { findCategory, type GetCategoriesResponse } from '../../../lib/lookups/get-categories';
import type { QueryResult } from '../../../lib/use-query';

interface ExhibitItemsProps {
  items: readonly ExhibitItem[];
  categories: QueryResult<GetCategoriesResponse>;
}

/** `2020/4` or `2020/4/1`: a book's publication date as far as it is known (no time, no zone). */
function publicationDate({ publicationYear, publicationMonth, publicationDay }: ExhibitBook) {
  return [publicationYear, publicationMonth, publicationDay]
    .filter((part): part is number => part !== null)
    .join('/');
}

/** The exhibit's items: name, description, category, condition, stock and, for books, the book. */
export function ExhibitItems({ items, categories }: ExhibitItemsProps) {
  const { t } = useTranslation();
  const labels = useExhibitLabels();
  const language = useLanguage();

  const categoryName = (id: string) => {
    if (categories.status !== 'success') return t('exhibit.items.categoryLoading');
    const found = findCategory(categories.data.categories, id);
    return found ? localize(found.name, language) : t('exhibit.items.unknownCategory');
  };

  return (
    <ul className="exhibit-items">
      {items.map((item) => (
        <li key={item.id} className="exhibit-items__item">
          <h3 className="exhibit-items__name" translate="no">
            {item.name}
          </h3>
          {item.description && <p className="exhibit-items__description">{item.description}</p>}
          <dl className="exhibit-facts">
            <div>
              <dt>{t('exhibit.items.category')}</dt>
              <dd>{categoryName(item.categoryId)}</dd>
            </div>
            <div>
              <dt>{t('exhibit.items.kind')}</dt>
              <dd>{labels.kind(item.kind)}</dd>
            </div>
            <div>
              <dt>{t('exhibit.items.condition')}</dt>
              <dd>{labels.condition(item.condition)}</dd>
            </div>
            <div>
              <dt>{t('exhibit.items.stock')}</dt>
              <dd>{t('exhibitCard.stockCount', { count: item.stock })}</dd>
            </div>
            {item.book?.author && (
              <div>
                <dt>{t('exhibit.items.author')}</dt>
                <dd>{item.book.author}</dd>
              </div>
            )}
            {item.book?.publisher && (
              <div>
                <dt>{t('exhibit.items.publisher')}</dt>
                <dd>{item.book.publisher}</dd>
              </div>
            )}
            {item.book && item.book.publicationYear !== null && (
              <div>
                <dt>{t('exhibit.items.published')}</dt>
                <dd>{publicationDate(item.book)}</dd>
              </div>
            )}
            {item.book?.isbn && (
              <div>
                <dt>{t('exhibit.items.isbn')}</dt>
                <dd>{item.book.isbn}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
