/**
 * Sandbox time. Business time (token expiry, consent expiry, the bulk approval window,
 * processing delays) reads this clock, so `POST /clock/advance` can move it forward
 * without waiting. The Date-header skew check uses the real wall clock instead: a client
 * with a correct clock must keep working after a test advances sandbox time.
 */
export class SandboxClock {
  constructor(private offsetMs = 0) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  iso(): string {
    return this.date().toISOString();
  }

  /** YYYY-MM-DD in UTC. */
  today(): string {
    return this.iso().slice(0, 10);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  get offset(): number {
    return this.offsetMs;
  }

  set offset(ms: number) {
    this.offsetMs = ms;
  }
}
