import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageLinks } from '../../../components/exhibit/page-links';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyDevices } from '../api/get-my-devices';
import { editHref } from '../components/links';
import { QueryTable } from '../../../components/query-table';
import { pageHref, pageParam } from '../../../lib/paging';
import { LoadError } from '../components/load-error';
import { useYen } from '../components/money';
import '../components/lender.css';
import type { DevicesFlash } from './device-form-page';

const DEVICES_PAGE_SIZE = 20;

const listHref = (page: number) => pageHref(paths.lenderDevices.getHref(), page);

/**
 * `/manage/lender/devices`: the acting identity's devices (newest first, paged): fee, approval,
 * active or suspended, and a link to edit each.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const title = t('lender.devices.title');
  useDocumentTitle(title);
  const yen = useYen();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const query = useMyDevices(DEVICES_PAGE_SIZE, (page - 1) * DEVICES_PAGE_SIZE);
  const flash = (useLocation().state as Partial<DevicesFlash> | null)?.flash;

  return (
    <section className="page lender" aria-labelledby="lender-devices-heading">
      <div className="list-page__title-bar">
        <h1 id="lender-devices-heading" className="page__title">
          {title}
        </h1>
        <Link to={paths.lenderDeviceCreate.getHref()} className="button">
          {t('lender.devices.create')}
        </Link>
      </div>
      {flash && (
        <p role="status" className="form__message">
          {t(flash === 'created' ? 'lender.devices.created' : 'lender.devices.updated')}
        </p>
      )}
      <QueryTable
        query={query}
        rowsOf={(data) => data.devices}
        loading={t('lender.devices.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.devices.loadFailed')}
        empty={<p className="state">{t('lender.devices.empty')}</p>}
        total={(data) => t('lender.devices.total', { count: data.total })}
        caption={t('lender.devices.caption')}
        columns={[
          t('lender.devices.columns.name'),
          t('lender.devices.columns.fee'),
          t('lender.devices.columns.approval'),
          t('lender.devices.columns.state'),
          t('lender.devices.columns.actions'),
        ]}
        row={(device) => (
          <tr key={device.id}>
            <th scope="row" translate="no">
              {device.name}
            </th>
            <td>
              {device.feePerHour === 0
                ? t('lender.devices.free')
                : t('lender.devices.perHour', { amount: yen(device.feePerHour) })}
            </td>
            <td>{device.requiresApproval ? t('lender.devices.yes') : t('lender.devices.no')}</td>
            <td>{device.active ? t('lender.devices.active') : t('lender.devices.suspended')}</td>
            <td>
              <Link
                to={editHref(device.id)}
                aria-label={t('lender.devices.editNamed', { name: device.name })}
              >
                {t('lender.devices.edit')}
              </Link>
            </td>
          </tr>
        )}
        pager={(data) => (
          <PageLinks
            page={page}
            total={data.total}
            pageSize={DEVICES_PAGE_SIZE}
            hrefFor={listHref}
          />
        )}
      />
    </section>
  );
}
