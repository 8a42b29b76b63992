import ts from 'typescript';
import type { ApiProduct } from './catalogue.ts';
import { extractInterface, MAX_DEFINITION, type ExtractContext } from './extract-members.ts';
import { typeNameSpans } from './names.ts';
import { resolveAlias, tidy } from './ts-members.ts';
import type { ApiEvent, ApiProp, ComponentApi, HookApi, InterfaceApi } from './types.ts';

/** Rounds of following what a page extends or names in its definition (the sections of `GridApi`, the members of `GridColDef`). */
const RELATIVE_ROUNDS = 2;

/**
 * Props whose types are documented on the component page itself (the Slots and CSS classes
 * sections): the types they name get no page of their own from them.
 */
const DOCUMENTED_IN_PLACE = new Set(['classes', 'slots']);

/** The type texts a reader sees for some properties: their types and their signatures' parameter and return types. */
export function typeTextsOf(props: readonly ApiProp[]): string[] {
  return props
    .filter((p) => !DOCUMENTED_IN_PLACE.has(p.name))
    .flatMap((p) => [p.type, ...(p.signature?.params.map((q) => q.type) ?? []), ...(p.signature?.returns ? [p.signature.returns.type] : [])]);
}

/**
 * Names that never get a page: the private API types the packages export for their own plugins,
 * and a component's props type (`ChartsXAxisProps`), which links to the component page instead.
 */
function excluded(name: string, components: ReadonlySet<string>, product: ApiProduct): boolean {
  return /Private/.test(name) || (name.endsWith('Props') && components.has(`${product}/${name.slice(0, -'Props'.length)}`));
}

/** The type texts of a hook page: parameters, return value, and the returned object's members. */
function hookTexts(hook: HookApi): string[] {
  return [...hook.signature.params.map((p) => p.type), ...(hook.signature.returns ? [hook.signature.returns.type] : []), ...typeTextsOf(hook.returns ?? [])];
}

/**
 * True when an exported type reads well as a page: an interface with members of its own, or an
 * alias declared by MUI X that is an object type (or a union or intersection of them) with members
 * of its own, or whose definition is short enough to read (a union of literals such as a view or a
 * validation error, a function type such as a value getter).
 */
function isPageType(ctx: ExtractContext, symbol: ts.Symbol): boolean {
  const { checker, isOwn } = ctx;
  const declaration = symbol.declarations?.[0];
  if (!declaration || !isOwn(declaration.getSourceFile().fileName)) return false;
  const ownMembers = () => checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).some((p) => (p.declarations ?? []).some((d) => isOwn(d.getSourceFile().fileName)));
  if (ts.isInterfaceDeclaration(declaration)) return ownMembers() || (declaration.heritageClauses?.length ?? 0) > 0;
  if (!ts.isTypeAliasDeclaration(declaration)) return false;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const parts = type.isUnionOrIntersection() ? type.types : [type];
  const objectLike = parts.every((t) => t.flags & ts.TypeFlags.Object && t.getCallSignatures().length === 0 && !checker.isArrayLikeType(t));
  return (objectLike && ownMembers()) || tidy(declaration.type.getText()).length <= MAX_DEFINITION;
}

/** The product's exported type of a name that deserves a page, if any. */
function pageTypeOf(ctx: ExtractContext, product: ApiProduct, name: string): boolean {
  for (const packageName of ctx.productPackages[product]) {
    const exported = ctx.packages.get(packageName)?.exports.get(name);
    if (exported) return isPageType(ctx, resolveAlias(ctx.checker, exported));
  }
  return false;
}

/** What the referenced pages are found from: the pages made so far. */
export interface ReferenceSources {
  components: readonly ComponentApi[];
  hooks: readonly HookApi[];
  /** The Data Grid's events (their listeners' parameter types). */
  events: readonly ApiEvent[];
  /** The catalogue's interface pages. */
  interfaces: readonly InterfaceApi[];
}

/**
 * The pages of the types a reader meets: every exported interface (or object type) that a prop, a
 * callback's parameters or return value, a hook, an event or a catalogue interface names, then what
 * those pages extend or are made of (two rounds). Each page belongs to the product that names it.
 * Types that get no page stay plain text where they are named.
 */
export function extractReferencedTypes(ctx: ExtractContext, sources: ReferenceSources): InterfaceApi[] {
  const taken = new Set([...sources.components, ...sources.interfaces].map((api) => `${api.product}/${api.name}`));
  const components = new Set(sources.components.map((c) => `${c.product}/${c.name}`));
  const found: InterfaceApi[] = [];
  const visit = (product: ApiProduct, texts: readonly string[]): InterfaceApi[] => {
    const made: InterfaceApi[] = [];
    for (const { name } of texts.flatMap((text) => typeNameSpans(text))) {
      const key = `${product}/${name}`;
      if (taken.has(key)) continue;
      taken.add(key);
      if (excluded(name, components, product) || !pageTypeOf(ctx, product, name)) continue;
      const api = extractInterface(ctx, { product, name });
      if (api && (api.props.length > 0 || api.extends?.length || api.definition)) made.push({ ...api, referenced: true });
    }
    found.push(...made);
    return made;
  };
  for (const c of sources.components) visit(c.product, typeTextsOf(c.props));
  for (const h of sources.hooks) visit(h.product, hookTexts(h));
  visit('data-grid', sources.events.flatMap((e) => [e.params ?? '', e.event ?? '']));
  for (const i of sources.interfaces) visit(i.product, typeTextsOf(i.props));
  let relatives: readonly InterfaceApi[] = [...sources.interfaces, ...found];
  for (let round = 0; round < RELATIVE_ROUNDS && relatives.length > 0; round++) {
    relatives = relatives.flatMap((api) => visit(api.product, [...(api.extends ?? []), api.definition ?? '']));
  }
  return found.sort((a, b) => a.product.localeCompare(b.product) || a.name.localeCompare(b.name));
}
