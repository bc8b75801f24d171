import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { Page } from '../../../components/page';
import { CalendarFeed } from '../../../components/share-mode/calendar-feed';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { useMyDevice } from '../api/get-my-device';
import { useOutages } from '../api/get-outages';
import { useProblems } from '../api/get-problems';
import { CheckInCode } from '../components/check-in-code';
import { FacilityStatus } from '../components/facility-status';
import { LoadError } from '../components/load-error';
import { OutagesSection } from '../components/outages';
import { ProblemsSection } from '../components/problems';
import '../components/lender.css';

const HEADING_ID = 'lender-facility-heading';

/**
 * `/manage/lender/devices/{id}/facility`: one of the identity's devices as a facility. Whether it
 * is in service (a banner while a reported problem keeps it out), the QR code users scan to check
 * in (when they must), the private address of its bookings for calendar apps, its scheduled outages, lifted early or scheduled after a confirmation (the
 * reservations in that time are cancelled), and the problems reported on it, each shutting the
 * device down or resolved after a confirmation. Each outcome is told as a toast and what it changed
 * loads again.
 */
export function FacilityPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const device = useMyDevice(id);
  const outages = useOutages(id);
  const problems = useProblems(id);
  // Each change says its outcome here; what it changed follows by itself (a shutdown or a
  // resolution, the device too, fetched again in place: its forms stay).
  const [outcome, setOutcome] = useState<Notice | null>(null);

  return (
    <Page headingId={HEADING_ID} title={t('routes.lenderDeviceFacility')} className="lender">
      <p>
        <Link to={paths.lenderDevices.getHref()}>{t('lender.facility.back')}</Link>
      </p>
      <NoticeMessage notice={outcome} />
      <QueryView
        query={device}
        loading={t('lender.facility.deviceLoading')}
        LoadError={LoadError}
        loadFailed={t('lender.facility.deviceLoadFailed')}
      >
        {(loaded) => (
          <>
            <FacilityStatus device={loaded} />
            {loaded.checkIn.required && <CheckInCode device={loaded} />}
            <CalendarFeed feedId={`device-${loaded.id}`} />
            <OutagesSection deviceId={id} outages={outages} onDone={setOutcome} />
            <ProblemsSection
              deviceId={id}
              deviceName={loaded.name}
              problems={problems}
              onDone={setOutcome}
            />
          </>
        )}
      </QueryView>
    </Page>
  );
}
