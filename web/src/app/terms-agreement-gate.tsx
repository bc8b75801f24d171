import { lazy, Suspense, useEffect } from 'react';
import type { MeResponse } from '@campus/model/identity-types';
import { loadChunk } from '../lib/chunk-reload';
import { allMessages } from '../lib/i18n';
import { reloadProfile } from '../lib/profile';
import { session, useSession, type Profile } from '../lib/session';
import { termsGate, useTermsGate } from '../lib/terms-gate';

// It can open on the home page, before the messages of the sign-up and the terms are loaded.
const TermsAgreementDialog = lazy(() =>
  Promise.all([
    loadChunk(() => import('../features/static-pages/components/terms-agreement-dialog')),
    allMessages(),
  ]).then(([module]) => ({ default: module.TermsAgreementDialog })),
);

/**
 * Asks a signed-in user to agree to new terms of use: when the profile says their agreed version is
 * older than the current one (until "later"), and whenever the API refused a write for it. The
 * dialog (with the markdown renderer) is a chunk of its own, loaded only then.
 */
export function TermsAgreementGate() {
  const { user, profile } = useSession();
  const gate = useTermsGate();
  // A profile stored by an older app has no `terms`: nothing to go by until it is fetched again.
  const terms = (profile as Partial<Profile> | null)?.terms;

  // A refusal means the stored profile is behind the server: fetch it for the current version.
  useEffect(() => {
    if (gate === 'refused') void reloadProfile();
  }, [gate]);

  const outdated = terms !== undefined && terms.agreedVersion < terms.currentVersion;
  if (user === null || terms === undefined) return null;
  if (gate !== 'refused' && !(outdated && gate !== 'dismissed')) return null;
  return (
    <Suspense fallback={null}>
      <TermsAgreementDialog
        current={terms.currentVersion}
        onOutdated={reloadProfile}
        onAgreed={(me: MeResponse) => {
          session.setProfile(me);
          termsGate.reset();
        }}
        onLater={termsGate.dismiss}
      />
    </Suspense>
  );
}
