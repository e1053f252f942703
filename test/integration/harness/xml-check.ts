// Validation of what the reports write: xmllint (Debian libxml2-utils) against the ISO 20022 XSDs
// that scripts/iso20022-xsd.sh unpacks into .xsd/ from Debian packages (camt.054.001.02,
// pain.002.001.10, camt.052.001.02 and .08; no npm or Debian package ships camt.053 or the ISO
// pain.002.001.03, see the script).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const XSD_DIR = resolve(import.meta.dirname, '../../../.xsd');

export function xsdPath(message: string): string {
  const path = join(XSD_DIR, `${message}.xsd`);
  if (!existsSync(path)) throw new Error(`${path} is missing: run scripts/iso20022-xsd.sh`);
  return path;
}

/** xmllint's verdict: '' when valid, else its messages. */
export function xmllint(xml: string, message: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bulkpay-xsd-'));
  const file = join(dir, `${message}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', xsdPath(message), file], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * xmllint's verdict on a camt.053 (.02 or .08). No package ships the camt.053 XSDs, but ISO builds
 * the statement of camt.053 (AccountStatement2, 9) from the same types as the account report of
 * camt.052 of the same edition (AccountReport11, 25): only the names Stmt, StmtPgntn and
 * AddtlStmtInf, the root element and the namespace differ, and a statement needs at least one
 * Bal where a report may have none. So the statement is validated renamed as a camt.052, and
 * the Bal it must carry is checked here.
 */
export function xmllintCamt053(xml: string): string {
  const version = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(02|08)/.exec(xml)?.[1];
  if (!version) return 'not a camt.053.001.02 or .08 document';
  const statements = xml.match(/<Stmt>[\s\S]*?<\/Stmt>/g) ?? [];
  const withoutBalance = statements.filter((st) => !/<Bal>/.test(st)).length;
  if (statements.length === 0 || withoutBalance > 0)
    return `${withoutBalance} of ${statements.length} Stmt without Bal`;
  const report = xml
    .replace(`camt.053.001.${version}`, `camt.052.001.${version}`)
    .replace(/BkToCstmrStmt>/g, 'BkToCstmrAcctRpt>')
    .replace(/<(\/?)Stmt>/g, '<$1Rpt>')
    .replace(/<(\/?)StmtPgntn>/g, '<$1RptPgntn>')
    .replace(/<(\/?)AddtlStmtInf>/g, '<$1AddtlRptInf>');
  return xmllint(report, `camt.052.001.${version}`);
}
