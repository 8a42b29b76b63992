import type { DeclaredNames } from '../api/declared-names.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CodeSpan } from '../markdown/page-facts.ts';

/** What a name in inline code claims to be, read from how it is written. */
export type NameKind = 'name' | 'prop' | 'state key' | 'API method' | 'slot' | 'CSS class';

/** A name to look up: the span it came from, the name, and what it is. */
export interface NameUse {
  name: string;
  kind: NameKind;
  /** The inline code it was read from. */
  span: CodeSpan;
}

const IDENT = String.raw`[A-Za-z_$][\w$]*`;
const IDENTIFIER = new RegExp(`^${IDENT}$`);
/** `a.b.c`, `a.b()`, `a.b(options)`, `a[0].b` is not a name. */
const PATH = new RegExp(`^(${IDENT}(?:\\.${IDENT})*)(?:\\([^()]*\\))?$`);
/** `<Name />`, `<Name prop />`, `<Name prop={…} other="…">`. */
const JSX = new RegExp(`^<(${IDENT}(?:\\.${IDENT})?)((?:\\s+${IDENT}(?:=(?:\\{[^{}]*\\}|"[^"]*"|'[^']*'))?)*)\\s*/?>$`);
/** `prop={…}`, `prop="…"`: a prop with its value. */
const PROP_WITH_VALUE = new RegExp(`^(${IDENT})=(?:\\{.*\\}|".*"|'.*')$`);
/** `.MuiDataGrid-cell--editing`, `MuiDataGrid-root`, `& .MuiDataGrid-row`. */
const MUI_CLASS = /^(?:&\s*)?\.?Mui[A-Za-z]+-([A-Za-z][\w-]*)$/;
/** A class key with a modifier, as the classes objects name them: `scrollArea--left`, `cell--editing`. */
const CLASS_KEY = /^\.?([a-z][A-Za-z0-9]*(?:--[A-Za-z0-9]+)+)$/;

/** Words of plain JavaScript and TypeScript that inline code names without naming an API. */
const LANGUAGE = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity', 'this', 'new', 'return', 'import', 'export', 'default', 'const', 'let', 'var', 'function', 'async', 'await', 'typeof', 'keyof', 'extends', 'string', 'number', 'boolean', 'object', 'any', 'unknown', 'never', 'void', 'bigint', 'symbol']);

/**
 * An identifier worth checking alone: it has a capital letter or an underscore after its first
 * character. Plain words (`rows`, `npm`), constants and environment variables (`NODE_ENV`,
 * `CHANGELOG`) and prefixes (`unstable_`) are prose.
 */
const isApiLike = (name: string) => /^.+[A-Z_]/.test(name) && !/^[A-Z][A-Z0-9_]*$/.test(name) && !name.endsWith('_');

/** Paths whose root says what the next segment must be. */
const ROOTS: { root: string[]; kind: NameKind }[] = [
  { root: ['initialState'], kind: 'state key' },
  { root: ['apiRef', 'current'], kind: 'API method' },
  { root: ['slots'], kind: 'slot' },
  { root: ['slotProps'], kind: 'slot' },
];

/** The names an inline code span claims exist, with their kinds. Anything that is not a name (values, code, commands) gives none. */
export function namesIn(span: CodeSpan): NameUse[] {
  const text = span.text.trim();
  const use = (name: string, kind: NameKind): NameUse => ({ name, kind, span });
  if (LANGUAGE.has(text)) return [];
  const jsx = JSX.exec(text);
  if (jsx) {
    const props = [...jsx[2]!.matchAll(new RegExp(`\\s(${IDENT})`, 'g'))].map((m) => m[1]!).filter((p) => !/^(key|ref|children|className|style|sx)$/.test(p));
    return [...jsx[1]!.split('.').filter(isApiLike).map((n) => use(n, 'name')), ...props.map((p) => use(p, 'prop'))];
  }
  const withValue = PROP_WITH_VALUE.exec(text);
  if (withValue) return isApiLike(withValue[1]!) ? [use(withValue[1]!, 'prop')] : [];
  const mui = MUI_CLASS.exec(text);
  // A key with a single hyphen inside is made at run time (`series-${id}`): not a name to look up.
  if (mui) return mui[1]!.replace(/--/g, '').includes('-') ? [] : [use(mui[1]!, 'CSS class')];
  const classKey = CLASS_KEY.exec(text);
  if (classKey) return [use(classKey[1]!, 'CSS class')];
  const path = PATH.exec(text);
  if (!path) return [];
  const segments = path[1]!.split('.');
  if (segments.join('.') === 'apiRef.current') return [];
  for (const { root, kind } of ROOTS) {
    if (segments.length > root.length && root.every((r, i) => segments[i] === r)) {
      const [key, ...rest] = segments.slice(root.length);
      return [use(key!, kind), ...rest.filter(isApiLike).map((n) => use(n, 'name'))];
    }
  }
  if (segments.length === 1 && !isApiLike(segments[0]!)) return [];
  return segments.filter((s) => isApiLike(s) && !LANGUAGE.has(s)).map((s) => use(s, 'name'));
}

/** The set a name of this kind must be in. */
function setFor(kind: NameKind, declared: DeclaredNames): Set<string> {
  return kind === 'state key' ? declared.initialState : kind === 'API method' ? declared.api : kind === 'slot' ? declared.slots : declared.names;
}

/** Whether a name is declared: in its kind's set of one of the declarations, or (plain names) among the page's own code and the other names the site knows. */
export function isDeclared(use: NameUse, p: { declared: DeclaredNames[]; known: ReadonlySet<string>; local: ReadonlySet<string> }): boolean {
  if (p.declared.some((d) => setFor(use.kind, d).has(use.name))) return true;
  if (use.kind === 'CSS class') return p.declared.some((d) => d.names.has(use.name)) || p.known.has(use.name);
  // Props and slots of other libraries (a Material UI text field's `slotProps.htmlInput`) may come from
  // elsewhere; state keys and API methods only from the declarations.
  return (use.kind === 'name' || use.kind === 'prop' || use.kind === 'slot') && (p.known.has(use.name) || p.local.has(use.name));
}

/** Up to three declared names close to `name` (same kind), for the hint. */
export function closestNames(use: NameUse, declared: DeclaredNames[]): string[] {
  const lower = use.name.toLowerCase();
  const scored: { name: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const d of declared) {
    for (const candidate of setFor(use.kind === 'prop' ? 'name' : use.kind, d)) {
      if (seen.has(candidate) || candidate[0]?.toLowerCase() !== lower[0]) continue;
      seen.add(candidate);
      // A name that begins the other (`baseIcon`, `baseIconButton`) is close whatever their lengths.
      const other = candidate.toLowerCase();
      if (other !== lower && use.name.length >= 4 && (other.startsWith(lower) || (lower.startsWith(other) && other.length >= lower.length * 0.6))) {
        scored.push({ name: candidate, distance: 1 + Math.abs(other.length - lower.length) / 100 });
        continue;
      }
      if (Math.abs(candidate.length - use.name.length) > 4) continue;
      const distance = editDistance(lower, candidate.toLowerCase(), 4);
      if (distance <= Math.max(2, Math.floor(use.name.length / 4))) scored.push({ name: candidate, distance });
    }
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((s) => s.name);
}

/** Levenshtein distance, given up past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A page as the name check reads it: its file, its inline code, and the names its own code declares. */
export interface NamedPage {
  file: string;
  /** The file relative to the pages folder, as `nameCheck.previous` names pages. */
  relative: string;
  codeSpans: readonly CodeSpan[];
  local: ReadonlySet<string>;
}

/** The declarations the check reads: the current packages, the other libraries' names, and older versions by package. */
export interface NameUniverse {
  current: DeclaredNames;
  known: ReadonlySet<string>;
  previous: ReadonlyMap<string, DeclaredNames>;
}

/**
 * Every name a page's inline code claims that no declaration has: a prop, slot, class, state
 * key, method or selector that does not exist in the installed packages (or, on a page that
 * `previous` names, in the older versions it describes).
 */
export function unknownNames(pages: readonly NamedPage[], universe: NameUniverse, previous: Readonly<Record<string, readonly string[]>>, severity: 'warning' | 'error'): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const page of pages) {
    const older = Object.entries(previous)
      .filter(([prefix]) => page.relative === prefix || page.relative.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
      .flatMap(([, packages]) => packages.map((name) => universe.previous.get(name)).filter((d): d is DeclaredNames => d !== undefined));
    const declared = [universe.current, ...older];
    const reported = new Set<string>();
    for (const span of page.codeSpans) {
      for (const use of namesIn(span)) {
        if (isDeclared(use, { declared, known: universe.known, local: page.local })) continue;
        const key = `${use.kind}:${use.name}:${span.line}`;
        if (reported.has(key)) continue;
        reported.add(key);
        out.push(diagnostic('UnknownName', { name: use.name, kind: use.kind, written: span.text, closest: closestNames(use, declared), versions: older.length > 0 }, { severity, location: { file: page.file, line: span.line, column: span.column } }));
      }
    }
  }
  return out;
}
