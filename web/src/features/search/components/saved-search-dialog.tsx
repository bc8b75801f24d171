import type { SavedSearchUpdate } from '@campus/model/saved-search-types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form';
import { fieldErrors } from '../../../components/form/server-errors';
import { showToast } from '../../../lib/toasts';
import { savedSearchErrorKey } from '../api/saved-search-errors';
import {
  SAVED_SEARCH_NAME_MAX,
  savedSearchProblem,
  toSavedSearchUpdate,
  type SavedSearchProblem,
  type SavedSearchValues,
} from './saved-search-values';

export interface SavedSearchDialogProps {
  title: string;
  confirmLabel: string;
  /** Above the fields, if anything. */
  intro?: string;
  initial: SavedSearchValues;
  /** Saves the name and the mail setting; a refusal stays in the dialog. */
  onSave: (update: SavedSearchUpdate) => Promise<unknown>;
  /** The done note's words. */
  done: string;
  onClose: () => void;
}

/**
 * A saved search's name and its daily mail: asked when a search is saved, and when it is renamed.
 * The server's refusals (too many saved searches, a name it cannot store) stay in the dialog.
 */
export function SavedSearchDialog({
  title,
  confirmLabel,
  intro,
  initial,
  onSave,
  done,
  onClose,
}: SavedSearchDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const [general, setGeneral] = useState<string | null>(null);

  const messageOf = (problem: SavedSearchProblem) => {
    if (problem === 'nameMax') return t('savedSearches.nameMax', { count: SAVED_SEARCH_NAME_MAX });
    if (problem === 'oneLine') return t('validation.oneLine');
    return t('savedSearches.nameRequired');
  };

  const confirm = async () => {
    setGeneral(null);
    const problem = savedSearchProblem(values);
    setError(problem === null ? undefined : messageOf(problem));
    if (problem !== null) return;
    try {
      await onSave(toSavedSearchUpdate(values));
    } catch (failure) {
      const onName = fieldErrors(failure).name;
      setError(onName);
      if (onName === undefined) setGeneral(t(savedSearchErrorKey(failure)));
      return;
    }
    showToast({ error: false, text: done });
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {intro && <p>{intro}</p>}
      <div className="saved-search-dialog__fields">
        <FieldFrame
          id={`${id}-name`}
          label={t('savedSearches.name')}
          required
          hint={t('savedSearches.nameHint', { count: SAVED_SEARCH_NAME_MAX })}
          error={error}
        >
          <input
            id={`${id}-name`}
            className="field__control"
            type="text"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={values.name}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-name-hint`, error ? `${id}-name-error` : null]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setValues({ ...values, name: event.target.value });
              setError(undefined);
            }}
          />
        </FieldFrame>
        <div className="field field--checkbox">
          <input
            id={`${id}-mail`}
            type="checkbox"
            checked={values.mail}
            onChange={(event) => setValues({ ...values, mail: event.target.checked })}
          />
          <label htmlFor={`${id}-mail`}>{t('savedSearches.mail')}</label>
        </div>
      </div>
      {general && (
        <p role="alert" className="form__message form__message--error">
          {general}
        </p>
      )}
    </ConfirmDialog>
  );
}
