// Evaluating a page's first demo modules one a task. A dynamic import evaluates the module and
// everything it imports that has not run yet in one task: for the Data Grid overview's first demo,
// the shared vendor module (React, MUI), the grid's chunk, the island runtime and the demo, a
// task of 400 ms with 4× CPU throttling during which the page could not answer a tap. Imported
// one after the other, each after the modules it imports (the build lists them so: preloadsOf in
// src/demos/bundle-demos.ts), with a task boundary between, each module's evaluation is a task of
// its own, and the page answers input between them.

/** Resolves in a new task: the browser may handle input and paint before it. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Imports each URL in turn, a task boundary before the next. A module that fails to load is left
 * to the import that needs it (the demo's own, which reports it in the demo's frame).
 */
export async function evaluateInTasks(urls: readonly string[], p: { load: (url: string) => Promise<unknown>; next?: () => Promise<void> }): Promise<void> {
  const next = p.next ?? nextTask;
  for (const url of urls) {
    await p.load(url).catch(() => undefined);
    await next();
  }
}
