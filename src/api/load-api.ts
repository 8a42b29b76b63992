import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_CATALOGUE, API_HOOKS, API_INTERFACES, PRODUCT_PACKAGES } from './catalogue.ts';
import { extractApi } from './extract-api.ts';
import type { ApiData } from './types.ts';
import type { BuildCache } from '../cache/build-cache.ts';

/** Version of the extraction logic: bump it whenever src/api changes what extractApi produces. */
export const API_EXTRACTOR_VERSION = 8;

/** Reads a package's version ('' when it is not installed). */
function versionAt(dir: string): string {
  try {
    return String((JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown }).version);
  } catch {
    return '';
  }
}

/**
 * The cache key of the API data: the extractor version, the TypeScript version, the catalogue, and the
 * name@version of every MUI X package involved (including MUI X packages nested inside them).
 */
export function apiCacheKey(nodeModules: string): string {
  const hash = crypto.createHash('sha256');
  hash.update(`extractor ${API_EXTRACTOR_VERSION}\0typescript ${ts.version}\0`);
  hash.update(JSON.stringify([API_CATALOGUE, API_INTERFACES, API_HOOKS]));
  const names = [...new Set(Object.values(PRODUCT_PACKAGES).flat())].sort();
  for (const name of names) {
    const dir = path.join(nodeModules, name);
    hash.update(`\0${name}@${versionAt(dir)}`);
    const nestedScope = path.join(dir, 'node_modules', '@mui');
    const nested = fs.existsSync(nestedScope) ? fs.readdirSync(nestedScope).filter((n) => n.startsWith('x-')).sort() : [];
    for (const inner of nested) hash.update(`\0${name}>@mui/${inner}@${versionAt(path.join(nestedScope, inner))}`);
  }
  return hash.digest('hex');
}

/**
 * Loads the API data of the installed MUI X packages: from the build cache when the same packages
 * were extracted before (no TypeScript program is created then), else by extracting and caching the result.
 */
export async function loadApi(options: { nodeModules: string; cache: BuildCache }): Promise<{ data: ApiData; fromCache: boolean; ms: number }> {
  const start = performance.now();
  const entry = options.cache.entry('api', apiCacheKey(options.nodeModules));
  const isApiData = (v: unknown): v is ApiData => typeof v === 'object' && v !== null && Array.isArray((v as ApiData).components) && Array.isArray((v as ApiData).interfaces) && Array.isArray((v as ApiData).events);
  const cached = entry.readJson('json', isApiData);
  if (cached) return { data: cached, fromCache: true, ms: performance.now() - start };
  // Builds sharing the cache that start together (CI, a test run) extract once: the others wait.
  return entry.exclusive(async () => {
    const made = entry.readJson('json', isApiData);
    if (made) return { data: made, fromCache: true, ms: performance.now() - start };
    const data = await extractApi({ nodeModules: options.nodeModules });
    entry.write('json', JSON.stringify(data));
    return { data, fromCache: false, ms: performance.now() - start };
  });
}
