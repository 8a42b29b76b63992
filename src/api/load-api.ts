import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_CATALOGUE, API_INTERFACES, PRODUCT_PACKAGES } from './catalogue.ts';
import { extractApi } from './extract-api.ts';
import type { ApiData } from './types.ts';

/** Version of the extraction logic: bump it whenever src/api changes what extractApi produces. */
export const API_EXTRACTOR_VERSION = 1;

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
  hash.update(JSON.stringify([API_CATALOGUE, API_INTERFACES]));
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
 * Loads the API data of the installed MUI X packages: from `cacheDir/api/<key>.json` when the same packages
 * were extracted before (no TypeScript program is created then), else by extracting and caching the result.
 */
export async function loadApi(options: {
  nodeModules: string;
  cacheDir: string;
  enabled: boolean;
}): Promise<{ data: ApiData; fromCache: boolean; ms: number }> {
  const start = performance.now();
  const file = path.join(options.cacheDir, 'api', `${apiCacheKey(options.nodeModules)}.json`);
  if (options.enabled) {
    try {
      const data = JSON.parse(await fs.promises.readFile(file, 'utf8')) as ApiData;
      if (Array.isArray(data.components) && Array.isArray(data.interfaces)) {
        return { data, fromCache: true, ms: performance.now() - start };
      }
    } catch {
      // Missing or unreadable entry: extract below.
    }
  }
  const data = extractApi({ nodeModules: options.nodeModules });
  if (options.enabled) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, JSON.stringify(data));
    await fs.promises.rename(tmp, file);
  }
  return { data, fromCache: false, ms: performance.now() - start };
}
