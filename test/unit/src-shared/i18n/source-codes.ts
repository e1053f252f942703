import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Every message code the core can produce, read from the source itself (not a hand list), with
 * the parameter names passed alongside it. A code is a string literal:
 * - in a `code:` property (all literals in it, so `timeout ? 'bank_timeout' : 'bank_unreachable'` gives both);
 * - first argument of `err(code, message, …)`;
 * - second argument of a rule's `add(field, code, message, …)`;
 * - first of a `[code, message]` pair (the bank's status table, the IBAN problem table).
 * Parameters: the keys of a `params: { … }` object next to the code (same object literal or call).
 */
export interface SourceCode {
  code: string;
  params: Set<string>;
  where: Set<string>;
}

const CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

function literalsIn(node: ts.Node): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteralLike(n) && CODE.test(n.text)) out.push(n.text);
    else if (!ts.isCallExpression(n)) ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

function paramKeys(node: ts.Node | undefined): string[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((p) =>
    p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

export function messageCodesInSource(roots: string[]): Map<string, SourceCode> {
  const codes = new Map<string, SourceCode>();
  const note = (code: string, where: string, params: string[]) => {
    const entry = codes.get(code) ?? { code, params: new Set<string>(), where: new Set<string>() };
    entry.where.add(where);
    params.forEach((p) => entry.params.add(p));
    codes.set(code, entry);
  };
  for (const file of roots.flatMap(sourceFiles)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      if (ts.isObjectLiteralExpression(n)) {
        const code = n.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'code',
        );
        const params = n.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'params',
        );
        if (code) literalsIn(code.initializer).forEach((c) => note(c, file, paramKeys(params?.initializer)));
      }
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const name = n.expression.text;
        const args = n.arguments;
        if (name === 'err' && args[0]) literalsIn(args[0]).forEach((c) => note(c, file, paramKeys(args[3])));
        if (name === 'add' && args[1])
          literalsIn(args[1]).forEach((c) => note(c, file, paramKeys(args.find(ts.isObjectLiteralExpression))));
      }
      if (ts.isArrayLiteralExpression(n) && n.elements.length === 2) {
        const [first, second] = n.elements;
        if (
          first &&
          second &&
          ts.isStringLiteralLike(first) &&
          first.text.includes('_') &&
          CODE.test(first.text) &&
          (ts.isStringLiteralLike(second) || ts.isTemplateExpression(second))
        )
          note(first.text, file, []);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return codes;
}

/** A word with "(s)" or "(es)", not an SQL call such as `to_jsonb(s)` (an identifier's `_` before the word). */
const BRACKETED_PLURAL = /(?<![\w.])\p{L}+\((?:s|es)\)/u;

/** Where a string literal (template parts included) in `roots` counts with an English bracketed plural such as "payment(s)". */
export function bracketedPluralsInSource(roots: string[]): string[] {
  const found: string[] = [];
  for (const file of roots.flatMap(sourceFiles)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      const literal =
        ts.isStringLiteralLike(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n);
      if (literal && BRACKETED_PLURAL.test(n.text))
        found.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${n.text}`);
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return found;
}
