import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TemplateStore } from '../../../../../src-main/features/import/template-store';
import { importHandlers } from '../../../../../src-main/features/import/handlers';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-templates-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const template = { name: 'ERP export', headers: ['A', 'B', 'C'], columns: { name: 'A', iban: 'B', amount: 'C' } };

describe('saved column mappings', () => {
  it('saves, replaces by name ignoring case, finds and deletes, in a private file', () => {
    const dir = scratch();
    const store = new TemplateStore(dir);
    expect(store.list()).toEqual([]);
    store.save(template);
    store.save({ ...template, name: 'erp EXPORT', columns: { ...template.columns, currency: 'D' } });
    store.save({ ...template, name: 'Bank file' });
    expect(store.list().map((t) => t.name)).toEqual(['Bank file', 'erp EXPORT']);
    expect(store.find('ERP Export')?.columns.currency).toBe('D');
    const file = join(dir, 'import-templates.json');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(2);
    expect(store.remove('bank file').map((t) => t.name)).toEqual(['erp EXPORT']);
  });

  it('treats a damaged file as no templates instead of failing the import', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'import-templates.json'), '{not json');
    expect(new TemplateStore(dir).list()).toEqual([]);
    writeFileSync(join(dir, 'import-templates.json'), JSON.stringify([{ name: 5 }]));
    expect(new TemplateStore(dir).list()).toEqual([]);
  });

  it('answers the import:* channels from the data folder', async () => {
    const dir = scratch();
    const handlers = importHandlers(dir);
    expect(await handlers['import:saveTemplate']({ template })).toMatchObject({
      ok: true,
      value: [{ name: 'ERP export' }],
    });
    expect(await handlers['import:templates']({})).toMatchObject({ ok: true, value: [{ name: 'ERP export' }] });
    expect(await handlers['import:deleteTemplate']({ name: 'ERP export' })).toEqual({ ok: true, value: [] });
  });
});
