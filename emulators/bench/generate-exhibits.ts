import type { ExhibitInput, ItemKind } from '../../functions/src/model/exhibit.js';

/**
 * Deterministic synthetic exhibits for the search benchmark: Japanese and English titles,
 * descriptions and items built from word lists, so a common word matches a few percent of the
 * exhibits and a rare one far fewer, as on a real campus.
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
export const pick = <T>(rng: Rng, list: readonly T[]): T => {
  const value = list[Math.floor(rng() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
};

interface Words {
  ja: readonly string[];
  en: readonly string[];
}

export const NOUNS: Record<ItemKind, Words> = {
  furniture: {
    ja: [
      '椅子',
      'オフィス椅子',
      '机',
      '事務机',
      '本棚',
      'キャビネット',
      'ロッカー',
      'ホワイトボード',
      '会議テーブル',
      'ソファ',
      'スチール棚',
      'パーティション',
      'ワゴン',
      '顕微鏡',
      '遠心分離機',
      'モニター',
      'プロジェクター',
      'プリンター',
      '冷蔵庫',
      'シュレッダー',
    ],
    en: [
      'chair',
      'desk',
      'bookshelf',
      'cabinet',
      'locker',
      'whiteboard',
      'table',
      'sofa',
      'shelf',
      'partition',
      'microscope',
      'centrifuge',
      'monitor',
      'projector',
      'printer',
      'refrigerator',
      'oscilloscope',
      'shredder',
    ],
  },
  book: {
    ja: ['教科書', '専門書', '辞書', '論文集', '問題集', '参考書', '雑誌', '図鑑', '工学', '化学'],
    en: ['textbook', 'handbook', 'dictionary', 'journal', 'proceedings', 'manual', 'atlas'],
  },
  consumable: {
    ja: ['コピー用紙', 'ファイル', '封筒', 'ボールペン', 'トナー', '試薬瓶', 'ピペット', '手袋'],
    en: ['paper', 'folder', 'envelope', 'pen', 'toner', 'pipette', 'gloves', 'batteries'],
  },
};

const MODIFIERS: Words = {
  ja: [
    '中古の',
    '新品同様の',
    '大型',
    '小型',
    '木製',
    'スチール製',
    '黒い',
    '白い',
    '古い',
    '予備の',
  ],
  en: [
    'used',
    'large',
    'small',
    'wooden',
    'steel',
    'black',
    'white',
    'ergonomic',
    'portable',
    'A4',
  ],
};

/** Every word a query may use, per language. */
export const VOCABULARY: Words = {
  ja: [
    ...Object.values(NOUNS).flatMap((w) => w.ja),
    ...MODIFIERS.ja.map((m) => m.replace(/の$/, '')),
  ],
  en: [...Object.values(NOUNS).flatMap((w) => w.en), ...MODIFIERS.en],
};

export interface Place {
  areaId: string;
  buildingIds: string[];
}

export interface Lookups {
  places: Place[];
  secretariatIds: string[];
  /** Small category ids by kind. */
  categories: Record<ItemKind, string[]>;
}

export type BenchStatus = 'approved' | 'wait_junk' | 'not_yet' | 'unpublished';

export interface GeneratedExhibit {
  ownerId: string;
  input: ExhibitInput;
  status: BenchStatus;
  /** Days before the run when it was published (also its creation). */
  ageDays: number;
  expired: boolean;
  /** Index of the item whose stock is 0, if any. */
  emptyItem: number | null;
}

const OWNERS = 300;
export const ownerIdOf = (n: number) => `bench-owner-${String(n).padStart(3, '0')}`;
export const OWNER_IDS = Array.from({ length: OWNERS }, (_v, n) => ownerIdOf(n));

const KINDS: readonly ItemKind[] = ['furniture', 'furniture', 'furniture', 'book', 'consumable'];

function iso(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}

export function generateExhibit(rng: Rng, lookups: Lookups, now: Date): GeneratedExhibit {
  const lang = rng() < 0.6 ? 'ja' : 'en';
  const kind = pick(rng, KINDS);
  const noun = pick(rng, NOUNS[kind][lang]);
  const modifier = pick(rng, MODIFIERS[lang]);
  const other = pick(rng, NOUNS[pick(rng, KINDS)][lang]);
  const title =
    lang === 'ja'
      ? `${modifier}${noun}（${Math.floor(rng() * 5) + 1}点）`
      : `${modifier[0]?.toUpperCase()}${modifier.slice(1)} ${noun} (${Math.floor(rng() * 5) + 1})`;
  const description =
    lang === 'ja'
      ? `研究室の移転に伴い、${noun}と${other}を譲ります。引き取りに来られる方を優先します。`
      : `Moving labs: giving away a ${noun} and a ${other}. First come, first served.`;
  const itemCount = 1 + Math.floor(rng() * 3);
  const items = Array.from({ length: itemCount }, (_v, i) => {
    const itemKind = i === 0 ? kind : pick(rng, KINDS);
    return {
      name: i === 0 ? noun : pick(rng, NOUNS[itemKind][lang]),
      description: pick(rng, MODIFIERS[lang]),
      categoryId: pick(rng, lookups.categories[itemKind]),
      stock: 1 + Math.floor(rng() * 5),
      condition: 'clean' as const,
      book: null,
      assetInfo: {
        assetCategory: 'consumable' as const,
        assetNumber: '',
        budgetSource: 'operation' as const,
        projectCode: '',
        acquisitionDate: null,
        acquisitionPrice: null,
      },
    };
  });
  const place = pick(rng, lookups.places);
  const ageDays = rng() * 180;
  const day = 86_400_000;
  const roll = rng();
  const status: BenchStatus =
    roll < 0.85 ? 'approved' : roll < 0.9 ? 'wait_junk' : roll < 0.95 ? 'not_yet' : 'unpublished';
  return {
    ownerId: pick(rng, OWNER_IDS),
    status,
    ageDays,
    expired: rng() < 0.1,
    emptyItem: rng() < 0.1 ? 0 : null,
    input: {
      title,
      description,
      itemManager: 'Bench',
      managerEmail: 'bench@campus.example.ac.jp',
      place: { areaId: place.areaId, buildingId: pick(rng, place.buildingIds), room: '101' },
      pickupFrom: iso(new Date(now.getTime() + day)),
      pickupUntil: iso(new Date(now.getTime() + 30 * day)),
      secretariatId: pick(rng, lookups.secretariatIds),
      memo: '',
      expiresAt: iso(new Date(now.getTime() + 60 * day)),
      items,
      agreedToNotice: true,
    },
  };
}
