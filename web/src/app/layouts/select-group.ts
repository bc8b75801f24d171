import { session } from '../../lib/session';

/**
 * What the side menu's group selector calls once the user confirms a change (null = act as the
 * individual). PLACEHOLDER until the identity issue: for now it only records the choice in the common
 * store. The real one (DESIGN.md, Identity; spec section 4, Group selection) posts the group to
 * POST /api/v1/home/me/group, force-refreshes the ID token so the `group` claim follows, and on failure
 * restores the previous group and rejects (the side menu then shows 'could not be changed').
 */
export async function onSelectGroup(group: string | null): Promise<void> {
  session.setGroup(group);
}
