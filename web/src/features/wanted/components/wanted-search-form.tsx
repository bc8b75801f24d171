import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, useLanguage } from '../../../lib/i18n';
import { categoryOptions } from '../../../lib/lookups/category-options';
import { useAreas } from '../../../lib/lookups/get-areas';
import { useCategories } from '../../../lib/lookups/get-categories';
import { splitWantedKeywords, type WantedSearch } from '../wanted-params';

interface WantedSearchFormProps {
  /** The search in the address; the form starts from it (render it with a `key` of the address). */
  search: WantedSearch;
  /** The new search (page 1). */
  onSearch: (search: WantedSearch) => void;
}

/**
 * The wanted list's search: keywords (split on spaces, full-width ones too), a category of any level
 * and an area, from the same lookups as the exhibit search. Nothing is searched until it is sent.
 */
export function WantedSearchForm({ search, onSearch }: WantedSearchFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const categories = useCategories();
  const areas = useAreas();
  const [text, setText] = useState(search.keywords.join(' '));
  const [category, setCategory] = useState(search.category);
  const [area, setArea] = useState(search.area);
  const categoryChoices = useMemo(
    () =>
      categories.status === 'success' ? categoryOptions(categories.data.categories, language) : [],
    [categories, language],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ keywords: splitWantedKeywords(text), category, area, page: 1 });
  };

  return (
    <form className="wanted-search" role="search" onSubmit={submit}>
      <div className="wanted-search__box">
        <label className="visually-hidden" htmlFor={`${id}-keywords`}>
          {t('wanted.list.keywords')}
        </label>
        <input
          id={`${id}-keywords`}
          className="field__control wanted-search__input"
          type="search"
          value={text}
          placeholder={t('wanted.list.keywordsPlaceholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('wanted.list.search')}
        </button>
      </div>
      <p id={`${id}-hint`} className="wanted-search__hint">
        {t('wanted.list.keywordsHint')}
      </p>
      <div className="wanted-search__filters">
        <div className="wanted-search__filter">
          <label className="wanted-search__label" htmlFor={`${id}-category`}>
            {t('wanted.list.category')}
          </label>
          <select
            id={`${id}-category`}
            className="field__control"
            value={category}
            aria-busy={categories.status === 'loading' || undefined}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{t('wanted.list.anyCategory')}</option>
            {/* The chosen one while the tree loads (from the address). */}
            {categoryChoices.length === 0 && category !== '' && (
              <option value={category}>{category}</option>
            )}
            {categoryChoices.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="wanted-search__filter">
          <label className="wanted-search__label" htmlFor={`${id}-area`}>
            {t('wanted.list.area')}
          </label>
          <select
            id={`${id}-area`}
            className="field__control"
            value={area}
            aria-busy={areas.status === 'loading' || undefined}
            onChange={(event) => setArea(event.target.value)}
          >
            <option value="">{t('wanted.list.anyArea')}</option>
            {areas.status !== 'success' && area !== '' && <option value={area}>{area}</option>}
            {areas.status === 'success' &&
              areas.data.areas.map((option) => (
                <option key={option.id} value={option.id}>
                  {localize(option.name, language)}
                </option>
              ))}
          </select>
        </div>
      </div>
      {(categories.status === 'error' || areas.status === 'error') && (
        <p className="wanted-search__error">
          {t('wanted.list.lookupsFailed')}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              if (categories.status === 'error') categories.refetch();
              if (areas.status === 'error') areas.refetch();
            }}
          >
            {t('wanted.retry')}
          </button>
        </p>
      )}
    </form>
  );
}
