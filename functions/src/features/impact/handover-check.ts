/**
 * Whether a contact write counts for the impact dashboard, decided from the trigger's images alone
 * (no imports: every contact write runs it, and only the writes it accepts load the counters).
 */

type Data = Record<string, unknown> | undefined;

const handedOverOf = (data: Data): number =>
  Array.isArray(data?.items)
    ? (data.items as { handedOver?: unknown }[]).reduce(
        (sum, item) => sum + (typeof item.handedOver === 'number' ? item.handedOver : 0),
        0,
      )
    : 0;

/** Whether a contact write handed over more units of a give-away (the only writes counted). */
export function handedOverGrew(before: Data, after: Data): boolean {
  return after !== undefined && after.loan !== true && handedOverOf(after) > handedOverOf(before);
}
