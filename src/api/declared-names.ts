import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type ts from 'typescript';

/**
 * TypeScript, loaded on first use: only a cache miss reads declarations, and loading it costs
 * every build 1.5 s of CPU (a 9 MB CommonJS file) that most never use.
 */
let typescript: typeof ts | undefined;
const loadTypescript = (): typeof ts => (typescript ??= createRequire(import.meta.url)('typescript') as typeof ts);

/**
 * The names a set of packages declares, read from their `.d.ts` files: what the name check
 * accepts in a page's inline code. `names` holds every identifier and quoted string (props,
 * slots, classes, events, selectors, methods, types); the member sets answer the paths whose
 * root says what they name (`initialState.…`, `apiRef.current.…`, `slots.…`, `slotProps.…`).
 */
export interface DeclaredNames {
  names: Set<string>;
  /** Keys of the initial state (members of the interfaces named `…InitialState…`). */
  initialState: Set<string>;
  /** Methods and properties of the API objects (members of the interfaces named `…Api…`). */
  api: Set<string>;
  /** Slots (members of the interfaces named `…Slots…` and `…SlotProps…`). */
  slots: Set<string>;
}

/** Plain data, for the cache and for threads. */
export type DeclaredNamesData = { [K in keyof DeclaredNames]: string[] };

export const toData = (d: DeclaredNames): DeclaredNamesData => ({ names: [...d.names], initialState: [...d.initialState], api: [...d.api], slots: [...d.slots] });
export const fromData = (d: DeclaredNamesData): DeclaredNames => ({ names: new Set(d.names), initialState: new Set(d.initialState), api: new Set(d.api), slots: new Set(d.slots) });

/** Builds of the same declarations a package ships several times over (ES modules, modern, Node): one is read. */
const DUPLICATE_BUILDS = new Set(['esm', 'modern', 'node', 'legacy']);

/** The `.d.ts` files of a package folder (or, with `ext`, its other files), and those of the packages nested in its node_modules that `nested` accepts. */
export function declarationFiles(dir: string, nested: (name: string) => boolean = () => false, ext: readonly string[] = ['.d.ts', '.d.mts']): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules') {
          for (const pkg of packagesIn(full)) if (nested(pkg.name)) walk(pkg.dir);
        } else if (!DUPLICATE_BUILDS.has(entry.name)) walk(full);
      } else if (ext.some((e) => entry.name.endsWith(e)) && (ext.includes('.d.ts') || !entry.name.endsWith('.d.ts'))) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** The packages of a node_modules folder, scoped ones included. */
function packagesIn(nodeModules: string): { name: string; dir: string }[] {
  const out: { name: string; dir: string }[] = [];
  for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (!entry.name.startsWith('@')) out.push({ name: entry.name, dir: path.join(nodeModules, entry.name) });
    else for (const inner of fs.readdirSync(path.join(nodeModules, entry.name))) out.push({ name: `${entry.name}/${inner}`, dir: path.join(nodeModules, entry.name, inner) });
  }
  return out;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const QUOTED = /'([^'\\\n]{1,80})'|"([^"\\\n]{1,80})"/g;

/** Every identifier and quoted string of a text (comments included: JSDoc names things too, but never invents them). */
export function tokensOf(text: string, into: Set<string>): void {
  for (const match of text.matchAll(IDENTIFIER)) into.add(match[0]);
  for (const match of text.matchAll(QUOTED)) into.add(match[1] ?? match[2]!);
}

/** The quoted strings of a package's JavaScript: values the declarations type only as `string` (filter operators, field names of the grid's own columns). */
export function quotedStringsOf(text: string, into: Set<string>): void {
  for (const match of text.matchAll(QUOTED)) into.add(match[1] ?? match[2]!);
}

/**
 * A declaration whose name may say initial state, API or slots (any case, any characters around
 * the word: a superset of what `readDeclaredNames` collects members of). A file without one is
 * not parsed: nine declaration files in ten of the MUI X packages (4,924 of 5,488), whose parsing
 * was most of the names thread's time on a cold build.
 */
const MAY_DECLARE_MEMBERS = /\b(?:interface|type|class)\s+\S*?(?:initialstate|api|slots|slotprops)/i;

/**
 * Reads the declarations of the given files: every token, and the members of the interfaces (and
 * object type aliases) whose names say they are initial state, API objects or slots.
 */
export function readDeclaredNames(files: readonly string[]): DeclaredNames {
  const result: DeclaredNames = { names: new Set(), initialState: new Set(), api: new Set(), slots: new Set() };
  const ts = loadTypescript();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    tokensOf(text, result.names);
    if (!MAY_DECLARE_MEMBERS.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      const named = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node) ? node.name?.text : undefined;
      if (named) {
        const into = /InitialState/.test(named) ? result.initialState : /Api/i.test(named) ? result.api : /Slots|SlotProps/.test(named) ? result.slots : undefined;
        if (into) collectMembers(node, into);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return result;
}

/** The member names of an interface, class or type alias, in its object types (intersections and unions too). */
function collectMembers(node: ts.Node, into: Set<string>): void {
  const ts = loadTypescript();
  const visit = (n: ts.Node) => {
    if ((ts.isPropertySignature(n) || ts.isMethodSignature(n) || ts.isPropertyDeclaration(n) || ts.isMethodDeclaration(n)) && n.name) {
      if (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)) into.add(n.name.text);
      // A member's own type holds the sub-keys of a path (`initialState.filter.filterModel`), not the root's keys.
      return;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
}
