import express from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { accountsRouter } from './features/accounts/routes';
import { backofficeRouter } from './features/backoffice/routes';
import { createBackofficeStore } from './features/backoffice/store';
import { exhibitsRouter } from './features/exhibits/routes';
import { contactsRouter } from './features/contacts/routes';
import { notificationsRouter } from './features/notifications/routes';
import { devicesRouter } from './features/devices/routes';
import { deviceImagesRouter } from './features/devices/image-routes';
import { qualificationsRouter } from './features/devices/qualification-routes';
import { createQualificationsStore } from './features/devices/qualifications';
import { createDevicesStore } from './features/devices/store';
import { reservationsRouter } from './features/reservations/routes';
import { facilityRouter } from './features/reservations/facility-routes';
import { assistanceRouter } from './features/reservations/assistance-routes';
import { createAssistanceStore } from './features/reservations/assistance-store';
import { usageReportRouter } from './features/reservations/usage-report-routes';
import { outsideUsersRouter } from './features/outside-users/routes';
import { createOutsideUsersStore } from './features/outside-users/store';
import { createUsageReportStore } from './features/reservations/usage-report-store';
import { consumablesRouter } from './features/reservations/consumables-routes';
import { createConsumablesStore } from './features/reservations/consumables';
import { createFundsStore, fundsRouter } from './features/funds';
import { createFeedsStore, feedsRouter } from './features/feeds';
import { waitlistRouter } from './features/reservations/waitlist-routes';
import { createWaitlistStore, offerNext } from './features/reservations/waitlist-store';
import { createOutagesStore } from './features/reservations/outages';
import { createProblemsStore } from './features/reservations/problems';
import { shareExhibitsRouter, viewableShareExhibit } from './features/share-exhibits/routes';
import { createShareExhibitsStore } from './features/share-exhibits/store';
import { billingRouter } from './features/billing/routes';
import { createBillingStore } from './features/billing/store';
import { createReservationsStore } from './features/reservations/store';
import { createReservationUseCases } from './features/reservations/use-cases';
import { createNotificationsStore } from './features/notifications/store';
import type { CounterSink } from './features/notifications/counter-sink';
import { createContactsStore } from './features/contacts/store';
import { createContactUseCases } from './features/contacts/use-cases';
import { createApplicationsStore } from './features/contacts/applications';
import { applicationsRouter } from './features/contacts/applications-routes';
import { createExhibitsStore } from './features/exhibits/store';
import { createExhibitUseCases } from './features/exhibits/use-cases';
import { commentsRouter } from './features/comments/routes';
import { createCommentsStore } from './features/comments/store';
import { favoritesRouter } from './features/favorites/routes';
import { createBlocksStore } from './features/blocks';
import { blocksRouter } from './features/blocks/routes';
import { createWantedStore, createWantedUseCases } from './features/wanted';
import { wantedRouter } from './features/wanted/routes';
import { createSavedSearchesStore } from './features/saved-searches';
import { savedSearchesRouter } from './features/saved-searches/routes';
import { impactRouter } from './features/impact/routes';
import { createImpactStore } from './features/impact/store';
import { moderationRouter } from './features/moderation/routes';
import { createModerationStore } from './features/moderation/store';
import { createModerationUseCases } from './features/moderation/use-cases';
import { createFavoritesStore } from './features/favorites/store';
import { searchRouter } from './features/search/routes';
import { createExhibitsReadStore } from './features/search/store';
import { ownerNameOf } from './features/search/service';
import { createAccountsStore } from './features/accounts/store';
import { groupsRouter } from './features/groups/routes';
import { healthRouter } from './features/health/routes';
import { enforceRemoteSettings } from './features/settings/enforce';
import { settingsRouter } from './features/settings/routes';
import { type RemoteSettingsSource, bundledSettings } from './features/settings/sources';
import type { ImageStore } from './features/images/image-store';
import { createLocalImageStore } from './features/images/local-image-store';
import { imagesRouter } from './features/images/routes';
import { createImagesStore } from './features/images/store';
import { createGroupsStore } from './features/groups/store';
import { contentsRouter, createContentsStore, exemptFromTermsGate } from './features/contents';
import { lookupsRouter } from './features/lookups/routes';
import { createLookupsStore } from './features/lookups/store';
import { meRouter, skipsActingGroupCheck } from './features/me/routes';
import { createMeStore } from './features/me/store';
import { type SignInPolicy, signInPolicyFromEnv } from './features/sign-in-policy/policy';
import { signInPolicyRouter } from './features/sign-in-policy/routes';
import { type AppCheckOptions, APP_CHECK_OFF, requireAppCheck } from './http/app-check';
import { authenticate, requireActingGroup } from './http/auth';
import {
  refuseSuspendedWrites,
  requireCurrentTerms,
  requireProfile as requireProfileWith,
} from './http/profile';
import { createProfilesReader } from './shared/profiles';
import { errorMiddleware, notFoundHandler } from './http/error-middleware';
import { MAX_BODY_BYTES, limitBodySize, requireJsonBody } from './http/body';
import { hostBodyErrors } from './runtime/host-body-parser';
import { type Quotas, quotaSpender, rateLimit } from './http/rate-limit';
import { createRateLimitStore } from './http/rate-limit-store';

/** Everything the app needs from Firebase; tests pass emulator-backed instances. */
export interface AppDeps {
  db: Firestore;
  auth: Auth;
  /** Which e-mail addresses may use the API; defaults to `CAMPUS_EMAIL_*` of the environment. */
  signInPolicy?: SignInPolicy;
  /** Where item and device photos are stored (`index.ts` picks one); defaults to the local image store. */
  images?: ImageStore;
  /**
   * Per-identity write quotas (`http/rate-limit.ts`): production `QUOTAS` and the real clock unless
   * given (tests pass small quotas and a clock). `enabled: false` turns the limiter off, for local
   * tools only; it is on by default.
   */
  rateLimits?: { quotas?: Quotas; now?: () => Date; enabled?: boolean };
  /** App Check (`http/app-check.ts`); off unless given (`index.ts` wires `APP_CHECK_ENFORCED`). */
  appCheck?: AppCheckOptions;
  /** The remote settings (`features/settings`); the bundled defaults unless given (`index.ts`). */
  remoteSettings?: RemoteSettingsSource;
  /** The triggers' notification counters, which polls read (`features/notifications/routes.ts`). */
  counters?: CounterSink;
  /** The clock of suspensions and moderation (tests move it); the real one unless given. */
  now?: () => Date;
}

/** The `/api/v1` Express app. No Firebase globals in here: `index.ts` wires the real ones. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  const signInPolicy = deps.signInPolicy ?? signInPolicyFromEnv();
  app.disable('x-powered-by');
  // Repeated keys become arrays (`?areas=a&areas=b`); no nested `a[b]=c` objects.
  app.set('query parser', 'simple');

  app.use((_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(hostBodyErrors);
  app.use(requireJsonBody);
  app.use(limitBodySize(MAX_BODY_BYTES));
  // In Cloud Functions the runtime has already parsed the body (what it could not parse failed the
  // request in `hostBodyErrors`); then this is a no-op. It parses when the app runs on its own (tests,
  // local tools).
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use(requireAppCheck(deps.appCheck ?? APP_CHECK_OFF));
  app.use(authenticate({ auth: deps.auth, signInPolicy }));
  // Maintenance mode and the sign-up and share-mode switches refuse writes here, before the rate
  // limiter: a refused write then costs neither quota nor the limiter's Firestore write.
  const remoteSettings = deps.remoteSettings ?? bundledSettings;
  app.use(enforceRemoteSettings(remoteSettings));
  // Per uid, before any feature reads Firestore for the request (the acting-group check included).
  const { enabled = true, ...limits } = deps.rateLimits ?? {};
  const rateLimitStore = createRateLimitStore(deps.db);
  if (enabled) app.use(rateLimit({ store: rateLimitStore, ...limits }));
  const meStore = createMeStore(deps.db);
  // Group header vs claim, and the membership re-check, for every route but group selection.
  app.use(
    requireActingGroup({ isGroupMember: meStore.isGroupMember, skip: skipsActingGroupCheck }),
  );

  // A signed-in user's writes wait until they agreed to the current terms (docs/contents.md).
  const readProfile = createProfilesReader(deps.db);
  const contentsStore = createContentsStore(deps.db);
  const currentTermsVersion = contentsStore.termsVersion;
  app.use(requireCurrentTerms({ readProfile, currentTermsVersion, exempt: exemptFromTermsGate }));
  // ...and not while the moderators suspend them (docs/moderation.md).
  app.use(refuseSuspendedWrites(deps.now));

  // The one "has an active profile" check, which the routes that write place in their chains.
  const requireProfile = requireProfileWith(readProfile);

  const v1 = express.Router();
  v1.use(healthRouter(deps.db));
  v1.use(settingsRouter(remoteSettings));
  const lookupsStore = createLookupsStore(deps.db);
  v1.use(lookupsRouter(lookupsStore));
  v1.use(signInPolicyRouter(signInPolicy));
  const contactsStore = createContactsStore(deps.db);
  const contactUseCases = createContactUseCases(deps.db);
  const clock = deps.now && { now: deps.now };
  v1.use(
    meRouter({
      store: meStore,
      auth: deps.auth,
      onWithdrawn: async (uid) => {
        await contactUseCases.closeTradesOf(uid, new Date());
      },
      currentTermsVersion,
      ...(deps.now && { now: deps.now }),
    }),
  );
  v1.use(contentsRouter(contentsStore, { requireProfile }));
  v1.use(groupsRouter(createGroupsStore(deps.db), { signInPolicy, requireProfile }));
  v1.use(accountsRouter(createAccountsStore(deps.db)));
  const exhibits = {
    store: createExhibitsStore(deps.db),
    useCases: createExhibitUseCases(deps.db),
  };
  v1.use(exhibitsRouter(exhibits, { requireProfile }));
  v1.use(backofficeRouter(createBackofficeStore(deps.db)));
  const imageStore = deps.images ?? createLocalImageStore();
  v1.use(imagesRouter(createImagesStore(deps.db), imageStore, { requireProfile }));
  const exhibitsRead = createExhibitsReadStore(deps.db);
  const shareExhibitsStore = createShareExhibitsStore(deps.db);
  const accounts = exhibitsRead.getAccounts;
  const applicationsStore = createApplicationsStore(deps.db);
  v1.use(
    searchRouter(exhibitsRead, {
      sharingExhibit: (id, viewer) =>
        viewableShareExhibit(shareExhibitsStore, accounts, id, viewer),
      firstComeStock: (id, stock) => applicationsStore.firstComeStock(id, stock),
    }),
  );
  v1.use(
    commentsRouter({ store: createCommentsStore(deps.db), exhibits: exhibitsRead, requireProfile }),
  );
  v1.use(
    favoritesRouter({
      store: createFavoritesStore(deps.db),
      exhibits: exhibitsRead,
      requireProfile,
    }),
  );
  v1.use(contactsRouter({ store: contactsStore, useCases: contactUseCases }, { requireProfile }));
  v1.use(
    applicationsRouter(
      { store: applicationsStore, useCases: contactUseCases },
      { requireProfile, ...clock },
    ),
  );
  v1.use(
    notificationsRouter(createNotificationsStore(deps.db), {
      ...(deps.counters && { counters: deps.counters }),
    }),
  );
  const devicesStore = createDevicesStore(deps.db);
  v1.use(devicesRouter(devicesStore, { requireProfile }));
  v1.use(deviceImagesRouter(devicesStore, imageStore, { requireProfile }));
  v1.use(qualificationsRouter(createQualificationsStore(deps.db), { requireProfile, ...clock }));
  const accountNames = async (ids: readonly string[]) =>
    new Map([...(await accounts(ids))].map(([id, account]) => [id, ownerNameOf(account)]));
  const reservationsStore = createReservationsStore(deps.db);
  v1.use(
    reservationsRouter(
      { store: reservationsStore, useCases: createReservationUseCases(deps.db) },
      devicesStore,
      { requireProfile, accountNames, ...clock },
    ),
  );
  const assistanceStore = createAssistanceStore(deps.db);
  v1.use(assistanceRouter(assistanceStore, { requireProfile, accountNames, ...clock }));
  v1.use(
    usageReportRouter(createUsageReportStore(deps.db), { requireProfile, accountNames, ...clock }),
  );
  v1.use(
    outsideUsersRouter(createOutsideUsersStore(deps.db, signInPolicy), {
      requireProfile,
      ...clock,
    }),
  );
  v1.use(
    feedsRouter(
      createFeedsStore(deps.db),
      { reservations: reservationsStore, assistance: assistanceStore, devices: devicesStore },
      {
        requireProfile,
        accountNames,
        ...(enabled && { spendQuota: quotaSpender({ store: rateLimitStore, ...limits }) }),
        ...clock,
      },
    ),
  );
  v1.use(
    facilityRouter(createOutagesStore(deps.db), createProblemsStore(deps.db), {
      requireProfile,
      offerFreed: (deviceId, at) => offerNext(deps.db, deviceId, at),
      ...clock,
    }),
  );
  v1.use(
    consumablesRouter(createConsumablesStore(deps.db), { requireProfile, accountNames, ...clock }),
  );
  const fundsStore = createFundsStore(deps.db);
  v1.use(fundsRouter(fundsStore, { requireProfile, ...clock }));
  v1.use(waitlistRouter(createWaitlistStore(deps.db), { requireProfile, accountNames, ...clock }));
  v1.use(shareExhibitsRouter(shareExhibitsStore, { requireProfile, accounts }));
  v1.use(billingRouter(createBillingStore(deps.db), { accountNames, funds: fundsStore }));
  v1.use(
    moderationRouter(
      { store: createModerationStore(deps.db), useCases: createModerationUseCases(deps.db) },
      { requireProfile, ...clock },
    ),
  );
  v1.use(blocksRouter(createBlocksStore(deps.db), { requireProfile, ...clock }));
  v1.use(
    wantedRouter(
      { store: createWantedStore(deps.db), useCases: createWantedUseCases(deps.db) },
      { requireProfile, ...clock },
    ),
  );
  v1.use(savedSearchesRouter(createSavedSearchesStore(deps.db), { requireProfile, ...clock }));
  v1.use(impactRouter(createImpactStore(deps.db), { lookups: lookupsStore, ...clock }));
  app.use('/api/v1', v1);

  app.use(notFoundHandler);
  app.use(errorMiddleware);
  return app;
}
