import { CONTENT_LIMITS } from '@campus/model/content-types';
import { publishContentSchema } from '@campus/model/content';
import { chars, describeFormParity, fieldsOf } from '../../testing/schema-parity';
import { contentSchema, toPublishInput, type ContentValues } from './content-values';

const valid = (patch: Partial<ContentValues> = {}): ContentValues => ({
  title: '利用規約',
  body: '## 第1条（目的） {#purpose}\n\n本規約は…',
  editorial: false,
  ...patch,
});
const { title, body, editorial } = fieldsOf(valid);

describeFormParity(
  'content editor form',
  { form: contentSchema, server: publishContentSchema, body: (v) => toPublishInput(v, 'ja', 1) },
  [
    { name: 'a document', input: valid(), valid: true },
    title.refuses('missing', '  '),
    ...title.upTo(CONTENT_LIMITS.title, chars),
    ...title.oneLine('利用'),
    body.refuses('missing', '\n '),
    body.accepts('Markdown over lines and tabs', '# a\n\n\t- b'),
    ...body.upTo(CONTENT_LIMITS.body, chars),
    ...body.multiLine('規約'),
    editorial.accepts('an editorial fix', true),
  ],
);
