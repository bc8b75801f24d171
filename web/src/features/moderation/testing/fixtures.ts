import type {
  ModerationAuditEntry,
  ModerationReport,
  ReportTarget,
} from '@campus/model/moderation-types';

/** Reports and audit entries in the API's shapes. 2030-05-01T00:00:00Z is 09:00 in Tokyo. */

export const AT = '2030-05-01T00:00:00.000Z';
export const AT_TOKYO = '2030/05/01 09:00:00';

export function report(
  id: string,
  target: ReportTarget,
  overrides: Partial<ModerationReport> = {},
): ModerationReport {
  return {
    id,
    target,
    targetTitle: '木製の机',
    targetText: '格安で譲ります。連絡はこちらへ',
    targetAccountId: 'u-owner',
    targetAccountName: '佐藤 一郎',
    reason: 'spam',
    text: '',
    reporterAccountId: 'u-reporter',
    reporterName: '鈴木 花子',
    status: 'open',
    outcome: null,
    createdAt: AT,
    resolvedAt: null,
    ...overrides,
  };
}

export const EXHIBIT_REPORT = report('r1', { kind: 'exhibit', exhibitId: 'ex-1' });
export const MESSAGE_REPORT = report(
  'r2',
  { kind: 'message', contactId: 'c-1', messageId: 'm-1' },
  { targetTitle: '本棚', targetText: '電話番号を教えて', reason: 'other', text: 'しつこい' },
);
export const ACCOUNT_REPORT = report(
  'r3',
  { kind: 'account', accountId: 'u-owner' },
  { targetTitle: '佐藤 一郎', targetText: '', reason: 'harassment', reporterName: null },
);

export function entry(
  id: string,
  overrides: Partial<ModerationAuditEntry> = {},
): ModerationAuditEntry {
  return {
    id,
    action: 'hide',
    target: { kind: 'comment', exhibitId: 'ex-1', commentId: 'c1' },
    targetTitle: '木製の机',
    reason: '不適切な表現',
    suspendedUid: null,
    suspendedUntil: null,
    reportIds: ['r9'],
    moderatorUid: 'u1',
    moderatorName: '山田 花子',
    at: AT,
    revertedAt: null,
    revertedBy: null,
    ...overrides,
  };
}
