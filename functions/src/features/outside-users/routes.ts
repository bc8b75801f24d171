import { Router } from 'express';
import { z } from 'zod';
import { authOf, requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import { fiscalYearOf } from '../../model/fiscal-year';
import {
  affiliationInputSchema,
  registrationInputSchema,
  registrationSettingsSchema,
} from '../../model/outside-users';
import type {
  LenderRegistrationResponse,
  OutsideUserResponse,
  OutsideUsersResponse,
  RegistrationResponse,
  RegistrationSettingsResponse,
} from '../../model/outside-user-types';
import { idSchema } from '../../model/primitives';
import type { OutsideUsersStore } from './store';

const idParams = z.object({ id: idSchema });
const uidParams = z.object({ uid: idSchema });

/**
 * Users from outside the campus (issue 33, part 4; docs/share-mode.md): admins of lending groups
 * and external-funds officers list the accounts the allow-list admitted and record their
 * affiliations; a lender (the acting identity) sets whether outside users register yearly and the
 * fee; a user sees their standing with a lender and registers for a fiscal year.
 */
export function outsideUsersRouter(
  store: OutsideUsersStore,
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();

  router.get('/home/outside-users', requireAuth, async (req, res) => {
    const auth = authOf(req);
    await store.assertManager(auth);
    const users = await store.list(auth.accountId);
    res
      .set('Cache-Control', 'no-store')
      .json({ users, fiscalYear: fiscalYearOf(now()) } satisfies OutsideUsersResponse);
  });

  router.put(
    '/home/outside-users/:uid/affiliation',
    requireAuth,
    validate({ params: uidParams, body: affiliationInputSchema }),
    requireProfile,
    async (req, res) => {
      const auth = authOf(req);
      await store.assertManager(auth);
      const user = await store.setAffiliation(
        req.params.uid,
        req.body,
        auth,
        auth.accountId,
        now(),
      );
      res.json({ user } satisfies OutsideUserResponse);
    },
  );

  router.get('/home/lender/registration', requireAuth, async (req, res) => {
    const settings = await store.settings(authOf(req).accountId);
    res.set('Cache-Control', 'no-store').json({ settings } satisfies RegistrationSettingsResponse);
  });

  router.put(
    '/home/lender/registration',
    requireAuth,
    validate({ body: registrationSettingsSchema }),
    requireProfile,
    async (req, res) => {
      const { accountId, uid } = authOf(req);
      const settings = await store.saveSettings(accountId, req.body, uid, now());
      res.json({ settings } satisfies RegistrationSettingsResponse);
    },
  );

  router.get(
    '/home/lenders/:id/registration',
    requireAuth,
    validate({ params: idParams }),
    async (req, res) => {
      const standing = await store.standing(req.params.id, authOf(req).accountId, now());
      res.set('Cache-Control', 'no-store').json(standing satisfies LenderRegistrationResponse);
    },
  );

  router.post(
    '/home/lenders/:id/registration',
    requireAuth,
    validate({ params: idParams, body: registrationInputSchema }),
    requireProfile,
    async (req, res) => {
      const registration = await store.register(
        req.params.id,
        authOf(req).accountId,
        req.body.fiscalYear,
        now(),
      );
      res.status(201).json({ registration } satisfies RegistrationResponse);
    },
  );

  return router;
}
