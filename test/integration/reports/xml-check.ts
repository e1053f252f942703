// Validation of what the reports write: xmllint (Debian libxml2-utils) against the ISO 20022 XSDs
// that scripts/iso20022-xsd.sh unpacks into .xsd/ (camt.054.001.02 is the one a Debian package
// ships; no npm or Debian package ships pain.002 or camt.053 schemas).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
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
  const file = join(mkdtempSync(join(tmpdir(), 'bulkpay-xsd-')), `${message}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', xsdPath(message), file], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}
