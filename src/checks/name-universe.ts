import fs from 'node:fs';
import path from 'node:path';
import { declarationFiles, fromData, toData, tokensOf, type DeclaredNames, type DeclaredNamesData } from '../api/declared-names.ts';
import { hashOf, type BuildCache } from '../cache/build-cache.ts';
import type { NameUniverse } from './check-names.ts';
import { NAMES_VERSION, namesOfPackageDir, readSnapshot } from './name-snapshot.ts';

function versionOf(dir: string): string | undefined {
  try {
    return String((JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown }).version);
  } catch {
    return undefined;
  }
}

/** The cache entry of a package's declared names (by its installed version); undefined when it is not installed. */
function packageEntry(name: string, p: { nodeModules: string; cache: BuildCache }) {
  const version = versionOf(path.join(p.nodeModules, name));
  return version === undefined ? undefined : p.cache.entry('names', hashOf(`names ${NAMES_VERSION}`, name, version));
}

/** The installed `known` packages, and the cache entry of their names together. */
function knownEntry(names: readonly string[], p: { nodeModules: string; cache: BuildCache }) {
  const installed = names.map((name) => ({ name, dir: path.join(p.nodeModules, name), version: versionOf(path.join(p.nodeModules, name)) })).filter((x) => x.version !== undefined);
  return { installed, entry: p.cache.entry('names', hashOf(`known ${NAMES_VERSION}`, ...installed.map((x) => `${x.name}@${x.version}`))) };
}

/** A package's declared names, from the cache when the same version was read before; undefined when it is not installed. */
function packageNames(name: string, p: { nodeModules: string; cache: BuildCache }): DeclaredNames | undefined {
  const dir = path.join(p.nodeModules, name);
  const entry = packageEntry(name, p);
  if (!entry) return undefined;
  const cached = entry.readJson<DeclaredNamesData>();
  if (cached) return fromData(cached);
  // With the MUI X packages a package nests (an alias of an older major keeps its own x-internals).
  const made = namesOfPackageDir(dir);
  entry.write('json', JSON.stringify(toData(made)));
  return made;
}

/** Every identifier and quoted string the `known` packages declare (plain names a page may use: React's, the DOM's, Material UI's). */
function knownNames(names: readonly string[], p: { nodeModules: string; cache: BuildCache }): Set<string> {
  const { installed, entry } = knownEntry(names, p);
  const cached = entry.readJson<string[]>();
  if (cached) return new Set(cached);
  const known = new Set<string>();
  for (const { dir } of installed) for (const file of declarationFiles(dir)) tokensOf(fs.readFileSync(file, 'utf8'), known);
  entry.write('json', JSON.stringify([...known]));
  return known;
}

/**
 * What the name check reads: the names of the `packages` (one set), of the `known` libraries,
 * and of each package `previous` lists (older majors installed under npm aliases, or, when not
 * installed, their name snapshots in `snapshots`). A package that is not installed is named in
 * `missing`, a snapshot that cannot be used in `broken`: the check cannot be trusted without them.
 */
export function loadNameUniverse(p: { nodeModules: string; packages: readonly string[]; known: readonly string[]; previous: readonly string[]; snapshots?: string; cache: BuildCache }): NameUniverse & { missing: string[]; broken: string[] } {
  const missing: string[] = [];
  const broken: string[] = [];
  const current: DeclaredNames = { names: new Set(), initialState: new Set(), api: new Set(), slots: new Set() };
  for (const name of p.packages) {
    const names = packageNames(name, p);
    if (!names) {
      missing.push(name);
      continue;
    }
    for (const key of Object.keys(current) as (keyof DeclaredNames)[]) for (const n of names[key]) current[key].add(n);
  }
  const previous = new Map<string, DeclaredNames>();
  for (const name of new Set(p.previous)) {
    const names = packageNames(name, p);
    const snapshot = names || p.snapshots === undefined ? undefined : readSnapshot(p.snapshots, name);
    if (names) previous.set(name, names);
    else if (snapshot && 'names' in snapshot) previous.set(name, snapshot.names);
    else if (snapshot) broken.push(snapshot.problem);
    else missing.push(name);
  }
  return { current, known: knownNames(p.known, p), previous, missing, broken };
}

/** Whether `loadNameUniverse` would read everything from the cache (a package not installed needs no entry). */
export function nameUniverseCached(p: { nodeModules: string; packages: readonly string[]; known: readonly string[]; previous: readonly string[]; cache: BuildCache }): boolean {
  return [...p.packages, ...p.previous].every((name) => packageEntry(name, p)?.has('json') ?? true) && knownEntry(p.known, p).entry.has('json');
}
