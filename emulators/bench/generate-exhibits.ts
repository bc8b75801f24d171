import type { ExhibitInput } from '../../functions/src/model/exhibit.js';

/**
 * Deterministic synthetic exhibits for the search benchmark: Japanese and English titles,
 * descriptions and items built from a weighted product list, so a common word ("椅子", "chair")
 * matches several percent of the exhibits and a rare one ("分光光度計") a small fraction of one.
 */

/** A small seeded PRNG (mulberry32): the same seed gives the same data and the same queries. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const value = list[Math.floor(rng() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

/** Picks by `weight` (a product's popularity). */
export function pickWeighted<T extends { weight: number }>(rng: Rng, list: readonly T[]): T {
  const total = list.reduce((sum, x) => sum + x.weight, 0);
  let r = rng() * total;
  for (const x of list) {
    r -= x.weight;
    if (r < 0) return x;
  }
  return pick(rng, list);
}

export type Lang = 'ja' | 'en';
export type Words = Record<Lang, readonly string[]>;

export interface Product {
  ja: string;
  en: string;
  /** Small category id (emulators/seed/lookups.json); the item kind follows from it. */
  category: string;
  /** Relative popularity. */
  weight: number;
  /** Sizes, subjects or grades that titles add and searches combine with the noun. */
  specs?: Words;
  /** Shorter words a searcher types for it ("椅子" for "オフィス椅子"). */
  terms?: Words;
}

const SIZES: Words = { ja: ['24インチ', '27インチ', '21.5インチ'], en: ['24-inch', '27-inch'] };
const WIDTHS: Words = { ja: ['120cm', '140cm', '180cm'], en: ['120 cm', '140 cm', '180 cm'] };
const TIERS: Words = { ja: ['3段', '5段'], en: ['3-tier', '5-tier'] };
const SUBJECTS: Words = {
  ja: ['工学', '化学', '物理', '数学', '医学', '経済', '英語', '情報'],
  en: ['engineering', 'chemistry', 'physics', 'mathematics', 'medicine', 'economics'],
};
const CHAIRS: Words = { ja: ['椅子'], en: ['chair'] };

export const PRODUCTS: readonly Product[] = [
  {
    ja: 'オフィス椅子',
    en: 'office chair',
    category: 'office-chair',
    weight: 10,
    terms: { ja: ['椅子', 'オフィス'], en: ['chair', 'office'] },
  },
  {
    ja: '折りたたみ椅子',
    en: 'folding chair',
    category: 'folding-chair',
    weight: 4,
    terms: CHAIRS,
  },
  { ja: 'スツール', en: 'stool', category: 'stool', weight: 2 },
  { ja: 'ソファ', en: 'sofa', category: 'sofa', weight: 1.5 },
  {
    ja: '事務机',
    en: 'office desk',
    category: 'office-desk',
    weight: 8,
    specs: WIDTHS,
    terms: { ja: ['机'], en: ['desk'] },
  },
  { ja: '実験台', en: 'lab bench', category: 'lab-bench', weight: 2, specs: WIDTHS },
  { ja: '会議テーブル', en: 'meeting table', category: 'meeting-table', weight: 4, specs: WIDTHS },
  { ja: 'サイドテーブル', en: 'side table', category: 'side-table', weight: 1 },
  { ja: '本棚', en: 'bookshelf', category: 'bookshelf', weight: 6, specs: TIERS },
  { ja: 'キャビネット', en: 'cabinet', category: 'cabinet', weight: 5, specs: TIERS },
  { ja: 'ロッカー', en: 'locker', category: 'locker', weight: 3 },
  { ja: '袖机', en: 'pedestal drawer', category: 'pedestal-drawer', weight: 2 },
  { ja: 'ホワイトボード', en: 'whiteboard', category: 'whiteboard', weight: 4 },
  { ja: 'パーティション', en: 'partition', category: 'partition', weight: 2 },
  { ja: 'コートハンガー', en: 'coat rack', category: 'coat-rack', weight: 0.5 },
  { ja: 'オシロスコープ', en: 'oscilloscope', category: 'oscilloscope', weight: 1 },
  { ja: '電子天秤', en: 'electronic balance', category: 'electronic-balance', weight: 1 },
  { ja: 'テスター', en: 'multimeter', category: 'multimeter', weight: 0.7 },
  { ja: '分光光度計', en: 'spectrophotometer', category: 'spectrophotometer', weight: 0.3 },
  { ja: '顕微鏡', en: 'microscope', category: 'microscope', weight: 1.5 },
  { ja: '光学定盤', en: 'optical table', category: 'optical-table', weight: 0.3 },
  { ja: 'レーザー光源', en: 'laser source', category: 'laser-source', weight: 0.2 },
  { ja: 'モニター', en: 'monitor', category: 'monitor', weight: 6, specs: SIZES },
  { ja: 'プリンター', en: 'printer', category: 'printer', weight: 3 },
  { ja: 'キーボード', en: 'keyboard', category: 'keyboard-and-mouse', weight: 2 },
  { ja: 'スイッチングハブ', en: 'network switch', category: 'network-equipment', weight: 1 },
  { ja: '遠心分離機', en: 'centrifuge', category: 'centrifuge', weight: 0.8 },
  { ja: 'インキュベーター', en: 'incubator', category: 'incubator', weight: 0.4 },
  { ja: '冷蔵庫', en: 'refrigerator', category: 'lab-refrigerator', weight: 1.5 },
  { ja: 'スターラー', en: 'magnetic stirrer', category: 'magnetic-stirrer', weight: 0.5 },
  { ja: 'デスクトップPC', en: 'desktop PC', category: 'desktop-computer', weight: 3 },
  { ja: 'ノートPC', en: 'laptop', category: 'laptop-computer', weight: 2.5 },
  { ja: 'タブレット', en: 'tablet', category: 'tablet', weight: 1 },
  { ja: 'プロジェクター', en: 'projector', category: 'projector', weight: 2 },
  { ja: 'スクリーン', en: 'projection screen', category: 'screen', weight: 1 },
  { ja: 'シュレッダー', en: 'shredder', category: 'shredder', weight: 1 },
  { ja: 'ラベルプリンター', en: 'label printer', category: 'label-printer', weight: 0.5 },
  { ja: 'ラミネーター', en: 'laminator', category: 'laminator', weight: 0.3 },
  {
    ja: '教科書',
    en: 'textbook',
    category: 'undergraduate-textbooks',
    weight: 6,
    specs: SUBJECTS,
    terms: { ja: ['本'], en: ['book'] },
  },
  {
    ja: '専門書',
    en: 'technical book',
    category: 'engineering-books',
    weight: 4,
    specs: SUBJECTS,
    terms: { ja: ['本'], en: ['book'] },
  },
  { ja: '医学書', en: 'medical book', category: 'medical-books', weight: 1 },
  { ja: '問題集', en: 'workbook', category: 'exam-preparation', weight: 1.5, specs: SUBJECTS },
  { ja: '語学テキスト', en: 'language textbook', category: 'language-textbooks', weight: 1 },
  { ja: '論文誌', en: 'journal', category: 'academic-journals', weight: 1.5, specs: SUBJECTS },
  { ja: '雑誌', en: 'magazine', category: 'general-magazines', weight: 1 },
  { ja: '辞書', en: 'dictionary', category: 'dictionaries', weight: 2 },
  { ja: 'ハンドブック', en: 'handbook', category: 'handbooks', weight: 1, specs: SUBJECTS },
  {
    ja: 'コピー用紙',
    en: 'copy paper',
    category: 'copy-paper',
    weight: 4,
    specs: { ja: ['A4', 'B5', 'A3'], en: ['A4', 'A3'] },
  },
  { ja: '封筒', en: 'envelope', category: 'envelopes', weight: 1.5 },
  { ja: 'ノート', en: 'notebook', category: 'notebooks', weight: 1.5 },
  { ja: 'ボールペン', en: 'ballpoint pen', category: 'writing-instruments', weight: 2 },
  { ja: 'ファイル', en: 'binder', category: 'files-and-binders', weight: 3 },
  { ja: 'ホッチキス', en: 'stapler', category: 'desk-supplies', weight: 1 },
  { ja: '試薬瓶', en: 'reagent bottle', category: 'glassware', weight: 1 },
  { ja: 'ビーカー', en: 'beaker', category: 'glassware', weight: 1 },
  { ja: 'ピペットチップ', en: 'pipette tips', category: 'pipette-tips', weight: 1 },
  { ja: 'ニトリル手袋', en: 'nitrile gloves', category: 'gloves', weight: 1 },
  { ja: 'シャーレ', en: 'petri dish', category: 'petri-dishes', weight: 0.5 },
  { ja: 'トナー', en: 'toner cartridge', category: 'toner-and-ink', weight: 2 },
  { ja: 'USBメモリ', en: 'USB drive', category: 'storage-media', weight: 1 },
  { ja: 'LANケーブル', en: 'LAN cable', category: 'cables', weight: 1.5 },
];

/** Adjectives of titles and item descriptions, and the stem a searcher types. */
export const MODIFIERS: Record<Lang, readonly { text: string; term: string }[]> = {
  ja: [
    { text: '中古の', term: '中古' },
    { text: '新品同様の', term: '新品' },
    { text: '大型の', term: '大型' },
    { text: '小型の', term: '小型' },
    { text: '木製の', term: '木製' },
    { text: 'スチール製の', term: 'スチール' },
    { text: '黒い', term: '黒' },
    { text: '白い', term: '白' },
    { text: '未使用の', term: '未使用' },
    { text: '予備の', term: '予備' },
    { text: '動作品の', term: '動作品' },
    { text: 'ジャンクの', term: 'ジャンク' },
    { text: '美品の', term: '美品' },
    { text: 'グレーの', term: 'グレー' },
    { text: '国産の', term: '国産' },
  ],
  en: [
    'used',
    'large',
    'small',
    'wooden',
    'steel',
    'black',
    'white',
    'grey',
    'ergonomic',
    'unused',
    'spare',
    'compact',
    'heavy-duty',
    'vintage',
  ].map((m) => ({ text: m, term: m })),
};

const PUBLISHERS = ['東京大学出版会', '岩波書店', 'オーム社', '共立出版', 'Springer', 'Wiley'];

const DESCRIPTIONS: Record<Lang, readonly ((main: string, other: string) => string)[]> = {
  ja: [
    (m, o) => `研究室の移転に伴い、${m}と${o}を譲ります。引き取りに来られる方を優先します。`,
    (m, o) => `使わなくなった${m}です。${o}も一緒にどうぞ。`,
    (m, o) => `プロジェクト終了のため${m}を出品します。${o}もあります。状態は良好です。`,
    (m) => `${m}。動作確認済み、多少の傷があります。`,
  ],
  en: [
    (m, o) => `Moving labs: giving away a ${m} and a ${o}. First come, first served.`,
    (m, o) => `Our ${m} is no longer needed; a ${o} comes with it.`,
    (m) => `${m} in good condition, a few scratches. Pick up on weekdays.`,
  ],
};

export interface Place {
  areaId: string;
  buildingIds: string[];
}

export interface Lookups {
  places: Place[];
  secretariatIds: string[];
}

export type BenchStatus = 'approved' | 'wait_junk' | 'not_yet' | 'unpublished';

export interface GeneratedExhibit {
  ownerId: string;
  input: ExhibitInput;
  status: BenchStatus;
  /** Days before the run when it was created (and published, when it is). */
  ageDays: number;
  expired: boolean;
  /** Whether its first item is out of stock. */
  firstItemEmpty: boolean;
}

const OWNERS = 300;
export const ownerIdOf = (n: number) => `bench-owner-${String(n).padStart(3, '0')}`;
export const OWNER_IDS = Array.from({ length: OWNERS }, (_v, n) => ownerIdOf(n));
const DAY = 86_400_000;

const capitalize = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

function iso(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}

/** A product's name with one of its specs, in `lang`. */
function nameOf(rng: Rng, product: Product, lang: Lang): string {
  const spec = product.specs && rng() < 0.6 ? pick(rng, product.specs[lang]) : null;
  if (spec === null) return product[lang];
  if (product.specs === SUBJECTS)
    return lang === 'ja' ? `${spec}の${product.ja}` : `${spec} ${product.en}`;
  return lang === 'ja' ? `${product.ja} ${spec}` : `${product.en}, ${spec}`;
}

const isBook = (p: Product) => p.specs === SUBJECTS || p.category.endsWith('books');

function itemOf(rng: Rng, product: Product, name: string, lang: Lang) {
  return {
    name,
    description: rng() < 0.3 ? pick(rng, MODIFIERS[lang]).text : '',
    categoryId: product.category,
    stock: 1 + Math.floor(rng() * 5),
    condition: 'clean' as const,
    weightKg: null,
    book: isBook(product)
      ? {
          author: '',
          publisher: pick(rng, PUBLISHERS),
          publicationYear: 1990 + Math.floor(rng() * 35),
          publicationMonth: null,
          publicationDay: null,
          isbn: '',
        }
      : null,
    assetInfo: {
      assetCategory: 'consumable' as const,
      assetNumber: '',
      budgetSource: 'operation' as const,
      projectCode: '',
      acquisitionDate: null,
      acquisitionPrice: null,
    },
  };
}

export function generateExhibit(rng: Rng, lookups: Lookups, now: Date): GeneratedExhibit {
  const lang: Lang = rng() < 0.6 ? 'ja' : 'en';
  const main = pickWeighted(rng, PRODUCTS);
  const other = pickWeighted(rng, PRODUCTS);
  const mainName = nameOf(rng, main, lang);
  const modifier = rng() < 0.7 ? pick(rng, MODIFIERS[lang]).text : '';
  const count = 1 + Math.floor(rng() * 5);
  const title =
    lang === 'ja'
      ? `${modifier}${mainName}（${count}点）`
      : `${capitalize(`${modifier} ${mainName}`.trim())} (${count})`;
  const books = isBook(main)
    ? { ja: '本はまとめてお渡しします。', en: ' Books go together.' }
    : null;
  const description = `${pick(rng, DESCRIPTIONS[lang])(main[lang], other[lang])}${books?.[lang] ?? ''}`;
  const items = [itemOf(rng, main, mainName, lang)];
  const extra = Math.floor(rng() * 3);
  for (let i = 0; i < extra; i += 1) {
    const product = i === 0 ? other : pickWeighted(rng, PRODUCTS);
    items.push(itemOf(rng, product, nameOf(rng, product, lang), lang));
  }
  const place = pick(rng, lookups.places);
  const roll = rng();
  const status: BenchStatus =
    roll < 0.85 ? 'approved' : roll < 0.9 ? 'wait_junk' : roll < 0.95 ? 'not_yet' : 'unpublished';
  return {
    ownerId: pick(rng, OWNER_IDS),
    status,
    ageDays: rng() * 180,
    expired: rng() < 0.1,
    firstItemEmpty: rng() < 0.1,
    input: {
      title,
      description,
      itemManager: 'Bench',
      managerEmail: 'bench@campus.example.ac.jp',
      place: { areaId: place.areaId, buildingId: pick(rng, place.buildingIds), room: '101' },
      pickupFrom: iso(new Date(now.getTime() + DAY)),
      pickupUntil: iso(new Date(now.getTime() + 30 * DAY)),
      secretariatId: pick(rng, lookups.secretariatIds),
      memo: '',
      expiresAt: iso(new Date(now.getTime() + 60 * DAY)),
      loan: false,
      loanDays: null,
      items,
      applicationDeadline: null,
      agreedToNotice: true,
    },
  };
}

/** The words searches use, per language: product names, their terms and specs, modifiers. */
export function vocabulary(lang: Lang): string[] {
  const words = new Set<string>();
  for (const p of PRODUCTS) {
    words.add(p[lang]);
    for (const w of p.terms?.[lang] ?? []) words.add(w);
    for (const w of p.specs?.[lang] ?? []) words.add(w);
  }
  for (const m of MODIFIERS[lang]) words.add(m.term);
  return [...words];
}
