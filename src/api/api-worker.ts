// Worker thread: extracts the API data (a TypeScript program over the packages' declarations)
// while the main thread prepares the demos, and posts it back with the cache problems it met.
import { parentPort, workerData } from 'node:worker_threads';
import { createBuildCache } from '../cache/build-cache.ts';
import { packageRoot } from '../paths.ts';
import { loadApi } from './load-api.ts';
import type { LoadedApi } from './api-thread.ts';

const { nodeModules, cacheEnabled } = workerData as { nodeModules: string; cacheEnabled: boolean };
// The API data names declaration files inside the package: named portably in the cache.
const cache = createBuildCache({ enabled: cacheEnabled, roots: [packageRoot] });
const loaded = await loadApi({ nodeModules, cache });
parentPort!.postMessage({ ...loaded, problems: cache.takeProblems() } satisfies LoadedApi);
