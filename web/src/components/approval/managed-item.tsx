import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedItem } from '../../lib/exhibit-admin-types';
import { useLanguage, localize } from '../../lib/i18n';
import { findCategory, type Category } from '../../lib/lookups/get-categories';
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
  const rows: [string, ReactNode][] = [
    [t('exhibitForm.category'), category ? localize(category.name, language) : item.categoryId],
    [t('manageExhibits.detail.condition'), t(`exhibitForm.conditions.${item.condition}`)],
    [t('manageExhibits.detail.stock'), item.stock],
  ];
  if (item.description) rows.push([t('exhibitForm.itemDescription'), item.description]);
  if (book) {
    const date = [book.publicationYear, book.publicationMonth, book.publicationDay]
      .filter((part) => part !== null)
      .join('/');
    rows.push(
      [t('exhibitForm.author'), book.author || none],
      [t('exhibitForm.publisher'), book.publisher || none],
      [t('exhibitForm.publicationYear'), date || none],
      [t('exhibitForm.isbn'), book.isbn || none],
    );
  }
  rows.push(
    [t('exhibitForm.assetCategory'), t(`exhibitForm.assetCategories.${a.assetCategory}`)],
    [t('exhibitForm.assetNumber'), a.assetNumber || none],
    [t('exhibitForm.budgetSource'), t(`exhibitForm.budgetSources.${a.budgetSource}`)],
    [t('exhibitForm.projectCode'), a.projectCode || none],
    [t('exhibitForm.acquisitionDate'), a.acquisitionDate?.replace(/-/g, '/') ?? none],
    [
      t('exhibitForm.acquisitionPrice'),
      a.acquisitionPrice === null ? none : a.acquisitionPrice.toLocaleString(language),
    ],
  );
  return (
    <article className="managed-item" aria-label={item.name}>
      <h3 className="managed-item__name">
        {item.name}
        <span className="managed-item__kind">{t(`exhibitForm.kinds.${item.kind}`)}</span>
      </h3>
      <dl className="managed-item__details">
        {rows.map(([label, value]) => (
          <div key={label} className="managed-item__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}
