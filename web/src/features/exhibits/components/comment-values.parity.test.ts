import { commentInputSchema } from '@campus/model/exhibit';
import { EXHIBIT_LIMITS } from '@campus/model/limits';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  zodAccepts,
  type ParityCase,
} from '../../../testing/schema-parity';
import { commentSchema } from './comment-values';

const max = EXHIBIT_LIMITS.commentMax;

const CASES: ParityCase<{ body: string }>[] = [
  { name: 'a question', input: { body: 'まだありますか？' }, valid: true },
  { name: 'empty', input: { body: '' }, valid: false },
  { name: 'only spaces and lines', input: { body: ' \n ' }, valid: false },
  { name: `${max} characters`, input: { body: chars(max) }, valid: true },
  { name: `${max} characters between spaces`, input: { body: ` ${chars(max)} ` }, valid: true },
  { name: `${max + 1} characters`, input: { body: chars(max + 1) }, valid: false },
  { name: 'lines and tabs', input: { body: '1行目\n\t2行目\r\n3行目' }, valid: true },
  { name: 'NUL', input: { body: 'a\u0000b' }, valid: false },
  { name: 'a lone surrogate', input: { body: '机\ud83d' }, valid: false },
];

describeParity(
  'comment form',
  {
    web: yupAccepts(commentSchema(keyT)),
    // The form sends the trimmed body.
    server: ({ body }) => zodAccepts(commentInputSchema)({ body: body.trim() }),
  },
  CASES,
);
