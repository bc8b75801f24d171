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
