// Vitest global setup for the integration tier: the CLI tests run the real `bin/bulkpay.mjs`,
// which runs the bundle in out/cli/; rebuild it so they test the sources as they are now.
import { buildCli } from '../../../scripts/build-cli.mjs';

export default async function setup(): Promise<void> {
  await buildCli({ quiet: true });
}
