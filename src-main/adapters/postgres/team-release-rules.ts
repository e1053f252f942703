import type pg from 'pg';
import type {
  ReleaseRule,
  ReleaseRuleKind,
  TeamReleaseRules as ReleaseRulesPort,
} from '../../ports/team/team-store-base';

export type { ReleaseRule, ReleaseRuleKind };

const TABLES: Record<ReleaseRuleKind, string> = {
  threshold: 'bulkpay.release_thresholds',
  second_approver: 'bulkpay.second_approver_thresholds',
  member_limit: 'bulkpay.member_limits',
};

/**
 * The team's release rules on PostgreSQL. Only admins change them (the database refuses anyone
 * else, BP002) and each change is in the team audit log; the runs' flags are the database's.
 */
export class TeamReleaseRules implements ReleaseRulesPort {
  constructor(private readonly pool: pg.Pool) {}

  async list(): Promise<ReleaseRule[]> {
    const { rows } = await this.pool.query<ReleaseRule>(
      `SELECT 'threshold' AS kind, currency::text AS currency, amount::text AS amount, NULL AS member FROM bulkpay.release_thresholds
       UNION ALL SELECT 'second_approver', currency::text, amount::text, NULL FROM bulkpay.second_approver_thresholds
       UNION ALL SELECT 'member_limit', currency::text, amount::text, db_role::text FROM bulkpay.member_limits
       ORDER BY 1, 4 NULLS FIRST, 2`,
    );
    return rows;
  }

  /** Sets a rule's amount, or removes the rule (`amount` null). A member limit needs `member`. */
  async set(kind: ReleaseRuleKind, currency: string, amount: string | null, member?: string): Promise<void> {
    const table = TABLES[kind];
    const limit = kind === 'member_limit';
    const key = limit ? 'db_role = $2 AND currency = $1' : 'currency = $1';
    const params = limit ? [currency, member ?? ''] : [currency];
    if (amount === null) {
      await this.pool.query(`DELETE FROM ${table} WHERE ${key}`, params);
      return;
    }
    const columns = limit ? '(currency, db_role, amount)' : '(currency, amount)';
    const values = limit ? '($1, $2, $3::numeric)' : '($1, $2::numeric)';
    const conflict = limit ? '(db_role, currency)' : '(currency)';
    await this.pool.query(
      `INSERT INTO ${table} ${columns} VALUES ${values} ON CONFLICT ${conflict} DO UPDATE SET amount = EXCLUDED.amount`,
      [...params, amount],
    );
  }
}
