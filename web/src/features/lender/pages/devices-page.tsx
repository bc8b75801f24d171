import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useMyDevices } from '../api/get-my-devices';
import { editHref } from '../components/links';
import { Page } from '../../../components/page';
import { PagedTable } from '../../../components/query-table';
import { pageHref, usePaging } from '../../../lib/paging';
import { LoadError } from '../components/load-error';
import { useYen } from '../components/money';
import '../components/lender.css';

const DEVICES_PAGE_SIZE = 20;

const listHref = (page: number) => pageHref(paths.lenderDevices.getHref(), page);

/**
 * `/manage/lender/devices`: the acting identity's devices (newest first, paged): fee, approval,
 * active or suspended, and links to edit each, to its qualified users and to its outages and
 * problems.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const yen = useYen();
  const paging = usePaging(DEVICES_PAGE_SIZE, listHref);
  const query = useMyDevices(paging.limit, paging.offset);

  return (
    <Page
      headingId="lender-devices-heading"
      title={t('lender.devices.title')}
      className="lender"
      action={
        <Link to={paths.lenderDeviceCreate.getHref()} className="button">
          {t('lender.devices.create')}
        </Link>
      }
    >
      <PagedTable
        query={query}
        rowsOf={(data) => data.devices}
        words="lender.devices"
        LoadError={LoadError}
        caption={t('lender.devices.caption')}
        columns={['name', 'fee', 'approval', 'state', 'actions']}
        paging={paging}
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
              <div className="list-page__actions">
                <Link
                  to={editHref(device.id)}
                  aria-label={t('lender.devices.editNamed', { name: device.name })}
                >
                  {t('lender.devices.edit')}
                </Link>
                <Link
                  to={paths.lenderDeviceQualifications.getHref(device.id)}
                  aria-label={t('lender.devices.qualificationsNamed', { name: device.name })}
                >
                  {t('lender.devices.qualifications')}
                </Link>
                <Link
                  to={paths.lenderDeviceFacility.getHref(device.id)}
                  aria-label={t('lender.facility.linkNamed', { name: device.name })}
                >
                  {t('lender.facility.link')}
                </Link>
              </div>
            </td>
          </tr>
        )}
      />
    </Page>
  );
}
