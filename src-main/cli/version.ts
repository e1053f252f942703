import { readFileSync } from 'node:fs';

/** Set by scripts/build-cli.mjs in the bundled CLI; absent when running from the TypeScript sources. */
declare const __BULKPAY_VERSION__: string | undefined;

/** Bulkpay's version (package.json's), for `bulkpay --version` and the core's app version. */
export function cliVersion(): string {
  if (typeof __BULKPAY_VERSION__ === 'string') return __BULKPAY_VERSION__;
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
