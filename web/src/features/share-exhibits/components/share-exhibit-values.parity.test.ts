import { shareExhibitInputSchema } from '@campus/model/device';
import { SHARE_EXHIBIT_LIMITS } from '@campus/model/limits';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  zodAccepts,
  type ParityCase,
} from '../../../testing/schema-parity';
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

const CASES: ParityCase<ShareExhibitValues>[] = [
  { name: 'a listing of one device', input: valid(), valid: true },
  { name: 'an unpublished listing', input: valid({ published: false }), valid: true },
  { name: 'title missing', input: valid({ title: ' ' }), valid: false },
  { name: `title of ${titleMax}`, input: valid({ title: chars(titleMax, 'あ') }), valid: true },
  { name: `title of ${titleMax + 1}`, input: valid({ title: chars(titleMax + 1) }), valid: false },
  { name: 'a tab in the title', input: valid({ title: '顕微鏡\t貸出' }), valid: false },
  { name: 'a lone surrogate in the title', input: valid({ title: '\udc00顕微鏡' }), valid: false },
  {
    name: `description of ${descriptionMax}`,
    input: valid({ description: chars(descriptionMax) }),
    valid: true,
  },
  {
    name: `description of ${descriptionMax + 1}`,
    input: valid({ description: chars(descriptionMax + 1) }),
    valid: false,
  },
  {
    name: 'lines and tabs in the description',
    input: valid({ description: '1\n\t2\r\n3' }),
    valid: true,
  },
  { name: 'an escape in the description', input: valid({ description: 'a\u001bb' }), valid: false },
  { name: 'no device', input: valid({ deviceIds: [] }), valid: false },
  { name: `${devicesMax} devices`, input: valid({ deviceIds: devices(devicesMax) }), valid: true },
  {
    name: `${devicesMax + 1} devices`,
    input: valid({ deviceIds: devices(devicesMax + 1) }),
    valid: false,
  },
  { name: 'terms not agreed to', input: valid({ agreeToTerms: false }), valid: false },
];

describeParity(
  'share listing form',
  {
    web: yupAccepts(shareExhibitSchema(keyT)),
    // `toShareExhibitInput` runs after the form's check and always agrees; here the box is sent as ticked.
    server: (v) =>
      zodAccepts(shareExhibitInputSchema)({
        ...toShareExhibitInput(v),
        agreeToTerms: v.agreeToTerms,
      }),
  },
  CASES,
);
