import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { device } from '../../../lib/share-mode/testing';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { renderApp, signIn } from '../../../testing/test-utils';
import { storedPhoto } from '../../../testing/exhibit-fixtures';
import { setUpPageTests } from '../../../testing/page-test';

const p = en.devicePhotos;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

beforeEach(() => signIn());
setUpPageTests();

const LOOKUPS: Record<string, StubAnswer> = {
  'GET /areas': { body: { areas: [] } },
};

const photo = (id: string) => storedPhoto('devices/dev-9', id);

const PAGE = '/manage/lender/devices/create?id=dev-9';

function section() {
  return screen.getByRole('region', { name: p.heading });
}

describe('photos on /manage/lender/devices/create?id=', () => {
  it('when the device has photos, then they show with a remove button each', async () => {
    const existing = device({ id: 'dev-9', images: [photo('a'), photo('b')] });
    stubApi({ ...LOOKUPS, 'GET /home/devices/dev-9': { body: { device: existing } } });
    await renderApp(PAGE, 'en');

    await screen.findByRole('heading', { level: 2, name: p.heading }, { timeout: 3000 });
    const img = within(section()).getByRole('img', {
      name: fill(p.alt, { name: 'Confocal microscope', n: 2, total: 2 }),
    });
    expect(img).toHaveAttribute('src', photo('b').thumbnailUri);
    expect(img.closest('a')).toHaveAttribute('href', photo('b').uri);
    expect(
      within(section()).getByRole('button', { name: fill(p.removeLabel, { n: 1 }) }),
    ).toBeInTheDocument();
    expect(within(section()).getByLabelText(p.add)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('when a file is chosen, then its bytes go to POST /home/devices/{id}/images and the photo shows', async () => {
    const { calls, fetchMock } = stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': { body: { device: device({ id: 'dev-9' }) } },
      'POST /home/devices/dev-9/images': { status: 201, body: { image: photo('n') } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading }, { timeout: 3000 });
    expect(within(section()).getByText(p.none)).toBeInTheDocument();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'scope.png', { type: 'image/png' });
    await user.upload(within(section()).getByLabelText(p.add), file);

    expect(await within(section()).findByText(p.uploaded)).toBeInTheDocument();
    const [upload] = calls('POST /home/devices/dev-9/images');
    expect(upload?.headers.get('Content-Type')).toBe('image/png');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/dev-9/images'));
    expect(sent?.[1]?.body).toBe(file);
    expect(
      within(section()).getByRole('img', {
        name: fill(p.alt, { name: 'Confocal microscope', n: 1, total: 1 }),
      }),
    ).toHaveAttribute('src', photo('n').thumbnailUri);
  });

  it('when a file is too large or not an image, then a message and nothing is sent', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': { body: { device: device({ id: 'dev-9' }) } },
    });
    const user = userEvent.setup({ applyAccept: false });
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading }, { timeout: 3000 });

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(section()).getByLabelText(p.add), big);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(p.tooLarge);

    await user.upload(
      within(section()).getByLabelText(p.add),
      new File(['x'], 'a.gif', { type: 'image/gif' }),
    );
    expect(await within(section()).findByText(p.badType)).toBeInTheDocument();
    expect(calls('POST /home/devices/dev-9/images')).toHaveLength(0);
  });

  it('when the API refuses the upload, then its message shows', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': { body: { device: device({ id: 'dev-9' }) } },
      'POST /home/devices/dev-9/images': apiError(409, 'too_many_images'),
    });
    const user = userEvent.setup();
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading }, { timeout: 3000 });
    await user.upload(
      within(section()).getByLabelText(p.add),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      fill(p.tooMany, { max: 5 }),
    );
  });

  it('when the device has 5 photos, then there is no upload input', async () => {
    const images = ['1', '2', '3', '4', '5'].map(photo);
    stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': { body: { device: device({ id: 'dev-9', images }) } },
    });
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading }, { timeout: 3000 });
    expect(within(section()).getAllByRole('img')).toHaveLength(5);
    expect(within(section()).queryByLabelText(p.add)).not.toBeInTheDocument();
  });

  it('when remove is confirmed, then DELETE is sent and the photo goes', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': {
        body: { device: device({ id: 'dev-9', images: [photo('a'), photo('b')] }) },
      },
      'DELETE /home/devices/dev-9/images/a': { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading }, { timeout: 3000 });

    await user.click(
      within(section()).getByRole('button', { name: fill(p.removeLabel, { n: 1 }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: p.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: p.remove }));

    expect(await within(section()).findByText(p.removed)).toBeInTheDocument();
    expect(calls('DELETE /home/devices/dev-9/images/a')).toHaveLength(1);
    await waitFor(() => expect(within(section()).getAllByRole('img')).toHaveLength(1));
  });

  it('when creating a device, then there is no photos section', async () => {
    stubApi(LOOKUPS);
    await renderApp('/manage/lender/devices/create', 'en');
    await screen.findByRole('heading', { level: 1, name: en.lender.form.createTitle });
    expect(screen.queryByRole('heading', { name: p.heading })).not.toBeInTheDocument();
  });
});
