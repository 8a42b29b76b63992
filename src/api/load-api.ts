import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_CATALOGUE, API_HOOKS, API_INTERFACES, PRODUCT_PACKAGES } from './catalogue.ts';
import { extractApi } from './extract-api.ts';
import type { ApiData } from './types.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { packageRoot } from '../paths.ts';

/** Version of the extraction's data format: bump it when what a cached entry holds changes shape. */
export const API_EXTRACTOR_VERSION = 9;

/**
 * The text of the extractor's own source files: extract-api.ts and every file of src/ it imports,
 * directly or not (type-only imports too: a changed type can change what is kept). Part of the
 * key, so API data in the cache was always made by this extractor: every build and test run that
 * shares a cache (a CI cache restored into another checkout too) extracts once, and an edit of the
 * extractor extracts again without anyone bumping a version.
 */
let sourceText: string | undefined;
export function extractorSource(): string {
  if (sourceText !== undefined) return sourceText;
  const seen = new Set<string>();
  const parts: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return;
    }
    parts.push(`${path.relative(packageRoot, file).split(path.sep).join('/')}\0${text}`);
    for (const m of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+\.tsx?)'/g)) visit(path.resolve(path.dirname(file), m[1]!));
  };
  visit(path.join(packageRoot, 'src/api/extract-api.ts'));
  return (sourceText = parts.sort().join('\0'));
}

/** Reads a package's version ('' when it is not installed). */
function versionAt(dir: string): string {
  try {
    return String((JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown }).version);
  } catch {
    return '';
  }
}

/**
 * The cache key of the API data: the extractor's code, the TypeScript version, the catalogue, and the
 * name@version of every MUI X package involved (including MUI X packages nested inside them).
 */
export function apiCacheKey(nodeModules: string): string {
  const hash = crypto.createHash('sha256');
  hash.update(`extractor ${API_EXTRACTOR_VERSION}\0typescript ${ts.version}\0`);
  hash.update(extractorSource());
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
