/**
 * A form's problems (per field, a code from its values module) worded for formik's `validate`:
 * each field's message, from `messageOf`.
 */
export function problemMessages<Field extends string, Problem extends string>(
  problems: Partial<Record<Field, Problem>>,
  messageOf: (problem: Problem, field: Field) => string,
): Partial<Record<Field, string>> {
  const worded: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, Problem | undefined][])
    if (problem !== undefined) worded[field] = messageOf(problem, field);
  return worded;
}
