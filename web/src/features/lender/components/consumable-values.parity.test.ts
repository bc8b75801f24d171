import { consumableInputSchema } from '@campus/model/fund';
import { FUND_LIMITS } from '@campus/model/limits';
import { chars, describeFormParity, fieldsOf } from '../../../testing/schema-parity';
import { consumableSchema, toConsumableInput, type ConsumableValues } from './consumable-values';

const { consumableItemMax, consumableQuantityMax, amountMax } = FUND_LIMITS;
const consumable = (values: Partial<ConsumableValues>): ConsumableValues => ({
  item: 'Gloves',
  quantity: '2',
  unitPrice: '300',
  ...values,
});

const { item, quantity, unitPrice } = fieldsOf(consumable);

describeFormParity(
  'consumable form',
  { form: consumableSchema, server: consumableInputSchema, body: toConsumableInput },
  [
    { name: 'an item, a quantity and a price', input: consumable({}), valid: true },
    item.refuses('missing', ''),
    item.refuses('only spaces', '   '),
    ...item.upTo(consumableItemMax, chars),
    item.accepts('between spaces', ' 試薬 A '),
    ...item.oneLine('試薬'),
    ...quantity.wholeNumber(1, consumableQuantityMax),
    quantity.refuses('missing', ''),
    ...unitPrice.wholeNumber(0, amountMax),
    unitPrice.refuses('missing', ''),
  ],
);
