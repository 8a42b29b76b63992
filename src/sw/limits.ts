/** Precache budget: the worker stays small; big demo chunks are cached at run time instead. */
export const PRECACHE_LIMIT_BYTES = 5 * 1024 * 1024;
