import type { BillLineBody } from './share-types';

/**
 * A group's funds on the wire (issue 19, part 4; docs/share-mode.md, "Funds"): funding sources
 * registered per Japanese fiscal year (April to March), charged by reservations. Plain types (no
 * zod, no Firebase): the web app imports this module.
 */

export interface FundBody {
  id: string;
  groupId: string;
  /** The fiscal year it funds (FY2026: 2026-04-01 to 2027-03-31, Asia/Tokyo). */
  fiscalYear: number;
  name: string;
  /** 12 digits. */
  projectCode: string;
  /** The group admin who approves charges above `approvalThreshold`. */
  holderUid: string;
  /** The holder's current name (null: withdrawn or unknown). */
  holderName: string | null;
  /** The most that may be charged to it in one Tokyo month (null: no cap). */
  monthlyCap: number | null;
  /** Reservations costing more wait for the holder before the lender sees them (null: never). */
  approvalThreshold: number | null;
  /** Closed funds take no new charges. */
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `GET /home/groups/{id}/funds?fiscalYear`: a group's funds, newest fiscal year first, then by name. */
export interface FundsResponse {
  funds: FundBody[];
}

/** What one month of a fund's fiscal year holds: charged (billed) and held (requested) yen. */
export interface FundMonthBody {
  month: string;
  charged: number;
  held: number;
}

/**
 * `GET /home/groups/{id}/funds/{fundId}/charges` (group admins, external-funds officers): the
 * fund's fiscal year month by month and its charged lines; `…/charges.csv` is the same lines for
 * the accounting office.
 */
export interface FundChargesResponse {
  fund: FundBody;
  months: FundMonthBody[];
  lines: BillLineBody[];
  total: number;
}

/** A fund the caller may charge, as the booking form offers it (with its group's name). */
export interface ChargeableFundBody extends FundBody {
  groupName: string;
}

/** `GET /home/me/funds`: the active funds of the caller's groups for this and the next fiscal year. */
export interface ChargeableFundsResponse {
  funds: ChargeableFundBody[];
}

/** The fund a reservation is charged to, frozen when booked. */
export interface ReservationFundBody {
  id: string;
  groupId: string;
  name: string;
  projectCode: string;
}

/** A charge a lender added to a reservation after use: `amount` is quantity × unit price. */
export interface ConsumableBody {
  id: string;
  item: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  addedAt: string;
}
