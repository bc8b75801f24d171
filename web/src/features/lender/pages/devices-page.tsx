import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageLinks } from '../../../components/exhibit/page-links';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyDevices } from '../api/get-my-devices';
import { editHref } from '../components/links';
import { LoadError, Loading } from '../components/load-states';
import { useYen } from '../components/money';
import '../components/lender.css';
import type { DevicesFlash } from './device-form-page';

const DEVICES_PAGE_SIZE = 20;

const listHref = (page: number) =>
  `${paths.lenderDevices.getHref()}${page > 1 ? `?page=${page}` : ''}`;

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
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useMyDevices(DEVICES_PAGE_SIZE, (page - 1) * DEVICES_PAGE_SIZE);
  const flash = (useLocation().state as Partial<DevicesFlash> | null)?.flash;

  return (
    <section className="page lender" aria-labelledby="lender-devices-heading">
      <div className="lender__title-bar">
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
      {query.status === 'loading' && <Loading message={t('lender.devices.loading')} />}
      {query.status === 'error' && (
        <LoadError
          message={t('lender.devices.loadFailed')}
          error={query.error}
          onRetry={query.refetch}
        />
      )}
      {query.status === 'success' &&
        (query.data.devices.length === 0 ? (
          <p className="state">{t('lender.devices.empty')}</p>
        ) : (
          <>
            <p className="lender__total">
              {t('lender.devices.total', { count: query.data.total })}
            </p>
            <div className="lender__table-scroll">
              <table className="lender__table">
                <caption className="visually-hidden">{t('lender.devices.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('lender.devices.columns.name')}</th>
                    <th scope="col">{t('lender.devices.columns.fee')}</th>
                    <th scope="col">{t('lender.devices.columns.approval')}</th>
                    <th scope="col">{t('lender.devices.columns.state')}</th>
                    <th scope="col">{t('lender.devices.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.devices.map((device) => (
                    <tr key={device.id}>
                      <th scope="row" translate="no">
                        {device.name}
                      </th>
                      <td>
                        {device.feePerHour === 0
                          ? t('lender.devices.free')
                          : t('lender.devices.perHour', { amount: yen(device.feePerHour) })}
                      </td>
                      <td>
                        {device.requiresApproval ? t('lender.devices.yes') : t('lender.devices.no')}
                      </td>
                      <td>
                        {device.active ? t('lender.devices.active') : t('lender.devices.suspended')}
                      </td>
                      <td>
                        <Link
                          to={editHref(device.id)}
                          aria-label={t('lender.devices.editNamed', { name: device.name })}
                        >
                          {t('lender.devices.edit')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <PageLinks
              page={page}
              total={query.data.total}
              pageSize={DEVICES_PAGE_SIZE}
              hrefFor={listHref}
            />
          </>
        ))}
    </section>
  );
}
