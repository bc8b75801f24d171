import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { pickColumn } from '../../../components/pick-column';
import { TextField, type FormStatus } from '../../../components/form';
import type { Notice } from '../../../components/notice';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { formatDateTime } from '../../../lib/time';
import type { TrainingRequest } from '../api/get-qualifications';
import {
  TRAINEES_MAX,
  TRAINING_NOTE_MAX,
  useGrantQualifications,
} from '../api/grant-qualifications';
import { grantErrorKey } from './grant-error';
import { SideForm } from './side-form';

const HEADING_ID = 'training-requests-heading';

interface TrainingRequestsProps {
  deviceId: string;
  requests: readonly TrainingRequest[];
  /** After the session was recorded, or refused: the page says so and reloads the lists. */
  onDone: (outcome: Notice) => void;
}

/**
 * The users waiting for training (oldest first), each with a box, and the form that records a
 * training session: the checked users are qualified at once, with the session's note.
 */
export function TrainingRequests({ deviceId, requests, onDone }: TrainingRequestsProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  const pick = (userId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  return (
    <section className="lender__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('lender.qualifications.requests.heading')}</h2>
      {requests.length === 0 ? (
        <p className="state">{t('lender.qualifications.requests.empty')}</p>
      ) : (
        <>
          <RequestTable requests={requests} picked={picked} onPick={pick} />
          <TrainingSessionForm
            deviceId={deviceId}
            // In the list's order (oldest request first), whatever the order of the clicks.
            userIds={requests.map((r) => r.userId).filter((userId) => picked.has(userId))}
            onDone={(outcome) => {
              if (!outcome.error) setPicked(new Set());
              onDone(outcome);
            }}
          />
        </>
      )}
    </section>
  );
}

function RequestTable({
  requests,
  picked,
  onPick,
}: {
  requests: readonly TrainingRequest[];
  picked: ReadonlySet<string>;
  onPick: (userId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  return (
    <DataTable
      rows={requests}
      rowKey={(row) => row.userId}
      className="list-page__table"
      caption={t('lender.qualifications.requests.caption')}
      columns={[
        pickColumn<TrainingRequest>({
          header: t('lender.qualifications.requests.columns.pick'),
          picked,
          keyOf: (row) => row.userId,
          labelOf: (row) =>
            t('lender.qualifications.requests.pickLabel', { name: partyName(row.userName) }),
          onPick,
        }),
        {
          header: t('lender.qualifications.requests.columns.name'),
          translate: 'no',
          cell: (row) => partyName(row.userName),
        },
        {
          header: t('lender.qualifications.requests.columns.message'),
          translate: 'no',
          className: 'lender__message',
          cell: (row) => row.message,
        },
        {
          header: t('lender.qualifications.requests.columns.askedAt'),
          cell: (row) => formatDateTime(row.createdAt),
        },
      ]}
    />
  );
}

/** Records a training session of the checked users, with an optional note. */
function TrainingSessionForm({
  deviceId,
  userIds,
  onDone,
}: {
  deviceId: string;
  userIds: readonly string[];
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const granting = useGrantQualifications(deviceId);
  return (
    <SideForm
      headingId="training-session-heading"
      heading={t('lender.qualifications.session.heading')}
      hint={t('lender.qualifications.session.hint')}
      initialValues={{ note: '' }}
      change={granting}
      variablesOf={({ note }, helpers) => {
        if (userIds.length === 0 || userIds.length > TRAINEES_MAX) {
          helpers.setStatus({
            error:
              userIds.length === 0
                ? 'lender.qualifications.session.pickNone'
                : 'lender.qualifications.session.tooMany',
            values: { count: TRAINEES_MAX },
          } satisfies FormStatus);
          return null;
        }
        return { userIds: [...userIds], note: note.trim() };
      }}
      doneText={(granted) => t('lender.qualifications.session.done', { count: granted.length })}
      fields={['note']}
      messageOf={(error) => t(grantErrorKey(error))}
      submitLabel={t('lender.qualifications.session.submit')}
      onDone={onDone}
    >
      <TextField
        name="note"
        label={t('lender.qualifications.session.note')}
        rows={2}
        maxLength={TRAINING_NOTE_MAX}
      />
    </SideForm>
  );
}
