import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';

// Debian's Chromium; BULKPAY_CHROMIUM points elsewhere on other systems.
export const CHROMIUM = process.env.BULKPAY_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const browserAvailable = existsSync(CHROMIUM);
const inCi = process.env.CI === 'true';

/**
 * `describe` for browser journeys. Without Chromium the journeys do not run, and say so loudly;
 * under CI=true a missing browser is a failing test, never a skip.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (browserAvailable) {
    describe(name, body);
    return;
  }
  if (inCi) {
    describe(name, () => {
      it('has Chromium to run in', () => {
        throw new Error(`CI=true but there is no Chromium at ${CHROMIUM}: install the chromium package (see README).`);
      });
    });
    return;
  }
  console.warn(
    `\n*** BROWSER JOURNEYS DID NOT RUN: "${name}" needs Chromium at ${CHROMIUM} ***\n` +
      '*** Install the chromium package (see README) or set BULKPAY_CHROMIUM.       ***\n',
  );
  describe.skip(name, body);
}
