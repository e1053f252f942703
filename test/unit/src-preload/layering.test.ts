import { ESLint } from 'eslint';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Type-checks one throwaway file with a layer's compiler options (never written into the tree). */
function typeErrors(layerConfig: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(layerConfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const file = join(mkdtempSync(join(tmpdir(), 'bulkpay-layer-')), 'probe.ts');
  writeFileSync(file, code);
  const options = {
    ...parsed.options,
    composite: false,
    incremental: false,
    noEmit: true,
    declaration: false,
    emitDeclarationOnly: false,
  };
  const program = ts.createProgram([file], options);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

async function lintMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('layering (STYLE.md): typecheck rejects what a layer may not touch', () => {
  it('a renderer file importing node:fs does not compile', () => {
    expect(
      typeErrors('tsconfig.renderer.json', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n"),
    ).toEqual([expect.stringContaining("Cannot find module 'node:fs'")]);
  });

  it('a shared file touching window, document or process does not compile', () => {
    for (const global of ['window', 'document', 'process', 'Buffer']) {
      expect(typeErrors('tsconfig.shared.json', `export const g = ${global};\n`)).toEqual([
        expect.stringContaining(`Cannot find name '${global}'`),
      ]);
    }
  });

  it('the same files compile when they stay in their layer (the probe itself works)', () => {
    expect(typeErrors('tsconfig.renderer.json', 'export const t = document.title;\n')).toEqual([]);
    expect(typeErrors('tsconfig.shared.json', 'export const n = [1, 2].at(-1);\n')).toEqual([]);
  });
});

describe('layering (STYLE.md): lint rejects what a layer may not import', () => {
  it('a renderer file importing node:fs fails lint', async () => {
    expect(
      await lintMessages(
        'src-renderer/features/probe/leak.ts',
        "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
      ),
    ).toEqual([expect.stringContaining('layers/allowed-imports')]);
  });

  it('a shared file touching window fails lint', async () => {
    expect(await lintMessages('src-shared/probe.ts', 'export const w = window.location;\n')).toEqual([
      expect.stringContaining('no-restricted-globals'),
    ]);
  });

  it('main outside src-main/electron/ may not import electron', async () => {
    expect(await lintMessages('src-main/probe.ts', "import { app } from 'electron';\nexport const a = app;\n")).toEqual(
      [expect.stringContaining('layers/allowed-imports')],
    );
  });

  it('the zones are allow-lists: an undeclared edge such as main → sandbox fails lint', async () => {
    const probe = "import { startSandbox } from '../src-sandbox/index';\nexport const s = startSandbox;\n";
    expect(await lintMessages('src-main/probe.ts', probe)).toEqual([
      expect.stringContaining('src-main may not import "../src-sandbox/index"'),
    ]);
    // the one declared edge: the app embeds the demo bank
    expect(await lintMessages('src-main/features/profiles/demo-bank.ts', probe.replace('../', '../../../'))).toEqual(
      [],
    );
    // a package nobody declared, the sandbox reaching for our rules, main reaching into the shell
    expect(await lintMessages('src-shared/probe.ts', "import left from 'left-pad';\nexport const l = left;\n")).toEqual(
      [expect.stringContaining('layers/allowed-imports')],
    );
    expect(
      await lintMessages(
        'src-sandbox/probe.ts',
        "import { validateRow } from '../src-shared/payments';\nexport const v = validateRow;\n",
      ),
    ).toEqual([expect.stringContaining('layers/allowed-imports')]);
    expect(
      await lintMessages('src-main/probe.ts', "import { x } from './electron/main';\nexport const y = x;\n"),
    ).toEqual([expect.stringContaining('layers/allowed-imports')]);
    // the renderer may name the preload's API as a type, never import its code
    const preload = "import {} from '../../../src-preload/index';\n";
    expect(
      await lintMessages('src-renderer/features/probe/p.ts', preload.replace('import {}', 'import type {}')),
    ).toEqual([]);
    expect(await lintMessages('src-renderer/features/probe/p.ts', preload)).toEqual([
      expect.stringContaining('layers/allowed-imports'),
    ]);
  });

  it('a clean renderer file passes lint (the probe itself works)', async () => {
    expect(await lintMessages('src-renderer/features/probe/fine.ts', 'export const one = 1;\n')).toEqual([]);
  });
});

describe('only src-main/electron/ and src-preload/ import electron', () => {
  it('holds for every source file in the tree today', () => {
    const offenders = ['src-main', 'src-shared', 'src-renderer', 'src-sandbox', 'src-preload']
      .flatMap(sourceFiles)
      .map((f) => relative(process.cwd(), f))
      .filter((f) => !f.startsWith('src-main/electron/') && !f.startsWith('src-preload/'))
      .filter((f) =>
        /from\s+['"]electron['"]|require\(\s*['"]electron['"]\s*\)|import\(\s*['"]electron['"]\s*\)/.test(
          readFileSync(f, 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
