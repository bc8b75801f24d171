import type { ReactNode } from 'react';

export interface Fact {
  /** What the value is (also its key: unique in a list). */
  term: string;
  value: ReactNode;
  /** `no` where the value is a name that machine translation must leave alone. */
  translate?: 'no';
  /** The value is still being looked up (a name from the lookups). */
  busy?: boolean;
}

/**
 * A description list of facts, each a `dt`/`dd` pair in a `div` (so a pair can be laid out as one
 * cell): an item's category and stock, a month's total and due. A `null` entry is a fact that does
 * not apply and is left out.
 */
export function FactList({
  className,
  facts,
}: {
  className: string;
  facts: readonly (Fact | null)[];
}) {
  return (
    <dl className={className}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd translate={fact.translate} aria-busy={fact.busy || undefined}>
                {fact.value}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
