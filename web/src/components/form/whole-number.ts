/**
 * The props that make an `InputField` (or a `ToggledInputField`'s input) ask for a whole number
 * from `min` to `max`: a number input that steps by one (a count, days, minutes, yen). Spread them
 * into the field: `<InputField name="quantity" {...wholeNumber(1, QUANTITY_MAX)} … />`.
 */
export function wholeNumber(min: number, max: number) {
  return { type: 'number', min, max, step: 1 } as const;
}
