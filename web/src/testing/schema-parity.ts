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

type ZodLike = Parameters<typeof zodAccepts>[0];

/** A formik form: its yup schema (built with the message function) and the body it sends. */
export interface FormSides<T extends FormikValues> {
  form: (t: TFunction) => AnySchema;
  server: ZodLike;
  /** The request body the form would send for `values`. */
  body: (values: T) => unknown;
}

/** `describeParity` for a formik form whose yup schema faces a zod schema of its request body. */
export function describeFormParity<T extends FormikValues>(
  name: string,
  { form, server, body }: FormSides<T>,
  cases: readonly ParityCase<T>[],
): void {
  const serverAccepts = zodAccepts(server);
  describeParity(
    name,
    { web: yupAccepts(form(keyT)), server: (values) => serverAccepts(body(values)) },
    cases,
  );
}

/** `n` copies of `c` (lengths at a limit and one beyond). */
export const chars = (n: number, c = 'x') => c.repeat(n);

/** The two rows at a bound: `build(edge)` is accepted, `build(past)` (one step outside) refused. */
function boundRows<T>(
  build: (n: number) => T,
  [inside, edge]: readonly [string, number],
  [outside, past]: readonly [string, number],
): ParityCase<T>[] {
  return [
    { name: `${inside} (${edge})`, input: build(edge), valid: true },
    { name: `${outside} (${past})`, input: build(past), valid: false },
  ];
}

/**
 * The row pair that pins a maximum: `build(max)` is accepted and `build(max + step)` refused by
 * both sides, so neither may stop short of the limit or let one more through. `step` is the grid
 * of the value (15 for minutes on a quarter-hour grid).
 */
export const limitRows = <T>(label: string, max: number, build: (n: number) => T, step = 1) =>
  boundRows(build, [`${label} at the limit`, max], [`${label} beyond the limit`, max + step]);

/** The rows of one field, each a valid input with that field set to `value` by `build`. */
export interface FieldRows<T, V> {
  accepts(what: string, value: V): ParityCase<T>;
  refuses(what: string, value: V): ParityCase<T>;
  /** `limitRows` of this field; `sized(n)` is its value of size n (`chars` for a text). */
  upTo(max: number, sized: (n: number) => V, step?: number): ParityCase<T>[];
  /** The same pair at a minimum: `sized(min)` is accepted, `sized(min - step)` refused. */
  from(min: number, sized: (n: number) => V, step?: number): ParityCase<T>[];
  /**
   * The model's rules of a one-line text (`textProblem(value, false)` of `@campus/model/text`):
   * `sample` (a valid value) with a tab, a line feed or a NUL inside, or a lone surrogate at its
   * end, is refused.
   */
  oneLine(sample: V & string): ParityCase<T>[];
  /**
   * The model's rules of a multi-line text (`textProblem(value, true)`): `sample` over lines and
   * tabs (CRLF too) is accepted; with a NUL inside, or a lone surrogate at its end, refused.
   */
  multiLine(sample: V & string): ParityCase<T>[];
  /**
   * The server's `z.email().max(max)` (the model's `EMAIL_PATTERN` on the web): nothing, no
   * domain, two dots, no or a one-letter top-level domain are refused, a plus and `max`
   * characters accepted.
   */
  email(max: number): ParityCase<T>[];
  /**
   * A project code (`PROJECT_CODE` of the model: 12 digits), `code` being one: nothing, a digit
   * less or more, and a letter for its last digit are refused.
   */
  asProjectCode(code: V & string): ParityCase<T>[];
  /**
   * A whole number typed as text, from `min` to `max` (an amount, a quantity, days): both bounds
   * and one step beyond each, a fraction and a negative number refused, the number between spaces
   * accepted. Whether the field may be left empty is a row of the table's own.
   */
  wholeNumber(min: number, max: number): ParityCase<T>[];
}

/** The rows every text field shares: what no text may hold (a NUL, a lone surrogate). */
const malformedRows = <T, V>(rows: FieldRows<T, V>, sample: V & string) => [
  rows.refuses('a NUL', `${sample}\u0000${sample}` as V),
  rows.refuses('a lone surrogate', `${sample}\ud83d` as V),
];

/** The domain of the addresses `email` rows build. */
const DOMAIN = '@example.ac.jp';

/**
 * Rows named after one field (`name: a tab`, `name at the limit (50)`), so a table reads as the
 * list of what each field may and may not hold.
 */
export function field<T, V = string>(label: string, build: (value: V) => T): FieldRows<T, V> {
  const row = (what: string, value: V, valid: boolean): ParityCase<T> => ({
    name: `${label}: ${what}`,
    input: build(value),
    valid,
  });
  const rows: FieldRows<T, V> = {
    accepts: (what, value) => row(what, value, true),
    refuses: (what, value) => row(what, value, false),
    upTo: (max, sized, step) => limitRows(label, max, (n) => build(sized(n)), step),
    from: (min, sized, step = 1) =>
      boundRows(
        (n) => build(sized(n)),
        [`${label} at the minimum`, min],
        [`${label} below the minimum`, min - step],
      ),
    oneLine: (sample) => [
      rows.refuses('a tab', `${sample}\t${sample}` as V),
      rows.refuses('a line feed', `${sample}\n${sample}` as V),
      ...malformedRows(rows, sample),
    ],
    multiLine: (sample) => [
      rows.accepts('lines and tabs', `${sample}\n\t${sample}\r\n${sample}` as V),
      ...malformedRows(rows, sample),
    ],
    email: (max) => [
      rows.refuses('missing', '' as V),
      rows.refuses('no domain', 'taro@' as V),
      rows.refuses('two dots', 'ta..ro@example.ac.jp' as V),
      rows.refuses('no top-level domain', 'taro@localhost' as V),
      rows.refuses('a one-letter top-level domain', 'taro@example.j' as V),
      rows.accepts('a plus', 'taro+lab@example.ac.jp' as V),
      ...rows.upTo(max, (n) => `${chars(n - DOMAIN.length, 'a')}${DOMAIN}` as V),
    ],
    asProjectCode: (code) => [
      rows.refuses('missing', '' as V),
      rows.refuses('11 digits', code.slice(1) as V),
      rows.refuses('13 digits', `${code}3` as V),
      rows.refuses('a letter', `${code.slice(0, -1)}A` as V),
    ],
    wholeNumber: (min, max) => {
      const typed = (n: number) => String(n) as V;
      return [
        ...rows.from(min, typed),
        ...rows.upTo(max, typed),
        rows.refuses('a fraction', `${min}.5` as V),
        rows.refuses('negative', '-5' as V),
        rows.accepts('between spaces', ` ${max} ` as V),
      ];
    },
  };
  return rows;
}

/** The fields of the values a table's `patch` builds, each a `field` named after its key. */
export type FieldsOf<V, T> = { readonly [K in keyof V & string]: FieldRows<T, V[K]> };

/**
 * `field` for every key of the values `patch` builds from a partial (a table's `valid`), named
 * after the key: `const { name, place } = fieldsOf(valid)`. A proxy, so that a table names the
 * fields it checks once, where it takes them.
 */
export function fieldsOf<V, T>(patch: (values: Partial<V>) => T): FieldsOf<V, T> {
  const fieldOf = <K extends keyof V & string>(key: K) =>
    field(key, (value: V[K]) => {
      const values: Partial<V> = {};
      values[key] = value;
      return patch(values);
    });
  return new Proxy({} as FieldsOf<V, T>, {
    get: (_fields, key) => fieldOf(String(key) as keyof V & string),
  });
}
