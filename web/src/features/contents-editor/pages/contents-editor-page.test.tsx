import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { renderInRouter, signIn } from '../../../testing/test-utils';
import { ContentsEditorPage } from './contents-editor-page';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));
setUpPageTests();

const history = (version: number) => ({
  body: {
    content: {
      slug: 'terms',
      lang: 'ja',
      title: '利用規約',
      body: '## 第1条（目的） {#purpose}\n\n本文',
      version,
      updatedAt: '2027-01-05T03:00:00.000Z',
      termsVersion: version,
    },
    versions: [
      {
        id: `ja-00000${version}`,
        lang: 'ja',
        version,
        title: '利用規約',
        body: '…',
        baseVersion: version - 1,
        editorial: false,
        termsVersion: version,
        publishedAt: '2027-01-05T03:00:00.000Z',
        publishedBy: { uid: 'misaki', name: '高橋 美咲' },
      },
      {
        id: 'ja-000001',
        lang: 'ja',
        version: 1,
        title: '利用規約',
        body: '…',
        baseVersion: null,
        editorial: false,
        termsVersion: 1,
        publishedAt: '2026-11-19T15:00:00.000Z',
        publishedBy: { uid: null, name: null },
      },
    ],
  },
});

describe('ContentsEditorPage', () => {
  it('without the content_editor role, then the page says so and offers no editor', async () => {
    signIn();
    stubApi({});
    await renderInRouter(<ContentsEditorPage />, { path: '/manage/system/contents' });
    expect(screen.getByRole('alert')).toHaveTextContent('文書編集の担当者だけ');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('when an editor edits the terms, then the preview follows, and publishing sends the version loaded', async () => {
    const user = userEvent.setup();
    signIn({ roles: ['content_editor'] });
    const api = stubApi({
      'GET /home/system/contents/terms': [history(2), history(3)],
      'POST /home/system/contents/terms': { status: 201, body: history(3).body },
    });
    await renderInRouter(<ContentsEditorPage />, { path: '/manage/system/contents?doc=terms' });

    const body = await screen.findByLabelText(/本文（Markdown）/);
    expect(screen.getByText('第2版（2027/01/05 12:00:00）')).toBeInTheDocument();
    const history2 = screen.getByRole('table', { name: '版の履歴' });
    expect(within(history2).getByText('当初の文書')).toBeInTheDocument();
    expect(within(history2).getByText('高橋 美咲')).toBeInTheDocument();

    await user.clear(body);
    await user.type(body, '## 第1条（目的） {{#purpose}\n\n改定した本文');
    const preview = screen.getByRole('region', { name: 'プレビュー' });
    await waitFor(() => expect(within(preview).getByText('改定した本文')).toBeInTheDocument());
    expect(
      within(preview).getByRole('heading', { level: 2, name: '第1条（目的）' }),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText('同意し直す必要のない修正として公開する'));
    await user.click(screen.getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('第3版を公開しました。')).toBeInTheDocument();
    expect(api.calls('POST /home/system/contents/terms')[0]?.body).toEqual({
      lang: 'ja',
      title: '利用規約',
      body: '## 第1条（目的） {#purpose}\n\n改定した本文',
      baseVersion: 2,
      editorial: true,
    });
  });

  it('when someone published meanwhile, then a conflict message shows, the draft stays and the next try builds on the new version', async () => {
    const user = userEvent.setup();
    signIn({ roles: ['content_editor'] });
    const api = stubApi({
      'GET /home/system/contents/terms': [history(2), history(3)],
      'POST /home/system/contents/terms': [
        apiError(409, 'content_changed'),
        { status: 201, body: history(4).body },
      ],
    });
    await renderInRouter(<ContentsEditorPage />, { path: '/manage/system/contents' });
    const title = await screen.findByLabelText(/タイトル/);
    await user.clear(title);
    await user.type(title, '利用規約（改定）');
    await user.click(screen.getByRole('button', { name: '公開する' }));

    expect(await screen.findByText(/ほかの担当者が先に公開しました/)).toBeInTheDocument();
    expect(screen.getByLabelText(/タイトル/)).toHaveValue('利用規約（改定）');
    await screen.findByText('第3版（2027/01/05 12:00:00）');
    await user.click(screen.getByRole('button', { name: '公開する' }));
    await waitFor(() => expect(api.calls('POST /home/system/contents/terms')).toHaveLength(2));
    expect(api.calls('POST /home/system/contents/terms')[1]?.body).toMatchObject({
      title: '利用規約（改定）',
      baseVersion: 3,
    });
  });
});
