import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './limits';

describe('EMAIL_PATTERN', () => {
  it("is zod's own e-mail pattern, so forms accept the addresses z.email() accepts", () => {
    // The same pattern, written without zod's needless escapes of a trailing `-` in a class.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});
