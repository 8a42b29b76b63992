// Worker thread: reads the packages' declared names into the build cache (warmNameUniverse in
// src/pipeline/check-page-names.ts), and ends.
import { workerData } from 'node:worker_threads';
import { createBuildCache } from '../cache/build-cache.ts';
import { loadNameUniverse } from './name-universe.ts';

loadNameUniverse({ ...(workerData as Omit<Parameters<typeof loadNameUniverse>[0], 'cache'>), cache: createBuildCache({ enabled: true }) });
