/**
 * `npm run sandbox [-- --port N] [--state FILE] [--demo] [--demo-dir DIR] [--characters latin|basic|any]`
 * First stdout line: {"base_url": …, "bulk_base_url": …, "control_url": …}; then demo credentials.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { startSandbox } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    state: { type: 'string' },
    demo: { type: 'boolean', default: false },
    'demo-dir': { type: 'string' },
    'processing-delay-ms': { type: 'string' },
    'auto-approve-ms': { type: 'string' },
    characters: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65533) {
  console.error(`--port must be a port number (0 = any free port), not "${values.port}"`);
  process.exit(2);
}
if (values.characters !== undefined && values.characters !== 'latin' && values.characters !== 'basic') {
  console.error(
    `--characters must be latin (SEPA basic and Latin-1 letters) or basic (SEPA basic only), not "${values.characters}"`,
  );
  process.exit(2);
}
const demoDir = values['demo-dir'] ?? join(tmpdir(), 'bulkpay-sandbox-demo');
const sandbox = await startSandbox({
  port,
  ...(values.state ? { stateFile: values.state } : {}),
  ...(values.demo ? { demo: { dir: demoDir } } : {}),
  ...(values['processing-delay-ms'] ? { processingDelayMs: Number(values['processing-delay-ms']) } : {}),
  ...(values['auto-approve-ms'] ? { autoApproveMs: Number(values['auto-approve-ms']) } : {}),
  ...(values.characters ? { characters: values.characters as 'latin' | 'basic' | 'any' } : {}),
}).catch((e: NodeJS.ErrnoException) => {
  const why =
    e.code === 'EADDRINUSE'
      ? `port ${port}, ${port + 1} or ${port + 2} is already in use; choose another --port or 0 for any free ports`
      : e.message;
  console.error(`The sandbox could not start: ${why}.`);
  process.exit(1);
});

console.log(
  JSON.stringify({
    base_url: sandbox.base_url,
    bulk_base_url: sandbox.bulk_base_url,
    control_url: sandbox.control_url,
  }),
);
const demo = sandbox.demo;
if (demo) {
  console.log(`
Bulkpay bank sandbox, demo mode (consents and bulks approve themselves after a few seconds)
  TPP client id:      ${demo.clientId}
  TPP client secret:  ${demo.clientSecret}
  QSEAL key:          ${demo.keyFile}
  QSEAL certificate:  ${demo.certFile}
  TPP login:          ${demo.tpp.email} / ${demo.tpp.password}
  PSU (customer):     ${demo.psu.email} / ${demo.psu.password}
  Accounts:
${demo.accounts.map((a) => `    ${a.name.padEnd(18)} ${a.currency} ${a.iban}  code ${a.code}  handle ${a.handle}`).join('\n')}`);
} else {
  console.log(`
Bulkpay bank sandbox (no demo application; run with --demo for one)
  Seeded customer: demo.psu@bulkpay.test / demo-password
  Control API: ${sandbox.control_url} (see docs/sandbox.md)`);
}
console.log('Press Ctrl+C to stop.');

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
