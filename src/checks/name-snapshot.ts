import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { declarationFiles, fromData, quotedStringsOf, readDeclaredNames, toData, type DeclaredNames, type DeclaredNamesData } from '../api/declared-names.ts';

/**
 * Name snapshots: the names an older major declares, kept in the content (nameCheck.snapshots)
 * for versions npm cannot install beside the current ones (their peer dependencies name React 17
 * or 18 and Material UI 5, and npm's overrides do not reach peer dependencies). A snapshot is made
 * from the package's published tarball by `docs-build names-snapshot`, by the same reader the
 * name check uses for installed packages, and records which tarball it read.
 */

/** Version of what declared-names.ts reads: bump it when that changes (installed packages are read again; snapshots must be made again). */
export const NAMES_VERSION = 2;

export interface NameSnapshot {
  /** The reader's version when the snapshot was made (NAMES_VERSION). */
  namesVersion: number;
  /** The package and version the tarball holds. */
  package: string;
  version: string;
  /** The tarball's integrity as the registry gives it (absent for a local folder). */
  integrity?: string;
  names: DeclaredNamesData;
}

/** The file of the snapshot of `alias` (an npm alias such as `@mui/x-date-pickers-v6`) in `dir`. */
export const snapshotFile = (dir: string, alias: string): string => path.join(dir, ...alias.split('/')) + '.json';

/** The names a package folder declares: its `.d.ts` files (and those of the MUI X packages it nests), and the quoted strings of its JavaScript. */
export function namesOfPackageDir(dir: string): DeclaredNames {
  const xPackage = (nested: string) => nested.startsWith('@mui/x-');
  const made = readDeclaredNames(declarationFiles(dir, xPackage));
  for (const file of declarationFiles(dir, xPackage, ['.js'])) quotedStringsOf(fs.readFileSync(file, 'utf8'), made.names);
  return made;
}

const sorted = (d: DeclaredNamesData): DeclaredNamesData => ({ names: [...d.names].sort(), initialState: [...d.initialState].sort(), api: [...d.api].sort(), slots: [...d.slots].sort() });

/** The snapshot of an unpacked package folder (its package.json gives the name and version). */
export function snapshotOfDir(dir: string, integrity?: string): NameSnapshot {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
  if (typeof manifest.name !== 'string' || typeof manifest.version !== 'string') throw new Error(`${path.join(dir, 'package.json')} has no name or version.`);
  return { namesVersion: NAMES_VERSION, package: manifest.name, version: manifest.version, ...(integrity ? { integrity } : {}), names: sorted(toData(namesOfPackageDir(dir))) };
}

/** One name per line: the file's diff shows what a new version adds or removes. */
export function formatSnapshot(s: NameSnapshot): string {
  const list = (values: string[]) => (values.length ? `[\n${values.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]` : '[]');
  const head = { namesVersion: s.namesVersion, package: s.package, version: s.version, ...(s.integrity ? { integrity: s.integrity } : {}) };
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const names = (Object.keys(s.names) as (keyof DeclaredNamesData)[]).map((k) => `    ${JSON.stringify(k)}: ${list(s.names[k]).replace(/\n/g, '\n  ')}`);
  return `{\n${fields.join(',\n')},\n  "names": {\n${names.join(',\n')}\n  }\n}\n`;
}

export type SnapshotRead = { names: DeclaredNames; snapshot: NameSnapshot } | { problem: string };

/** The snapshot of `alias` in `dir`: undefined when there is none, a problem when it cannot be used. */
export function readSnapshot(dir: string, alias: string): SnapshotRead | undefined {
  const file = snapshotFile(dir, alias);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const shown = path.relative(process.cwd(), file);
  let data: Partial<NameSnapshot>;
  try {
    data = JSON.parse(text) as Partial<NameSnapshot>;
  } catch (error) {
    return { problem: `${shown} is not JSON (${(error as Error).message})` };
  }
  const n = data.names;
  const lists = n && ['names', 'initialState', 'api', 'slots'].every((k) => Array.isArray((n as Record<string, unknown>)[k]) && ((n as Record<string, unknown[]>)[k] ?? []).every((v) => typeof v === 'string'));
  if (typeof data.package !== 'string' || typeof data.version !== 'string' || !lists) return { problem: `${shown} is not a name snapshot (it needs package, version and names with names, initialState, api and slots lists of strings)` };
  if (data.namesVersion !== NAMES_VERSION) return { problem: `${shown} was made by another version of the name reader (${String(data.namesVersion)}, this one is ${NAMES_VERSION})` };
  return { names: fromData(n!), snapshot: data as NameSnapshot };
}

/** `alias=spec` (spec: anything `npm pack` takes, e.g. `@mui/x-date-pickers@6.20.2` or a folder). */
export function parseSnapshotSpec(arg: string): { alias: string; spec: string } {
  const at = arg.indexOf('=');
  const alias = at > 0 ? arg.slice(0, at) : '';
  const spec = at > 0 ? arg.slice(at + 1) : '';
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(alias) || !spec) throw new Error(`"${arg}" is not alias=package: write it as e.g. @mui/x-date-pickers-v6=@mui/x-date-pickers@6.20.2`);
  return { alias, spec };
}

/**
 * Fetches each spec's tarball with `npm pack` (from the registry, or a local folder), reads its
 * names and writes the snapshot of its alias into `into`. Returns the files written.
 */
export function writeSnapshots(args: readonly string[], into: string, log: (line: string) => void = () => {}): string[] {
  const specs = args.map(parseSnapshotSpec);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-names-'));
  const written: string[] = [];
  try {
    for (const [i, { alias, spec }] of specs.entries()) {
      const dest = path.join(work, String(i));
      fs.mkdirSync(dest);
      // A folder or tarball on disk (no registry integrity to record), or a registry spec.
      const local = fs.existsSync(spec);
      const spec_ = local ? path.resolve(spec) : spec;
      const packed = JSON.parse(execFileSync('npm', ['pack', spec_, '--json', '--ignore-scripts', '--pack-destination', dest], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: dest })) as { filename: string; integrity?: string }[];
      const file = path.join(dest, fs.readdirSync(dest).find((f) => f.endsWith('.tgz'))!);
      execFileSync('tar', ['-xzf', file, '-C', dest]);
      // A tarball holds one folder (`package/` for npm's): the package.
      const root = fs.readdirSync(dest, { withFileTypes: true }).find((e) => e.isDirectory())!;
      const snapshot = snapshotOfDir(path.join(dest, root.name), local ? undefined : packed[0]!.integrity);
      const out = snapshotFile(into, alias);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, formatSnapshot(snapshot));
      log(`${alias}: ${snapshot.package}@${snapshot.version}, ${snapshot.names.names.length} names → ${path.relative(process.cwd(), out)}`);
      written.push(out);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return written;
}
