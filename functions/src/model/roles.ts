import { z } from 'zod';
import { ROLES, type Role } from './identity-types';

export { ROLES, type Role };
export const roleSchema = z.enum(ROLES);

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}
