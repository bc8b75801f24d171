import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import {
  exhibitPageRoutes,
  fillContactForm,
  FILLED_CONTACT,
} from '../../../testing/exhibit-fixtures';
import { renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const c = ja.exhibit.contact;
const PATH = '/exhibits/ex-1';

setUpPageTests({ quietWarnings: true });

function withApi(create: StubAnswer) {
  return stubApi({ ...exhibitPageRoutes(), 'POST /home/exhibits/ex-1/contacts': create });
}

async function openDialog(language: 'ja' | 'en' = 'ja') {
  signIn();
  const user = userEvent.setup();
  const rendered = await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: '木製の机' });
  const labels = language === 'ja' ? c : en.exhibit.contact;
  await user.click(screen.getByRole('button', { name: labels.button }));
  const dialog = screen.getByRole('dialog', { name: labels.dialogTitle });
  return { user, dialog, ...rendered };
}

describe('Contact dialog', () => {
  it('checks the fields before sending: required texts, e-mail, stock and at least one item', async () => {
    const { calls } = withApi({ status: 201, body: { contact: { id: 'c1' } } });
    const { user, dialog } = await openDialog();
    const d = within(dialog);

    expect(d.getByRole('spinbutton', { name: '木製の机の数量' })).toHaveValue(0);
    expect(d.getByText('在庫 2')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(c.agreement);

    await user.type(d.getByRole('spinbutton', { name: '材料力学の数量' }), '5');
    await user.type(d.getByRole('textbox', { name: c.locationManagerEmail }), 'not-an-address');
    await user.click(d.getByRole('button', { name: c.send }));

    expect(await d.findByText(c.validation.messageRequired)).toBeInTheDocument();
    expect(d.getByText(c.validation.placeRequired)).toBeInTheDocument();
    expect(d.getByText(c.validation.managerRequired)).toBeInTheDocument();
    expect(d.getByText(c.validation.emailInvalid)).toBeInTheDocument();
    expect(d.getByText('数量は在庫（2）以内で入力してください。')).toBeInTheDocument();
    expect(d.getByRole('spinbutton', { name: '材料力学の数量' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.clear(d.getByRole('spinbutton', { name: '材料力学の数量' }));
    await user.type(d.getByRole('spinbutton', { name: '材料力学の数量' }), '0');
    await user.click(d.getByRole('button', { name: c.send }));
    expect(await d.findByText(c.validation.itemsRequired)).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex-1/contacts')).toHaveLength(0);
  });

  it('sends the contact with the items asked for and goes to the receipt chat', async () => {
    const { calls } = withApi({ status: 201, body: { contact: { id: 'c-new' } } });
    const { user, dialog, router } = await openDialog();

    await fillContactForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: c.send }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage/receipt/contact/chat/c-new'),
    );
    expect(calls('POST /home/exhibits/ex-1/contacts')[0]?.body).toEqual(FILLED_CONTACT);
  });

  it('puts the server validation errors on the fields (items by the row asked for)', async () => {
    withApi(
      validationError(
        [
          { location: 'body.items.0.quantity', message: 'Too many of this item' },
          { location: 'body.installationPlace', message: 'Place not accepted' },
        ],
        'Invalid body',
      ),
    );
    const { user, dialog } = await openDialog();
    const d = within(dialog);

    await fillContactForm(user, dialog);
    await user.click(d.getByRole('button', { name: c.send }));

    expect(await d.findByText('Too many of this item')).toBeInTheDocument();
    expect(d.getByRole('spinbutton', { name: '材料力学の数量' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(d.getByRole('spinbutton', { name: '木製の机の数量' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(d.getByText('Place not accepted')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    [409, 'already_contacted'],
    [409, 'insufficient_stock'],
    [409, 'exhibit_expired'],
    [403, 'own_exhibit'],
  ] as const)('explains a %i %s', async (status, code) => {
    withApi(apiError(status, code));
    const { user, dialog, router } = await openDialog();

    await fillContactForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: c.send }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(c.errors[code]);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('when either side blocks the other, then it says they cannot interact', async () => {
    withApi(apiError(403, 'blocked'));
    const { user, dialog } = await openDialog();

    await fillContactForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: c.send }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ja.moderation.errors.blocked,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when too many contacts were sent, then the rate-limit message and the dialog stays open', async () => {
    withApi(apiError(429, 'rate_limited'));
    const { user, dialog } = await openDialog();

    await fillContactForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: c.send }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ja.errors.rateLimited);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is labelled in English and closes with Cancel', async () => {
    withApi({ status: 201, body: { contact: { id: 'c1' } } });
    const { user, dialog } = await openDialog('en');
    const d = within(dialog);

    expect(d.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(d.getByRole('spinbutton', { name: 'Quantity of 材料力学' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Installation place' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Location manager' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Manager e-mail' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(en.exhibit.contact.agreement);
    expect(d.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: en.exhibit.contact.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Contact the owner' })).toBeInTheDocument();
  });
});
