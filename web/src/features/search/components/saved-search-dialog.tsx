import type { SavedSearchUpdate } from '@campus/model/saved-search-types';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, CheckboxField, FormDialog, TextField } from '../../../components/form';
import { showToast } from '../../../lib/toasts';
import type { ApiMutation } from '../../../lib/use-api-mutation';
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
  /** Saves the name and the mail setting (a mutation's `run`); a refusal stays in the dialog. */
  save: ApiMutation<SavedSearchUpdate, unknown>['run'];
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
  save,
  done,
  onClose,
}: SavedSearchDialogProps) {
  const { t } = useTranslation();

  const messageOf = (problem: SavedSearchProblem) => {
    if (problem === 'nameMax') return t('savedSearches.nameMax', { count: SAVED_SEARCH_NAME_MAX });
    if (problem === 'oneLine') return t('validation.oneLine');
    return t('savedSearches.nameRequired');
  };

  return (
    <FormDialog<SavedSearchValues>
      title={title}
      intro={intro && <p>{intro}</p>}
      initialValues={initial}
      validate={(values) => {
        const problem = savedSearchProblem(values);
        return problem === null ? {} : { name: messageOf(problem) };
      }}
      onSubmit={(values, helpers) =>
        save(toSavedSearchUpdate(values), {
          onSuccess: () => {
            showToast({ error: false, text: done });
            onClose();
          },
          onError: (failure) => applyServerErrors(failure, helpers, ['name'], savedSearchErrorKey),
        })
      }
      submitLabel={confirmLabel}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('savedSearches.name')}
        required
        hint={t('savedSearches.nameHint', { count: SAVED_SEARCH_NAME_MAX })}
        maxLength={SAVED_SEARCH_NAME_MAX}
      />
      <CheckboxField name="mail" label={t('savedSearches.mail')} />
    </FormDialog>
  );
}
