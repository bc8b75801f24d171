import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fieldErrors, generalError, nestedFieldErrors } from './server-errors';

describe('form errors', () => {
  const validation = (...errors: { location: string; message: string }[]) =>
    new ApiError(400, 'validation_error', 'Invalid', {
      code: 'validation_error',
      message: 'Invalid',
      errors,
    });

  it('fieldErrors maps locations to dotted field paths, the first message per field winning', () => {
    const error = validation(
      { location: 'body.title', message: 'Required' },
      { location: 'body.items.0.name', message: 'Too long' },
      { location: 'body.title', message: 'Second message' },
      { location: 'query.limit', message: 'Too big' },
      { location: 'body', message: 'Root problem' },
    );

    expect(fieldErrors(error)).toEqual({
      title: 'Required',
      'items.0.name': 'Too long',
      limit: 'Too big',
    });
  });

  it('nestedFieldErrors builds objects and arrays for formik setErrors', () => {
    const error = validation(
      { location: 'body.title', message: 'Required' },
      { location: 'body.items.1.name', message: 'Too long' },
      { location: 'body.items.1.count', message: 'Must be positive' },
      { location: 'body.asset.number', message: 'Required' },
    );

    const nested = nestedFieldErrors(error);

    expect(nested).toEqual({
      title: 'Required',
      items: [undefined, { name: 'Too long', count: 'Must be positive' }],
      asset: { number: 'Required' },
    });
    expect(Array.isArray(nested.items)).toBe(true);
  });

  it('nestedFieldErrors keeps a field message when a deeper path for it comes too', () => {
    const error = validation(
      { location: 'body.items', message: 'At least one item' },
      { location: 'body.items.0.name', message: 'Required' },
    );

    expect(nestedFieldErrors(error)).toEqual({ items: 'At least one item' });
  });

  it('fieldErrors and nestedFieldErrors are empty for other errors', () => {
    const other = new ApiError(400, 'bad_request', 'Bad', { code: 'bad_request', message: 'Bad' });
    expect(fieldErrors(other)).toEqual({});
    expect(nestedFieldErrors(new Error('boom'))).toEqual({});
  });

  it('generalError is null when every problem is shown on a field', () => {
    expect(generalError(validation({ location: 'body.title', message: 'Required' }))).toBeNull();
    expect(
      generalError(validation({ location: 'body.items.0.name', message: 'Required' }), ['items']),
    ).toBeNull();
  });

  it('generalError is the generic message for a problem no field shows, and for other 400s', () => {
    expect(
      generalError(validation({ location: 'body.memo', message: 'Bad' }), ['title', 'items']),
    ).toBe('errors.generic');
    expect(generalError(validation({ location: 'body', message: 'Bad' }))).toBe('errors.generic');
    expect(
      generalError(new ApiError(400, 'bad_request', 'Bad', { code: 'bad_request', message: 'B' })),
    ).toBe('errors.generic');
  });

  it('generalError names server and network failures as such', () => {
    expect(generalError(new ApiError(500, 'server_error', 'x', null))).toBe('errors.serverError');
    expect(generalError(new ApiError(0, 'network_error', 'x', null))).toBe('errors.network');
  });
});
