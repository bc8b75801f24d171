import type { QualificationBody } from '@campus/model/share-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import type { MyQualificationResponse } from '../api/get-my-qualification';
import { TrainingRequestForm } from './training-request-form';

/** Why a user may not book: never qualified, lapsed or revoked. */
const REASON_KEY = {
  none: 'share.qualification.none',
  lapsed: 'share.qualification.lapsed',
  revoked: 'share.qualification.revoked',
} as const;

/**
 * The signed-in user's standing for a device that takes qualified users only, above the booking
 * form: qualified (and when that lapses unless used), or why not, with a request for training (or
 * that one was sent).
 */
export function QualificationPanel({
  deviceId,
  mine,
}: {
  deviceId: string;
  mine: MyQualificationResponse;
}) {
  const { t } = useTranslation();
  const { qualification } = mine;
  if (qualification?.status === 'active') {
    return (
      <div className="qualification-panel qualification-panel--qualified">
        <p>{t('share.qualification.qualified')}</p>
        {qualification.lapsesAt !== null && (
          <p>
            {t('share.qualification.lapsesOn', { date: formatDateTime(qualification.lapsesAt) })}
          </p>
        )}
      </div>
    );
  }
  return (
    <NotQualified
      deviceId={deviceId}
      status={qualification?.status ?? 'none'}
      requested={mine.trainingRequested}
    />
  );
}

function NotQualified({
  deviceId,
  status,
  requested: requestedBefore,
}: {
  deviceId: string;
  status: Exclude<QualificationBody['status'], 'active'> | 'none';
  requested: boolean;
}) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(requestedBefore);
  return (
    <div className="qualification-panel">
      <p>{t('share.qualification.requiredOnly')}</p>
      <p>{t(REASON_KEY[status])}</p>
      {requested ? (
        <p role="status" className="qualification-panel__requested">
          {t('share.qualification.requested')}
        </p>
      ) : (
        <TrainingRequestForm deviceId={deviceId} onRequested={() => setRequested(true)} />
      )}
    </div>
  );
}
