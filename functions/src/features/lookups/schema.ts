import { z } from 'zod';
import { lookupIdSchema, requiredText } from '../../model/primitives';

/**
 * Lookups: faculties, areas (campuses) with their buildings, secretariats and the category tree.
 * Every name is given in Japanese and English; `order` is the display order (ascending).
 */

/** Ids of lookup documents: kebab-case ASCII, e.g. `main-campus`, `lab-equipment`. */
export { lookupIdSchema };

export const localizedNameSchema = z.object({
  ja: requiredText(200),
  en: requiredText(200),
});
export type LocalizedName = z.infer<typeof localizedNameSchema>;

/** Which item form a small category uses (spec section 3, Item kind). */
export const itemKindSchema = z.enum(['furniture', 'book', 'consumable']);
export type ItemKind = z.infer<typeof itemKindSchema>;

const orderSchema = z.number().int().nonnegative();

// Firestore documents, as stored (the id is the document id).

/** `faculties/{id}` */
export const facultyDocSchema = z.object({ name: localizedNameSchema, order: orderSchema });
/** `areas/{id}` */
export const areaDocSchema = z.object({ name: localizedNameSchema, order: orderSchema });
/** `areas/{areaId}/buildings/{id}` */
export const buildingDocSchema = z.object({ name: localizedNameSchema, order: orderSchema });
/** `secretariats/{id}` */
export const secretariatDocSchema = z.object({
  name: localizedNameSchema,
  order: orderSchema,
  email: z.string().optional(),
  areaId: z.string().optional(),
});
const smallCategoryDocSchema = z.object({
  name: localizedNameSchema,
  order: orderSchema,
  kind: itemKindSchema,
});
const middleCategoryDocSchema = z.object({
  name: localizedNameSchema,
  order: orderSchema,
  smallCategories: z.record(z.string(), smallCategoryDocSchema),
});
/** `categories/{id}`: one document per top category, holding its whole subtree. */
export const categoryDocSchema = z.object({
  name: localizedNameSchema,
  order: orderSchema,
  middleCategories: z.record(z.string(), middleCategoryDocSchema),
});

export type FacultyDoc = z.infer<typeof facultyDocSchema>;
export type AreaDoc = z.infer<typeof areaDocSchema>;
export type BuildingDoc = z.infer<typeof buildingDocSchema>;
export type SecretariatDoc = z.infer<typeof secretariatDocSchema>;
export type CategoryDoc = z.infer<typeof categoryDocSchema>;

// API shapes.

export type WithId<T> = T & { id: string };

export type Faculty = WithId<FacultyDoc>;
export type Area = WithId<AreaDoc>;
export type Building = WithId<BuildingDoc>;
export type Secretariat = WithId<SecretariatDoc>;

export interface SmallCategory {
  id: string;
  name: LocalizedName;
  order: number;
  kind: ItemKind;
}
export interface MiddleCategory {
  id: string;
  name: LocalizedName;
  order: number;
  smallCategories: Record<string, SmallCategory>;
}
export interface Category {
  id: string;
  name: LocalizedName;
  order: number;
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
