import { describe, expect, it } from 'vitest';
import { mailContent, mailFor } from './mail';

describe('notification mails in the recipient language', () => {
  const content = mailContent(
    'new_comment',
    'オフィス椅子',
    'https://campus.example.ac.jp/exhibits/e1',
  );

  it('in Japanese alone for a recipient who chose Japanese', () => {
    expect(mailFor(content, 'ja')).toEqual({
      subject: '[キャンパスマーケット] 出品にコメントがありました',
      text: [
        '出品にコメントがありました: オフィス椅子',
        '',
        'https://campus.example.ac.jp/exhibits/e1',
        '',
        '-- ',
        'キャンパスマーケット',
        'このメールの受信はアカウント設定で停止できます。',
      ].join('\n'),
    });
  });

  it('in English alone for a recipient who chose English', () => {
    const mail = mailFor(content, 'en');
    expect(mail.subject).toBe('[Campus Marketplace] A comment was posted on your exhibit');
    expect(mail.text).toBe(
      [
        'A comment was posted on your exhibit: オフィス椅子',
        '',
        'https://campus.example.ac.jp/exhibits/e1',
        '',
        '-- ',
        'Campus Marketplace',
        'You can turn these e-mails off in your account settings.',
      ].join('\n'),
    );
  });

  it('in both languages, as before, for a profile without a language', () => {
    expect(mailFor(content, null)).toEqual({ subject: content.subject, text: content.text });
    expect(mailFor(content, null).subject).toBe(
      '[Campus Marketplace] 出品にコメントがありました / A comment was posted on your exhibit',
    );
  });
});

describe('moderation mails', () => {
  const until = new Date('2026-12-01T03:00:00Z');
  const content = mailContent('account_suspended', '山田 花子', null, {
    reason: 'Repeated spam',
    until,
  });

  it('when a user is suspended, then the mail gives the reason and the end in Tokyo time, in their language', () => {
    expect(mailFor(content, 'ja').text.split('\n').slice(0, 3)).toEqual([
      'アカウントが一時停止されました: 山田 花子',
      '理由: Repeated spam',
      '停止期限: 2026/12/01 12:00:00',
    ]);
    expect(mailFor(content, 'en').text.split('\n').slice(0, 3)).toEqual([
      'Your account was suspended: 山田 花子',
      'Reason: Repeated spam',
      'Suspended until: 2026/12/01 12:00:00',
    ]);
  });

  it('when a reporter hears the outcome, then no reason is given (it is for the owner)', () => {
    const outcome = mailContent('report_actioned', 'Office desk', null, {
      reason: '',
      until: null,
    });
    expect(mailFor(outcome, 'en').text.split('\n')[1]).toBe('');
    expect(mailFor(outcome, 'ja').subject).toBe(
      '[キャンパスマーケット] 通報した内容にモデレーターが対応しました',
    );
  });
});
