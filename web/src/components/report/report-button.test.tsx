import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { apiError, stubApi, validationError } from '../../testing/api-stub';
import { setUpPageTests } from '../../testing/page-test';
import { fieldErrorOf, findToast, renderInRouter, signIn } from '../../testing/test-utils';
import { ReportButton } from './report-button';

const r = ja.moderation.report;
const TARGET = { kind: 'comment', exhibitId: 'ex-1', commentId: 'c1' } as const;

setUpPageTests();

async function openDialog(language: 'ja' | 'en' = 'ja') {
  const user = userEvent.setup();
  await renderInRouter(<ReportButton target={TARGET} />, { language });
  const words = language === 'ja' ? r : en.moderation.report;
  await user.click(screen.getByRole('button', { name: words.button }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog: within(dialog), element: dialog };
}

describe('ReportButton', () => {
  it('is not shown to visitors', async () => {
    await renderInRouter(<ReportButton target={TARGET} />);
    expect(screen.queryByRole('button', { name: r.button })).toBeNull();
  });

  it('opens the dialog about the target, with the reasons in words', async () => {
    signIn();
    const { dialog, element } = await openDialog();

    expect(element).toHaveAccessibleName('コメントを通報する');
    const reason = dialog.getByRole('combobox', { name: r.reason });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([r.reasonPlaceholder, ...Object.values(ja.moderation.reasons)]);
  });

  it('sends the reason and the trimmed text, then thanks and closes', async () => {
    signIn();
    const { calls } = stubApi({
      'POST /home/reports': { status: 201, body: { report: { id: 'r1', createdAt: 'x' } } },
    });
    const { user, dialog } = await openDialog();

    await user.selectOptions(dialog.getByRole('combobox', { name: r.reason }), 'spam');
    await user.type(dialog.getByRole('textbox', { name: r.text }), '  同じ宣伝の繰り返し  ');
    await user.click(dialog.getByRole('button', { name: r.submit }));

    await findToast(r.done, { error: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('POST /home/reports')[0]?.body).toEqual({
      target: TARGET,
      reason: 'spam',
      text: '同じ宣伝の繰り返し',
    });
  });

  it('asks for a reason, and for the text when the reason is "other"', async () => {
    signIn();
    const { calls } = stubApi({
      'POST /home/reports': { status: 201, body: { report: { id: 'r1', createdAt: 'x' } } },
    });
    const { user, dialog } = await openDialog();
    const reason = dialog.getByRole('combobox', { name: r.reason });
    const text = dialog.getByRole('textbox', { name: r.text });

    await user.click(dialog.getByRole('button', { name: r.submit }));
    expect(fieldErrorOf(reason)).toBe(r.reasonRequired);

    await user.selectOptions(reason, 'other');
    expect(text).toBeRequired();
    await user.click(dialog.getByRole('button', { name: r.submit }));
    expect(fieldErrorOf(reason)).toBeNull();
    expect(fieldErrorOf(text)).toBe(r.textRequired);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST /home/reports')).toHaveLength(0);

    await user.type(text, '出品者が別の場所で販売しています');
    await user.click(dialog.getByRole('button', { name: r.submit }));
    await waitFor(() => expect(calls('POST /home/reports')).toHaveLength(1));
    expect(calls('POST /home/reports')[0]?.body).toMatchObject({ reason: 'other' });
  });

  it.each([
    ['already_reported', r.alreadyReported],
    ['own_target', r.ownTarget],
  ])('when the API answers 409 %s, then the dialog says so and stays', async (code, message) => {
    signIn();
    stubApi({ 'POST /home/reports': apiError(409, code) });
    const { user, dialog } = await openDialog();

    await user.selectOptions(dialog.getByRole('combobox', { name: r.reason }), 'harassment');
    await user.click(dialog.getByRole('button', { name: r.submit }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's field error on its field", async () => {
    signIn();
    stubApi({
      'POST /home/reports': validationError([{ location: 'body.text', message: 'Say more' }]),
    });
    const { user, dialog } = await openDialog();

    await user.selectOptions(dialog.getByRole('combobox', { name: r.reason }), 'fraud');
    await user.click(dialog.getByRole('button', { name: r.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(dialog.getByRole('textbox', { name: r.text }))).toBe('Say more'),
    );
  });

  it('speaks English', async () => {
    signIn();
    const { dialog, element } = await openDialog('en');
    expect(element).toHaveAccessibleName('Report: Comment');
    expect(dialog.getByRole('button', { name: en.moderation.report.submit })).toBeInTheDocument();
  });
});
