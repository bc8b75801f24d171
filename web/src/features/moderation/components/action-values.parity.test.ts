import { moderationActionInputSchema } from '@campus/model/moderation';
import { MODERATION_REASON_MAX, SUSPENSION_DAYS_MAX } from '@campus/model/moderation-types';
import { chars, describeParity, fieldsOf, zodAccepts } from '../../../testing/schema-parity';
import { actionProblems, toActionInput, type ActionValues } from './action-values';

const values = (patch: Partial<ActionValues>): ActionValues => ({
  reason: '規約違反',
  days: '7',
  ...patch,
});

for (const action of ['hide', 'unpublish', 'dismiss'] as const) {
  const { reason } = fieldsOf(values);
  describeParity(
    `${action} dialog`,
    {
      web: (input) => Object.keys(actionProblems(action, input)).length === 0,
      server: (input) => zodAccepts(moderationActionInputSchema)(toActionInput(action, input)),
    },
    [
      { name: 'a reason', input: values({}), valid: true },
      reason.refuses('missing', ''),
      reason.refuses('blanks only', '  \n '),
      ...reason.upTo(MODERATION_REASON_MAX, chars),
      ...reason.multiLine('一行目'),
      // The days box is not shown: whatever it holds is not sent.
      { name: 'days: ignored', input: values({ days: 'x' }), valid: true },
    ],
  );
}

const { days, reason } = fieldsOf(values);
describeParity(
  'suspend dialog',
  {
    web: (input) => Object.keys(actionProblems('suspend', input)).length === 0,
    server: (input) => zodAccepts(moderationActionInputSchema)(toActionInput('suspend', input)),
  },
  [
    { name: 'a reason and 7 days', input: values({}), valid: true },
    reason.refuses('missing', ''),
    ...days.wholeNumber(1, SUSPENSION_DAYS_MAX),
    days.refuses('missing', ''),
  ],
);
