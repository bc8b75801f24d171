import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { FundBody } from '../../model/fund-types';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

/** `funds/{id}`: a group's funding source for one fiscal year (docs/share-mode.md, "Funds"). */
export const fundDocSchema = z.object({
  groupId: z.string(),
  fiscalYear: z.number().int(),
  name: z.string(),
  projectCode: z.string(),
  holderUid: z.string(),
  monthlyCap: z.number().int().nullable(),
  approvalThreshold: z.number().int().nullable(),
  active: z.boolean(),
  /** Bumped by every charge, so that charges of one fund are serialised (the cap holds). */
  chargeVersion: z.number().int().default(0),
  createdBy: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FundDoc = z.infer<typeof fundDocSchema>;

export const FUNDS = 'funds';

export function toFundBody(id: string, doc: FundDoc, holderName: string | null): FundBody {
  return {
    id,
    groupId: doc.groupId,
    fiscalYear: doc.fiscalYear,
    name: doc.name,
    projectCode: doc.projectCode,
    holderUid: doc.holderUid,
    holderName,
    monthlyCap: doc.monthlyCap,
    approvalThreshold: doc.approvalThreshold,
    active: doc.active,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

export const stamp = (date: Date) => Timestamp.fromDate(date);
