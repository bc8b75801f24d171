import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedItem } from '../../lib/exhibit-admin-types';
import { groupedNumber } from '../../lib/grouped-number';
import { useLanguage, localize } from '../../lib/i18n';
import { findCategory, type Category } from '../../lib/lookups/get-categories';
import { FactList, type Fact } from '../fact-list';
import './approval.css';

export interface ManagedItemDetailsProps {
  item: ManagedItem;
  /** The category tree, to name the category (its id is shown while it loads). */
  categories?: Readonly<Record<string, Category>> | undefined;
  /** Extra content under the details (photos, the inventory form). */
  children?: ReactNode;
}

/**
 * One item as its owner and the officers see it: category, condition, stock, the book's fields and
 * the asset information.
 */
export function ManagedItemDetails({ item, categories, children }: ManagedItemDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const category = categories ? findCategory(categories, item.categoryId) : undefined;
  const { assetInfo: a, book } = item;
  const none = t('backoffice.assetNone');
  const date = book
    ? [book.publicationYear, book.publicationMonth, book.publicationDay]
        .filter((part) => part !== null)
        .join('/')
    : '';
  const facts: (Fact | null)[] = [
    {
      term: t('exhibitForm.category'),
      value: category ? localize(category.name, language) : item.categoryId,
    },
    {
      term: t('manageExhibits.detail.condition'),
      value: t(`exhibitForm.conditions.${item.condition}`),
    },
    { term: t('manageExhibits.detail.stock'), value: item.stock },
    item.description ? { term: t('exhibitForm.itemDescription'), value: item.description } : null,
    ...(book
      ? [
          { term: t('exhibitForm.author'), value: book.author || none },
          { term: t('exhibitForm.publisher'), value: book.publisher || none },
          { term: t('exhibitForm.publicationYear'), value: date || none },
          { term: t('exhibitForm.isbn'), value: book.isbn || none },
        ]
      : []),
    {
      term: t('exhibitForm.assetCategory'),
      value: t(`exhibitForm.assetCategories.${a.assetCategory}`),
    },
    { term: t('exhibitForm.assetNumber'), value: a.assetNumber || none },
    {
      term: t('exhibitForm.budgetSource'),
      value: t(`exhibitForm.budgetSources.${a.budgetSource}`),
    },
    { term: t('exhibitForm.projectCode'), value: a.projectCode || none },
    {
      term: t('exhibitForm.acquisitionDate'),
      value: a.acquisitionDate?.replace(/-/g, '/') ?? none,
    },
    {
      term: t('exhibitForm.acquisitionPrice'),
      value: a.acquisitionPrice === null ? none : groupedNumber(a.acquisitionPrice),
    },
  ];
  return (
    <article className="managed-item" aria-label={item.name}>
      <h3 className="managed-item__name">
        {item.name}
        <span className="managed-item__kind">{t(`exhibitForm.kinds.${item.kind}`)}</span>
      </h3>
      <FactList className="managed-item__details" facts={facts} />
      {children}
    </article>
  );
}
