import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ENCODINGS } from '../../src-shared/import/decode';
import { DELIMITERS } from '../../src-shared/import/delimiter';
import type { ImportTemplate } from '../../src-shared/import/templates';
import { PAYMENT_FIELDS } from '../../src-shared/payments/fields';

// Mappings are not secret; a small JSON file in the data folder lets the app and the CLI share them.
const FILE_NAME = 'import-templates.json';

export const importTemplateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  headers: z.array(z.string()).max(200),
  columns: z.partialRecord(z.enum(PAYMENT_FIELDS), z.string()),
  encoding: z.enum(ENCODINGS).optional(),
  delimiter: z.enum(DELIMITERS).optional(),
  decimalStyle: z.enum(['dot', 'comma']).optional(),
});

export class TemplateStore {
  readonly #file: string;
  constructor(readonly dataDir: string) {
    this.#file = join(dataDir, FILE_NAME);
  }

  list(): ImportTemplate[] {
    let raw: string;
    try {
      raw = readFileSync(this.#file, 'utf8');
    } catch {
      return [];
    }
    const parsed = z.array(importTemplateSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  }

  find(name: string): ImportTemplate | undefined {
    const wanted = name.trim().toLowerCase();
    return this.list().find((t) => t.name.toLowerCase() === wanted);
  }

  /** Saves or replaces (by name, ignoring case) a template. */
  save(template: ImportTemplate): ImportTemplate[] {
    const checked = importTemplateSchema.parse(template);
    const others = this.list().filter((t) => t.name.toLowerCase() !== checked.name.toLowerCase());
    return this.#write([...others, checked].sort((a, b) => a.name.localeCompare(b.name)));
  }

  remove(name: string): ImportTemplate[] {
    return this.#write(this.list().filter((t) => t.name.toLowerCase() !== name.trim().toLowerCase()));
  }

  #write(templates: ImportTemplate[]): ImportTemplate[] {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const tmp = `${this.#file}.tmp`;
    writeFileSync(tmp, JSON.stringify(templates, null, 2), { mode: 0o600 });
    renameSync(tmp, this.#file); // atomic: a crash never leaves half a file
    return templates;
  }
}
