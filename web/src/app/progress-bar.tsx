import { useTranslation } from 'react-i18next';
import { PROGRESS_DURATION_MS, useProgress } from '../lib/progress';
import './progress-bar.css';

/**
 * The thin bar at the top of the page while API calls are in flight (spec section 2: throttle
 * 200 ms, duration 5000 ms; the timing lives in `lib/progress.ts`). It grows towards the end over
 * the duration, then fills and fades when the calls are done.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const status = useProgress();
  if (status === 'hidden') return null;
  return (
    <div
      className={`progress-bar progress-bar--${status}`}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-busy={status === 'running'}
    >
      <div
        className="progress-bar__fill"
        style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }}
      />
    </div>
  );
}
