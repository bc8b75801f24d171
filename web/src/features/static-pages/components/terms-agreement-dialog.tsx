import { TERMS_CHANGED } from '@campus/model/error-codes';
import type { MeResponse } from '@campus/model/identity-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { hasErrorCode } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAgreeToTerms } from '../api/post-terms-agreement';
import { TermsText } from './terms-text';
import '../static-pages.css';

interface TermsAgreementDialogProps {
  /** The current terms version (the profile's): the text shown is at least that new. */
  current: number;
  /** The terms changed again while the user read them: fetch the profile (and so `current`) anew. */
  onOutdated: () => Promise<void>;
  onAgreed: (profile: MeResponse) => void;
  onLater: () => void;
}

/**
 * Asks a signed-in user to agree to new terms of use (docs/contents.md): the current text in a
 * scroll box, "Agree" (`POST /home/me/terms` with the version shown) and "Later". Loaded only when
 * it shows.
 */
export function TermsAgreementDialog({
  current,
  onOutdated,
  onAgreed,
  onLater,
}: TermsAgreementDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const [problem, setProblem] = useState<'changed' | 'failed' | null>(null);
  const agreement = useAgreeToTerms();

  const agree = async () => {
    // Before the text has loaded there is nothing to agree to yet.
    if (shown === null) return;
    setProblem(null);
    await agreement.run(shown, {
      onSuccess: onAgreed,
      onError: (error) => {
        const changed = hasErrorCode(error, TERMS_CHANGED);
        setProblem(changed ? 'changed' : 'failed');
        if (changed) return onOutdated();
      },
    });
  };

  return (
    <ConfirmDialog
      open
      title={t('contents.agreement.title')}
      confirmLabel={t('contents.agreement.agree')}
      cancelLabel={t('contents.agreement.later')}
      onConfirm={agree}
      onCancel={onLater}
    >
      <p>{t('contents.agreement.lead')}</p>
      {problem !== null && (
        <p role="alert" className="state state--error">
          {t(problem === 'changed' ? 'contents.agreement.changed' : 'contents.agreement.failed')}
        </p>
      )}
      <div className="terms-box" role="region" tabIndex={0} aria-label={t('signup.terms.boxLabel')}>
        <TermsText current={current} onVersion={setShown} />
      </div>
      <p>
        <a href={paths.terms.getHref()} target="_blank" rel="noopener">
          {t('signup.terms.openTerms')}
        </a>
      </p>
    </ConfirmDialog>
  );
}
