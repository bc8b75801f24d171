import type { EmailCheckResponse } from '@campus/model/identity-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/sign-in/email-check (public): whether the server's sign-in policy lets `email` sign
 * in (the campus domains and the allow-list). 400 `validation_error` for a malformed address. A
 * question, not a change: safe to repeat.
 */
export async function isSignInAllowed(email: string): Promise<boolean> {
  const { allowed } = await api.post<EmailCheckResponse>('/sign-in/email-check', {
    body: { email },
    handleAuthErrors: false,
    idempotent: true,
  });
  return allowed;
}
