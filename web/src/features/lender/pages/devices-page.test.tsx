import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device } from '../../../lib/share-mode/testing';
import { stubApi } from '../../../testing/api-stub';
import { renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const d = en.lender.devices;

beforeEach(() => signIn());
setUpPageTests();

const DEVICES = [
  device({ id: 'dev-1', name: 'Confocal microscope', feePerHour: 1200, requiresApproval: true }),
  device({
    id: 'dev-2',
    name: 'Centrifuge',
    feePerHour: 0,
    requiresApproval: false,
    active: false,
  }),
];

describe('/manage/lender/devices', () => {
  it('lists the devices with fee, approval, state, and links to edit, to the qualified users and to maintenance', async () => {
    const { calls } = stubApi({ 'GET /home/devices': { body: { devices: DEVICES, total: 2 } } });
    await renderApp('/manage/lender/devices', 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a device' })).toHaveAttribute(
      'href',
      '/manage/lender/devices/create',
    );
    const first = (await screen.findByRole('rowheader', { name: 'Confocal microscope' })).closest(
      'tr',
    );
    if (!first) throw new Error('no row');
    const row = within(first);
    expect(first).toHaveTextContent('¥1,200 / hour');
    expect(row.getByText(d.yes)).toBeInTheDocument();
    expect(row.getByText(d.active)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Confocal microscope' })).toHaveAttribute(
      'href',
      '/manage/lender/devices/create?id=dev-1',
    );
    expect(
      row.getByRole('link', { name: 'Qualified users of Confocal microscope' }),
    ).toHaveAttribute('href', '/manage/lender/devices/dev-1/qualifications');
    expect(
      row.getByRole('link', { name: 'Qualified users of Confocal microscope' }),
    ).toHaveTextContent(d.qualifications);
    const facility = row.getByRole('link', {
      name: 'Maintenance and problems of Confocal microscope',
    });
    expect(facility).toHaveAttribute('href', '/manage/lender/devices/dev-1/facility');
    expect(facility).toHaveTextContent(en.lender.facility.link);
    const second = screen.getByRole('rowheader', { name: 'Centrifuge' }).closest('tr');
    expect(second).toHaveTextContent(d.free);
    expect(second).toHaveTextContent(d.no);
    expect(second).toHaveTextContent(d.suspended);
    expect(screen.getByText('2 devices')).toBeInTheDocument();
    expect(calls('GET /home/devices')[0]?.query.toString()).toBe('limit=20&offset=0');
  });

  it('pages through more than 20 devices with ?page=', async () => {
    const { calls } = stubApi({ 'GET /home/devices': { body: { devices: DEVICES, total: 45 } } });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/lender/devices?page=2', 'en');

    await screen.findByRole('rowheader', { name: 'Centrifuge' });
    expect(calls('GET /home/devices')[0]?.query.get('offset')).toBe('20');
    await user.click(screen.getByRole('link', { name: en.exhibitCard.pager.next }));
    expect(router.state.location.search).toBe('?page=3');
    await screen.findByRole('rowheader', { name: 'Centrifuge' });
    expect(calls('GET /home/devices').at(-1)?.query.get('offset')).toBe('40');
  });

  it('in Japanese, amounts read 1,200円 and an empty list says so', async () => {
    stubApi({
      'GET /home/devices': [
        { body: { devices: [DEVICES[0]], total: 1 } },
        { body: { devices: [], total: 0 } },
      ],
    });
    const { router } = await renderApp('/manage/lender/devices');
    expect(await screen.findByRole('heading', { level: 1, name: ja.lender.devices.title }));
    expect(await screen.findByText('1時間 1,200円')).toBeInTheDocument();
    await router.navigate('/manage/lender/devices?page=2');
    expect(await screen.findByText(ja.lender.devices.empty)).toBeInTheDocument();
  });
});
