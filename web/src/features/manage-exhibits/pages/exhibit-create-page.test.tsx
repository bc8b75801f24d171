import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { renderRoute, TEST_USER, fieldErrorOf, fill, findToast } from '../../../testing/test-utils';
import { apiError, stubApi } from '../../../testing/api-stub';
import { LOOKUPS, MANAGED_EXHIBIT } from '../testing/fixtures';
import { ExhibitCreatePage } from './exhibit-create-page';
import { setUpPageTests } from '../../../testing/page-test';
import { stubPhotoPreviews } from '../../../testing/photo-previews';

// jsdom decodes no images: chosen files go as they are (resizing is tested in the browser).
vi.mock('../../../lib/image-resize', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/image-resize')>()),
  preparePhoto: (file: File) => Promise.resolve(file),
}));
stubPhotoPreviews();

const f = ja.exhibitForm;
const place = ja.fields;

setUpPageTests({ signedIn: true });

const render = () =>
  renderRoute(<ExhibitCreatePage />, {
    pattern: '/manage/exhibit/reuse/create',
    path: '/manage/exhibit/reuse/create',
  });

type User = ReturnType<typeof userEvent.setup>;

const item = (number: number) =>
  screen.getByRole('group', { name: fill(f.itemHeading, { number }) });

async function fillItem(user: User, number: number, category = '机') {
  const box = item(number);
  await user.type(within(box).getByRole('textbox', { name: f.itemName }), '事務机');
  await user.selectOptions(within(box).getByRole('combobox', { name: f.category }), category);
  await user.selectOptions(
    within(box).getByRole('combobox', { name: f.condition }),
    f.conditions.clean,
  );
  await user.selectOptions(
    within(box).getByRole('combobox', { name: f.assetCategory }),
    f.assetCategories.personal_property,
  );
  await user.type(within(box).getByRole('textbox', { name: f.assetNumber }), 'A-001');
  await user.selectOptions(
    within(box).getByRole('combobox', { name: f.budgetSource }),
    f.budgetSources.others,
  );
  await user.type(within(box).getByRole('textbox', { name: f.projectCode }), '123456789012');
}

async function fillForm(user: User) {
  await user.type(screen.getByRole('textbox', { name: f.title }), '机と椅子を譲ります');
  await user.selectOptions(screen.getByRole('combobox', { name: place.area }), '本部キャンパス');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: place.building }),
    await screen.findByRole('option', { name: '1号館' }),
  );
  await user.type(screen.getByRole('textbox', { name: place.room }), '101');
  fireEvent.change(screen.getByLabelText(f.pickupFrom, { exact: false }), {
    target: { value: '2026-04-01T10:00' },
  });
  fireEvent.change(screen.getByLabelText(f.pickupUntil, { exact: false }), {
    target: { value: '2026-04-30T17:00' },
  });
  fireEvent.change(screen.getByLabelText(f.expiresAt, { exact: false }), {
    target: { value: '2026-05-31T23:59' },
  });
  await user.selectOptions(screen.getByRole('combobox', { name: f.secretariat }), '工学部事務');
  await fillItem(user, 1);
  await user.click(screen.getByRole('checkbox', { name: f.notice.agree }));
}

/** The form, saving exhibit ex9 to a stubbed API, with every required field filled. */
async function filledForm() {
  const { calls } = stubApi({
    ...LOOKUPS,
    'POST /home/exhibits': { status: 201, body: { exhibit: { ...MANAGED_EXHIBIT, id: 'ex9' } } },
  });
  const user = userEvent.setup();
  const { router } = await render();
  await screen.findByRole('button', { name: f.createSubmit });
  await fillForm(user);
  return { calls, user, router };
}

describe('ExhibitCreatePage', () => {
  it('shows the prohibited-items notice (terms article 7) with the agreement box', async () => {
    stubApi(LOOKUPS);
    await render();
    const notice = await screen.findByRole('region', { name: f.notice.title });
    for (const key of ['item1', 'item2', 'item3', 'item4', 'item5', 'item6', 'item7'] as const) {
      expect(notice).toHaveTextContent(f.notice[key]);
    }
    expect(within(notice).getByRole('link', { name: f.notice.terms })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(notice).getByRole('checkbox', { name: f.notice.agree })).not.toBeChecked();
    // The item manager and e-mail start as the signed-in user's.
    expect(screen.getByRole('textbox', { name: f.managerEmail })).toHaveValue(TEST_USER.email);
  });

  it('when required fields are missing, then they say so and nothing is sent', async () => {
    const { calls } = stubApi(LOOKUPS);
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: f.createSubmit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: f.title }))).toBe(f.errors.required),
    );
    expect(fieldErrorOf(within(item(1)).getByRole('textbox', { name: f.itemName }))).toBe(
      f.errors.required,
    );
    expect(screen.getByRole('checkbox', { name: f.notice.agree })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fieldErrorOf(screen.getByRole('checkbox', { name: f.notice.agree }))).toBe(
      f.errors.agree,
    );
    expect(calls('POST /home/exhibits')).toHaveLength(0);
  });

  it('when a submit finds problems, then they are listed at the top and focus goes to the first', async () => {
    stubApi(LOOKUPS);
    const user = userEvent.setup();
    await render();
    await user.type(await screen.findByRole('textbox', { name: f.title }), '机');
    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    const summary = await screen.findByRole('region', { name: /件の問題があります/ });
    // It comes first in the form, above every field.
    const form = summary.closest('form');
    expect(form?.querySelector('.field')?.compareDocumentPosition(summary)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    const links = within(summary).getAllByRole('link');
    // The item manager and the e-mail come filled in from the profile: the campus is first.
    expect(links[0]?.textContent).toMatch(new RegExp(`^${place.area}: `));
    expect(summary).toHaveTextContent(f.errors.agree);
    // The first invalid field has the focus.
    expect(screen.getByRole('combobox', { name: place.area })).toHaveFocus();

    // A listed problem leads to its field; fixing it takes it off the list.
    const count = links.length;
    const secretariat = links.find((link) => link.textContent?.startsWith(f.secretariat));
    await user.click(secretariat!);
    expect(screen.getByRole('combobox', { name: f.secretariat })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: f.secretariat }), '工学部事務');
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(count - 1));
  });

  it('asks for the project code when the budget source is others', async () => {
    stubApi(LOOKUPS);
    const user = userEvent.setup();
    await render();
    await screen.findByRole('button', { name: f.createSubmit });
    await fillForm(user);
    await user.clear(within(item(1)).getByRole('textbox', { name: f.projectCode }));
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() =>
      expect(fieldErrorOf(within(item(1)).getByRole('textbox', { name: f.projectCode }))).toBe(
        f.errors.projectCodeRequired,
      ),
    );
  });

  it('asks for the weight per unit as more than 0 kg, and sends what is typed', async () => {
    const { calls, user, router } = await filledForm();
    const weight = within(item(1)).getByRole('spinbutton', { name: f.weightKg });
    // Optional: its hint says what it is for.
    expect(weight).not.toBeRequired();
    expect(weight).toHaveAccessibleDescription(f.weightKgHint);

    await user.type(weight, '0');
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(fieldErrorOf(weight)).toBe(fill(f.errors.weight, { max: 5000 })));
    expect(calls('POST /home/exhibits')).toHaveLength(0);

    await user.clear(weight);
    await user.type(weight, '12.5');
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/exhibit/reuse/ex9'));
    expect(calls('POST /home/exhibits')[0]?.body).toMatchObject({ items: [{ weightKg: 12.5 }] });
  });

  it('shows book fields for a book category only, and adds and removes items', async () => {
    stubApi(LOOKUPS);
    const user = userEvent.setup();
    await render();
    await screen.findByRole('button', { name: f.createSubmit });
    expect(screen.queryByRole('textbox', { name: f.isbn })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: f.addItem }));
    await user.selectOptions(within(item(2)).getByRole('combobox', { name: f.category }), '教科書');
    expect(within(item(2)).getByRole('textbox', { name: f.isbn })).toBeInTheDocument();
    expect(within(item(2)).getByText(fill(f.kind, { kind: f.kinds.book }))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: fill(f.removeItem, { number: 2 }) }));
    expect(screen.queryByRole('group', { name: fill(f.itemHeading, { number: 2 }) })).toBeNull();
    // The last item cannot be removed.
    expect(screen.queryByRole('button', { name: fill(f.removeItem, { number: 1 }) })).toBeNull();
  });

  it("groups a book's fields: author and publisher, the publication date's parts as numbers, the ISBN", async () => {
    stubApi(LOOKUPS);
    const user = userEvent.setup();
    await render();
    await screen.findByRole('button', { name: f.createSubmit });
    await user.selectOptions(within(item(1)).getByRole('combobox', { name: f.category }), '教科書');

    const book = within(within(item(1)).getByRole('group', { name: f.book }));
    for (const name of [f.author, f.publisher, f.isbn]) {
      expect(book.getByRole('textbox', { name })).not.toHaveAttribute('inputmode');
    }
    for (const name of [f.publicationYear, f.publicationMonth, f.publicationDay]) {
      expect(book.getByRole('textbox', { name })).toHaveAttribute('inputmode', 'numeric');
    }
    await user.type(book.getByRole('textbox', { name: f.publicationMonth }), '4');
    expect(book.getByRole('textbox', { name: f.publicationMonth })).toHaveValue('4');
  });

  it('sends the exhibit with Tokyo times and opens its detail page', async () => {
    const { calls, user, router } = await filledForm();
    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/exhibit/reuse/ex9'));
    expect(router.state.location.state).toEqual({ photosNotAdded: [] });
    expect(await findToast(ja.exhibitForm.created, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/exhibits')[0]?.body).toEqual({
      title: '机と椅子を譲ります',
      description: '',
      itemManager: TEST_USER.displayName,
      managerEmail: TEST_USER.email,
      place: { areaId: 'main', buildingId: 'b1', room: '101' },
      pickupFrom: '2026-04-01T10:00:00+09:00',
      pickupUntil: '2026-04-30T17:00:00+09:00',
      secretariatId: 'sec1',
      memo: '',
      expiresAt: '2026-05-31T23:59:00+09:00',
      loan: false,
      loanDays: null,
      applicationDeadline: null,
      agreedToNotice: true,
      items: [
        {
          name: '事務机',
          description: '',
          categoryId: 'desk',
          stock: 1,
          condition: 'clean',
          book: null,
          assetInfo: {
            assetCategory: 'personal_property',
            assetNumber: 'A-001',
            budgetSource: 'others',
            projectCode: '123456789012',
            acquisitionDate: null,
            acquisitionPrice: null,
          },
          weightKg: null,
        },
      ],
    });
  });

  it('once created, the form stays locked while the next page loads: nothing is sent or chosen twice', async () => {
    stubApi({
      ...LOOKUPS,
      'POST /home/exhibits': { status: 201, body: { exhibit: { ...MANAGED_EXHIBIT, id: 'ex9' } } },
    });
    const user = userEvent.setup();
    renderRoute(<ExhibitCreatePage />, {
      pattern: '/manage/exhibit/reuse/create',
      path: '/manage/exhibit/reuse/create',
      elsewhere: 'loading',
    });
    await screen.findByRole('button', { name: f.createSubmit });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    expect(await findToast(ja.exhibitForm.created, { error: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: f.createSubmit })).toBeDisabled();
    expect(screen.queryByLabelText(ja.manageExhibits.images.add)).toBeNull();
  });

  it('lends: the period shows with 14 days, is checked, and is sent with the choice', async () => {
    const { calls, user } = await filledForm();
    const choice = screen.getByRole('group', { name: ja.loans.choice });
    expect(within(choice).getByRole('radio', { name: ja.loans.give })).toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: ja.loans.days })).toBeNull();

    await user.click(within(choice).getByRole('radio', { name: ja.loans.lend }));
    const days = screen.getByRole('spinbutton', { name: ja.loans.days });
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '181');
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('spinbutton', { name: ja.loans.days }))).toBe(
        fill(f.errors.range, { min: 1, max: 180 }),
      ),
    );
    expect(calls('POST /home/exhibits')).toHaveLength(0);

    await user.clear(screen.getByRole('spinbutton', { name: ja.loans.days }));
    await user.type(screen.getByRole('spinbutton', { name: ja.loans.days }), '30');
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(calls('POST /home/exhibits')).toHaveLength(1));
    expect(calls('POST /home/exhibits')[0]?.body).toMatchObject({ loan: true, loanDays: 30 });
  });

  it('hands out by lottery: the deadline shows when asked for, is checked against the expiry and sent', async () => {
    const l = ja.allocation.form;
    const { calls, user } = await filledForm();
    fireEvent.change(screen.getByLabelText(f.expiresAt, { exact: false }), {
      target: { value: '2099-05-31T23:59' },
    });
    expect(screen.queryByLabelText(l.deadline, { exact: false })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: l.lottery }));
    const deadline = screen.getByLabelText(l.deadline, { exact: false });
    fireEvent.change(deadline, { target: { value: '2099-06-01T12:00' } });
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(fieldErrorOf(deadline)).toBe(l.errors.deadlineAfterExpiry));
    expect(calls('POST /home/exhibits')).toHaveLength(0);

    fireEvent.change(deadline, { target: { value: '2099-05-01T12:00' } });
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(calls('POST /home/exhibits')).toHaveLength(1));
    expect(calls('POST /home/exhibits')[0]?.body).toMatchObject({
      applicationDeadline: '2099-05-01T12:00:00+09:00',
    });
  });

  it('first come by default: no deadline is sent', async () => {
    const { calls, user } = await filledForm();
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    await waitFor(() => expect(calls('POST /home/exhibits')).toHaveLength(1));
    expect(calls('POST /home/exhibits')[0]?.body).toMatchObject({ applicationDeadline: null });
  });

  it('uploads the photos chosen before saving to the new item, in the order set, then opens the exhibit', async () => {
    const image = {
      id: 'img',
      uri: '/api/v1/images/x.webp',
      thumbnailUri: '/api/v1/images/t.webp',
    };
    const { calls } = stubApi({
      ...LOOKUPS,
      'POST /home/exhibits': { status: 201, body: { exhibit: { ...MANAGED_EXHIBIT, id: 'ex9' } } },
      'POST /home/exhibits/ex9/items/it1/images': [
        { status: 201, body: { image } },
        apiError(413, 'payload_too_large'),
        { status: 201, body: { image } },
      ],
    });
    const user = userEvent.setup();
    const { router } = await render();
    await screen.findByRole('button', { name: f.createSubmit });
    await fillForm(user);
    const photos = within(item(1)).getByRole('region', { name: ja.manageExhibits.images.heading });
    await user.upload(within(photos).getByLabelText(ja.manageExhibits.images.add), [
      new File(['1'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['2'], 'b.jpg', { type: 'image/jpeg' }),
      new File(['3'], 'c.jpg', { type: 'image/jpeg' }),
    ]);
    await within(photos).findByRole('img', {
      name: fill(ja.photoEditor.previewAlt, { n: 3, name: 'c.jpg' }),
    });
    await user.click(
      within(photos).getByRole('button', { name: fill(ja.photoEditor.laterLabel, { n: 1 }) }),
    );
    expect(calls('POST /home/exhibits/ex9/items/it1/images')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/exhibit/reuse/ex9'));
    expect(
      calls('POST /home/exhibits/ex9/items/it1/images').map((call) => (call.raw as File).name),
    ).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    // The second was refused: the detail page names it, to be added again there.
    expect(router.state.location.state).toEqual({ photosNotAdded: ['a.jpg'] });
  });

  it("puts the server's validation errors on their fields, item fields included", async () => {
    stubApi({
      ...LOOKUPS,
      'POST /home/exhibits': {
        status: 400,
        body: {
          code: 'validation_error',
          message: 'The request is not valid',
          errors: [
            {
              location: 'body.items.0.assetInfo.projectCode',
              message: 'Enter the 12-digit project code',
            },
            { location: 'body.items.0.name', message: 'Too big' },
            { location: 'body.place.buildingId', message: 'Unknown building' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await render();
    await screen.findByRole('button', { name: f.createSubmit });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: f.createSubmit }));

    await waitFor(() =>
      expect(fieldErrorOf(within(item(1)).getByRole('textbox', { name: f.projectCode }))).toBe(
        'Enter the 12-digit project code',
      ),
    );
    expect(fieldErrorOf(within(item(1)).getByRole('textbox', { name: f.itemName }))).toBe(
      'Too big',
    );
    expect(fieldErrorOf(screen.getByRole('combobox', { name: place.building }))).toBe(
      'Unknown building',
    );
    expect(screen.queryByText(ja.errors.generic)).not.toBeInTheDocument();
    // The server's problems are summed up too.
    const summary = screen.getByRole('region', { name: /3 件の問題があります/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `${place.building}: Unknown building`,
      `${f.itemName}: Too big`,
      `${f.projectCode}: Enter the 12-digit project code`,
    ]);
    expect(screen.getByRole('combobox', { name: place.building })).toHaveFocus();
  });

  it('when the server refuses otherwise, then the message shows above the buttons', async () => {
    stubApi({ ...LOOKUPS, 'POST /home/exhibits': apiError(403, 'profile_required') });
    const user = userEvent.setup();
    await render();
    await screen.findByRole('button', { name: f.createSubmit });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: f.createSubmit }));
    expect(
      await findToast(ja.manageExhibits.errors.profileRequired, { error: true }),
    ).toBeInTheDocument();
  });

  it('when the choices cannot be loaded, then it says so', async () => {
    stubApi({ ...LOOKUPS, 'GET /categories': { status: 500, body: null } });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(f.loadFailed);
  });

  it('speaks English when English is chosen', async () => {
    stubApi(LOOKUPS);
    await renderRoute(<ExhibitCreatePage />, {
      pattern: '/manage/exhibit/reuse/create',
      path: '/manage/exhibit/reuse/create',
      language: 'en',
    });
    const notice = await screen.findByRole('region', { name: en.exhibitForm.notice.title });
    expect(notice).toHaveTextContent(en.exhibitForm.notice.item2);
    expect(screen.getByRole('button', { name: en.exhibitForm.createSubmit })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Main campus' })).toBeInTheDocument();
  });
});
