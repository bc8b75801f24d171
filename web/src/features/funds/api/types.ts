/**
 * A group's funds as the API shows them (issue 19, part 4): the model's shapes and limits
 * (`functions/src/model/fund-types.ts`, `fund.ts`, `limits.ts`). The server's zod rules check every
 * body again.
 */
export type {
  FundBody as Fund,
  FundChargesResponse,
  FundMonthBody as FundMonth,
  FundsResponse,
} from '@campus/model/fund-types';
export type { FundInput, FundPatch } from '@campus/model/fund';
export type { Member, MembersResponse } from '@campus/model/group-types';
export type {
  BillLineBody as ChargeLine,
  BudgetReviewsResponse,
  ReservationBody as Reservation,
} from '@campus/model/share-types';
