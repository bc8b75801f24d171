import { Router } from 'express';
import { z } from 'zod';
import { validate } from '../../http/validate';
import type { EmailCheckResponse } from '../../model/identity-types';
import { type SignInPolicy, isAllowedEmail } from './policy';

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
const EMAIL_MAX = 254;

/** Body of `POST /sign-in/email-check`. */
export const emailCheckSchema = z.strictObject({ email: z.email().max(EMAIL_MAX) });

/**
 * `POST /sign-in/email-check` (public): whether an address may sign in, `{ allowed }`. The login
 * page asks before it mails a sign-in link: Firebase mails a link to any address (the blocking
 * functions refuse it only when the link is used), so without asking the page would claim to have
 * sent a usable link to an address outside the campus. Anonymous like the page that calls it; it
 * tells no more than the login itself would (an address on the allow-list says so), and sending
 * the link stays Firebase's, with its own quotas. A POST, so that addresses stay out of URLs and
 * logs.
 */
export function signInPolicyRouter(policy: SignInPolicy): Router {
  const router = Router();
  router.post('/sign-in/email-check', validate({ body: emailCheckSchema }), (req, res) => {
    const body: EmailCheckResponse = { allowed: isAllowedEmail(req.body.email, policy) };
    res.json(body);
  });
  return router;
}
