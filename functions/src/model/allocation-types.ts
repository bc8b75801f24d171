/**
 * Fair allocation of popular exhibits (docs/allocation.md) on the wire, dates as ISO 8601 strings.
 * An exhibit with an `applicationDeadline` takes applications (the contact form's fields) until
 * then; at the deadline a scheduled draw (or the owner, by hand) picks the winners, who get a
 * contact in `open`. Plain constants and types: the web app imports this module.
 */

/** On an exhibit in application mode (null on first-come exhibits). */
export interface ExhibitAllocation {
  deadline: string;
  /** When the winners were drawn or picked (then the exhibit is first-come for what is left). */
  drawnAt: string | null;
  applicationCount: number;
}

/** Applications an exhibit takes at most. */
export const APPLICATIONS_MAX = 200;

export const APPLICATION_RESULTS = ['pending', 'won', 'lost'] as const;
export type ApplicationResult = (typeof APPLICATION_RESULTS)[number];

export interface ApplicationBody {
  accountId: string;
  /** Null once withdrawn from the service. */
  accountName: string | null;
  message: string;
  items: { itemId: string; name: string; quantity: number }[];
  installationPlace: string;
  result: ApplicationResult;
  createdAt: string;
}

/**
 * `GET /api/v1/home/exhibits/{id}/applications`: the owner sees all, an applicant their own
 * (oldest first).
 */
export interface ApplicationsResponse {
  applications: ApplicationBody[];
}

/** `POST /api/v1/home/exhibits/{id}/applications` (the contact form's body): 201. */
export interface ApplicationResponse {
  application: ApplicationBody;
}

/** `POST /api/v1/home/exhibits/{id}/draw`: the owner picks the winners by hand. */
export interface ManualDrawInput {
  winners: string[];
}

/**
 * `GET /api/v1/home/exhibits/{id}/draw` (the owner, the applicants and the back-office officers):
 * how the winners were chosen. With `method: 'random'`, `drawWinners(seed, requests, stock)` of
 * `functions/src/features/contacts/allocation.ts` on the applications gives `order` and `winners`
 * again.
 */
export interface DrawBody {
  method: 'random' | 'manual';
  seed: string | null;
  /** The applicants in the draw's order (a manual pick: the owner's order). */
  order: string[];
  winners: string[];
  losers: string[];
  /** The stock drawn for, per item. */
  stock: Record<string, number>;
  at: string;
  /** 'system' for the scheduled draw, else the owner's name. */
  by: string;
}

export interface DrawResponse {
  draw: DrawBody;
  /** The winners' new contacts. */
  contactIds: string[];
}
