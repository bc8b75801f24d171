import { z } from 'zod';
import { placeInputSchema } from './exhibit';
import { DEVICE_LIMITS, SHARE_EXHIBIT_LIMITS, USAGE_REPORT_LIMITS } from './limits';
import { outsideFeesSchema } from './outside-users';
import { CHARGE_BY, IF_DECLINED } from './share-types';
import {
  calendarDateSchema,
  dateTimeSchema,
  idSchema,
  lookupIdSchema,
  multilineText,
  requiredMultilineText,
  requiredText,
  text,
} from './primitives';

/**
 * Share mode (docs/share-mode.md): devices with booking rules and reservations, as the API accepts
 * them. Pure zod, no Firebase. The answer shapes are in the zod-free `share-types.ts`.
 */

export { DEVICE_LIMITS, SHARE_EXHIBIT_LIMITS, USAGE_REPORT_LIMITS };

const slotMinutes = (max: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(max)
    .refine((m) => m % DEVICE_LIMITS.slotMinutes === 0, {
      message: 'Use a multiple of 15 minutes',
    });

export const bookingRulesSchema = z
  .object({
    minMinutes: slotMinutes(DEVICE_LIMITS.dayMinutes).refine((m) => m >= 15, {
      message: 'At least 15 minutes',
    }),
    maxMinutes: slotMinutes(DEVICE_LIMITS.dayMinutes).refine((m) => m >= 15, {
      message: 'At least 15 minutes',
    }),
    advanceDays: z.number().int().min(1).max(DEVICE_LIMITS.advanceDaysMax),
    bufferMinutes: slotMinutes(DEVICE_LIMITS.bufferMax),
    openFrom: slotMinutes(DEVICE_LIMITS.dayMinutes),
    openUntil: slotMinutes(DEVICE_LIMITS.dayMinutes),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'Each day once' }),
    closures: z
      .array(
        z
          .object({
            from: calendarDateSchema,
            until: calendarDateSchema,
            reason: text(DEVICE_LIMITS.closureReasonMax).default(''),
          })
          .strict()
          .refine((c) => c.from <= c.until, {
            message: 'The closure ends before it starts',
            path: ['until'],
          }),
      )
      .max(DEVICE_LIMITS.closuresMax)
      .default([]),
  })
  .strict()
  .refine((r) => r.minMinutes <= r.maxMinutes, {
    message: 'The minimum is longer than the maximum',
    path: ['maxMinutes'],
  })
  .refine((r) => r.openFrom < r.openUntil, {
    message: 'The bookable hours end before they start',
    path: ['openUntil'],
  });
export type BookingRulesInput = z.infer<typeof bookingRulesSchema>;

/** A device's usage report settings (off by default, 14 days, no acknowledgement). */
export const usageReportSettingsSchema = z
  .object({
    required: z.boolean(),
    withinDays: z.number().int().min(1).max(DEVICE_LIMITS.reportWithinDaysMax).default(14),
    acknowledgement: multilineText(DEVICE_LIMITS.acknowledgementMax).default(''),
  })
  .strict()
  .default({ required: false, withinDays: 14, acknowledgement: '' });

/** `POST /home/devices` and `PUT /home/devices/{id}`: the whole editable device. */
export const deviceInputSchema = z
  .object({
    name: requiredText(DEVICE_LIMITS.nameMax),
    description: multilineText(DEVICE_LIMITS.descriptionMax).default(''),
    /** A small category of the shared tree, or '' for none. */
    categoryId: z.union([z.literal(''), lookupIdSchema]).default(''),
    place: placeInputSchema,
    usageNotes: multilineText(DEVICE_LIMITS.notesMax).default(''),
    /** Whole yen per hour; 0 = free. */
    feePerHour: z.number().int().min(0).max(DEVICE_LIMITS.feePerHourMax),
    /**
     * Fees per hour of users from other universities and companies (issue 33, part 4); null: they
     * pay `feePerHour`, the campus fee.
     */
    outsideFees: outsideFeesSchema.nullable().default(null),
    rules: bookingRulesSchema,
    requiresApproval: z.boolean(),
    active: z.boolean().default(true),
    /** Bookings from qualified users only (issue 19); lapsing after `idleDays` without a use. */
    qualification: z
      .object({
        required: z.boolean(),
        idleDays: z.number().int().min(1).max(DEVICE_LIMITS.idleDaysMax).nullable().default(null),
      })
      .strict()
      .default({ required: false, idleDays: null }),
    /**
     * Users check in within `graceMinutes` after the start (issue 19), or the reservation is
     * released as a no-show; off by default.
     */
    checkIn: z
      .object({
        required: z.boolean(),
        graceMinutes: z.number().int().min(0).max(DEVICE_LIMITS.graceMinutesMax).default(15),
      })
      .strict()
      .default({ required: false, graceMinutes: 15 }),
    /** What a bill charges: the booked time, or the time actually used (from check-in to finish). */
    chargeBy: z.enum(CHARGE_BY).default('booking'),
    /**
     * Assisted sessions (issue 33): offered or not, the fee per 15-minute slot, and the staff (each
     * a member of the lending group: 400 at `body.assistance.staffIds.N` otherwise).
     */
    assistance: z
      .object({
        offered: z.boolean(),
        feePerSlot: z.number().int().min(0).max(DEVICE_LIMITS.assistanceFeePerSlotMax),
        staffIds: z.array(idSchema).max(DEVICE_LIMITS.staffMax).default([]),
      })
      .strict()
      .refine((a) => !a.offered || a.staffIds.length > 0, {
        message: 'Name at least one staff member to offer assisted sessions',
        path: ['staffIds'],
      })
      .default({ offered: false, feePerSlot: 0, staffIds: [] }),
    /**
     * Usage reports (issue 33, part 3): whether each session's user reports what was used, within
     * how many days of its end, and the acknowledgement (e.g. a grant number) shown to them.
     */
    usageReports: usageReportSettingsSchema,
  })
  .strict();
export type DeviceInput = z.infer<typeof deviceInputSchema>;

/** `PUT /home/reservations/{id}/report`: the user's usage report of a session that has ended. */
export const usageReportInputSchema = z
  .object({
    /** What was actually used (prefilled from the check-in record, else the booking). */
    start: dateTimeSchema,
    end: dateTimeSchema,
    samples: z.number().int().min(0).max(USAGE_REPORT_LIMITS.samplesMax),
    /** What was done. */
    work: requiredMultilineText(USAGE_REPORT_LIMITS.workMax),
    /** Publications or results to acknowledge the facility in, later ('' for none yet). */
    results: multilineText(USAGE_REPORT_LIMITS.resultsMax).default(''),
  })
  .strict()
  .refine((r) => Date.parse(r.start) < Date.parse(r.end), {
    message: 'The end is before the start',
    path: ['end'],
  });
export type UsageReportInput = z.infer<typeof usageReportInputSchema>;

/** `POST /home/devices/{id}/reservations`. */
export const reservationInputSchema = z
  .object({
    start: dateTimeSchema,
    end: dateTimeSchema,
    purpose: multilineText(DEVICE_LIMITS.purposeMax).default(''),
    /** The fund of one of the caller's groups it is charged to (issue 19, part 4). */
    fundId: idSchema.optional(),
    /**
     * A request for the device's staff to assist (issue 33): what for, and whether a decline leaves
     * an ordinary booking or cancels it. 409 `assistance_not_offered` where the device offers none.
     */
    assistance: z
      .object({
        note: multilineText(DEVICE_LIMITS.assistanceNoteMax).default(''),
        ifDeclined: z.enum(IF_DECLINED),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ReservationInput = z.infer<typeof reservationInputSchema>;

/**
 * `POST /home/devices/{id}/reservations/series` (and the plan, `GET …/series?start&end&weeks`): a
 * booking's first date repeated weekly, 2 to 12 dates in all (`SERIES_WEEKS_MAX`).
 */
export const seriesInputSchema = reservationInputSchema
  .extend({ weeks: z.number().int().min(2).max(DEVICE_LIMITS.seriesWeeksMax) })
  .strict();
export type SeriesInput = z.infer<typeof seriesInputSchema>;

/** `POST /home/devices/{id}/outages`: a scheduled outage (maintenance) and why. */
export const outageInputSchema = z
  .object({
    start: dateTimeSchema,
    end: dateTimeSchema,
    reason: requiredMultilineText(DEVICE_LIMITS.outageReasonMax),
  })
  .strict();
export type OutageInput = z.infer<typeof outageInputSchema>;

/** `POST /home/devices/{id}/problems`: what a user of the device found wrong. */
export const problemInputSchema = z
  .object({ description: requiredMultilineText(DEVICE_LIMITS.problemMax) })
  .strict();

/** `POST /home/devices/{id}/problems/{problemId}/resolve`: what the lender did (optional). */
export const problemResolutionSchema = z
  .object({ resolution: multilineText(DEVICE_LIMITS.problemMax).default('') })
  .strict();

/** `POST /home/reservations/{id}/assistance/decline`: why the staff cannot assist (required). */
export const assistanceDeclineSchema = z
  .object({ reason: requiredMultilineText(DEVICE_LIMITS.reasonMax) })
  .strict();

/** The reason a lender gives when rejecting or cancelling (required), or a user cancelling (optional). */
export const reservationStepInputSchema = z
  .object({ reason: multilineText(DEVICE_LIMITS.reasonMax).default('') })
  .strict()
  .optional();

/**
 * `POST /home/share-exhibits` and `PUT /home/share-exhibits/{id}`: a share listing (an exhibit of
 * type `sharing`) publishing devices of its owner. Every save agrees to the terms of sharing.
 */
export const shareExhibitInputSchema = z
  .object({
    title: requiredText(SHARE_EXHIBIT_LIMITS.titleMax),
    description: multilineText(SHARE_EXHIBIT_LIMITS.descriptionMax).default(''),
    deviceIds: z
      .array(idSchema)
      .min(1)
      .max(SHARE_EXHIBIT_LIMITS.devicesMax)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Each device once' }),
    published: z.boolean(),
    agreeToTerms: z.literal(true, { message: 'Agree to the terms of sharing' }),
  })
  .strict();
export type ShareExhibitInput = z.infer<typeof shareExhibitInputSchema>;
