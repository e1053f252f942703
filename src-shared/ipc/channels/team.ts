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
import { builtAtFirstUse } from '../../built-at-first-use';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const runId = z.string().uuid();

export const appRoleSchema = z.enum(['preparer', 'approver', 'admin', 'viewer']);
export const teamRunStateSchema = z.enum(['awaiting_release', 'returned', 'released', 'sending', 'sent']);

const problemSchema = builtAtFirstUse(() =>
  z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
);

export const teamViewSchema = builtAtFirstUse(() =>
  z.object({
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
        schemaWorksFrom: z.number().int(),
        appSchemaVersion: z.number().int(),
        appWorksFrom: z.number().int(),
        payeeKeyUnicode: z.object({ app: z.string(), tables: z.string() }).nullable(),
        indexesToRebuild: z.array(z.string()),
        indexesBuilding: z.boolean(),
        payeeNamesUnfilled: z.boolean(),
      })
      .nullable(),
  }),
);

export const teamRunSummarySchema = builtAtFirstUse(() =>
  z.object({
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
  }),
);

/** One payment of a run as the approver reads it, from the run's own rows. */
export const teamRunPaymentSchema = builtAtFirstUse(() =>
  z.object({
    line: z.number().int(),
    payee: z.string(),
    iban: z.string(),
    amount: z.string(),
    currency: z.string(),
    reference: z.string(),
  }),
);

export const teamRunDetailSchema = builtAtFirstUse(() =>
  z.object({
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
    audit: z.array(
      z.object({ at: z.string(), dbUser: z.string(), action: z.string(), comment: z.string().nullable() }),
    ),
    /** The run was prepared by the user of this desktop (four eyes: they may not release it). */
    mine: z.boolean(),
    /** The bulks this desktop sent for the run, followed live through `bulks:updated`. */
    bulks: z.array(bulkSummarySchema),
    /** The run's bulks as recorded in the team store (what every team desktop sees, whoever sent them). */
    plannedBulks: z.array(plannedBulkSchema).optional(),
  }),
);

/**
 * What sending a run (`team:send`) or taking it over (`team:takeOver`) answers: either another
 * desktop holds the claim (its sender renewed it: alive, nothing was sent from here), or this
 * desktop claimed the run and sent its bulks.
 */
const teamSendOutcomeSchema = () =>
  z.discriminatedUnion('claimed', [
    z.object({ claimed: z.literal(false), by: z.string(), host: z.string() }),
    z.object({
      claimed: z.literal(true),
      run: teamRunSummarySchema,
      bulks: z.array(bulkSummarySchema),
      takenOver: z.boolean(),
    }),
  ]);

const teamRunChannels = {
  'team:status': defineChannel(
    () => z.object({}).strict(),
    () => teamViewSchema,
    'Whether this desktop is in team mode, and the team database: reachable, server and schema versions, my role.',
  ),
  'team:connect': defineChannel(
    () =>
      z
        .object({
          url: z.string().min(1).max(500),
          password: z.string().max(500).optional(),
          /** Install or upgrade the team schema when it is older than this Bulkpay (admins). */
          install: z.boolean().default(false),
        })
        .strict(),
    () => teamViewSchema,
    'Joins a team database: checks the server and schema, then keeps the password in the OS keychain (never returned).',
  ),
  'team:disconnect': defineChannel(
    () => z.object({}).strict(),
    () => teamViewSchema,
    'Leaves team mode on this desktop and removes the team password from the keychain.',
  ),
  'team:members': defineChannel(
    () => z.object({}).strict(),
    () =>
      z.object({
        members: z.array(
          z.object({ dbRole: z.string(), appRole: appRoleSchema, grantedBy: z.string(), grantedAt: z.string() }),
        ),
      }),
    "The team's members: each database login role and its Bulkpay role.",
  ),
  'team:setRole': defineChannel(
    () =>
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
    () => z.object({}),
    'Gives a database login role a Bulkpay role (admins only; the database checks).',
  ),
  'team:runs': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ runs: z.array(teamRunSummarySchema) }),
    "The team's latest runs, newest first.",
  ),
  'team:run': defineChannel(
    () => z.object({ runId }).strict(),
    () => teamRunDetailSchema,
    'A whole run for the approver: every payment, warnings acknowledged, who prepared it and when, totals, its history.',
  ),
  'team:review': defineChannel(
    () => uploadedInputSchema,
    () => reviewSummarySchema,
    "Reviews the uploaded rows of the current import as a team run, as a summary: the file's checks plus payments already in the team's recent runs.",
  ),
  'team:submit': defineChannel(
    () =>
      uploadedInputSchema
        .unwrap()
        .extend({
          /** The review's `planHash`: main refuses when its own review differs. */
          planHash: z.string().regex(/^[0-9a-f]{64}$/),
          warningsChecked: z.boolean(),
          /** Payments already sent and changed bank details, each kind named with its count. */
          confirmedSeparately: confirmedSeparatelyShape.confirmedSeparately,
        })
        .strict(),
    () => z.object({ run: teamRunSummarySchema }),
    'Submits the reviewed upload for release by a second person.',
  ),
  'team:release': defineChannel(
    () =>
      z
        .object({
          runId,
          /** The approver confirms paying again payments another released or sent run already holds. */
          acknowledgeDuplicates: z.boolean().optional(),
          /** The releaser confirms on their own, as the preparer did, payments already sent and changed bank details. */
          confirmedSeparately: confirmedSeparatelyShape.confirmedSeparately,
        })
        .strict(),
    () => z.object({ run: teamRunSummarySchema }),
    'Releases a run prepared by someone else (the database enforces four eyes).',
  ),
  'team:return': defineChannel(
    () => z.object({ runId, comment: z.string().trim().min(1).max(1000) }).strict(),
    () => z.object({ run: teamRunSummarySchema }),
    'Returns a run to its preparer with a comment.',
  ),
  'team:send': defineChannel(
    () => z.object({ runId }).strict(),
    teamSendOutcomeSchema,
    'Sends a released run from this desktop, once across the team; or says who is sending it and where.',
  ),
};

/** A change another desktop (or this one, or the CLI) committed in the team database. */
export const teamChangeSchema = builtAtFirstUse(() =>
  z.object({
    kind: z.enum(['run', 'bulk']),
    /** The run that changed; null when unknown (a bulk, or "read everything again" after a reconnect). */
    runId: z.string().nullable(),
    /** That run as the list shows it, read once by main: screens show the change without reading the runs. */
    run: teamRunSummarySchema.optional(),
  }),
);

const teamLiveChannels = {
  'team:live': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ live: z.boolean(), pooler: z.boolean().optional() }),
    "Whether team changes reach this desktop as they happen (the team database's LISTEN connection is up).",
  ),
};

/** Team changes pushed from the team database (LISTEN/NOTIFY), so screens follow colleagues at once. */
export const teamEvents = {
  'team:changed': teamChangeSchema,
  /** The LISTEN connection came up or was lost; while lost, the screens read again every 30 s. */
  'team:liveChanged': builtAtFirstUse(() =>
    z.object({
      live: z.boolean(),
      /** Lost as through a transaction-mode pooler: LISTEN accepted, nothing ever delivered. */
      pooler: z.boolean().optional(),
    }),
  ),
};

const releaseRuleSchema = builtAtFirstUse(() =>
  z.object({
    kind: z.enum(['threshold', 'second_approver', 'member_limit']),
    currency: z.string().regex(/^[A-Z]{3}$/),
    amount: z.string().regex(/^\d+(\.\d+)?$/),
    /** The member a limit applies to (database login role); null for the team-wide rules. */
    member: z.string().nullable(),
  }),
);

/**
 * The team's release rules (docs/team-admin.md, "Risk-scaled release"): the amount under which no
 * second person is needed, two approvers above an amount, and members' limits. Everyone reads
 * them; only admins change them (the database refuses anyone else).
 */
const teamRulesChannels = {
  'team:releaseRules': defineChannel(
    () => z.object({}).strict(),
    () => z.object({ rules: z.array(releaseRuleSchema) }),
    "The team's release rules: amount thresholds, second approvers, members' limits.",
  ),
  'team:setReleaseRule': defineChannel(
    () =>
      z
        .object({
          kind: releaseRuleSchema.unwrap().shape.kind,
          currency: releaseRuleSchema.unwrap().shape.currency,
          /** Null removes the rule. */
          amount: z
            .string()
            .regex(/^\d{1,15}(\.\d{1,6})?$/)
            .nullable(),
          member: z
            .string()
            .min(1)
            .max(63)
            .regex(/^[^\s"]+$/)
            .optional(),
        })
        .strict()
        .refine((r) => r.kind !== 'member_limit' || r.member !== undefined, { message: 'a limit names its member' }),
    () => z.object({ rules: z.array(releaseRuleSchema) }),
    'Sets or removes a release rule (admins only; the database checks and logs it).',
  ),
};

/**
 * Taking over a team run whose sending desktop stopped (crashed, lost its network, was shut
 * down): the same rules as `bulkpay team send` on the command line. Only a run being sent whose
 * claim has not been renewed for the claim's lease (ten minutes, on the team database's clock),
 * and only as the bank identity (TPP and customer) that started sending it; the run's own
 * Idempotency-Keys make the bank create each bulk once.
 */
const teamTakeoverChannels = {
  'team:claimLease': defineChannel(
    () => z.object({ runId }).strict(),
    () =>
      z.object({
        state: teamRunStateSchema,
        claimedBy: z.string().nullable(),
        claimedHost: z.string().nullable(),
        /** When the sender claimed or last renewed the claim (ISO); when it last confirmed it is sending (claim or heartbeat). */
        claimedAt: z.string().nullable(),
        confirmedAt: z.string().nullable(),
        /** When its claim lapses unless confirmed, and what lapses then: the claim's lease or the sender's heartbeat. */
        leaseUntil: z.string().nullable(),
        lapsesWith: z.enum(['claim', 'heartbeat']).nullable(),
        /** Seconds until it lapses, by the team database's clock (no clock skew), for a run being sent. */
        secondsLeft: z.number().int().nullable(),
        /** The run is being sent and its claim has lapsed: another desktop may take it over now. */
        takeoverAllowed: z.boolean(),
      }),
    "Who is sending a run and until when the claim holds, on the team database's clock: whether it may be taken over.",
  ),
  'team:takeOver': defineChannel(
    () => z.object({ runId }).strict(),
    teamSendOutcomeSchema,
    'Takes over a run whose sender stopped renewing its claim and sends its remaining bulks under the same keys, from this desktop.',
  ),
};

export const teamChannels = { ...teamRunChannels, ...teamLiveChannels, ...teamRulesChannels, ...teamTakeoverChannels };
