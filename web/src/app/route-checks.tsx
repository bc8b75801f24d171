import type { ChatSide } from '@campus/model/contact-types';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { isValidRouteId } from '../lib/paths';

/**
 * Route parameter checks (spec section 2, Other behaviour: a page whose validation fails shows the
 * 404 page). They wrap the lazily loaded page, inside the session guard, so a visitor who is signed
 * out is sent to log in first whatever the address holds.
 */
export type ParamCheck = 'id' | 'optionalId' | 'role';

/** The sides of a trade (`?role=`); the model's `ROLES` are the system roles of a user. */
const SIDES: readonly string[] = ['owner', 'customer'] satisfies ChatSide[];

function isValid(check: ParamCheck, id: string | undefined, role: string | null): boolean {
  switch (check) {
    case 'id':
      return isValidRouteId(id);
    case 'optionalId':
      return id === undefined || isValidRouteId(id);
    case 'role':
      // ?role=owner|customer; absent means owner.
      return role === null || SIDES.includes(role);
  }
}

/**
 * The check of a route, read from its path pattern (`paths.ts`): an `:id` must be an id, `:id?` an id
 * or nothing, and the notification pages' `?role=` a side of a trade; null for routes without
 * parameters.
 */
export function paramCheckOf(path: string): ParamCheck | null {
  if (path.endsWith('/:id?')) return 'optionalId';
  if (path.includes('/:id')) return 'id';
  return path.startsWith('/notification/') ? 'role' : null;
}

export function withParamCheck(Page: ComponentType, check: ParamCheck): ComponentType {
  function CheckedPage() {
    const { id } = useParams();
    const [search] = useSearchParams();
    return isValid(check, id, search.get('role')) ? <Page /> : <NotFoundPage />;
  }
  CheckedPage.displayName = `Checked(${Page.displayName ?? Page.name})`;
  return CheckedPage;
}
