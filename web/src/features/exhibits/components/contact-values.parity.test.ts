import { contactInputSchema } from '@campus/model/contact';
import { CONTACT_LIMITS } from '@campus/model/limits';
import { chars, describeFormParity, field, fieldsOf } from '../../../testing/schema-parity';
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

const quantity = field('quantity of the only item', (quantity: ContactItemValues['quantity']) =>
  valid({ items: [row({ quantity })] }),
);
const { message, installationPlace, locationManager, locationManagerEmail } = fieldsOf(valid);

describeFormParity(
  'contact form',
  { form: contactSchema, server: contactInputSchema, body: toContactInput },
  [
    { name: 'a complete contact', input: valid(), valid: true },
    message.refuses('missing', '  '),
    ...message.upTo(messageMax, chars),
    ...message.multiLine('机'),
    quantity.refuses('nothing asked for', 0),
    {
      name: 'a quantity left empty beside one asked for',
      input: valid({ items: [row(), row({ itemId: 'item2', quantity: '' })] }),
      valid: true,
    },
    quantity.accepts(`${quantityMax}`, quantityMax),
    quantity.refuses('fractional', 1.5),
    installationPlace.refuses('missing', ''),
    ...installationPlace.upTo(placeMax, chars),
    ...installationPlace.oneLine('2号館'),
    locationManager.refuses('missing', ' '),
    ...locationManager.upTo(nameMax, chars),
    ...locationManager.oneLine('山田'),
    ...locationManagerEmail.email(emailMax),
  ],
);
