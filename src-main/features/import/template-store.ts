import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ImportTemplate } from '../../../src-shared/import/templates';
import { importTemplateSchema } from '../../../src-shared/ipc/channels/import';

// Mappings are not secret; a small JSON file in the data folder lets the app and the CLI share them.
const FILE_NAME = 'import-templates.json';

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
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return []; // a damaged file loses only the saved mappings, never blocks an import
    }
    const parsed = z.array(importTemplateSchema).safeParse(json);
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
