import { shareExhibitInputSchema } from '@campus/model/device';
import { SHARE_EXHIBIT_LIMITS } from '@campus/model/limits';
import { chars, describeFormParity, fieldsOf } from '../../../testing/schema-parity';
import {
  emptyShareExhibitValues,
  shareExhibitSchema,
  toShareExhibitInput,
  type ShareExhibitValues,
} from './share-exhibit-values';

const { titleMax, descriptionMax, devicesMax } = SHARE_EXHIBIT_LIMITS;
const valid = (patch: Partial<ShareExhibitValues> = {}): ShareExhibitValues => ({
  ...emptyShareExhibitValues(),
  title: '顕微鏡を貸します',
  deviceIds: ['dev1'],
  agreeToTerms: true,
  ...patch,
});
const devices = (n: number) => Array.from({ length: n }, (_, i) => `dev${i}`);
const { title, description, published, deviceIds, agreeToTerms } = fieldsOf(valid);

describeFormParity(
  'share listing form',
  {
    form: shareExhibitSchema,
    server: shareExhibitInputSchema,
    // `toShareExhibitInput` runs after the form's check and always agrees; here the box is sent as ticked.
    body: (v) => ({ ...toShareExhibitInput(v), agreeToTerms: v.agreeToTerms }),
  },
  [
    { name: 'a listing of one device', input: valid(), valid: true },
    published.accepts('off (a draft)', false),
    title.refuses('missing', ' '),
    title.accepts(`${titleMax} wide characters`, chars(titleMax, 'あ')),
    title.refuses(`${titleMax + 1} characters`, chars(titleMax + 1)),
    ...title.oneLine('顕微鏡'),
    title.refuses('a lone surrogate first', '\udc00顕微鏡'),
    ...description.upTo(descriptionMax, chars),
    ...description.multiLine('貸出'),
    description.refuses('an escape', 'a\u001bb'),
    deviceIds.refuses('none', []),
    ...deviceIds.upTo(devicesMax, devices),
    agreeToTerms.refuses('not ticked', false),
  ],
);
