import { reportInputSchema } from '@campus/model/moderation';
import { REPORT_TEXT_MAX } from '@campus/model/moderation-types';
import { chars, describeParity, fieldsOf, zodAccepts } from '../../testing/schema-parity';
import { reportProblems, toReportInput, type ReportValues } from './report-values';

const TARGET = { kind: 'exhibit', exhibitId: 'ex-1' } as const;
const report = (values: Partial<ReportValues>): ReportValues => ({
  reason: 'spam',
  text: '',
  ...values,
});
const { reason, text } = fieldsOf(report);

describeParity(
  'report dialog',
  {
    web: (values) => Object.keys(reportProblems(values)).length === 0,
    server: (values) => zodAccepts(reportInputSchema)(toReportInput(TARGET, values)),
  },
  [
    { name: 'a reason without text', input: report({}), valid: true },
    { name: 'other with a text', input: report({ reason: 'other', text: '詳しく' }), valid: true },
    { name: 'other without a text', input: report({ reason: 'other' }), valid: false },
    {
      name: 'other with blanks only',
      input: report({ reason: 'other', text: ' \n ' }),
      valid: false,
    },
    reason.accepts('personal info', 'personal_info'),
    ...text.upTo(REPORT_TEXT_MAX, chars),
    text.accepts('blanks around the limit', ` ${chars(REPORT_TEXT_MAX)} `),
    ...text.multiLine('通報'),
  ],
);
