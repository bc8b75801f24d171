import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { groupedNumber } from '../../../lib/grouped-number';
import { localize, useLanguage } from '../../../lib/i18n';
import { categoryName } from '../../../lib/lookups/category-options';
import { useCategories } from '../../../lib/lookups/get-categories';
import {
  useImpactMethod,
  type ImpactCategoryMethod,
  type ImpactMethodResponse,
} from '../api/get-impact-method';
import { figureColumn } from './figure-column';
import { LoadError } from './load-error';
import { METHOD_ID } from './method-link';

const sourceAnchor = (id: string) => `impact-source-${id}`;

/**
 * How the CO2 avoided is estimated (docs/impact.md), under the heading `#method`: the rule in a
 * few sentences, the table of small categories (standard weight and factor, each with its
 * source) and the sources themselves, linked where they are published, named in the reader's
 * language (the API gives both).
 */
export function MethodSection() {
  const { t } = useTranslation();
  const method = useImpactMethod();
  return (
    <section className="impact__section impact__method" aria-labelledby={METHOD_ID}>
      <h2 id={METHOD_ID} className="impact__heading">
        {t('impact.method.heading')}
      </h2>
      <p>{t('impact.method.rule')}</p>
      <p>{t('impact.method.weight')}</p>
      <QueryView
        query={method}
        loading={t('impact.method.loading')}
        LoadError={LoadError}
        loadFailed={t('impact.method.loadFailed')}
      >
        {(data) => <MethodTable method={data} />}
      </QueryView>
      <p>{t('impact.method.estimate')}</p>
    </section>
  );
}

function MethodTable({ method }: { method: ImpactMethodResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  // A small category by its name in the lookups' tree (its id until the tree is there).
  const nameOf = (id: string) =>
    (categories.status === 'success' && categoryName(categories.data.categories, id, language)) ||
    id;
  const number = (value: number) => groupedNumber(value, 3);
  const figure = figureColumn<ImpactCategoryMethod>;
  const position = new Map(method.sources.map((source, index) => [source.id, index + 1]));
  const sourceOf = (id: string) => {
    const at = position.get(id);
    return at === undefined ? (
      id
    ) : (
      <a href={`#${sourceAnchor(id)}`}>{t('impact.method.sourceRef', { number: at })}</a>
    );
  };
  const fallback = method.sources.find((source) => source.id === method.fallback.source);
  return (
    <>
      <p>
        {t('impact.method.fallback', {
          factor: number(method.fallback.kgCO2ePerKg),
          source: fallback ? localize(fallback.title, language) : method.fallback.source,
        })}
      </p>
      <DataTable
        className="list-page__table impact__table"
        caption={t('impact.method.caption')}
        rows={method.categories}
        rowKey={(row) => row.categoryId}
        columns={[
          { header: t('impact.method.columns.category'), cell: (row) => nameOf(row.categoryId) },
          figure(t('impact.method.columns.kg'), (row) => number(row.kg)),
          {
            header: t('impact.method.columns.weightSource'),
            cell: (row) => sourceOf(row.weightSource),
          },
          figure(t('impact.method.columns.factor'), (row) => number(row.kgCO2ePerKg)),
          {
            header: t('impact.method.columns.factorSource'),
            cell: (row) => sourceOf(row.factorSource),
          },
        ]}
      />
      <h3 className="impact__subheading">{t('impact.method.sources')}</h3>
      <ol className="impact__sources">
        {method.sources.map((source) => (
          <li key={source.id} id={sourceAnchor(source.id)}>
            {source.url === null ? (
              localize(source.title, language)
            ) : (
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {localize(source.title, language)}
                <span className="visually-hidden">{t('impact.method.newTab')}</span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
