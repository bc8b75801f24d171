import { OUTSIDE_USER_LIMITS } from '@campus/model/limits';
import { affiliationInputSchema, registrationSettingsSchema } from '@campus/model/outside-users';
import { chars, describeFormParity, fieldsOf } from '../../../testing/schema-parity';
import {
  affiliationSchema,
  registrationSettingsSchema as settingsForm,
  toAffiliationInput,
  toRegistrationSettings,
  type AffiliationValues,
  type RegistrationSettingsValues,
} from './outside-user-values';

const { affiliationNameMax, registrationFeeMax, registrationTermsMax } = OUTSIDE_USER_LIMITS;

const settings = (values: Partial<RegistrationSettingsValues>): RegistrationSettingsValues => ({
  required: true,
  fee: '5000',
  terms: 'Follow the rules of the facility.',
  ...values,
});
const { fee, terms } = fieldsOf(settings);

describeFormParity(
  'registration settings form',
  { form: settingsForm, server: registrationSettingsSchema, body: toRegistrationSettings },
  [
    { name: 'required, with a fee and terms', input: settings({}), valid: true },
    {
      name: 'not required, free, no terms',
      input: settings({ required: false, fee: '0', terms: '' }),
      valid: true,
    },
    ...fee.wholeNumber(0, registrationFeeMax),
    fee.refuses('missing', ''),
    ...terms.upTo(registrationTermsMax, chars),
    ...terms.multiLine('規約'),
  ],
);

const affiliation = (values: Partial<AffiliationValues>): AffiliationValues => ({
  kind: 'industry',
  name: 'Acme Corp',
  ...values,
});
const { kind, name } = fieldsOf(affiliation);

describeFormParity(
  'affiliation form',
  { form: affiliationSchema, server: affiliationInputSchema, body: toAffiliationInput },
  [
    { name: 'a company', input: affiliation({}), valid: true },
    kind.accepts('another university', 'academic'),
    kind.refuses('not chosen', ''),
    kind.refuses('campus', 'campus' as AffiliationValues['kind']),
    name.refuses('missing', '  '),
    ...name.upTo(affiliationNameMax, chars),
    ...name.oneLine('Acme'),
  ],
);
