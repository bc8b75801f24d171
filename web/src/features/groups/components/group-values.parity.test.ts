import { groupInputSchema, invitationMailSchema as serverMailSchema } from '@campus/model/group';
import {
  GROUP_ICON_MAX,
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  INVITATION_MAIL_MAX,
} from '@campus/model/limits';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  zodAccepts,
  type ParityCase,
} from '../../../testing/schema-parity';
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

const GROUP_CASES: ParityCase<GroupValues>[] = [
  { name: 'a laboratory', input: valid(), valid: true },
  {
    name: 'others with a profile and an icon',
    input: valid({ kind: 'others', profile: '事務室です', icon: 'https://example.ac.jp/i.png' }),
    valid: true,
  },
  { name: 'name missing', input: valid({ name: ' ' }), valid: false },
  {
    name: `name of ${GROUP_NAME_MAX}`,
    input: valid({ name: chars(GROUP_NAME_MAX, 'あ') }),
    valid: true,
  },
  {
    name: `name of ${GROUP_NAME_MAX + 1}`,
    input: valid({ name: chars(GROUP_NAME_MAX + 1) }),
    valid: false,
  },
  { name: 'a tab in the name', input: valid({ name: '材料\t研究室' }), valid: false },
  { name: 'kind missing', input: valid({ kind: '' }), valid: false },
  { name: 'an unknown kind', input: valid({ kind: 'club' as GroupValues['kind'] }), valid: false },
  {
    name: `profile of ${GROUP_PROFILE_MAX}`,
    input: valid({ profile: chars(GROUP_PROFILE_MAX) }),
    valid: true,
  },
  {
    name: `profile of ${GROUP_PROFILE_MAX} between spaces`,
    input: valid({ profile: ` ${chars(GROUP_PROFILE_MAX)} ` }),
    valid: true,
  },
  {
    name: `profile of ${GROUP_PROFILE_MAX + 1}`,
    input: valid({ profile: chars(GROUP_PROFILE_MAX + 1) }),
    valid: false,
  },
  { name: 'lines and tabs in the profile', input: valid({ profile: '1\n\t2\r\n3' }), valid: true },
  { name: 'a lone surrogate in the profile', input: valid({ profile: 'a\udc00' }), valid: false },
  { name: 'an http icon', input: valid({ icon: 'http://example.ac.jp/i.png' }), valid: false },
  { name: 'an icon that is no URL', input: valid({ icon: 'icon.png' }), valid: false },
  {
    name: `an icon URL of ${GROUP_ICON_MAX}`,
    input: valid({ icon: url(GROUP_ICON_MAX) }),
    valid: true,
  },
  {
    name: `an icon URL of ${GROUP_ICON_MAX + 1}`,
    input: valid({ icon: url(GROUP_ICON_MAX + 1) }),
    valid: false,
  },
  {
    name: 'a control character in the icon URL',
    input: valid({ icon: 'https://example.ac.jp/\u0001.png' }),
    valid: false,
  },
];

describeParity(
  'group form (create and edit)',
  {
    web: yupAccepts(groupSchema(keyT)),
    server: (v) => zodAccepts(groupInputSchema)(toGroupInput(v)),
  },
  GROUP_CASES,
);

const addresses = (n: number) =>
  Array.from({ length: n }, (_, i) => `m${i}@example.ac.jp`).join(', ');

/** The field's text; the form sends its distinct addresses. */
const MAIL_CASES: ParityCase<{ emails: string }>[] = [
  { name: 'one address', input: { emails: 'hanako@example.ac.jp' }, valid: true },
  {
    name: 'addresses between Japanese commas and lines',
    input: { emails: 'a@example.ac.jp、b@example.ac.jp\nc@example.jp' },
    valid: true,
  },
  { name: 'no address', input: { emails: ' , ' }, valid: false },
  {
    name: `${INVITATION_MAIL_MAX} addresses`,
    input: { emails: addresses(INVITATION_MAIL_MAX) },
    valid: true,
  },
  {
    name: `${INVITATION_MAIL_MAX + 1} addresses`,
    input: { emails: addresses(INVITATION_MAIL_MAX + 1) },
    valid: false,
  },
  { name: 'an address without a domain', input: { emails: 'a@example.ac.jp, b@' }, valid: false },
  { name: 'an address with two dots', input: { emails: 'a..b@example.ac.jp' }, valid: false },
  { name: 'an address without a top-level domain', input: { emails: 'a@localhost' }, valid: false },
];

describeParity(
  'invitation mail form',
  {
    web: yupAccepts(invitationMailSchema(keyT)),
    server: ({ emails }) => zodAccepts(serverMailSchema)({ emails: parseEmailList(emails) }),
  },
  MAIL_CASES,
);
