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
