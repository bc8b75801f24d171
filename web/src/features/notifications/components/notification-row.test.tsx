import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import type { Language } from '../../../lib/i18n';
import { setUpPageTests } from '../../../testing/page-test';
import { renderInRouter } from '../../../testing/test-utils';
import type { NoticeRow } from '../api/types';
import { toRowView } from '../row-view';
import { AT_TOKYO, notice } from '../testing-rows';
import { NotificationRow } from './notification-row';

setUpPageTests({ signedIn: true });

async function renderNotice(overrides: Partial<NoticeRow>, language: Language = 'ja') {
  await renderInRouter(
    <ul>
      <NotificationRow view={toRowView('notice', notice(1, overrides))} />
    </ul>,
    { language },
  );
  return screen.getByRole('link');
}

describe('NotificationRow of a moderation notice', () => {
  it.each([
    ['report_actioned', '通報した内容にモデレーターが対応しました'],
    ['report_dismissed', '通報を確認しましたが、対応は不要と判断しました'],
    ['exhibit_unpublished', '出品がモデレーターにより非公開になりました'],
    ['content_hidden', '投稿がモデレーターにより非表示になりました'],
    ['account_suspended', 'アカウントが一時停止されました'],
  ] as const)('words %s as "%s"', async (kind, words) => {
    const link = await renderNotice({
      kind,
      moderation: { reason: '', until: null, targetKind: 'exhibit' },
    });
    expect(link).toHaveTextContent(words);
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
  });

  it("shows the moderators' reason and leads to the owner's page of the exhibit", async () => {
    const link = await renderNotice({
      kind: 'exhibit_unpublished',
      exhibitTitle: '木製の机',
      moderation: { reason: '禁止されている物品です', until: null, targetKind: 'exhibit' },
    });
    expect(link).toHaveTextContent('木製の机');
    expect(link).toHaveTextContent('理由: 禁止されている物品です');
    expect(link).toHaveTextContent(AT_TOKYO);
    expect(link).toHaveAttribute('href', '/manage/exhibit/reuse/ex-1');
  });

  it('shows until when a suspension lasts (Tokyo time) and leads to the account', async () => {
    const link = await renderNotice({
      kind: 'account_suspended',
      exhibitId: '',
      exhibitTitle: '',
      moderation: {
        reason: '迷惑行為',
        until: '2024-04-07T15:00:00.000Z',
        targetKind: 'account',
      },
    });
    expect(link).toHaveTextContent('2024/04/08 00:00:00 まで');
    expect(link).toHaveTextContent('理由: 迷惑行為');
    expect(link).toHaveAttribute('href', '/manage/account');
  });

  it('in English', async () => {
    const link = await renderNotice(
      {
        kind: 'content_hidden',
        moderation: { reason: 'Insults', until: null, targetKind: 'comment' },
      },
      'en',
    );
    expect(link).toHaveTextContent(en.notifications.kinds.notice.content_hidden);
    expect(link).toHaveTextContent('Reason: Insults');
    expect(link).toHaveAttribute('href', '/exhibits/ex-1');
  });
});
