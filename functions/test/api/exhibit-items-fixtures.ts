/**
 * The items of an exhibit as the form sends them (ExhibitInput's `items`), free of any import so
 * that the browser suites' set-ups (emulators/test) list the same desk as the API tests.
 */

/** The asset facts of a desk bought from the operating budget. */
export const assetInfo = {
  assetCategory: 'personal_property',
  assetNumber: 'A-0001',
  budgetSource: 'operation',
  projectCode: '',
  acquisitionDate: '2020-04-01',
  acquisitionPrice: 50000,
};

/** Two clean steel office desks. */
export const deskItem = {
  name: 'Office desk',
  description: 'Steel, with drawers',
  categoryId: 'office-desk',
  stock: 2,
  condition: 'clean',
  book: null,
  assetInfo,
};

/** A consumable book (Natsume Soseki's), almost new. */
export const bookItem = {
  name: '吾輩は猫である',
  description: '',
  categoryId: 'humanities-books',
  stock: 1,
  condition: 'almost_new',
  book: { author: '夏目漱石', publisher: '岩波書店', isbn: '' },
  assetInfo: { assetCategory: 'consumable', budgetSource: 'unknown' },
};
