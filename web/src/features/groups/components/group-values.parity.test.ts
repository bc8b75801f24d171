import { groupInputSchema, invitationMailSchema as serverMailSchema } from '@campus/model/group';
import {
  GROUP_ICON_MAX,
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  INVITATION_MAIL_MAX,
} from '@campus/model/limits';
import { chars, describeFormParity, field, fieldsOf } from '../../../testing/schema-parity';
import { invitationMailSchema, parseEmailList } from './email-list';
import { EMPTY_GROUP_VALUES, groupSchema, toGroupInput, type GroupValues } from './group-values';

const valid = (patch: Partial<GroupValues> = {}): GroupValues => ({
  ...EMPTY_GROUP_VALUES,
  name: '材料工学研究室',
  ...patch,
});
/** An https URL of `n` characters. */
const url = (n: number) =>
  `https://example.ac.jp/${chars(n - 'https://example.ac.jp/'.length, 'i')}`;
const { name, kind, profile, icon } = fieldsOf(valid);

describeFormParity(
  'group form (create and edit)',
  { form: groupSchema, server: groupInputSchema, body: toGroupInput },
  [
    { name: 'a laboratory', input: valid(), valid: true },
    {
      name: 'others with a profile and an icon',
      input: valid({ kind: 'others', profile: '事務室です', icon: 'https://example.ac.jp/i.png' }),
      valid: true,
    },
    name.refuses('missing', ' '),
    name.accepts(`${GROUP_NAME_MAX} wide characters`, chars(GROUP_NAME_MAX, 'あ')),
    name.refuses(`${GROUP_NAME_MAX + 1} characters`, chars(GROUP_NAME_MAX + 1)),
    ...name.oneLine('材料'),
    kind.refuses('missing', ''),
    kind.refuses('unknown', 'club' as GroupValues['kind']),
    ...profile.upTo(GROUP_PROFILE_MAX, chars),
    profile.accepts(`${GROUP_PROFILE_MAX} between spaces`, ` ${chars(GROUP_PROFILE_MAX)} `),
    ...profile.multiLine('研究'),
    icon.accepts('http', 'http://example.ac.jp/i.png'),
    icon.refuses('ftp', 'ftp://example.ac.jp/i.png'),
    icon.refuses('a script', 'javascript:alert(1)'),
    icon.refuses('inline data', 'data:image/png;base64,iVBORw0KGgo='),
    icon.refuses('https without slashes', 'https:example.ac.jp/i.png'),
    icon.refuses('no URL', 'icon.png'),
    ...icon.upTo(GROUP_ICON_MAX, url),
    icon.refuses('a control character', 'https://example.ac.jp/\u0001.png'),
  ],
);

const addresses = (n: number) =>
  Array.from({ length: n }, (_, i) => `m${i}@example.ac.jp`).join(', ');
/** The field's text; the form sends its distinct addresses. */
const emails = field('e-mails', (emails: string) => ({ emails }));

describeFormParity(
  'invitation mail form',
  {
    form: invitationMailSchema,
    server: serverMailSchema,
    body: ({ emails }) => ({ emails: parseEmailList(emails) }),
  },
  [
    emails.accepts('one address', 'hanako@example.ac.jp'),
    emails.accepts(
      'addresses between Japanese commas and lines',
      'a@example.ac.jp、b@example.ac.jp\nc@example.jp',
    ),
    emails.refuses('no address', ' , '),
    ...emails.upTo(INVITATION_MAIL_MAX, addresses),
    emails.refuses('an address without a domain', 'a@example.ac.jp, b@'),
    emails.refuses('an address with two dots', 'a..b@example.ac.jp'),
    emails.refuses('an address without a top-level domain', 'a@localhost'),
  ],
);
