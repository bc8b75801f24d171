import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorKeys } from './error-keys';

const keyOf = errorKeys(
  { overpayment: 'x.overpayment', not_found: 'x.gone' },
  { 404: 'x.notFound', 400: 'x.badRequest' },
);
const apiError = (status: number, code: string) => new ApiError(status, code, 'message', null);

describe('errorKeys', () => {
  it.each([
    ['a code of the table', apiError(409, 'overpayment'), 'x.overpayment'],
    ['a code of the table before its status', apiError(404, 'not_found'), 'x.gone'],
    ['an unknown code with a status of the table', apiError(404, 'no_route'), 'x.notFound'],
    [
      'a validation error without a code of its own',
      apiError(400, 'validation_error'),
      'x.badRequest',
    ],
    ['neither code nor status of the tables', apiError(409, 'conflict'), 'errors.generic'],
    ['a rate limit', apiError(429, 'rate_limited'), 'errors.rateLimited'],
    ['a server error', apiError(500, 'server_error'), 'errors.serverError'],
    ['no API error at all', new Error('boom'), 'errors.generic'],
  ])('when %s fails the call, then its message is %s', (_label, error, key) => {
    expect(keyOf(error)).toBe(key);
  });

  it('when a code is only in the prototype chain, then it is not a code of the table', () => {
    expect(errorKeys({})(apiError(409, 'toString'))).toBe('errors.generic');
  });

  it('when no status table is given, then only codes have messages of their own', () => {
    expect(errorKeys({ busy: 'x.busy' })(apiError(404, 'not_found'))).toBe('errors.generic');
    expect(errorKeys({ busy: 'x.busy' })(apiError(503, 'busy'))).toBe('x.busy');
  });
});
