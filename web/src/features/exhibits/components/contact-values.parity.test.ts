import { contactInputSchema } from '@campus/model/contact';
import { CONTACT_LIMITS } from '@campus/model/limits';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  zodAccepts,
  type ParityCase,
} from '../../../testing/schema-parity';
import {
  contactSchema,
  toContactInput,
  type ContactItemValues,
  type ContactValues,
} from './contact-values';

const { messageMax, placeMax, nameMax, emailMax, quantityMax } = CONTACT_LIMITS;
const row = (patch: Partial<ContactItemValues> = {}): ContactItemValues => ({
  itemId: 'item1',
  name: '事務机',
  stock: quantityMax,
  quantity: 1,
  ...patch,
});
const valid = (patch: Partial<ContactValues> = {}): ContactValues => ({
  message: '机を1台譲ってください。',
  items: [row(), row({ itemId: 'item2', quantity: 0 })],
  installationPlace: '工学部2号館 301',
  locationManager: '山田 太郎',
  locationManagerEmail: 'taro@campus.example.ac.jp',
  ...patch,
});
/** An address of `n` characters. */
const address = (n: number) => `${chars(n - '@example.ac.jp'.length, 'a')}@example.ac.jp`;

const CASES: ParityCase<ContactValues>[] = [
  { name: 'a complete contact', input: valid(), valid: true },
  { name: 'message missing', input: valid({ message: '  ' }), valid: false },
  { name: `message of ${messageMax}`, input: valid({ message: chars(messageMax) }), valid: true },
  {
    name: `message of ${messageMax + 1}`,
    input: valid({ message: chars(messageMax + 1) }),
    valid: false,
  },
  { name: 'lines and tabs in the message', input: valid({ message: 'a\n\tb\r\nc' }), valid: true },
  { name: 'NUL in the message', input: valid({ message: 'a\u0000b' }), valid: false },
  { name: 'a lone surrogate in the message', input: valid({ message: 'a\ud83d' }), valid: false },
  { name: 'nothing asked for', input: valid({ items: [row({ quantity: 0 })] }), valid: false },
  {
    name: 'a quantity left empty beside one asked for',
    input: valid({ items: [row(), row({ itemId: 'item2', quantity: '' })] }),
    valid: true,
  },
  {
    name: `a quantity of ${quantityMax}`,
    input: valid({ items: [row({ quantity: quantityMax })] }),
    valid: true,
  },
  {
    name: 'a fractional quantity',
    input: valid({ items: [row({ quantity: 1.5 })] }),
    valid: false,
  },
  { name: 'installation place missing', input: valid({ installationPlace: '' }), valid: false },
  {
    name: `installation place of ${placeMax}`,
    input: valid({ installationPlace: chars(placeMax) }),
    valid: true,
  },
  {
    name: `installation place of ${placeMax + 1}`,
    input: valid({ installationPlace: chars(placeMax + 1) }),
    valid: false,
  },
  {
    name: 'a tab in the installation place',
    input: valid({ installationPlace: '2号館\t301' }),
    valid: false,
  },
  { name: 'manager missing', input: valid({ locationManager: ' ' }), valid: false },
  { name: `manager of ${nameMax}`, input: valid({ locationManager: chars(nameMax) }), valid: true },
  {
    name: `manager of ${nameMax + 1}`,
    input: valid({ locationManager: chars(nameMax + 1) }),
    valid: false,
  },
  {
    name: 'a line feed in the manager',
    input: valid({ locationManager: '山田\n太郎' }),
    valid: false,
  },
  { name: 'e-mail missing', input: valid({ locationManagerEmail: '' }), valid: false },
  {
    name: 'e-mail without a domain',
    input: valid({ locationManagerEmail: 'taro@' }),
    valid: false,
  },
  {
    name: 'e-mail with two dots',
    input: valid({ locationManagerEmail: 'ta..ro@example.ac.jp' }),
    valid: false,
  },
  {
    name: 'e-mail without a top-level domain',
    input: valid({ locationManagerEmail: 'taro@localhost' }),
    valid: false,
  },
  {
    name: 'e-mail with a one-letter top-level domain',
    input: valid({ locationManagerEmail: 'taro@example.j' }),
    valid: false,
  },
  {
    name: 'e-mail with a plus',
    input: valid({ locationManagerEmail: 'taro+lab@example.ac.jp' }),
    valid: true,
  },
  {
    name: `e-mail of ${emailMax}`,
    input: valid({ locationManagerEmail: address(emailMax) }),
    valid: true,
  },
  {
    name: `e-mail of ${emailMax + 1}`,
    input: valid({ locationManagerEmail: address(emailMax + 1) }),
    valid: false,
  },
];

describeParity(
  'contact form',
  {
    web: yupAccepts(contactSchema(keyT)),
    server: (v) => zodAccepts(contactInputSchema)(toContactInput(v)),
  },
  CASES,
);
