import type pg from 'pg';
import type { TeamTemplates as TeamTemplatesPort } from '../../ports/team/team-store-base';
import type { ImportTemplate } from '../../../src-shared/import/templates';
import { importTemplateSchema } from '../../../src-shared/ipc/channels/import';

/**
 * The team's saved column mappings on PostgreSQL: the same operations as the desktop's
 * TemplateStore (import/template-store.ts), async. One per name, ignoring case; the database
 * records who changed each one last, and viewers may only read them.
 */
export class TeamTemplates implements TeamTemplatesPort {
  constructor(private readonly pool: pg.Pool) {}

  async list(): Promise<ImportTemplate[]> {
    const { rows } = await this.pool.query<{ template: unknown }>(
      'SELECT template FROM bulkpay.templates ORDER BY name_key',
    );
    // A row another (newer) Bulkpay wrote in a shape this one does not read is left out, not fatal.
    return rows.flatMap((r) => {
      const parsed = importTemplateSchema.safeParse(r.template);
      return parsed.success ? [parsed.data] : [];
    });
  }

  async find(name: string): Promise<ImportTemplate | undefined> {
    const { rows } = await this.pool.query<{ template: unknown }>(
      'SELECT template FROM bulkpay.templates WHERE name_key = $1',
      [name.trim().toLowerCase()],
    );
    const parsed = rows[0] && importTemplateSchema.safeParse(rows[0].template);
    return parsed?.success ? parsed.data : undefined;
  }

  /** Saves or replaces (by name, ignoring case) a template. */
  async save(template: ImportTemplate): Promise<ImportTemplate[]> {
    const checked = importTemplateSchema.parse(template);
    await this.pool.query(
      `INSERT INTO bulkpay.templates (name_key, template) VALUES ($1, $2)
       ON CONFLICT (name_key) DO UPDATE SET template = EXCLUDED.template`,
      [checked.name.trim().toLowerCase(), JSON.stringify(checked)],
    );
    return this.list();
  }

  async remove(name: string): Promise<ImportTemplate[]> {
    await this.pool.query('DELETE FROM bulkpay.templates WHERE name_key = $1', [name.trim().toLowerCase()]);
    return this.list();
  }
}
