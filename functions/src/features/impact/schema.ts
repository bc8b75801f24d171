import { z } from 'zod';
import { lookupIdSchema, monthSchema } from '../../model/primitives';
import { rangeProblem } from './service';

/**
 * The dashboard's query: a range of at most a year (both ends optional: the last 12 months up to
 * this one) and optional filters; the CSV also takes the language of its names.
 */
export const impactQuery = z
  .object({
    from: monthSchema.optional(),
    to: monthSchema.optional(),
    campus: lookupIdSchema.optional(),
    faculty: lookupIdSchema.optional(),
    category: lookupIdSchema.optional(),
    lang: z.enum(['ja', 'en']).default('ja'),
  })
  .superRefine((query, ctx) => {
    // A bad month has its own error; the range is checked between two good ones only.
    const good = (month: string | undefined) => monthSchema.safeParse(month).success;
    if (!good(query.from) || !good(query.to)) return;
    if (query.from === undefined || query.to === undefined) return;
    const problem = rangeProblem(query.from, query.to);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type ImpactQuery = z.infer<typeof impactQuery>;
