import { usageReportInputSchema } from '@campus/model/device';
import { chars, describeFormParity, field, fieldsOf } from '../../../testing/schema-parity';
import {
  toUsageReportInput,
  USAGE_REPORT_LIMITS,
  usageReportSchema,
  type UsageReportValues,
} from './usage-report-values';

const { samplesMax, workMax, resultsMax } = USAGE_REPORT_LIMITS;
const report = (values: Partial<UsageReportValues>): UsageReportValues => ({
  start: '2030-05-09T10:00',
  end: '2030-05-09T11:45',
  samples: '3',
  work: 'Imaged three slices.',
  results: '',
  ...values,
});

const { start, samples, work, results } = fieldsOf(report);
const times = field('times', ([from, until]: [string, string]) =>
  report({ start: from, end: until }),
);

describeFormParity(
  'usage report form',
  { form: usageReportSchema, server: usageReportInputSchema, body: toUsageReportInput },
  [
    { name: 'a report of the session', input: report({}), valid: true },
    times.accepts('over midnight', ['2030-05-09T23:00', '2030-05-10T01:00']),
    times.refuses('ending as it starts', ['2030-05-09T10:00', '2030-05-09T10:00']),
    times.refuses('ending before it starts', ['2030-05-09T10:00', '2030-05-09T09:45']),
    start.refuses('missing', ''),
    start.refuses('not a date', '2030-02-30T10:00'),
    start.refuses('in 1999', '1999-12-31T10:00'),
    ...samples.wholeNumber(0, samplesMax),
    samples.refuses('missing', ''),
    work.refuses('missing', '  '),
    ...work.upTo(workMax, chars),
    ...work.multiLine('試料'),
    results.accepts('none yet', ''),
    ...results.upTo(resultsMax, chars),
  ],
);
