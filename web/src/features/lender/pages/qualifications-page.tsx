import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { useMyDevice } from '../api/get-my-device';
import { useQualifications } from '../api/get-qualifications';
import { LoadError } from '../components/load-error';
import { QualificationRule } from '../components/qualification-rule';
import { QualifiedUsers } from '../components/qualified-users';
import { TrainingRequests } from '../components/training-requests';
import '../components/lender.css';

const HEADING_ID = 'lender-qualifications-heading';

/**
 * `/manage/lender/devices/{id}/qualifications`: who may book one of the identity's devices. Its
 * rule (qualified users only, lapsing after days without a use), the users waiting for training,
 * qualified together by recording a training session, and everyone qualified or once qualified,
 * revoked or qualified again after a confirmation. Each outcome is told as a toast and the lists
 * load again.
 */
export function QualificationsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const device = useMyDevice(id);
  const lists = useQualifications(id);
  // Each grant or revocation says its outcome here; the lists follow by themselves.
  const [outcome, setOutcome] = useState<Notice | null>(null);

  return (
    <Page headingId={HEADING_ID} title={t('routes.lenderDeviceQualifications')} className="lender">
      <p>
        <Link to={paths.lenderDevices.getHref()}>{t('lender.qualifications.back')}</Link>
      </p>
      <NoticeMessage notice={outcome} />
      <QueryView
        query={device}
        loading={t('lender.qualifications.deviceLoading')}
        LoadError={LoadError}
        loadFailed={t('lender.qualifications.deviceLoadFailed')}
      >
        {(loaded) => (
          <>
            <QualificationRule device={loaded} />
            <QueryView
              query={lists}
              loading={t('lender.qualifications.loading')}
              LoadError={LoadError}
              loadFailed={t('lender.qualifications.loadFailed')}
            >
              {({ requests, qualifications }) => (
                <>
                  <TrainingRequests deviceId={id} requests={requests} onDone={setOutcome} />
                  <QualifiedUsers
                    deviceId={id}
                    qualifications={qualifications}
                    locked={lists.fetching === true}
                    onDone={setOutcome}
                  />
                </>
              )}
            </QueryView>
          </>
        )}
      </QueryView>
    </Page>
  );
}
