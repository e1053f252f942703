import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../src-main/platform/log';
import { keepServingOnUncaught } from '../../../../src-main/web/last-resort';

function loggedLines(emit: (target: EventEmitter) => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const target = new EventEmitter();
  keepServingOnUncaught(createLogger({ sink: (line) => lines.push(line) }), target);
  emit(target);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

function onlyEntry(entries: Record<string, unknown>[]): Record<string, unknown> {
  expect(entries).toHaveLength(1);
  return entries[0] ?? {};
}

function throwDeepInside(): never {
  throw new Error('the bank answer had no status; password=hunter22');
}

describe('keepServingOnUncaught', () => {
  it('logs where an uncaught error was thrown, with its message redacted', () => {
    let caught: unknown;
    try {
      throwDeepInside();
    } catch (e) {
      caught = e;
    }
    const entry = onlyEntry(loggedLines((target) => target.emit('uncaughtException', caught)));
    expect(entry.error).toContain('the bank answer had no status');
    expect(JSON.stringify(entry)).not.toContain('hunter22');
    const where = entry.where as string[];
    expect(where[0]).toMatch(/^at throwDeepInside .*last-resort\.test\.ts:\d+:\d+/);
    expect(where.every((frame) => frame.startsWith('at '))).toBe(true);
  });

  it('logs a rejection that is not an Error as its text, with no frames', () => {
    const entry = onlyEntry(loggedLines((target) => target.emit('unhandledRejection', 'socket closed')));
    expect(entry).toMatchObject({ error: 'socket closed', where: [] });
  });
});
