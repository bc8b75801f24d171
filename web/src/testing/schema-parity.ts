import { validateYupSchema, type FormikValues } from 'formik';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';

/**
 * Parity of a web form's yup rules with the server's zod schema (issue 14): for every row of a
 * table of valid and invalid inputs, both sides accept it or both refuse it. The server is the
 * authority; a form that accepts what the server refuses sends a request bound to fail, one that
 * refuses what the server takes blocks a user for nothing.
 */

export interface ParityCase<T> {
  name: string;
  /** The form's values (or whatever the web side checks). */
  input: T;
  /** True when the server accepts it (and so must the form). */
  valid: boolean;
}

export interface ParitySides<T> {
  /** Whether the form lets `input` be sent. */
  web: (input: T) => boolean | Promise<boolean>;
  /** Whether the server's zod schema accepts the body the form would send for `input`. */
  server: (input: T) => boolean;
}

/** Keys as the messages: the rules, not their wording, are compared. */
export const keyT = ((key: string) => key) as unknown as TFunction;

/** A yup schema's verdict on form values, validated as formik validates them ('' as undefined). */
export const yupAccepts =
  (schema: AnySchema) =>
  (values: FormikValues): Promise<boolean> =>
    validateYupSchema(values, schema).then(
      () => true,
      () => false,
    );

/** A zod-like schema's verdict on a request body. */
export const zodAccepts =
  (schema: { safeParse: (body: unknown) => { success: boolean } }) =>
  (body: unknown): boolean =>
    schema.safeParse(body).success;

/** One test per row: the server and the form agree with the row's `valid`. */
export function describeParity<T>(
  name: string,
  sides: ParitySides<T>,
  cases: readonly ParityCase<T>[],
): void {
  describe(`${name}: the form accepts exactly what the server accepts`, () => {
    it.each(cases.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
      expect(sides.server(row.input), 'server (zod)').toBe(row.valid);
      expect(await sides.web(row.input), 'form (yup)').toBe(row.valid);
    });
  });
}

/** `n` copies of `c` (lengths at a limit and one beyond). */
export const chars = (n: number, c = 'x') => c.repeat(n);
