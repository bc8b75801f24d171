import { useTranslation } from 'react-i18next';
import { useExhibitLabels } from '../../../components/exhibit/labels';
import { FactList } from '../../../components/fact-list';
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
          <FactList
            className="exhibit-facts"
            facts={[
              { term: t('exhibit.items.category'), value: categoryName(item.categoryId) },
              { term: t('exhibit.items.kind'), value: labels.kind(item.kind) },
              { term: t('exhibit.items.condition'), value: labels.condition(item.condition) },
              {
                term: t('exhibit.items.stock'),
                value: t('exhibitCard.stockCount', { count: item.stock }),
              },
              item.book?.author
                ? { term: t('exhibit.items.author'), value: item.book.author }
                : null,
              item.book?.publisher
                ? { term: t('exhibit.items.publisher'), value: item.book.publisher }
                : null,
              item.book && item.book.publicationYear !== null
                ? { term: t('exhibit.items.published'), value: publicationDate(item.book) }
                : null,
              item.book?.isbn ? { term: t('exhibit.items.isbn'), value: item.book.isbn } : null,
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
