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
 * of their time collecting garbage. With larger semi-spaces a page's garbage dies young: 4 % on
 * corpus-1000, the render stage of corpus-4000 7 % faster. V8 takes a third of this limit for a
 * semi-space, rounded up to a power of two: 64 gives 32 MB semi-spaces, 128 gave 64 MB. Measured
 * on corpus-4000 (three pairs), 64 renders as fast as 128 (44.6 s against 44.5, 52.3 against
 * 53.0, 51.0 against 50.8; the same CPU time) with 165 to 180 MB less peak memory.
 */
export const PAGE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 64 } as const;
