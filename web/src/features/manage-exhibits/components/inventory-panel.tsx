import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, applyServerErrors, InputField } from '../../../components/form';
import { generalError } from '../../../components/form/server-errors';
import { EXHIBIT_LIMITS, type ManagedItem } from '../../../lib/exhibit-admin-types';
import { useAdjustInventory } from '../api/adjust-inventory';
import { exhibitErrorKey } from '../api/errors';
import { useInventory } from '../api/get-inventory';
import { inventorySchema, type InventoryValues } from './inventory-values';
import { HistoryTable } from '../../../components/approval/history-table';
import { QueryView } from '../../../components/query-view';
import { type Notice, NoticeMessage } from '../../../components/notice';
import { LoadError } from './load-error';

export interface InventoryPanelProps {
  exhibitId: string;
  item: ManagedItem;
  disabled?: boolean;
  /** The item after an adjustment (its new stock). */
  onAdjusted: (item: ManagedItem) => void;
}

/**
 * Spec section 5: adjust an item's stock by a signed change with a reason; and its ledger, which
 * follows each adjustment.
 */
export function InventoryPanel({ exhibitId, item, disabled, onAdjusted }: InventoryPanelProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => inventorySchema(t), [t]);
  const adjustment = useAdjustInventory(exhibitId, item.id);
  const [showLedger, setShowLedger] = useState(false);
  // One object per outcome (see exhibit-actions.tsx): told once, not again on every render.
  const [notice, setNotice] = useState<Notice | null>(null);

  function submit(values: InventoryValues, helpers: FormikHelpers<InventoryValues>) {
    setNotice(null);
    const input = { delta: Number(values.delta.trim()), reason: values.reason.trim() };
    return adjustment.run(input, {
      onSuccess: ({ item: adjusted }) => {
        helpers.resetForm();
        setNotice({
          error: false,
          text: t('manageExhibits.inventory.done', { stock: adjusted.stock }),
        });
        onAdjusted(adjusted);
      },
      onError: (error) => {
        applyServerErrors(error, helpers, ['delta', 'reason']);
        helpers.setStatus(undefined);
        if (generalError(error, ['delta', 'reason']) !== null) {
          setNotice({ error: true, text: t(exhibitErrorKey(error)) });
        }
      },
    });
  }

  const headingId = `inventory-${item.id}`;
  return (
    <section className="inventory" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('manageExhibits.inventory.heading')}</h4>
      <Formik<InventoryValues>
        initialValues={{ delta: '', reason: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form inventory__form" noValidate>
            <InputField
              name="delta"
              label={t('manageExhibits.inventory.delta')}
              hint={t('manageExhibits.inventory.deltaHint')}
              required
              disabled={disabled}
            />
            <TextField
              name="reason"
              label={t('manageExhibits.inventory.reason')}
              required
              disabled={disabled}
              maxLength={EXHIBIT_LIMITS.reasonMax}
            />
            <button
              type="submit"
              className="button"
              disabled={disabled || isSubmitting}
              aria-busy={isSubmitting}
            >
              {t('manageExhibits.inventory.submit')}
            </button>
          </Form>
        )}
      </Formik>
      <NoticeMessage notice={notice} />
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={showLedger}
        onClick={() => setShowLedger((shown) => !shown)}
      >
        {t('manageExhibits.inventory.show')}
      </button>
      {showLedger && <Ledger exhibitId={exhibitId} itemId={item.id} />}
    </section>
  );
}

function Ledger({ exhibitId, itemId }: { exhibitId: string; itemId: string }) {
  const { t } = useTranslation();
  const query = useInventory(exhibitId, itemId);
  return (
    <QueryView
      query={query}
      loading={t('manageExhibits.inventory.loading')}
      LoadError={LoadError}
      loadFailed={t('manageExhibits.inventory.loadFailed')}
    >
      {(entries) =>
        entries.length === 0 ? (
          <p className="state">{t('manageExhibits.inventory.empty')}</p>
        ) : (
          <HistoryTable
            caption={t('manageExhibits.inventory.ledger')}
            entries={entries}
            atHeader={t('manageExhibits.inventory.at')}
            columns={[
              {
                header: t('manageExhibits.inventory.delta'),
                cell: (entry) => (entry.delta > 0 ? `+${entry.delta}` : entry.delta),
              },
              {
                header: t('manageExhibits.inventory.reason'),
                cell: (entry) =>
                  entry.reason === 'initial' ? t('manageExhibits.inventory.initial') : entry.reason,
              },
              {
                header: t('manageExhibits.inventory.stockAfter'),
                cell: (entry) => entry.stockAfter,
              },
            ]}
          />
        )
      }
    </QueryView>
  );
}
