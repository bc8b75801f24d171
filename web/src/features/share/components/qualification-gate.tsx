import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/load-states';
import { useMyQualification } from '../api/get-my-qualification';
import { QualificationPanel } from './qualification-panel';

interface QualificationGateProps {
  deviceId: string;
  /**
   * The booking part of the page, told whether the user may book (qualified now) and given what
   * to show above the form: the standing, or its loading note or failure.
   */
  children: (mayBook: boolean, panel: ReactNode) => ReactNode;
}

/**
 * For a signed-in user and a device that takes qualified users only: loads the user's standing
 * (`/qualifications/mine`) and lets the booking form show only once it says "qualified".
 */
export function QualificationGate({ deviceId, children }: QualificationGateProps) {
  const { t } = useTranslation();
  const mine = useMyQualification(deviceId);
  if (mine.status !== 'success') {
    return children(
      false,
      <QueryStatus
        query={mine}
        loading={t('share.qualification.loading')}
        failed={t('share.qualification.loadFailed')}
        retry={t('share.retry')}
      />,
    );
  }
  return children(
    mine.data.qualification?.status === 'active',
    <QualificationPanel deviceId={deviceId} mine={mine.data} />,
  );
}
