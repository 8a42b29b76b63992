import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { literalPattern } from '../paths.ts';
import type { ApiClass, ApiSlot } from './types.ts';

const TYPE_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** True for declaration files that belong to an MUI X package (installed or nested), or to an extra package root. */
export type OwnFileTest = (fileName: string) => boolean;

/** Makes a predicate recognising files of `@mui/x-*` packages plus the given extra package directories. */
export function ownFileTest(extraRoots: string[]): OwnFileTest {
  const roots = extraRoots.map((r) => r.replace(/\\/g, '/').replace(/\/?$/, '/'));
  return (fileName) => {
    const f = fileName.replace(/\\/g, '/');
    return /\/node_modules\/@mui\/x-[^/]+\//.test(f) || roots.some((r) => f.startsWith(r));
  };
}

/** The symbol an alias (import/export specifier) points to, or the symbol itself. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The JSDoc text of a symbol, trimmed ('' when there is none). */
export function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

/** The text of a JSDoc tag (`undefined` when the tag is absent, '' when it has no text). */
export function tagOf(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === name);
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined;
}

/** Collapses a type's text to one line, without comments, `import("…").` qualifiers or double-quoted literals. */
export function tidy(text: string): string {
  const flat = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/[^\n]*$/gm, '')
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/"((?:[^"\\']|\\.)*)"/g, "'$1'")
    .replace(/\s+/g, ' ');
  // Spacing rules apply outside template literal types only.
  return flat
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/([(<[]) /g, '$1')
            .replace(/ ([)>\]])/g, '$1')
            .replace(/;? ?\}/g, ' }')
            .replace(/\{ ?/g, '{ ')
            .replace(/\{ \}/g, '{}')
            .replace(/;\)/g, ')'),
    )
    .join('')
    .replace(/^\| /, '')
    .trim();
}

/** Removes repeated top-level union members (and, for optional props, `undefined`) from a type's text. */
function normaliseUnion(text: string, dropUndefined: boolean): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '=' && text[i + 1] === '>' && depth === 0) break; // a bare function type: the rest is its return type
    if (c === '(' || c === '{' || c === '[' || c === '<') depth++;
    else if (c === ')' || c === '}' || c === ']' || (c === '>' && text[i - 1] !== '=')) depth--;
    else if (c === '|' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  const kept = parts.filter((p, i) => parts.indexOf(p) === i && !(dropUndefined && p === 'undefined'));
  return kept.length === 0 ? text : kept.length === 1 ? unwrapParens(kept[0] ?? '') : kept.join(' | ');
}

/** Removes parentheses that wrap the whole text, e.g. "((a: A) => void)" -> "(a: A) => void". */
function unwrapParens(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    if (depth === 0 && i < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/** True when a type node mentions a type parameter (its text then reads badly outside its declaration). */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isTypeReferenceNode(n)) {
      const s = checker.getSymbolAtLocation(n.typeName);
      if (s && s.flags & ts.SymbolFlags.TypeParameter) found = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The checker's rendering of a type, on one line. */
export function typeToText(checker: ts.TypeChecker, type: ts.Type, enclosing?: ts.Node): string {
  return normaliseUnion(tidy(checker.typeToString(type, enclosing, TYPE_FLAGS)), false);
}

/** A readable type for a property (or parameter): the declared type text when shorter and clear, else the checker's rendering. */
export function typeText(checker: ts.TypeChecker, prop: ts.Symbol, optional: boolean): string {
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  const type = checker.getTypeOfSymbol(prop);
  let text = tidy(checker.typeToString(type, decl, TYPE_FLAGS));
  text = normaliseUnion(text, optional);
  const node = decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl) || ts.isParameter(decl)) ? decl.type : undefined;
  if (node && !mentionsTypeParameter(checker, node)) {
    const declared = normaliseUnion(tidy(node.getText()), optional);
    if (declared.length <= text.length || text.includes('{') || /=>.*=>/.test(text)) text = declared;
  }
  return text;
}

/** Orders props as the pages show them: required first, then by name. */
export function sortProps<T extends { name: string; required: boolean }>(props: T[]): T[] {
  return props.sort((a, b) => Number(b.required) - Number(a.required) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** True when a property symbol is optional. */
export function isOptional(prop: ts.Symbol): boolean {
  return (prop.flags & ts.SymbolFlags.Optional) !== 0;
}

/**
 * The properties of a props type. For a union (e.g. an XOR of two prop sets), the properties of every member;
 * a property is then required only when every member requires it, and its symbol is the one that is documented.
 */
export function propsOfType(checker: ts.TypeChecker, type: ts.Type): { symbol: ts.Symbol; required: boolean }[] {
  const members = type.isUnion() ? type.types : [type];
  // `x?: never` (as XOR-style unions write it) only forbids the prop in that member: never pick it to document.
  const placeholder = (p: ts.Symbol) => (checker.getTypeOfSymbol(p).flags & (ts.TypeFlags.Never | ts.TypeFlags.Undefined)) !== 0;
  const byName = new Map<string, { symbol: ts.Symbol; required: boolean; count: number }>();
  for (const member of members) {
    for (const p of checker.getPropertiesOfType(member)) {
      const seen = byName.get(p.getName());
      if (!seen) byName.set(p.getName(), { symbol: p, required: !isOptional(p) && !placeholder(p), count: 1 });
      else {
        seen.count++;
        seen.required &&= !isOptional(p);
        if (placeholder(seen.symbol) && !placeholder(p)) seen.symbol = p;
      }
    }
  }
  return [...byName.values()].map((v) => ({ symbol: v.symbol, required: v.required && v.count === members.length }));
}

/** Lists the slots of a `slots` prop, with their defaults and descriptions. */
export function slotsOf(checker: ts.TypeChecker, slotsProp: ts.Symbol | undefined): ApiSlot[] {
  if (!slotsProp) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  return checker.getPropertiesOfType(type).map((s) => {
    const slot: ApiSlot = { name: s.getName(), description: docOf(checker, s) };
    const def = tagOf(checker, s, 'default');
    if (def !== undefined) slot.default = def;
    return slot;
  });
}

const jsCache = new Map<string, string>();

/** The JS module next to a declaration file ('' when missing). */
function jsNextTo(declarationFile: string): string {
  const jsFile = declarationFile.replace(/\.d\.ts$/, '.js');
  let js = jsCache.get(jsFile);
  if (js === undefined) {
    try {
      js = fs.readFileSync(jsFile, 'utf8');
    } catch {
      js = '';
    }
    jsCache.set(jsFile, js);
  }
  return js;
}

/**
 * The global class names of a classes interface's keys, from the JS next to its declaration: the prefix the
 * package passes to generateUtilityClasses (e.g. "MuiDataGrid"), or a literal class name assigned to the key.
 */
export function classNamesFor(declarationFile: string, keys: string[], fallbackPrefix: string): Map<string, string> {
  const js = jsNextTo(declarationFile);
  const prefix =
    /generateUtilityClasses(?:\.default)?\)?\(\s*['"]([\w-]+)['"]/.exec(js)?.[1] ??
    /generateUtilityClass(?:\.default)?\)?\(\s*['"]([\w-]+)['"]/.exec(js)?.[1] ??
    fallbackPrefix;
  const names = new Map<string, string>();
  for (const key of keys) {
    const literal = new RegExp(`[{,\\s]['"]?${literalPattern(key)}['"]?:\\s*['"](\\w+-[\\w-]+)['"]`).exec(js)?.[1];
    names.set(key, literal ?? `${prefix}-${key}`);
  }
  return names;
}

/** Lists the keys of a classes interface with their global class names and JSDoc, sorted by key. */
export function classesOf(checker: ts.TypeChecker, classesType: ts.Type, fallbackPrefix: string): ApiClass[] {
  const keys = checker.getPropertiesOfType(classesType);
  const file = keys[0]?.declarations?.[0]?.getSourceFile().fileName ?? '';
  const names = classNamesFor(file, keys.map((k) => k.getName()), fallbackPrefix);
  return keys
    .map((k) => ({ key: k.getName(), className: names.get(k.getName()) ?? '', description: docOf(checker, k) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export { kebabCase, editDistance } from './names.ts';
