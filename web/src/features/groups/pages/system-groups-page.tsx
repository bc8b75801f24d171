import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pageOf } from '../../../lib/paging';
import { paths } from '../../../lib/paths';
import { SYSTEM_GROUPS_PAGE_SIZE, useSystemGroups } from '../api/get-system-groups';
import { Page } from '../../../components/page';
import { QueryTable } from '../../../components/query-table';
import { LoadError } from '../components/load-error';
import '../components/groups.css';

const HEADING_ID = 'system-groups-heading';

/**
 * `/manage/system/group`: every group by name (linked to its account card), with kind and member
 * count, 20 a page (`?page=`, so the browser's back button and links keep the page), and a link to
 * create one.
 */
export function SystemGroupsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useSystemGroups((page - 1) * SYSTEM_GROUPS_PAGE_SIZE);

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  return (
    <Page
      headingId={HEADING_ID}
      title={t('groups.list.title')}
      className="groups"
      action={
        <Link className="button" to={paths.systemGroupCreate.getHref()}>
          {t('groups.list.create')}
        </Link>
      }
    >
      <QueryTable
        query={query}
        rowsOf={(data) => data.groups}
        loading={t('groups.list.loading')}
        LoadError={LoadError}
        loadFailed={t('groups.list.error')}
        empty={
          <div className="state state--empty">
            <p>{page > 1 ? t('groups.list.pastEnd') : t('groups.list.empty')}</p>
            {page > 1 && (
              <button type="button" className="button button--secondary" onClick={() => goTo(1)}>
                {t('groups.list.first')}
              </button>
            )}
          </div>
        }
        labelledBy={HEADING_ID}
        columns={[t('groups.form.name'), t('groups.form.kind'), t('groups.list.memberCount')]}
        row={(group) => (
          <tr key={group.id}>
            <th scope="row">
              <Link to={paths.accountDetail.getHref(group.id)}>{group.name}</Link>
            </th>
            <td>{t(`groups.kind.${group.kind}`)}</td>
            <td className="groups__number">
              {t('groups.info.members', { count: group.memberCount })}
            </td>
          </tr>
        )}
        pager={(data) => (
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(data.total / SYSTEM_GROUPS_PAGE_SIZE))}
            total={data.total}
            onPage={goTo}
          />
        )}
      />
    </Page>
  );
}

function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="groups__pager" aria-label={t('groups.list.pages')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('groups.list.previous')}
      </button>
      <span className="groups__page">{t('groups.list.page', { page, pages, total })}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('groups.list.next')}
      </button>
    </nav>
  );
}
