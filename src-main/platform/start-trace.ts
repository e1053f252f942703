// BULKPAY_START_TRACE=1: each phase of a start as one stderr line "start-trace <epoch ms> <phase>",
// read by bench/start-phases.ts to put every process's phases on one clock. Off, it costs a lookup.
const on = process.env.BULKPAY_START_TRACE === '1';

/** Notes that a phase of the start was reached (only under BULKPAY_START_TRACE=1). */
export function startTrace(phase: string): void {
  if (on) process.stderr.write(`start-trace ${(performance.timeOrigin + performance.now()).toFixed(1)} ${phase}\n`);
}
