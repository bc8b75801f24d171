import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { NoticeKind } from '../../model/notice-types';
import type { ReservationTodoKind, TodoKind } from '../../model/contact-types';
import { uidsActingFor } from '../../shared/identities';

/**
 * E-mail copies of notices and new to-dos for users who opted in (`receiveNotificationEmail` on the
 * profile): documents in `mail` in the shape of the Trigger Email extension (`to`, `message.subject`,
 * `message.text`), which sends them. The text is in Japanese then English: the profile has no
 * language setting.
 */

export type MailKind = NoticeKind | TodoKind | ReservationTodoKind;

const WORDING: Record<MailKind, { ja: string; en: string }> = {
  new_favorite: {
    ja: '出品がお気に入りに追加されました',
    en: 'Your exhibit was added to favorites',
  },
  new_comment: { ja: '出品にコメントがありました', en: 'A comment was posted on your exhibit' },
  deadline_approach: { ja: '期限が近づいています', en: 'A deadline is approaching' },
  favorite_commented: {
    ja: 'お気に入りの出品にコメントがありました',
    en: 'A comment was posted on an exhibit you favorited',
  },
  commented_commented: {
    ja: 'コメントした出品に新しいコメントがありました',
    en: 'A new comment was posted on an exhibit you commented on',
  },
  chat_owner: { ja: '取引の連絡に返信してください', en: 'Please reply to a trade message' },
  delivery: { ja: '引き渡しを完了してください', en: 'Please complete the handover' },
  confirm_return: { ja: '返却を確認してください', en: 'Please confirm the return' },
  eval_owner: { ja: '取引相手を評価してください', en: 'Please evaluate the customer' },
  chat_customer: { ja: '出品者から返信がありました', en: 'The owner replied to your message' },
  receipt: { ja: '受け取りの予約が確定しました', en: 'Your pick-up reservation is confirmed' },
  return_exhibit: { ja: '借りた物品を返却してください', en: 'Please return the borrowed item' },
  eval_customer: { ja: '出品者を評価してください', en: 'Please evaluate the owner' },
  approve_reservation: { ja: '予約の承認をお願いします', en: 'A reservation awaits your approval' },
  reservation_approved: { ja: '予約が承認されました', en: 'Your reservation was approved' },
  reservation_rejected: { ja: '予約が承認されませんでした', en: 'Your reservation was declined' },
  reservation_cancelled: { ja: '予約が取り消されました', en: 'A reservation was cancelled' },
  reservation_reminder: { ja: '明日は予約の日です', en: 'Your reservation is tomorrow' },
};

export interface MailContent {
  subject: string;
  text: string;
}

/** The subject and text of one notification mail. */
export function mailContent(
  kind: MailKind,
  exhibitTitle: string,
  link: string | null,
): MailContent {
  const w = WORDING[kind];
  const lines = [
    `${w.ja}: ${exhibitTitle}`,
    '',
    `${w.en}: ${exhibitTitle}`,
    ...(link === null ? [] : ['', link]),
    '',
    '-- ',
    'キャンパスマーケット / Campus Marketplace',
    'このメールの受信はアカウント設定で停止できます。 / You can turn these e-mails off in your account settings.',
  ];
  return { subject: `[Campus Marketplace] ${w.ja} / ${w.en}`, text: lines.join('\n') };
}

export interface MailQueue {
  /**
   * Queues `content` for every opted-in, not withdrawn user acting for `accountId`, once per
   * `sourceId` and user (`mail/{sourceId}_{uid}`: a retried trigger queues nothing twice).
   */
  queue(accountId: string, sourceId: string, content: MailContent, now: Date): Promise<number>;
}

export function createMailQueue(db: Firestore): MailQueue {
  return {
    async queue(accountId, sourceId, content, now) {
      const uids = await uidsActingFor(db, accountId);
      if (uids.length === 0) return 0;
      const profiles = await db.getAll(...uids.map((uid) => db.collection('profiles').doc(uid)));
      const recipients = profiles.filter(
        (p) =>
          p.exists &&
          p.get('receiveNotificationEmail') === true &&
          (p.get('withdrawnAt') ?? null) === null &&
          typeof p.get('email') === 'string' &&
          p.get('email') !== '',
      );
      const results = await Promise.all(
        recipients.map((p) =>
          db
            .collection('mail')
            .doc(`${sourceId}_${p.id}`)
            .create({
              to: p.get('email') as string,
              message: content,
              uid: p.id,
              accountId,
              createdAt: Timestamp.fromDate(now),
            })
            .then(
              () => 1,
              (error: unknown) => {
                // ALREADY_EXISTS: this event was handled before.
                if ((error as { code?: unknown }).code === 6) return 0;
                throw error;
              },
            ),
        ),
      );
      return results.reduce<number>((sum, n) => sum + n, 0);
    },
  };
}
