// Worker thread: reads the packages' declared names into the build cache (warmNameUniverse in
// src/pipeline/check-page-names.ts), at the lowest priority, and ends.
import os from 'node:os';
import { workerData } from 'node:worker_threads';
import { createBuildCache } from '../cache/build-cache.ts';
import { loadNameUniverse } from './name-universe.ts';

// This thread alone (Linux gives each thread its own priority): it takes the time the build leaves idle.
try {
  os.setPriority(19);
} catch {
  // A system that refuses: the thread keeps its priority.
}
loadNameUniverse({ ...(workerData as Omit<Parameters<typeof loadNameUniverse>[0], 'cache'>), cache: createBuildCache({ enabled: true }) });
