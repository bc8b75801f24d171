import type { ReactNode } from 'react';

/**
 * One section of an exhibit's manage, share or back-office page (`.list-page__section`), named by
 * its `<h2>`: the approval, the items, the history, the lottery.
 */
export function DetailSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="list-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </section>
  );
}
