import type { ReactNode } from 'react';

/**
 * The `aria-*` props of the control a `FieldFrame` holds (id `id`): invalid while there is an
 * error, described by its hint, its error and `describedBy` (one more element that speaks of it).
 */
export function controlAria(
  id: string,
  {
    hint,
    error,
    describedBy,
  }: { hint?: ReactNode; error?: string | null | undefined; describedBy?: string | undefined },
) {
  const describers = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describers || undefined,
  } as const;
}
