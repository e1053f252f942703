#!/usr/bin/env node
// CI's security scanners (called from .ci/run):
//  1. electronegativity over the app's sources: fails on a HIGH/MEDIUM finding not reviewed in
//     security/electronegativity-exceptions.json (scripts/electronegativity.ts).
//  2. npm audit of the production dependencies at high severity: shows every high or critical
//     advisory in the CI output for a person to review, and does not fail the run (issue 9 asks
//     for the findings to be shown). When the registry's advisory endpoint cannot be reached
//     (offline, or a mirror that does not serve it), says so plainly: nothing was audited.
import { spawnSync } from 'node:child_process';

let failed = false;

console.log('--- electronegativity');
const scan = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/electronegativity.ts'], { stdio: 'inherit' });
if (scan.status !== 0) failed = true;

console.log('--- npm audit --omit=dev --audit-level=high (shown for review; does not fail the run)');
// A command line, not a file and arguments: on Windows npm is npm.cmd, which only a shell runs.
const audit = spawnSync('npm audit --omit=dev --audit-level=high --json', {
  encoding: 'utf8',
  shell: true,
  timeout: 120_000,
});
const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const report = parseJson(audit.stdout);
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why =
    report?.message ??
    report?.error?.summary ??
    audit.error?.message ??
    audit.stderr?.trim().split('\n').pop() ??
    'no answer';
  console.log(`npm audit: the registry's advisory endpoint could not be reached (${why}).`);
  console.log('npm audit: production dependencies were NOT audited in this run.');
} else {
  const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
  console.log(`npm audit: ${summary} (production dependencies)`);
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(
    ([, v]) => v.severity === 'high' || v.severity === 'critical',
  );
  if (serious.length === 0) console.log('npm audit: no high or critical advisory.');
  else console.log(`npm audit: ${serious.length} package(s) with a high or critical advisory, to review:`);
  for (const [name, v] of serious) {
    const fix = v.fixAvailable ? 'fix available: npm audit fix' : 'no fix available yet';
    console.log(`  ${v.severity.toUpperCase()} ${name}${v.range ? ` ${v.range}` : ''} (${fix})`);
    for (const via of v.via ?? []) {
      // An advisory of its own, or the dependency it comes through (listed on its own line too).
      if (typeof via === 'string') console.log(`    via ${via}`);
      else console.log(`    ${via.title ?? 'advisory'}${via.url ? ` ${via.url}` : ''}`);
    }
  }
}

process.exit(failed ? 1 : 0);
