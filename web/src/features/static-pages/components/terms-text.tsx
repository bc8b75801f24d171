import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownDocument } from '../../../components/markdown/markdown-document';
import { QueryView } from '../../../components/query-view';
import { useContent } from '../api/get-content';
import { LoadError } from './load-error';

interface TermsTextProps {
  /** Hears the terms version shown: the one the user agrees to. */
  onVersion?: (termsVersion: number) => void;
  /** The terms version known to be current (the profile's), so no cached older text is shown. */
  current?: number;
}

/**
 * The current terms of use as running text (no page chrome, headings one level lower), e.g. in the
 * sign-up's scroll box or the agreement dialog.
 */
export function TermsText({ onVersion, current }: TermsTextProps) {
  const { t } = useTranslation();
  const query = useContent('terms', current);
  const shown = query.status === 'success' ? query.data.termsVersion : null;
  useEffect(() => {
    if (shown !== null) onVersion?.(shown);
  }, [shown, onVersion]);

  return (
    <QueryView
      query={query}
      loading={t('signup.terms.loading')}
      LoadError={LoadError}
      loadFailed={t('contents.loadFailed')}
    >
      {(terms) => (
        <div lang={terms.lang}>
          <MarkdownDocument body={terms.body} embedded legal />
        </div>
      )}
    </QueryView>
  );
}
