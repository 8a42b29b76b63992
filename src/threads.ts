import os from 'node:os';

/** DOCS_BUILD_THREADS=N overrides the thread count (0 works on the main thread), for profiling. */
export function threadsFromEnv(): number | undefined {
  const value = process.env.DOCS_BUILD_THREADS;
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Worker threads for `tasks` tasks: one per core (or DOCS_BUILD_THREADS), none below `minimum` tasks, never more than the tasks. */
export function workerThreads(tasks: number, p: { minimum: number; requested?: number }): number {
  const requested = p.requested ?? threadsFromEnv() ?? Math.max(1, os.availableParallelism());
  return tasks < p.minimum ? 0 : Math.min(requested, tasks);
}

/**
 * Limits of the threads that compile and render pages. Parsing Markdown allocates a great deal
 * that lives for one page: with V8's default young generation (16 MB semi-spaces) much of it
 * outlived two scavenges and was copied into the old generation, and the render threads spent 12 %
 * of their time collecting garbage. With 64 MB semi-spaces (the next size up from 96, which
 * measured no better than the default) a page's garbage dies young: 4 % on corpus-1000, the
 * render stage of corpus-4000 7 % faster, for some 60 MB more at the docs' peak.
 */
export const PAGE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 128 } as const;
