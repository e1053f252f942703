import { z } from 'zod';
import { defineChannel } from '../define';

const releaseRuleSchema = z.object({
  kind: z.enum(['threshold', 'second_approver', 'member_limit']),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  /** The member a limit applies to (database login role); null for the team-wide rules. */
  member: z.string().nullable(),
});

/**
 * The team's release rules (docs/team-admin.md, "Risk-scaled release"): the amount under which no
 * second person is needed, two approvers above an amount, and members' limits. Everyone reads
 * them; only admins change them (the database refuses anyone else).
 */
export const teamRulesChannels = {
  'team:releaseRules': defineChannel(
    z.object({}).strict(),
    z.object({ rules: z.array(releaseRuleSchema) }),
    "The team's release rules: amount thresholds, second approvers, members' limits.",
  ),
  'team:setReleaseRule': defineChannel(
    z
      .object({
        kind: releaseRuleSchema.shape.kind,
        currency: releaseRuleSchema.shape.currency,
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
    z.object({ rules: z.array(releaseRuleSchema) }),
    'Sets or removes a release rule (admins only; the database checks and logs it).',
  ),
};
