import { commentInputSchema } from '@campus/model/exhibit';
import { EXHIBIT_LIMITS } from '@campus/model/limits';
import { chars, describeFormParity, field } from '../../../testing/schema-parity';
import { commentSchema } from './comment-values';

const max = EXHIBIT_LIMITS.commentMax;
const body = field('body', (body: string) => ({ body }));

describeFormParity(
  'comment form',
  // The form sends the trimmed body.
  { form: commentSchema, server: commentInputSchema, body: ({ body }) => ({ body: body.trim() }) },
  [
    body.accepts('a question', 'まだありますか？'),
    body.refuses('empty', ''),
    body.refuses('only spaces and lines', ' \n '),
    ...body.upTo(max, chars),
    body.accepts(`${max} characters between spaces`, ` ${chars(max)} `),
    ...body.multiLine('机'),
  ],
);
