import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReservationsCalendar } from '../../lib/share-mode/download-reservations-calendar';

/**
 * A button that saves the acting identity's reservations (as `role`) from the Tokyo date `fromDate`
 * for a year as an iCalendar file, for any calendar application; says so when it fails.
 */
export function CalendarDownload({
  role,
  fromDate,
}: {
  role: 'user' | 'lender';
  fromDate: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadReservationsCalendar(role, fromDate);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="calendar-download">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={() => void download()}
      >
        {t('shareCalendar.download')}
      </button>
      {failed && (
        <span role="alert" className="field__error">
          {t('shareCalendar.failed')}
        </span>
      )}
    </p>
  );
}
