import { runDifferenceSchema } from '../../payments/run-difference';
import { z } from 'zod';
import { validationIssueSchema } from '../../bank/schemas';
import { defineChannel } from '../define';
import {
  confirmedSeparatelyShape,
  plannedBulkSchema,
  reviewAccountSchema,
  separateConfirmationNeededSchema,
} from './bulks';
import { bulkSummarySchema } from './history';
import { reviewSummarySchema, uploadedInputSchema } from './import-volume';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const runId = z.string().uuid();

export const appRoleSchema = z.enum(['preparer', 'approver', 'admin', 'viewer']);
export const teamRunStateSchema = z.enum(['awaiting_release', 'returned', 'released', 'sending', 'sent']);

const problemSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const teamViewSchema = z.object({
  /** A team database is set up on this desktop. */
  configured: z.boolean(),
  /** Its address, never with a password. */
  url: z.string().nullable(),
  /** Why the team database cannot be used right now (unreachable, refused); null when it answers. */
  problem: problemSchema.nullable(),
  status: z
    .object({
      user: z.string(),
      appRole: appRoleSchema.nullable(),
      serverVersion: z.string(),
      schemaVersion: z.number().int(),
      appSchemaVersion: z.number().int(),
    })
    .nullable(),
});

export const teamRunSummarySchema = z.object({
  id: runId,
  fileName: z.string(),
  payingAccount: z.string(),
  paymentCount: z.number().int(),
  totals: z.record(z.string(), decimal),
  warningsAcknowledged: z.array(z.string()),
  state: teamRunStateSchema,
  releaseRequired: z.boolean(),
  /** Above the team's second-approver amount: two approvers release it (team schema 10). */
  secondApprovalRequired: z.boolean().default(false),
  /** Above its preparer's limit: an admin must be among those who release it. */
  adminReleaseRequired: z.boolean().default(false),
  /** The first of two approvers, once they approved. */
  firstApprovedBy: z.string().nullable().default(null),
  preparedBy: z.string(),
  preparedAt: z.string(),
  releasedBy: z.string().nullable(),
  releasedAt: z.string().nullable(),
  returnedBy: z.string().nullable(),
  returnedComment: z.string().nullable(),
  claimedBy: z.string().nullable(),
  claimedHost: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The TPP (client id) and bank customer (PSU sub) the run's Idempotency-Keys belong to. */
  bankTpp: z.string().nullable().optional(),
  bankCustomer: z.string().nullable().optional(),
});

/** One payment of a run as the approver reads it, from the run's own rows. */
export const teamRunPaymentSchema = z.object({
  line: z.number().int(),
  payee: z.string(),
  iban: z.string(),
  amount: z.string(),
  currency: z.string(),
  reference: z.string(),
});

export const teamRunDetailSchema = z.object({
  run: teamRunSummarySchema,
  payments: z.array(teamRunPaymentSchema),
  /** The run checked again on this desktop against the bank: bulks, totals, warnings; null when it could not be. */
  check: z
    .object({
      account: reviewAccountSchema,
      bulks: z.array(plannedBulkSchema),
      totals: z.record(z.string(), decimal),
      warnings: z.array(validationIssueSchema),
      blocked: z.string().nullable(),
      /** Lines also in another team run already released, being sent or sent (releasing pays them twice). */
      alreadyReleasedLines: z.array(z.number().int()).optional(),
      /** What the releaser confirms on their own before releasing (paying again, changed bank details). */
      separately: z.array(separateConfirmationNeededSchema).default([]),
      /** What changed against the previous run that paid the same payees. */
      difference: runDifferenceSchema.nullable().optional(),
    })
    .nullable(),
  /** Why the run could not be checked again (bank unreachable, payments changed), or null. */
  checkProblem: problemSchema.nullable(),
  audit: z.array(z.object({ at: z.string(), dbUser: z.string(), action: z.string(), comment: z.string().nullable() })),
  /** The run was prepared by the user of this desktop (four eyes: they may not release it). */
  mine: z.boolean(),
  /** The bulks this desktop sent for the run, followed live through `bulks:updated`. */
  bulks: z.array(bulkSummarySchema),
  /** The run's bulks as recorded in the team store (what every team desktop sees, whoever sent them). */
  plannedBulks: z.array(plannedBulkSchema).optional(),
});

export const teamChannels = {
  'team:status': defineChannel(
    z.object({}).strict(),
    teamViewSchema,
    'Whether this desktop is in team mode, and the team database: reachable, server and schema versions, my role.',
  ),
  'team:connect': defineChannel(
    z
      .object({
        url: z.string().min(1).max(500),
        password: z.string().max(500).optional(),
        /** Install or upgrade the team schema when it is older than this Bulkpay (admins). */
        install: z.boolean().default(false),
      })
      .strict(),
    teamViewSchema,
    'Joins a team database: checks the server and schema, then keeps the password in the OS keychain (never returned).',
  ),
  'team:disconnect': defineChannel(
    z.object({}).strict(),
    teamViewSchema,
    'Leaves team mode on this desktop and removes the team password from the keychain.',
  ),
  'team:members': defineChannel(
    z.object({}).strict(),
    z.object({
      members: z.array(
        z.object({ dbRole: z.string(), appRole: appRoleSchema, grantedBy: z.string(), grantedAt: z.string() }),
      ),
    }),
    "The team's members: each database login role and its Bulkpay role.",
  ),
  'team:setRole': defineChannel(
    z
      .object({
        dbRole: z
          .string()
          .min(1)
          .max(63)
          .regex(/^[^\s"]+$/),
        appRole: appRoleSchema,
      })
      .strict(),
    z.object({}),
    'Gives a database login role a Bulkpay role (admins only; the database checks).',
  ),
  'team:runs': defineChannel(
    z.object({}).strict(),
    z.object({ runs: z.array(teamRunSummarySchema) }),
    "The team's latest runs, newest first.",
  ),
  'team:run': defineChannel(
    z.object({ runId }).strict(),
    teamRunDetailSchema,
    'A whole run for the approver: every payment, warnings acknowledged, who prepared it and when, totals, its history.',
  ),
  'team:review': defineChannel(
    uploadedInputSchema,
    reviewSummarySchema,
    "Reviews the uploaded rows of the current import as a team run, as a summary: the file's checks plus payments already in the team's recent runs.",
  ),
  'team:submit': defineChannel(
    uploadedInputSchema
      .extend({
        /** The review's `planHash`: main refuses when its own review differs. */
        planHash: z.string().regex(/^[0-9a-f]{64}$/),
        warningsChecked: z.boolean(),
        /** Payments already sent and changed bank details, each kind named with its count. */
        confirmedSeparately: confirmedSeparatelyShape.confirmedSeparately,
      })
      .strict(),
    z.object({ run: teamRunSummarySchema }),
    'Submits the reviewed upload for release by a second person.',
  ),
  'team:release': defineChannel(
    z
      .object({
        runId,
        /** The approver confirms paying again payments another released or sent run already holds. */
        acknowledgeDuplicates: z.boolean().optional(),
        /** The releaser confirms on their own, as the preparer did, payments already sent and changed bank details. */
        confirmedSeparately: confirmedSeparatelyShape.confirmedSeparately,
      })
      .strict(),
    z.object({ run: teamRunSummarySchema }),
    'Releases a run prepared by someone else (the database enforces four eyes).',
  ),
  'team:return': defineChannel(
    z.object({ runId, comment: z.string().trim().min(1).max(1000) }).strict(),
    z.object({ run: teamRunSummarySchema }),
    'Returns a run to its preparer with a comment.',
  ),
  'team:send': defineChannel(
    z.object({ runId }).strict(),
    z.discriminatedUnion('claimed', [
      z.object({ claimed: z.literal(false), by: z.string(), host: z.string() }),
      z.object({
        claimed: z.literal(true),
        run: teamRunSummarySchema,
        bulks: z.array(bulkSummarySchema),
        takenOver: z.boolean(),
      }),
    ]),
    'Sends a released run from this desktop, once across the team; or says who is sending it and where.',
  ),
};
