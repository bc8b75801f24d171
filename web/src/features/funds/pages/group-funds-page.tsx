import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { useSession } from '../../../lib/session';
import { useScrollIntoViewOnMount } from '../../../lib/use-scroll-into-view';
import { showToast } from '../../../lib/toasts';
import { useCreateFund } from '../api/create-fund';
import { fundsErrorKey } from '../api/errors';
import { useFunds } from '../api/get-funds';
import { useMembers } from '../../../lib/group-members';
import type { Fund, Member } from '../api/types';
import { useUpdateFund } from '../api/update-fund';
import { currentFiscalYear, useFiscalYearLabel } from '../components/fiscal-year';
import { FundForm, type FundFormProps } from '../components/fund-form';
import { FundStatement } from '../components/fund-statement';
import { FundTable, type FundAction } from '../components/fund-table';
import {
  emptyFundValues,
  fundValuesOf,
  toFundInput,
  toFundPatch,
  type FundValues,
} from '../components/fund-values';
import { LoadError } from '../components/load-error';
import '../components/funds.css';

const HEADING_ID = 'group-funds-heading';

/**
 * `/manage/group/funds`: the funding sources of the acting group, by Japanese fiscal year (newest
 * first; `?year=2026` shows one). Every member reads them; admins register, edit, close and reopen
 * them (the approval threshold is the budget holder's alone); admins and external-funds officers
 * open a fund's statement (months, charged lines, CSV). Without a selected group it says how to
 * select one.
 */
export function GroupFundsPage() {
  const { t } = useTranslation();
  const { group } = useSession();
  if (group === null) {
    return (
      <Page headingId={HEADING_ID} title={t('funds.page.title')} className="funds">
        <p className="state">{t('funds.page.noGroup')}</p>
      </Page>
    );
  }
  return <GroupFunds key={group} groupId={group} />;
}

/** The form shown: registering a fund, or editing one. */
type Editing = { fund: null } | { fund: Fund };

function GroupFunds({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const fundsQuery = useFunds(groupId);
  const membersQuery = useMembers(groupId);
  const creation = useCreateFund(groupId);
  const update = useUpdateFund(groupId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toggling, setToggling] = useState<Fund | null>(null);
  const [statement, setStatement] = useState<Fund | null>(null);

  const selfUid = user?.uid ?? null;
  const members: readonly Member[] =
    membersQuery.status === 'success' ? membersQuery.data.members : [];
  const isAdmin = members.some((m) => m.uid === selfUid && m.isAdmin);
  const canSeeStatement = isAdmin || roles.includes('external_funds');

  /** Registers or changes the fund of the form (nothing is sent when no field changed). */
  async function save(
    values: FundValues,
    mayChangeThreshold: boolean,
    onRefused: (error: unknown) => void,
  ) {
    if (editing === null) return;
    const { fund } = editing;
    const closeWith = (key: 'funds.form.created' | 'funds.form.saved') => (saved: Fund) => {
      showToast({ error: false, text: t(key, { name: saved.name }) });
      setEditing(null);
    };
    if (fund === null) {
      const input = toFundInput(values);
      await creation.run(
        { ...input, approvalThreshold: mayChangeThreshold ? input.approvalThreshold : null },
        { onSuccess: closeWith('funds.form.created'), onError: onRefused },
      );
      return;
    }
    const patch = toFundPatch(values, fund, mayChangeThreshold);
    if (Object.keys(patch).length === 0) setEditing(null);
    else {
      await update.run(
        { fundId: fund.id, patch },
        { onSuccess: closeWith('funds.form.saved'), onError: onRefused },
      );
    }
  }

  async function toggle(fund: Fund) {
    const done = fund.active ? 'funds.toggle.closed' : 'funds.toggle.reopened';
    await update.run(
      { fundId: fund.id, patch: { active: !fund.active } },
      {
        onSuccess: () => showToast({ error: false, text: t(done, { name: fund.name }) }),
        onError: (error) => showToast({ error: true, text: t(fundsErrorKey(error)) }),
      },
    );
    setToggling(null);
  }

  function act(action: FundAction, fund: Fund) {
    if (action === 'statement') setStatement(fund);
    else if (action === 'edit') setEditing({ fund });
    else setToggling(fund);
  }

  const thisYear = currentFiscalYear();
  return (
    <Page
      headingId={HEADING_ID}
      title={t('funds.page.title')}
      className="funds"
      action={
        isAdmin && editing === null ? (
          <button type="button" className="button" onClick={() => setEditing({ fund: null })}>
            {t('funds.page.register')}
          </button>
        ) : undefined
      }
    >
      <p className="funds__intro">{t('funds.page.intro')}</p>
      {editing !== null && (
        <FundEditor
          key={editing.fund?.id ?? 'new'}
          fund={editing.fund}
          fiscalYears={[thisYear, thisYear + 1]}
          members={members}
          selfUid={selfUid}
          officer={roles.includes('external_funds')}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <QueryView
        query={fundsQuery}
        loading={t('funds.page.loading')}
        LoadError={LoadError}
        loadFailed={t('funds.page.loadFailed')}
      >
        {({ funds }) => (
          <FundsByYear
            funds={funds}
            thisYear={thisYear}
            canManage={isAdmin}
            canSeeStatement={canSeeStatement}
            locked={fundsQuery.fetching === true}
            onAction={act}
          />
        )}
      </QueryView>
      {statement !== null && (
        <FundStatement
          key={statement.id}
          groupId={groupId}
          fund={statement}
          onClose={() => setStatement(null)}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        danger={toggling?.active === true}
        title={
          toggling
            ? t(toggling.active ? 'funds.toggle.closeTitle' : 'funds.toggle.reopenTitle', {
                name: toggling.name,
              })
            : ''
        }
        confirmLabel={toggling?.active ? t('funds.list.close') : t('funds.list.reopen')}
        onConfirm={() => (toggling ? toggle(toggling) : undefined)}
        onCancel={() => setToggling(null)}
      >
        {toggling && (
          <p>
            {toggling.active ? t('funds.toggle.closeMessage') : t('funds.toggle.reopenMessage')}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

/** The register or edit form in its section. */
function FundEditor({
  fund,
  fiscalYears,
  members,
  selfUid,
  officer,
  onSubmit,
  onCancel,
}: {
  fund: Fund | null;
  fiscalYears: readonly number[];
  members: readonly Member[];
  selfUid: string | null;
  officer: boolean;
  onSubmit: FundFormProps['onSubmit'];
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  // Opened from the title bar or a row: brought into view.
  const ref = useScrollIntoViewOnMount<HTMLElement>();
  return (
    <section ref={ref} className="funds__section funds__editor" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {fund === null
          ? t('funds.form.createHeading')
          : t('funds.form.editHeading', { name: fund.name })}
      </h2>
      <FundForm
        initialValues={
          fund === null ? emptyFundValues(fiscalYears[0] ?? 0, selfUid ?? '') : fundValuesOf(fund)
        }
        fiscalYears={fund === null ? fiscalYears : null}
        members={members}
        selfUid={selfUid}
        holderUid={fund?.holderUid ?? null}
        officer={officer}
        submitLabel={fund === null ? t('funds.form.create') : t('funds.form.save')}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </section>
  );
}

/**
 * The funds by fiscal year, newest first, with a selector of the year (kept in `?year=`): this and
 * the next fiscal year are always offered, besides every year that has funds.
 */
function FundsByYear({
  funds,
  thisYear,
  canManage,
  canSeeStatement,
  locked,
  onAction,
}: {
  funds: readonly Fund[];
  thisYear: number;
  canManage: boolean;
  canSeeStatement: boolean;
  /** The list is fetched again after a change: the buttons that change a fund wait for it. */
  locked: boolean;
  onAction: (action: FundAction, fund: Fund) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fiscalYear = useFiscalYearLabel();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('year') ?? '';
  const selected = /^\d{4}$/.test(chosen) ? Number(chosen) : null;

  const years = [...new Set([thisYear + 1, thisYear, ...funds.map((f) => f.fiscalYear)])].sort(
    (a, b) => b - a,
  );
  const shown = (selected === null ? years : [selected]).filter(
    (year) => selected !== null || funds.some((f) => f.fiscalYear === year),
  );

  return (
    <>
      <div className="field funds__filter">
        <label className="field__label" htmlFor={id}>
          {t('funds.page.year')}
        </label>
        <select
          id={id}
          className="field__control"
          value={selected === null ? '' : String(selected)}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value === '') next.delete('year');
            else next.set('year', event.target.value);
            setParams(next, { replace: true });
          }}
        >
          <option value="">{t('funds.page.allYears')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {fiscalYear(year)}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 && <p className="state state--empty">{t('funds.page.empty')}</p>}
      {shown.map((year) => {
        const ofYear = funds.filter((f) => f.fiscalYear === year);
        const headingId = `${id}-fy${year}`;
        return (
          <section key={year} className="funds__section" aria-labelledby={headingId}>
            <h2 id={headingId}>{fiscalYear(year)}</h2>
            {ofYear.length === 0 ? (
              <p className="state state--empty">{t('funds.page.emptyYear')}</p>
            ) : (
              <FundTable
                funds={ofYear}
                labelledBy={headingId}
                canManage={canManage}
                canSeeStatement={canSeeStatement}
                locked={locked}
                onAction={onAction}
              />
            )}
          </section>
        );
      })}
    </>
  );
}
