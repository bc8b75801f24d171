import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { NoticeKind } from '../../model/notice-types';
import type { ReservationTodoKind, TodoKind } from '../../model/contact-types';
import { LANGUAGES, type Language } from '../../model/identity-types';
import { languageSchema } from '../../model/profile';
import { tokyoText } from '../../model/tokyo-time';
import { uidsActingFor } from '../../shared/identities';
import { PRODUCT_NAME } from '../../shared/product-name';
import { type Languages, say } from '../../shared/wording';

/**
 * E-mail copies of notices and new to-dos for users who opted in (`receiveNotificationEmail` on the
 * profile): documents in `mail` in the shape of the Trigger Email extension (`to`, `message.subject`,
 * `message.text`), which sends them. Each recipient gets the mail in the language of their profile
 * (`language`, chosen in the profile form); a profile without one (from before the choice existed)
 * gets Japanese then English.
 */

export type MailKind = NoticeKind | TodoKind | ReservationTodoKind;

const WORDING: Record<MailKind, Record<Language, string>> = {
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
  train_user: {
    ja: '機器の利用講習の依頼がありました',
    en: 'Someone asked for training on your device',
  },
  waitlist_offer: {
    ja: '順番待ちの枠が空きました。期限までに予約を確定してください',
    en: 'A slot you waited for is free: accept it before the offer ends',
  },
  assist_reservation: {
    ja: '技術支援の依頼があります',
    en: 'A user asks for your assistance with a session',
  },
  assistance_accepted: {
    ja: '技術支援の依頼が引き受けられました',
    en: 'Your request for assistance was accepted',
  },
  usage_report_overdue: {
    ja: '利用報告の提出期限が過ぎました',
    en: 'A usage report is overdue',
  },
  assistance_declined: {
    ja: '技術支援の依頼が断られました',
    en: 'Your request for assistance was declined',
  },
  report_usage: {
    ja: '利用報告を提出してください',
    en: 'Please file the usage report of your session',
  },
  confirm_report: {
    ja: '利用時間の確認が必要な利用報告があります',
    en: 'A usage report awaits your confirmation of the time used',
  },
  approve_budget: {
    ja: '予算の承認を待つ予約があります',
    en: 'A reservation is waiting for your budget approval',
  },
  budget_approved: {
    ja: '予算責任者が予約の支出を承認しました',
    en: "The budget holder approved your reservation's charge",
  },
  budget_rejected: {
    ja: '予算責任者が予約の支出を承認しませんでした',
    en: "The budget holder declined your reservation's charge",
  },
  reservation_released: {
    ja: 'チェックインがなかったため、予約が無断キャンセルとして解放されました',
    en: 'Your reservation was released as a no-show: nobody checked in',
  },
  resolve_problem: {
    ja: '機器の不具合が報告されました',
    en: 'A problem was reported with your device',
  },
  reservation_outage_cancelled: {
    ja: '機器のメンテナンスのため予約が取り消されました',
    en: 'Your reservation was cancelled for the device’s maintenance',
  },
  device_shut_down: {
    ja: '予約している機器が不具合のため利用停止になりました',
    en: 'A device you booked is out of service because of a problem',
  },
  device_restored: {
    ja: '予約している機器の利用が再開されました',
    en: 'A device you booked is back in service',
  },
  qualification_granted: {
    ja: '機器の利用資格が付与されました',
    en: 'You are now qualified to use a device',
  },
  qualification_revoked: {
    ja: '機器の利用資格が取り消されました',
    en: 'Your qualification for a device was revoked',
  },
  qualification_lapsing: {
    ja: '機器の利用資格がまもなく失効します。期限までに利用すると継続します',
    en: 'Your qualification for a device lapses soon unless you use the device',
  },
  report_actioned: {
    ja: '通報した内容にモデレーターが対応しました',
    en: 'The moderators acted on your report',
  },
  report_dismissed: {
    ja: '通報を確認しましたが、対応は不要と判断しました',
    en: 'The moderators reviewed your report and took no action',
  },
  exhibit_unpublished: {
    ja: '出品がモデレーターにより非公開になりました',
    en: 'The moderators unpublished your listing',
  },
  content_hidden: {
    ja: '投稿がモデレーターにより非表示になりました',
    en: 'The moderators removed your post',
  },
  account_suspended: {
    ja: 'アカウントが一時停止されました',
    en: 'Your account was suspended',
  },
  wanted_matched: {
    ja: '「ほしい」に合う出品がありました',
    en: 'A new exhibit matches what you want',
  },
  application_won: {
    ja: '抽選に当たりました。出品者と受け取りの相談をしてください',
    en: 'You won the draw: arrange the pick-up with the owner',
  },
  application_lost: {
    ja: '抽選の結果、今回は当たりませんでした',
    en: 'You were not drawn this time',
  },
  saved_search_matched: {
    ja: '保存した検索条件に新しい出品があります',
    en: 'New exhibits match your saved search',
  },
  wanted_offered: {
    ja: '「ほしい」に出品の申し出がありました',
    en: 'Someone offered an exhibit for what you want',
  },
  wanted_declined: {
    ja: '「ほしい」への出品の提案は見送られました',
    en: 'Your offer to a wanted post was declined',
  },
};

/** The line that gives the moderators' reason (and a suspension's end) in a moderation mail. */
const REASON: Record<Language, { reason: string; until: string }> = {
  ja: { reason: '理由', until: '停止期限' },
  en: { reason: 'Reason', until: 'Suspended until' },
};

/** What a moderation mail adds: the reason, and until when a suspension lasts (Asia/Tokyo). */
export interface MailDetail {
  reason: string;
  until: Date | null;
}

export interface MailMessage {
  subject: string;
  text: string;
}

/**
 * One notification mail in every form a recipient may get: the subject and text in both languages,
 * and in each language alone (`localized`).
 */
export interface MailContent extends MailMessage {
  localized: Record<Language, MailMessage>;
}

const SIGNATURE: Record<Language, { name: string; optOut: string }> = {
  ja: {
    name: PRODUCT_NAME.ja,
    optOut: 'このメールの受信はアカウント設定で停止できます。',
  },
  en: {
    name: PRODUCT_NAME.en,
    optOut: 'You can turn these e-mails off in your account settings.',
  },
};

/** The mail in `languages`, one after the other (each line joined with ' / ' where they share one). */
function compose(
  kind: MailKind,
  exhibitTitle: string,
  link: string | null,
  languages: Languages,
  detail: MailDetail | null,
): MailMessage {
  const w = WORDING[kind];
  const detailLines = (language: Language) =>
    detail === null
      ? []
      : [
          ...(detail.reason === '' ? [] : [`${REASON[language].reason}: ${detail.reason}`]),
          ...(detail.until === null
            ? []
            : [`${REASON[language].until}: ${tokyoText(detail.until)}`]),
        ];
  const lines = [
    ...languages.flatMap((language, index) => [
      ...(index > 0 ? [''] : []),
      `${w[language]}: ${exhibitTitle}`,
      ...detailLines(language),
    ]),
    ...(link === null ? [] : ['', link]),
    '',
    '-- ',
    languages.map((language) => SIGNATURE[language].name).join(' / '),
    languages.map((language) => SIGNATURE[language].optOut).join(' / '),
  ];
  // The product's name in the one language, else its English name (readable in both).
  const tag = languages.length === 1 ? SIGNATURE[languages[0]].name : SIGNATURE.en.name;
  const subject = `[${tag}] ${say(w, languages)}`;
  return { subject, text: lines.join('\n') };
}

/** The subject and text of one notification mail, in both languages and in each alone. */
export function mailContent(
  kind: MailKind,
  exhibitTitle: string,
  link: string | null,
  detail: MailDetail | null = null,
): MailContent {
  return {
    ...compose(kind, exhibitTitle, link, LANGUAGES, detail),
    localized: {
      ja: compose(kind, exhibitTitle, link, ['ja'], detail),
      en: compose(kind, exhibitTitle, link, ['en'], detail),
    },
  };
}

/** What a recipient gets: the mail in their profile's language, or in both without one. */
export function mailFor(content: MailContent, language: Language | null): MailMessage {
  return language === null
    ? { subject: content.subject, text: content.text }
    : content.localized[language];
}

/** The profile's mail language; null when absent (profiles from before) or not one of ours. */
function languageOf(profile: { get(field: string): unknown }): Language | null {
  const parsed = languageSchema.safeParse(profile.get('language'));
  return parsed.success ? parsed.data : null;
}

export interface MailQueue {
  /**
   * Queues `content` for every opted-in, not withdrawn user acting for `accountId`, in the user's
   * language (`mailFor`), once per `sourceId` and user (`mail/{sourceId}_{uid}`: a retried trigger
   * queues nothing twice).
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
              message: mailFor(content, languageOf(p)),
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
