import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitAction } from '../api/change-exhibit-state';

/**
 * The owner's actions an exhibit allows now (the server checks again: 409 otherwise). While the
 * moderators keep it unpublished, publishing is not offered (409 `moderation_hold`).
 */
export function availableActions(exhibit: ManagedExhibit): ExhibitAction[] {
  if (exhibit.cancelledAt !== null) return [];
  const actions: ExhibitAction[] = [];
  if (['not_yet', 'junk_rejected', 'funds_rejected'].includes(exhibit.approvalStatus)) {
    actions.push('submit');
  }
  if (exhibit.approvalStatus === 'approved' && !exhibit.published && !exhibit.moderation) {
    actions.push('publish');
  }
  if (exhibit.published) actions.push('unpublish');
  actions.push('cancel');
  return actions;
}
