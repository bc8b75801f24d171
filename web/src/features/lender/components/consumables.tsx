import { FUND_LIMITS } from '@campus/model/limits';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../components/notice';
import { ConsumableList } from '../../../components/share-mode/consumable-list';
import { loadChunk } from '../../../lib/chunk-reload';
import type { Reservation } from '../../../lib/share-mode/types';
import { consumableErrorKey } from '../api/errors';
import { useRemoveConsumable } from '../api/remove-consumable';

// The form (formik, yup and its rules) loads with the first used reservation: the list of
// reservations stays light.
const ConsumableForm = lazy(() =>
  loadChunk(() => import('./consumable-form')).then(({ ConsumableForm: Form }) => ({
    default: Form,
  })),
);

/** A reservation takes at most this many consumables. */
const CONSUMABLES_MAX = FUND_LIMITS.consumablesPerReservation;

/** Consumables are added once the device was handed over or checked in (the API's rule). */
const takesConsumables = (r: Pick<Reservation, 'status'>): boolean =>
  r.status === 'checked_out' || r.status === 'returned';

interface ConsumablesProps {
  reservation: Reservation;
  /** The list is fetched again after a change: the remove buttons wait for it. */
  locked: boolean;
  /** After a consumable was added or removed, or refused: the page says so and reloads. */
  onDone: (outcome: Notice) => void;
}

/**
 * The consumables of a lender's reservation: each with a remove button, and the form that adds
 * one, while the reservation takes them (checked out or returned) and has fewer than the most.
 * Nothing for a reservation that has none and takes none.
 */
export function LenderConsumables({ reservation: r, locked, onDone }: ConsumablesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const removal = useRemoveConsumable(r.id);
  // The consumable being removed; until it is, no other remove button works.
  const removing = removal.isPending ? removal.variables : null;
  const open = takesConsumables(r);
  if (!open && r.consumables.length === 0) return null;

  const remove = (consumableId: string) =>
    void removal.run(consumableId, {
      onSuccess: () => onDone({ error: false, text: t('lender.consumables.removed') }),
      onError: (error) => onDone({ error: true, text: t(consumableErrorKey(error)) }),
    });

  return (
    <section className="lender__consumables" aria-labelledby={headingId}>
      <h4 id={headingId} className="lender__consumables-heading">
        {t('lender.consumables.heading')}
      </h4>
      {r.consumables.length === 0 ? (
        <p className="lender__hint">{t('lender.consumables.none')}</p>
      ) : (
        <ConsumableList
          consumables={r.consumables}
          action={
            open
              ? (consumable) => (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('lender.consumables.removeItem', { item: consumable.item })}
                    disabled={removing !== null || locked}
                    aria-busy={removing === consumable.id}
                    onClick={() => remove(consumable.id)}
                  >
                    {t('lender.consumables.remove')}
                  </button>
                )
              : undefined
          }
        />
      )}
      {open &&
        (r.consumables.length < CONSUMABLES_MAX ? (
          <Suspense fallback={null}>
            <ConsumableForm reservationId={r.id} onDone={onDone} />
          </Suspense>
        ) : (
          <p className="lender__hint">{t('lender.consumables.full', { count: CONSUMABLES_MAX })}</p>
        ))}
    </section>
  );
}
