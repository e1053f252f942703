// Long work on the window's thread is done in slices, handing the thread back between them so
// input and drawing go on (no task over the 100 ms that makes a window feel stuck; issue 14).

declare const scheduler: { yield?: () => Promise<void> } | undefined;

/** Resolves on a later task: `scheduler.yield()` where the browser has it (it resumes first), else a timer. */
export function yieldToWindow(): Promise<void> {
  if (typeof scheduler !== 'undefined' && scheduler?.yield) return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
