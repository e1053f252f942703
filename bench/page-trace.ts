// The page's main thread split by what it did, from a Chromium performance trace (the JSON that
// `browser.stopTracing()` returns): each event's own time (its duration less the events nested in
// it) summed by name, on the renderer's main thread that parsed our page. Used by
// bench/start-phases.ts (BULKPAY_PAGE_TRACE=<file>); the same trace opens in Chrome's DevTools.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string } };
}

/** The categories that name the main thread's work: tasks, parsing, script, style, layout, paint, fonts. */
export const PAGE_TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
  'fonts',
  'disabled-by-default-v8.compile',
];

/** The main thread (`CrRendererMain`) of the renderer whose HTML parsing read a page at `origin`. */
function pageMainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } | null {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && mains.has(`${e.pid}:${e.tid}`) && e.args?.beginData?.url?.startsWith(origin),
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/** What an event's own time was spent on, by its name (first match; the rest is "other"). */
const KINDS: [kind: string, name: RegExp][] = [
  [
    'script compile (parse, preparse, lazy compile)',
    /^V8\.(Parse|PreParse|Compile|CollectSourcePositions)|^v8\.compile/,
  ],
  ['garbage collection', /GC|^MinorGC|^MajorGC/],
  ['script run', /^v8\.|^V8\.|FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch/],
  ['fonts (matching, strikes, shaping)', /Font|Shape|WebSandboxSupportLinux/],
  ['style (CSS parse, recalc)', /Style|CSS|UpdateLayoutTree/],
  ['layout', /Layout|^LocalFrameView::layout/],
  ['paint, composite', /Paint|Commit|Layerize|Composit|PrePaint|Raster/],
  ['HTML parse, navigation commit, document', /HTML|ParseHTML|DocumentLoader|Frame::|Document::|Navigation/],
  ['loading, IPC (mojo), task scheduling', /Resource|URLLoader|mojo|RunTask|Scheduler|SimpleWatcher|MessagePort/],
];

/** Own time (ms) per kind of work (KINDS), dearest first. */
export function byKind(byName: [string, number][]): [string, number][] {
  const sums = new Map<string, number>();
  for (const [name, ms] of byName) {
    const kind = KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
    sums.set(kind, (sums.get(kind) ?? 0) + ms);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

/** Own time (ms) per event name on the page's main thread, dearest first; and the tasks' total. */
export function mainThreadSplit(
  trace: { traceEvents: TraceEvent[] },
  origin: string,
): { tasksMs: number; byName: [string, number][] } {
  const thread = pageMainThread(trace.traceEvents, origin);
  if (!thread) return { tasksMs: 0, byName: [] };
  const mine = trace.traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  // Complete events as they are; begin/end pairs matched per name in order.
  const spans: { name: string; start: number; end: number }[] = [];
  const open = new Map<string, number[]>();
  for (const e of [...mine].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, start: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e.ts]);
    else if (e.ph === 'E') {
      const start = open.get(e.name)?.pop();
      if (start !== undefined) spans.push({ name: e.name, start, end: e.ts });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const own = new Map<string, number>();
  const stack: { name: string; end: number }[] = [];
  let tasksUs = 0;
  for (const s of spans) {
    while (stack.length && stack.at(-1)!.end <= s.start) stack.pop();
    const parent = stack.at(-1);
    const dur = s.end - s.start;
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - Math.min(dur, parent.end - s.start));
    else tasksUs += dur;
    own.set(s.name, (own.get(s.name) ?? 0) + dur);
    stack.push({ name: s.name, end: s.end });
  }
  const byName = [...own]
    .map(([name, us]): [string, number] => [name, us / 1000])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  return { tasksMs: tasksUs / 1000, byName };
}
