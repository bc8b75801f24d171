import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useExhibitLabels } from '../../../components/exhibit/labels';
import { ITEM_KINDS, type ItemKind } from '../../../lib/exhibit-types';
import { localize, useLanguage } from '../../../lib/i18n';
import type { Area } from '../../../lib/lookups/get-areas';
import type { QueryResult } from '../../../lib/use-query';
import type { GetAreasResponse } from '../../../lib/lookups/get-areas';
import { joinKeywords, splitKeywords, type SearchState } from '../search-params';

interface SearchFormProps {
  /** The search in the address; the form starts from it (render it with a `key` of the address). */
  search: SearchState;
  areas: QueryResult<GetAreasResponse>;
  /** The new search (page 1), with the form's keywords and filters. */
  onSearch: (search: SearchState) => void;
}

/**
 * The top search box and its filters: keywords (split on spaces, full-width ones too), kind, areas,
 * in stock only and include expired. Nothing is searched until the form is sent.
 */
export function SearchForm({ search, areas, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const labels = useExhibitLabels();
  const id = useId();
  const [text, setText] = useState(joinKeywords(search.keywords));
  const [kind, setKind] = useState<ItemKind | null>(search.kind);
  const [selectedAreas, setSelectedAreas] = useState<string[]>(search.areas);
  const [inStock, setInStock] = useState(search.inStock);
  const [expiredAlso, setExpiredAlso] = useState(search.expiredAlso);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...search,
      keywords: splitKeywords(text),
      kind,
      areas: selectedAreas,
      inStock,
      expiredAlso,
      page: 1,
    });
  };

  const toggleArea = (areaId: string, checked: boolean) =>
    setSelectedAreas((current) =>
      checked ? [...current, areaId] : current.filter((value) => value !== areaId),
    );

  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <div className="search-form__box">
        <label className="visually-hidden" htmlFor={`${id}-keywords`}>
          {t('search.keywords')}
        </label>
        <input
          id={`${id}-keywords`}
          className="field__control search-form__input"
          type="search"
          name="keywords"
          value={text}
          placeholder={t('search.keywordsPlaceholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="search-form__hint">
        {t('search.keywordsHint')}
      </p>
      <div className="search-form__filters">
        <div className="search-form__filter">
          <label className="search-form__label" htmlFor={`${id}-kind`}>
            {t('search.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="field__control"
            value={kind ?? ''}
            onChange={(event) =>
              setKind(ITEM_KINDS.find((value) => value === event.target.value) ?? null)
            }
          >
            <option value="">{t('search.anyKind')}</option>
            {ITEM_KINDS.map((value) => (
              <option key={value} value={value}>
                {labels.kind(value)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="search-form__filter search-form__areas">
          <legend className="search-form__label">{t('search.areas')}</legend>
          {areas.status === 'loading' && (
            <p role="status" className="search-form__areas-loading">
              {t('search.areasLoading')}
            </p>
          )}
          {areas.status === 'error' && (
            <p className="search-form__error">
              {t('search.areasError')}{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={areas.refetch}
              >
                {t('search.retry')}
              </button>
            </p>
          )}
          {areas.status === 'success' && (
            <AreaChoices areas={areas.data.areas} selected={selectedAreas} onToggle={toggleArea} />
          )}
        </fieldset>
        <div className="search-form__filter search-form__flags">
          <label className="search-form__check">
            <input
              type="checkbox"
              checked={inStock}
              onChange={(event) => setInStock(event.target.checked)}
            />
            {t('search.inStock')}
          </label>
          <label className="search-form__check">
            <input
              type="checkbox"
              checked={expiredAlso}
              onChange={(event) => setExpiredAlso(event.target.checked)}
            />
            {t('search.expiredAlso')}
          </label>
        </div>
      </div>
    </form>
  );
}

function AreaChoices({
  areas,
  selected,
  onToggle,
}: {
  areas: readonly Area[];
  selected: readonly string[];
  onToggle: (areaId: string, checked: boolean) => void;
}) {
  const language = useLanguage();
  return (
    <div className="search-form__choices">
      {areas.map((area) => (
        <label key={area.id} className="search-form__check">
          <input
            type="checkbox"
            name="areas"
            value={area.id}
            checked={selected.includes(area.id)}
            onChange={(event) => onToggle(area.id, event.target.checked)}
          />
          {localize(area.name, language)}
        </label>
      ))}
    </div>
  );
}
