import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { usePaging } from '../../../lib/paging';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { AuditTable } from '../components/audit-table';
import { ReportsTable } from '../components/reports-table';
import '../components/moderation.css';
import { ViewLinks } from '../../../components/view-links';

export const PAGE_SIZE = 20;

const HEADING_ID = 'moderation-heading';

/** The lists of the page: the open reports, the resolved ones, the audit log (`?view=`). */
const VIEWS = ['open', 'resolved', 'audit'] as const;
type View = (typeof VIEWS)[number];

function viewOf(value: string | null): View {
  return (VIEWS as readonly (string | null)[]).includes(value) ? (value as View) : 'open';
}

/** A list's address at `page` (the open reports are the page's own address). */
function hrefOf(view: View, page = 1): string {
  const params = new URLSearchParams();
  if (view !== 'open') params.set('view', view);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${paths.backofficeReports.getHref()}${query ? `?${query}` : ''}`;
}

/**
 * `/manage/backoffice/reports`: the moderators' queue (docs/moderation.md): the open reports with
 * the actions that fit each, the resolved ones, and the audit log with its reverts. Without the
 * moderator role (the token's claim; the server checks again) the page says so and offers nothing.
 */
export function ModerationReportsPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  if (!roles.includes('moderator')) {
    return (
      <Page headingId={HEADING_ID} title={t('routes.backofficeReports')} className="moderation">
        <p role="alert" className="state state--error">
          {t('moderation.forbidden')}
        </p>
      </Page>
    );
  }
  return <Moderation />;
}

function Moderation() {
  const { t } = useTranslation();
  const title = t('routes.backofficeReports');
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  const paging = usePaging(PAGE_SIZE, (page) => hrefOf(view, page));
  const caption = `${title}: ${t(`moderation.views.${view}`)}`;

  return (
    <Page headingId={HEADING_ID} title={title} className="moderation">
      <ViewLinks
        label={t('moderation.views.label')}
        current={view}
        links={VIEWS.map((entry) => ({
          key: entry,
          href: hrefOf(entry),
          label: t(`moderation.views.${entry}`),
        }))}
      />
      {view === 'audit' ? (
        <AuditTable paging={paging} caption={caption} />
      ) : (
        <ReportsTable key={view} status={view} paging={paging} caption={caption} />
      )}
    </Page>
  );
}
