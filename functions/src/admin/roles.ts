import { ROLES, type Role, isRole } from '../model/roles';

/**
 * The officer roles (`ROLES`: `junk_inquiry`, `external_funds`, `content_editor`) as the `roles`
 * custom claim: pure functions from claims to claims. Every other claim (e.g. the acting `group`) is
 * kept as it is.
 */

export type Claims = Record<string, unknown>;

/** A role name an operator typed; throws, listing the valid names, when it is not one. */
export function parseRole(name: string): Role {
  const role = name.trim();
  if (!isRole(role)) {
    throw new Error(`Unknown role "${name}": expected one of ${ROLES.join(', ')}`);
  }
  return role;
}

/** The known roles of the `roles` claim, once each, in the order of `ROLES`. */
export function rolesOf(claims: Readonly<Claims> | undefined): Role[] {
  const value = claims?.roles;
  const values: unknown[] = Array.isArray(value) ? value : [];
  return ROLES.filter((role) => values.includes(role));
}

/**
 * The claims with `roles` set to `roles` (once each, in the order of `ROLES`), or without the
 * `roles` claim when there are none. Unknown values in the old claim are dropped.
 */
export function withRoles(claims: Readonly<Claims> | undefined, roles: readonly Role[]): Claims {
  const { roles: _previous, ...rest } = claims ?? {};
  const next = ROLES.filter((role) => roles.includes(role));
  return next.length === 0 ? rest : { ...rest, roles: next };
}

export function withRoleGranted(claims: Readonly<Claims> | undefined, role: Role): Claims {
  return withRoles(claims, [...rolesOf(claims), role]);
}

export function withRoleRevoked(claims: Readonly<Claims> | undefined, role: Role): Claims {
  return withRoles(
    claims,
    rolesOf(claims).filter((held) => held !== role),
  );
}
