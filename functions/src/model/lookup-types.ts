import type { ItemKind } from './exhibit-types';

/**
 * Lookups on the wire (faculties, areas with their buildings, secretariats, the category tree):
 * plain types (no zod, no Firebase), so the web app imports them. Every name is given in Japanese
 * and English; `order` is the display order (ascending). The zod schemas of the stored documents
 * are in `features/lookups/schema.ts`.
 */

export interface LocalizedName {
  ja: string;
  en: string;
}

/** A lookup as answered: the document's id, its name and its display order. */
export interface Lookup {
  id: string;
  name: LocalizedName;
  order: number;
}

export type Faculty = Lookup;
export type Area = Lookup;
export type Building = Lookup;
export interface Secretariat extends Lookup {
  email?: string | undefined;
  areaId?: string | undefined;
  /** The faculty the office serves; absent for the central offices. */
  facultyId?: string | undefined;
}

export interface SmallCategory extends Lookup {
  kind: ItemKind;
}
export interface MiddleCategory extends Lookup {
  smallCategories: Record<string, SmallCategory>;
}
export interface Category extends Lookup {
  middleCategories: Record<string, MiddleCategory>;
}
/** The category tree, indexed by id at every level (keys inserted in display order). */
export type CategoryTree = Record<string, Category>;

export interface FacultiesResponse {
  faculties: Faculty[];
}
export interface AreasResponse {
  areas: Area[];
}
export interface BuildingsResponse {
  buildings: Building[];
}
export interface SecretariatsResponse {
  secretariats: Secretariat[];
}
export interface CategoriesResponse {
  categories: CategoryTree;
}
