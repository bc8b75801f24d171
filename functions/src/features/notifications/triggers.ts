import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { CounterFanout } from './fanout';
import { type MailDetail, type MailKind, type MailQueue, mailContent } from './mail';
import { accountsOfChange, contactChangeMatters } from './service';

/**
 * What the Firestore triggers do, without the trigger plumbing (`index.ts` wires them): recount the
 * counters of everyone concerned, and queue e-mail copies of what was created.
 */
type Data = Record<string, unknown> | undefined;

export interface TriggerDeps {
  db: Firestore;
  fanout: CounterFanout;
  mail: MailQueue;
  /** The web app's origin for links in mails ('' leaves them out). */
  origin: string;
  now?: () => Date;
}

/** The reason and end of a moderation notice as its mail gives them; null on other notices. */
function moderationDetail(value: unknown): MailDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reason, until } = value as { reason?: unknown; until?: unknown };
  return {
    reason: typeof reason === 'string' ? reason : '',
    until: until instanceof Timestamp ? until.toDate() : null,
  };
}

export function createNotificationTriggers(deps: TriggerDeps) {
  const now = deps.now ?? (() => new Date());
  const link = (exhibitId: unknown) =>
    deps.origin === '' || typeof exhibitId !== 'string'
      ? null
      : `${deps.origin}/exhibits/${exhibitId}`;

  /** A to-do or notice created: mail its account's opted-in members. */
  async function mailCreated(eventId: string, after: Record<string, unknown>): Promise<void> {
    const { accountId, kind, exhibitTitle, exhibitId } = after;
    if (typeof accountId !== 'string' || typeof kind !== 'string') return;
    // Saved searches mail their own daily digest, for the searches that ask for it.
    if (kind === 'saved_search_matched') return;
    await deps.mail.queue(
      accountId,
      eventId,
      mailContent(
        kind as MailKind,
        String(exhibitTitle ?? ''),
        exhibitId === '' ? null : link(exhibitId),
        moderationDetail(after.moderation),
      ),
      now(),
    );
  }

  return {
    /** `todos/{id}` or `notices/{id}` written. */
    async todoOrNoticeWritten(eventId: string, before: Data, after: Data): Promise<void> {
      await Promise.all([
        deps.fanout.accountsChanged(accountsOfChange(before, after)),
        before === undefined && after !== undefined ? mailCreated(eventId, after) : undefined,
      ]);
    },
    /** `contacts/{id}` written: only parties and read markers move counters. */
    async contactWritten(before: Data, after: Data): Promise<void> {
      if (!contactChangeMatters(before, after)) return;
      await deps.fanout.accountsChanged(accountsOfChange(before, after));
    },
    /** `groups/{groupId}/members/{uid}` written: the uid's identities changed. */
    async membershipWritten(uid: string): Promise<void> {
      await deps.fanout.refresh(uid);
    },
  };
}
