import { wantedAcceptInputSchema } from '@campus/model/wanted';
import { chars, describeParity, fieldsOf, zodAccepts } from '../../../testing/schema-parity';
import { ACCEPT_MAX, acceptProblems, toAcceptInput, type AcceptValues } from './accept-values';

const values = (patch: Partial<AcceptValues>): AcceptValues => ({
  message: 'ぜひ譲ってください。',
  installationPlace: '工学部2号館 301',
  locationManager: '山田 花子',
  locationManagerEmail: 'hanako@example.ac.jp',
  ...patch,
});
const { message, installationPlace, locationManager, locationManagerEmail } = fieldsOf(values);

describeParity(
  'accept dialog',
  {
    web: (input) => Object.keys(acceptProblems(input)).length === 0,
    server: (input) => zodAccepts(wantedAcceptInputSchema)(toAcceptInput(input)),
  },
  [
    { name: 'every field', input: values({}), valid: true },
    message.refuses('empty', ' \n'),
    ...message.upTo(ACCEPT_MAX.message, chars),
    ...message.multiLine('一行目'),
    installationPlace.refuses('empty', ''),
    ...installationPlace.oneLine('2号館'),
    ...installationPlace.upTo(ACCEPT_MAX.installationPlace, chars),
    locationManager.refuses('empty', ' '),
    ...locationManager.upTo(ACCEPT_MAX.locationManager, chars),
    ...locationManagerEmail.email(ACCEPT_MAX.locationManagerEmail),
    locationManagerEmail.refuses('not an address', 'hanako'),
    locationManagerEmail.accepts('between blanks', ' hanako@example.ac.jp '),
  ],
);
