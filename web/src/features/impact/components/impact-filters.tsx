import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlAria } from '../../../components/form/control-aria';
import { FieldFrame } from '../../../components/form/field-frame';
import { isMonth } from '../../../lib/months';
import type { ImpactFilter, ImpactQuery } from '../impact-params';
import type { ImpactNames } from './use-impact-names';

/** What is wrong with the range, by field: the API's words turned into ours (`rangeProblems`). */
export type RangeProblems = Partial<Record<'from' | 'to', string>>;

export interface ImpactFiltersProps {
  query: ImpactQuery;
  names: ImpactNames;
  problems: RangeProblems;
  /** A changed query (a month once it is complete, a filter at once). */
  onChange: (next: ImpactQuery) => void;
}

/** The dashboard's range (two months) and filters (campus, faculty, top category; all by default). */
export function ImpactFilters({ query, names, problems, onChange }: ImpactFiltersProps) {
  const { t } = useTranslation();
  const select = (filter: ImpactFilter, label: string) => (
    <FilterSelect
      label={label}
      value={query[filter]}
      options={names.options[filter]}
      onChange={(value) => onChange({ ...query, [filter]: value })}
    />
  );
  return (
    <form
      className="impact__filters"
      aria-label={t('impact.dashboard.filters')}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <MonthInput
        label={t('impact.dashboard.from')}
        value={query.from}
        problem={problems.from}
        onChange={(from) => onChange({ ...query, from })}
      />
      <MonthInput
        label={t('impact.dashboard.to')}
        value={query.to}
        problem={problems.to}
        onChange={(to) => onChange({ ...query, to })}
      />
      {select('campus', t('impact.dashboard.campus'))}
      {select('faculty', t('impact.dashboard.faculty'))}
      {select('category', t('impact.dashboard.category'))}
    </form>
  );
}

/** A month of the range: told once the month is complete (a half-typed one stays in the box). */
function MonthInput({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (month: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The address changed (back, forward, a link): the box shows its month again.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <FieldFrame id={id} label={label} error={problem}>
      <input
        id={id}
        type="month"
        className="field__control"
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (isMonth(next) && next !== value) onChange(next);
        }}
        {...controlAria(id, { error: problem })}
      />
    </FieldFrame>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // A filter of the address that the lookups do not list (yet) is still shown, by id.
  const shown =
    value !== '' && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('impact.dashboard.all')}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
