import { errorKeys } from '../../../lib/error-keys';

/**
 * The message for a failed call of the funds pages: the funds API's own codes (typed against the
 * model's `ErrorCode`, without importing its constants into this chunk), then by status, else the
 * general message.
 */
export const fundsErrorKey = errorKeys(
  {
    not_group_admin: 'funds.errors.notGroupAdmin',
    not_budget_holder: 'funds.errors.notBudgetHolder',
    invalid_reservation_transition: 'funds.errors.alreadyDecided',
    fund_cap_exceeded: 'funds.errors.capExceeded',
    fund_not_current: 'funds.errors.notCurrent',
    device_outage: 'funds.errors.outage',
    device_shut_down: 'funds.errors.shutDown',
    reservation_conflict: 'funds.errors.conflict',
    not_found: 'funds.errors.notFound',
  },
  { 403: 'funds.errors.forbidden', 404: 'funds.errors.notFound' },
);

export type FundsErrorKey = ReturnType<typeof fundsErrorKey>;
