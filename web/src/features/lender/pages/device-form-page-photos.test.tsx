import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { device } from '../../../lib/share-mode/testing';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { stubPhotoPreviews } from '../../../testing/photo-previews';
import { findToast, renderApp, signIn } from '../../../testing/test-utils';
import { storedPhoto } from '../../../testing/exhibit-fixtures';
import { setUpPageTests } from '../../../testing/page-test';

// jsdom decodes no images: chosen files go as they are (resizing is tested in the browser).
vi.mock('../../../lib/image-resize', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/image-resize')>()),
  preparePhoto: (file: File) => Promise.resolve(file),
}));
stubPhotoPreviews();

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

    await screen.findByRole('heading', { level: 2, name: p.heading });
    const img = within(section()).getByRole('img', {
      name: fill(p.alt, { name: 'Confocal microscope', n: 2, total: 2 }),
    });
    expect(img).toHaveAttribute('src', photo('b').thumbnailUri);
    expect(img.closest('a')).toHaveAttribute('href', photo('b').uri);
    expect(
      within(section()).getByRole('button', { name: fill(p.removeLabel, { n: 1 }) }),
    ).toBeInTheDocument();
    // Any image: phone formats are converted before upload.
    expect(within(section()).getByLabelText(p.add)).toHaveAttribute('accept', 'image/*');
    expect(within(section()).getByLabelText(p.add)).toHaveAttribute('multiple');
    expect(within(section()).getByLabelText(en.photoEditor.takePhoto)).toHaveAttribute(
      'capture',
      'environment',
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
    await screen.findByRole('heading', { level: 2, name: p.heading });
    expect(within(section()).getByText(p.none)).toBeInTheDocument();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'scope.png', { type: 'image/png' });
    await user.upload(within(section()).getByLabelText(p.add), file);

    expect(await findToast(p.uploaded)).toBeInTheDocument();
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
    await screen.findByRole('heading', { level: 2, name: p.heading });

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 40 * 1024 * 1024 + 1 });
    await user.upload(within(section()).getByLabelText(p.add), big);
    expect(await findToast(p.tooLarge, { error: true })).toBeInTheDocument();

    await user.upload(
      within(section()).getByLabelText(p.add),
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(await findToast(p.badType, { error: true })).toBeInTheDocument();
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
    await screen.findByRole('heading', { level: 2, name: p.heading });
    await user.upload(
      within(section()).getByLabelText(p.add),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(await findToast(fill(p.tooMany, { max: 5 }), { error: true })).toBeInTheDocument();
  });

  it('when the device has 5 photos, then there is no upload input', async () => {
    const images = ['1', '2', '3', '4', '5'].map(photo);
    stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': { body: { device: device({ id: 'dev-9', images }) } },
    });
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading });
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
    await screen.findByRole('heading', { level: 2, name: p.heading });

    await user.click(
      within(section()).getByRole('button', { name: fill(p.removeLabel, { n: 1 }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: p.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: p.remove }));

    expect(await findToast(p.removed)).toBeInTheDocument();
    expect(calls('DELETE /home/devices/dev-9/images/a')).toHaveLength(1);
    await waitFor(() => expect(within(section()).getAllByRole('img')).toHaveLength(1));
  });

  it('when several files are chosen at once, then they upload one by one in that order', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /home/devices/dev-9': { body: { device: device({ id: 'dev-9' }) } },
      'POST /home/devices/dev-9/images': [
        { status: 201, body: { image: photo('a') } },
        { status: 201, body: { image: photo('b') } },
      ],
    });
    const user = userEvent.setup();
    await renderApp(PAGE, 'en');
    await screen.findByRole('heading', { level: 2, name: p.heading });

    await user.upload(within(section()).getByLabelText(p.add), [
      new File(['1'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['2'], 'two.jpg', { type: 'image/jpeg' }),
    ]);

    expect(await findToast(fill(en.photoEditor.added_other, { count: 2 }))).toBeInTheDocument();
    expect(calls('POST /home/devices/dev-9/images').map((c) => (c.raw as File).name)).toEqual([
      'one.jpg',
      'two.jpg',
    ]);
    expect(
      within(section())
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([photo('a').thumbnailUri, photo('b').thumbnailUri]);
  });
});

describe('photos chosen before a device is first saved', () => {
  const NEW_LOOKUPS: Record<string, StubAnswer> = {
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  };

  async function fillAndChoose(user: ReturnType<typeof userEvent.setup>) {
    await user.type(
      await screen.findByRole('textbox', { name: en.lender.form.name }),
      'Confocal microscope',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: en.fields.area }),
      'North campus',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: en.fields.building }),
      await screen.findByRole('option', { name: 'Engineering Bldg. 1' }),
    );
    await user.type(screen.getByRole('textbox', { name: en.fields.room }), '301');
    await user.upload(within(section()).getByLabelText(p.add), [
      new File(['1'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['2'], 'side.jpg', { type: 'image/jpeg' }),
    ]);
    // Previews before anything is sent; the second is moved first.
    await within(section()).findByRole('img', {
      name: fill(en.photoEditor.previewAlt, { n: 2, name: 'side.jpg' }),
    });
    await user.click(
      within(section()).getByRole('button', {
        name: fill(en.photoEditor.earlierLabel, { n: 2 }),
      }),
    );
    expect(await findToast(fill(en.photoEditor.moved, { n: 1 }))).toBeInTheDocument();
  }

  it('when the device is created, then its photos upload in the order chosen and the list opens', async () => {
    const created = device({ id: 'dev-new' });
    const { calls } = stubApi({
      ...NEW_LOOKUPS,
      'POST /home/devices': { status: 201, body: { device: created } },
      'POST /home/devices/dev-new/images': { status: 201, body: { image: photo('x') } },
      'GET /home/devices': { body: { devices: [created], total: 1 } },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/lender/devices/create', 'en');
    await fillAndChoose(user);
    expect(calls('POST /home/devices/dev-new/images')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: en.lender.form.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/lender/devices'));
    expect(calls('POST /home/devices')).toHaveLength(1);
    expect(calls('POST /home/devices/dev-new/images').map((c) => (c.raw as File).name)).toEqual([
      'side.jpg',
      'front.jpg',
    ]);
  });

  it('when a photo cannot be added, then the device edit page opens naming it', async () => {
    const created = device({ id: 'dev-new' });
    stubApi({
      ...NEW_LOOKUPS,
      'POST /home/devices': { status: 201, body: { device: created } },
      'POST /home/devices/dev-new/images': [
        { status: 201, body: { image: photo('x') } },
        apiError(500, 'server_error'),
      ],
      'GET /home/devices/dev-new': { body: { device: { ...created, images: [photo('x')] } } },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/lender/devices/create', 'en');
    await fillAndChoose(user);

    await user.click(screen.getByRole('button', { name: en.lender.form.submit }));

    await waitFor(() => expect(router.state.location.search).toBe('?id=dev-new'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill(en.photoEditor.notAdded, { names: 'front.jpg' }),
    );
  });
});
