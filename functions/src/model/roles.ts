import { z } from 'zod';

/** Roles carried by the `roles` custom claim (spec section 3, Enumerations). */
export const ROLES = ['junk_inquiry', 'external_funds'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}
