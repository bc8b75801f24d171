import type { ReservationBody } from '@campus/model/share-types';
import { type ComponentType, useState } from 'react';
import type { QueryResult } from '../../lib/use-query';
import type { LoadErrorProps } from '../load-states';
import type { Notice } from '../notice';
import { QueryView } from '../query-view';

/** A card of one waiting reservation, offering its decisions. */
export interface DecisionCardProps<D> {
  reservation: ReservationBody;
  onChoose: (decision: D) => void;
}

/** The dialog that takes one chosen decision (with its reason where it needs one). */
export interface DecisionDialogProps<D> {
  decision: D;
  reservation: ReservationBody;
  onCancel: () => void;
  onDone: (outcome: Notice) => void;
}

export interface DecisionQueueProps<D> {
  query: QueryResult<{ reservations: ReservationBody[] }>;
  /** The loading note, the failed-load box and what it says failed, the empty queue's words. */
  loading: string;
  LoadError: ComponentType<LoadErrorProps>;
  loadFailed: string;
  empty: string;
  /** The heading that names the list. */
  labelledBy?: string;
  /** Reservations just decided: they leave the list at once, while it is asked again. */
  hidden?: ReadonlySet<string>;
  Card: ComponentType<DecisionCardProps<D>>;
  Dialog: ComponentType<DecisionDialogProps<D>>;
  /** A decision was taken (the dialog closes first). */
  onDone: (reservation: ReservationBody, outcome: Notice) => void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Reservations waiting for the caller's decision, one card each (a budget holder's reviews, a
 * staff member's requests for assistance): the decision chosen on a card is taken in its dialog.
 */
export function DecisionQueue<D>({
  query,
  loading,
  LoadError,
  loadFailed,
  empty,
  labelledBy,
  hidden = NONE,
  Card,
  Dialog,
  onDone,
}: DecisionQueueProps<D>) {
  const [open, setOpen] = useState<{ decision: D; reservation: ReservationBody } | null>(null);
  return (
    <>
      <QueryView query={query} loading={loading} LoadError={LoadError} loadFailed={loadFailed}>
        {({ reservations }) => {
          const waiting = reservations.filter((r) => !hidden.has(r.id));
          return waiting.length === 0 ? (
            <p className="state state--empty">{empty}</p>
          ) : (
            <ul className="decision-list" aria-labelledby={labelledBy}>
              {waiting.map((reservation) => (
                <li key={reservation.id}>
                  <Card
                    reservation={reservation}
                    onChoose={(decision) => setOpen({ decision, reservation })}
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
      {open && (
        <Dialog
          decision={open.decision}
          reservation={open.reservation}
          onCancel={() => setOpen(null)}
          onDone={(outcome) => {
            setOpen(null);
            onDone(open.reservation, outcome);
          }}
        />
      )}
    </>
  );
}
