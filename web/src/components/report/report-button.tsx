import type { ReportTarget } from '@campus/model/moderation-types';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../lib/chunk-reload';
import { useSession } from '../../lib/session';
import './report.css';

// The dialog (its form and words) loads when first opened: the pages it sits on stay light.
const ReportDialog = lazy(() =>
  loadChunk(() => import('./report-dialog')).then(({ ReportDialog: Dialog }) => ({
    default: Dialog,
  })),
);

/**
 * "Report": a quiet link-like button that opens the report dialog about `target`. Shown to signed-in
 * users only; the caller leaves it out on the user's own content (the API refuses it: `own_target`).
 */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (user === null) return null;
  return (
    <>
      <button
        type="button"
        className="report-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('moderation.report.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
