import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildCache } from '../cache/build-cache.ts';
import { packageRoot } from '../paths.ts';
import { threadsFromEnv } from '../threads.ts';
import type { ApiData } from './types.ts';

/** The API data as loaded, and the damaged cache entries met on the way (each dropped and rebuilt). */
export interface LoadedApi {
  data: ApiData;
  fromCache: boolean;
  ms: number;
  problems: string[];
}

/** The API data being loaded: `loaded` settles with it; `stop` ends a thread still extracting (a build that failed first). */
export interface ApiLoad {
  loaded: Promise<LoadedApi>;
  /** True when a thread extracts the data (no cache entry): a TypeScript program of several hundred megabytes meanwhile. */
  extracting: boolean;
  stop(): void;
}

const API_NODE_MODULES = path.join(packageRoot, 'node_modules');

/**
 * Starts loading the API data. When it must be extracted (no cache entry), a worker thread does
 * it beside the demo stage, whose main thread would otherwise wait for it after: the extraction is
 * a TypeScript program of some fifteen seconds. From the cache (or with DOCS_BUILD_THREADS=0) it
 * is read on this thread, where it costs less than starting a thread.
 */
export async function startApiLoad(cache: BuildCache): Promise<ApiLoad> {
  const { apiCacheKey, loadApi } = await import('./load-api.ts');
  const onThisThread = (): ApiLoad => ({ loaded: loadApi({ nodeModules: API_NODE_MODULES, cache }).then((l) => ({ ...l, problems: [] })), extracting: false, stop: () => {} });
  if (threadsFromEnv() === 0 || cache.entry('api', apiCacheKey(API_NODE_MODULES)).has('json')) return onThisThread();
  const worker = new Worker(path.join(packageRoot, 'build/api-worker.mjs'), { workerData: { nodeModules: API_NODE_MODULES, cacheEnabled: cache.enabled } });
  const loaded = new Promise<LoadedApi>((resolve, reject) => {
    worker.once('message', (value: LoadedApi) => resolve(value));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the API extraction thread exited (code ${code}) before it answered`)));
  });
  // A build that fails before it reads the API data does not leave this rejection unhandled.
  loaded.catch(() => {});
  return { loaded, extracting: true, stop: () => void worker.terminate() };
}
