import { wantedOfferInputSchema } from '@campus/model/wanted';
import { chars, describeParity, fieldsOf, zodAccepts } from '../../../testing/schema-parity';
import { OFFER_MESSAGE_MAX, offerProblems, toOfferInput, type OfferValues } from './offer-values';

const values = (patch: Partial<OfferValues>): OfferValues => ({
  exhibitId: 'ex-1',
  message: 'ちょうど良い本棚があります。',
  ...patch,
});
const { exhibitId, message } = fieldsOf(values);

describeParity(
  'offer dialog',
  {
    web: (input) => Object.keys(offerProblems(input)).length === 0,
    server: (input) => zodAccepts(wantedOfferInputSchema)(toOfferInput(input)),
  },
  [
    { name: 'an exhibit and a message', input: values({}), valid: true },
    exhibitId.refuses('none chosen', ''),
    message.accepts('empty', ''),
    ...message.upTo(OFFER_MESSAGE_MAX, chars),
    message.accepts(`${OFFER_MESSAGE_MAX} between blanks`, ` ${chars(OFFER_MESSAGE_MAX)}\n`),
    ...message.multiLine('一行目'),
  ],
);
