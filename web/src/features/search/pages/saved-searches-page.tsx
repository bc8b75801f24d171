import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { DataTable } from '../../../components/data-table';
import { loadErrorOf } from '../../../components/load-error-of';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches, type SavedSearch } from '../api/get-saved-searches';
import { savedSearchErrorKey } from '../api/saved-search-errors';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { SavedSearchDialog } from '../components/saved-search-dialog';
import { SavedSearchSummary } from '../components/saved-search-summary';
import { savedSearchHref } from '../components/saved-search-values';
import '../components/saved-searches.css';

const HEADING_ID = 'saved-searches-heading';

const LoadError = loadErrorOf({ reason: savedSearchErrorKey, retry: 'savedSearches.retry' });

/**
 * `/manage/saved-searches`: the current identity's saved searches of the home page, newest first:
 * each opens its search, can be renamed, have its daily mail turned on or off, or be deleted.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const title = t('routes.savedSearches');
  const query = useSavedSearches();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const updating = useUpdateSavedSearch();
  const deleting = useDeleteSavedSearch();

  const remove = useConfirmedAction((saved: SavedSearch) =>
    deleting.run(saved.id, {
      onSuccess: () => showToast({ error: false, text: t('savedSearches.deleted') }),
      onError: (error) => showToast({ error: true, text: t(savedSearchErrorKey(error)) }),
    }),
  );

  return (
    <Page headingId={HEADING_ID} title={title} className="saved-searches">
      <p>{t('savedSearches.intro')}</p>
      <QueryView
        query={query}
        loading={t('savedSearches.loading')}
        LoadError={LoadError}
        loadFailed={t('savedSearches.loadFailed')}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="state">
              {t('savedSearches.empty')}{' '}
              <Link to={paths.home.getHref()}>{t('savedSearches.toHome')}</Link>
            </p>
          ) : (
            <DataTable
              rows={rows}
              rowKey={(row) => row.id}
              className="list-page__table"
              caption={title}
              columns={[
                {
                  header: t('savedSearches.columns.name'),
                  className: 'saved-searches__name',
                  translate: 'no',
                  cell: (row) => row.name,
                },
                {
                  header: t('savedSearches.columns.query'),
                  cell: (row) => <SavedSearchSummary query={row.query} />,
                },
                {
                  header: t('savedSearches.columns.mail'),
                  cell: (row) => t(row.mail ? 'savedSearches.mailOn' : 'savedSearches.mailOff'),
                },
                {
                  header: t('savedSearches.columns.actions'),
                  cell: (row) => (
                    <div className="saved-searches__actions">
                      <Link
                        to={savedSearchHref(row.query)}
                        className="button button--small"
                        aria-label={t('savedSearches.openNamed', { name: row.name })}
                      >
                        {t('savedSearches.open')}
                      </Link>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={t('savedSearches.editNamed', { name: row.name })}
                        onClick={() => setEditing(row)}
                      >
                        {t('savedSearches.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        aria-label={t('savedSearches.deleteNamed', { name: row.name })}
                        onClick={() => remove.ask(row)}
                      >
                        {t('savedSearches.delete')}
                      </button>
                    </div>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
      {editing && (
        <SavedSearchDialog
          title={t('savedSearches.editTitle')}
          confirmLabel={t('savedSearches.saveSubmit')}
          initial={{ name: editing.name, mail: editing.mail }}
          save={(update, reaction) => updating.run({ id: editing.id, update }, reaction)}
          done={t('savedSearches.updated')}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmedActionDialog
        action={remove}
        title={t('savedSearches.deleteTitle')}
        confirmLabel={t('savedSearches.delete')}
      >
        {remove.asked ? t('savedSearches.deleteText', { name: remove.asked.value.name }) : ''}
      </ConfirmedActionDialog>
    </Page>
  );
}
