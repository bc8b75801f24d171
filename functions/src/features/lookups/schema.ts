import { z } from 'zod';
import { ITEM_KINDS } from '../../model/exhibit-types';
import type { LocalizedName } from '../../model/lookup-types';
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
}) satisfies z.ZodType<LocalizedName>;

/** Which item form a small category uses (spec section 3, Item kind). */
export const itemKindSchema = z.enum(ITEM_KINDS);

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
  /** The faculty the office serves; absent for the central offices (docs/impact.md). */
  facultyId: z.string().optional(),
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

// API shapes: in the model, which the web app shares.

export type {
  Area,
  AreasResponse,
  BuildingsResponse,
  Building,
  CategoriesResponse,
  Category,
  CategoryTree,
  FacultiesResponse,
  Faculty,
  LocalizedName,
  MiddleCategory,
  Secretariat,
  SecretariatsResponse,
  SmallCategory,
} from '../../model/lookup-types';
