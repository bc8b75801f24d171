import type { ApplicationBody, ExhibitAllocation } from '@campus/model/allocation-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { FactList } from '../../../components/fact-list';
import { pickColumn } from '../../../components/pick-column';
import { QueryView } from '../../../components/query-view';
import { useApplications } from '../../../lib/allocation/get-applications';
import { errorKeys } from '../../../lib/error-keys';
import { formatDateTime } from '../../../lib/time';
import { showToast } from '../../../lib/toasts';
import { useDrawWinners } from '../api/draw-winners';
import { useDraw, type DrawBody } from '../api/get-draw';
import { LoadError } from './load-error';
import { DetailSection } from '../../../components/exhibit/detail-section';

const HEADING_ID = 'exhibit-lottery-heading';

/** Why a pick by hand was refused. */
const drawErrorKey = errorKeys({
  already_drawn: 'allocation.errors.alreadyDrawn',
  insufficient_stock: 'allocation.errors.insufficientStock',
  applications_closed: 'allocation.errors.applicationsClosed',
});

export interface LotteryPanelProps {
  exhibitId: string;
  allocation: ExhibitAllocation;
  /** The winners were picked (at this time): the exhibit is drawn. */
  onDrawn: (drawnAt: string) => void;
}

/**
 * The owner's side of an exhibit in application mode (docs/allocation.md): the deadline and count,
 * the applications (oldest first) with a pick by hand of the winners before the scheduled draw, and
 * once drawn, the draw's record (method, seed, order, winners and losers, time, by whom) with each
 * application's result.
 */
export function LotteryPanel({ exhibitId, allocation, onDrawn }: LotteryPanelProps) {
  const { t } = useTranslation();
  const drawn = allocation.drawnAt !== null;
  const applications = useApplications(exhibitId);
  return (
    <DetailSection headingId={HEADING_ID} heading={t('allocation.owner.heading')}>
      <FactList
        className="list-page__details"
        facts={[
          { term: t('allocation.owner.deadline'), value: formatDateTime(allocation.deadline) },
          { term: t('allocation.owner.count'), value: allocation.applicationCount },
          {
            term: t('allocation.owner.drawnAt'),
            value:
              allocation.drawnAt === null
                ? t('allocation.owner.notDrawn')
                : formatDateTime(allocation.drawnAt),
          },
        ]}
      />
      <QueryView
        query={applications}
        loading={t('allocation.owner.loading')}
        LoadError={LoadError}
        loadFailed={t('allocation.owner.loadFailed')}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="state">{t('allocation.owner.empty')}</p>
          ) : drawn ? (
            <>
              <DrawRecord exhibitId={exhibitId} applications={rows} />
              <Applications rows={rows} withResult />
            </>
          ) : (
            <ManualPick exhibitId={exhibitId} rows={rows} onDrawn={onDrawn} />
          )
        }
      </QueryView>
    </DetailSection>
  );
}

/** An applicant's name: theirs, or "a former user". */
function useNameOf(applications: readonly ApplicationBody[]) {
  const { t } = useTranslation();
  return (accountId: string) => {
    const found = applications.find((a) => a.accountId === accountId);
    if (found === undefined) return accountId;
    return found.accountName ?? t('allocation.owner.withdrawnUser');
  };
}

/** The applications as a table; with `picked`, a box per row to pick the winners. */
function Applications({
  rows,
  withResult = false,
  picked,
  onPick,
}: {
  rows: readonly ApplicationBody[];
  withResult?: boolean;
  picked?: ReadonlySet<string>;
  onPick?: (accountId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useNameOf(rows);
  const columns: DataColumn<ApplicationBody>[] = [
    ...(picked && onPick
      ? [
          pickColumn<ApplicationBody>({
            header: t('allocation.owner.columns.pick'),
            picked,
            keyOf: (row) => row.accountId,
            labelOf: (row) => t('allocation.owner.pickLabel', { name: nameOf(row.accountId) }),
            onPick,
          }),
        ]
      : []),
    {
      header: t('allocation.owner.columns.applicant'),
      translate: 'no',
      cell: (row) => nameOf(row.accountId),
    },
    {
      header: t('allocation.owner.columns.items'),
      cell: (row) => (
        <ul className="manage-exhibits__lines">
          {row.items.map((item) => (
            <li key={item.itemId} translate="no">
              {t('allocation.owner.itemLine', { name: item.name, quantity: item.quantity })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: t('allocation.owner.columns.place'),
      translate: 'no',
      cell: (row) => row.installationPlace,
    },
    {
      header: t('allocation.owner.columns.message'),
      translate: 'no',
      className: 'manage-exhibits__message',
      cell: (row) => row.message,
    },
    {
      header: t('allocation.owner.columns.at'),
      cell: (row) => formatDateTime(row.createdAt),
    },
    ...(withResult
      ? [
          {
            header: t('allocation.owner.columns.result'),
            cell: (row: ApplicationBody) => t(`allocation.results.${row.result}`),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.accountId}
      columns={columns}
      className="list-page__table"
      caption={t('allocation.owner.caption')}
    />
  );
}

/**
 * Before the draw: the applications, and picking the winners by hand (boxes, then a confirmation).
 * The server makes the winners' contacts and tells every applicant.
 */
function ManualPick({
  exhibitId,
  rows,
  onDrawn,
}: {
  exhibitId: string;
  rows: readonly ApplicationBody[];
  onDrawn: (drawnAt: string) => void;
}) {
  const { t } = useTranslation();
  const drawing = useDrawWinners(exhibitId);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (accountId: string, on: boolean) => {
    setProblem(null);
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(accountId);
      else next.delete(accountId);
      return next;
    });
  };

  const confirm = () => {
    // In the applications' order (oldest first): the record keeps the owner's order.
    const winners = rows.map((row) => row.accountId).filter((id) => picked.has(id));
    return drawing.run(
      { winners },
      {
        onSuccess: ({ draw }) => {
          showToast({ error: false, text: t('allocation.owner.pickDone') });
          setAsking(false);
          setPicking(false);
          onDrawn(draw.at);
        },
        onError: (error) => {
          setAsking(false);
          showToast({ error: true, text: t(drawErrorKey(error)) });
        },
      },
    );
  };

  return (
    <>
      {picking && <p className="field__hint">{t('allocation.owner.pickHint')}</p>}
      <Applications rows={rows} {...(picking ? { picked, onPick: pick } : {})} />
      {problem && (
        <p role="alert" className="field__error">
          {problem}
        </p>
      )}
      <div className="list-page__actions manage-exhibits__pick">
        {picking ? (
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                if (picked.size === 0) setProblem(t('allocation.owner.pickNone'));
                else setAsking(true);
              }}
            >
              {t('allocation.owner.pickSubmit')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setPicking(false);
                setPicked(new Set());
                setProblem(null);
              }}
            >
              {t('allocation.owner.pickCancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPicking(true)}
          >
            {t('allocation.owner.pickByHand')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('allocation.owner.pickTitle', { count: picked.size })}
        confirmLabel={t('allocation.owner.pickSubmit')}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t('allocation.owner.pickText')}</p>
      </ConfirmDialog>
    </>
  );
}

/** The record of the draw: how, with which seed, in which order, who won and lost, when, by whom. */
function DrawRecord({
  exhibitId,
  applications,
}: {
  exhibitId: string;
  applications: readonly ApplicationBody[];
}) {
  const { t } = useTranslation();
  const query = useDraw(exhibitId);
  const nameOf = useNameOf(applications);
  const names = (ids: readonly string[]) =>
    ids.length === 0 ? t('allocation.owner.draw.none') : ids.map(nameOf).join('、');
  return (
    <section className="manage-exhibits__draw" aria-labelledby="exhibit-draw-heading">
      <h3 id="exhibit-draw-heading">{t('allocation.owner.draw.heading')}</h3>
      <QueryView
        query={query}
        loading={t('allocation.owner.draw.loading')}
        LoadError={LoadError}
        loadFailed={t('allocation.owner.draw.loadFailed')}
      >
        {(draw: DrawBody) => (
          <FactList
            className="list-page__details"
            facts={[
              {
                term: t('allocation.owner.draw.method'),
                value: t(`allocation.owner.draw.methods.${draw.method}`),
              },
              draw.seed === null
                ? null
                : { term: t('allocation.owner.draw.seed'), value: draw.seed },
              {
                term: t('allocation.owner.draw.order'),
                value: (
                  <ol className="manage-exhibits__lines">
                    {draw.order.map((id) => (
                      <li key={id}>{nameOf(id)}</li>
                    ))}
                  </ol>
                ),
                translate: 'no',
              },
              {
                term: t('allocation.owner.draw.winners'),
                value: names(draw.winners),
                translate: 'no',
              },
              {
                term: t('allocation.owner.draw.losers'),
                value: names(draw.losers),
                translate: 'no',
              },
              { term: t('allocation.owner.draw.at'), value: formatDateTime(draw.at) },
              {
                term: t('allocation.owner.draw.by'),
                value: draw.by === 'system' ? t('allocation.owner.draw.system') : draw.by,
                translate: draw.by === 'system' ? undefined : 'no',
              },
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}
