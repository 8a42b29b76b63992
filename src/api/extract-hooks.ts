import ts from 'typescript';
import { API_HOOKS_LEFT_OUT, type CatalogueHook } from './catalogue.ts';
import { signatureOfFunction, toApiProp } from './extract-prop.ts';
import { importsOf, planOf, sourceOf, type CatalogueExport, type ExtractContext } from './extract-members.ts';
import { docOf, isOptional, kebabCase, resolveAlias, sortProps, tagOf, tidy } from './ts-members.ts';
import type { ApiProp, ApiWarning, HookApi } from './types.ts';

/** Objects with more members than this are no "returned object" to list member by member (a whole API, a theme). */
const MAX_RETURNED_MEMBERS = 80;

/**
 * The members of what a hook returns, when it returns an object MUI X declares (`useDrawingArea`
 * returns `{ top, left, width, … }`): listed like the properties of an interface page.
 */
function returnedMembers(ctx: ExtractContext, signature: ts.Signature): ApiProp[] | undefined {
  const { checker, isOwn } = ctx;
  const type = signature.getReturnType();
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0 || checker.isArrayLikeType(type)) return undefined;
  const members = checker.getPropertiesOfType(type);
  const own = members.filter((m) => (m.declarations ?? []).some((d) => isOwn(d.getSourceFile().fileName)));
  if (own.length === 0 || own.length !== members.length || members.length > MAX_RETURNED_MEMBERS) return undefined;
  return sortProps(members.map((m) => toApiProp(checker, m, { required: !isOptional(m), isOwn })));
}

/** The declaration of a hook on one line, as a reader would call it: `function useXScale<S extends ScaleName>(axisId?: AxisId): …`. */
function declarationOf(checker: ts.TypeChecker, p: { name: string; signature: ts.Signature; node: ts.Node }): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteTypeArgumentsOfSignature;
  return `function ${p.name}${tidy(checker.signatureToString(p.signature, p.node, flags))}`;
}

/**
 * The leading paragraphs the JSDoc of every overload shares (the hook's description), and what
 * each overload says beyond them. With nothing shared, the first overload's text describes the hook.
 */
export function sharedLead(docs: readonly string[]): { lead: string; rests: string[] } {
  const paragraphs = docs.map((d) => d.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean));
  let count = 0;
  while (paragraphs.every((p) => p[count] !== undefined && p[count] === paragraphs[0]![count])) count++;
  if (count === 0) return { lead: docs[0] ?? '', rests: docs.map((d, i) => (i === 0 ? '' : d)) };
  return { lead: paragraphs[0]!.slice(0, count).join('\n\n'), rests: paragraphs.map((p) => p.slice(count).join('\n\n')) };
}

/** Extracts one hook page: its JSDoc, parameters, return value (and the members of a returned object), imports. */
export function extractHook(ctx: ExtractContext, hook: CatalogueExport): HookApi | undefined {
  const { checker } = ctx;
  const { entry, pkg, exported } = hook;
  const symbol = resolveAlias(checker, exported.symbol);
  const node = symbol.valueDeclaration ?? symbol.declarations?.[0];
  // Overloads share one page: the paragraphs their JSDoc shares describe the hook, the rest each overload.
  const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const signature = signatures[0];
  if (!node || !signature) return undefined;
  const declarationNode = (s: ts.Signature): ts.Node => s.getDeclaration() ?? node;
  const declarations = signatures.map((s) => declarationOf(checker, { name: exported.exportName, signature: s, node: declarationNode(s) }));
  const docs = signatures.map((s) => ts.displayPartsToString(s.getDocumentationComment(checker)).trim());
  const shared = signatures.length > 1 ? sharedLead(docs) : { lead: docOf(checker, symbol), rests: [] };
  const api: HookApi = {
    kind: 'hook',
    name: entry.name,
    slug: kebabCase(entry.name),
    product: entry.product,
    packageName: pkg.name,
    packageVersion: pkg.version,
    plan: planOf(pkg.name),
    description: shared.lead,
    imports: importsOf(ctx, hook),
    declaration: declarations.join('\n'),
    signature: signatureOfFunction(checker, signature, declarationNode(signature)),
    source: sourceOf(symbol, pkg.entry),
  };
  if (signatures.length > 1) {
    api.overloads = signatures.map((s, i) => ({ declaration: declarations[i]!, description: shared.rests[i]!, signature: signatureOfFunction(checker, s, declarationNode(s)) }));
  }
  const returns = returnedMembers(ctx, signature);
  if (returns) api.returns = returns;
  return api;
}

/**
 * The hooks the packages export that the catalogue has no page for: every root export named `use…`
 * (or `unstable_use…`) that is a function, not marked `@ignore` or `@internal`, and not left out on
 * purpose. A package update that adds a hook says so here, instead of leaving it undocumented.
 */
export function uncataloguedHooks(ctx: ExtractContext, catalogue: readonly CatalogueHook[]): ApiWarning[] {
  const known = new Set([...catalogue.map((h) => h.name), ...API_HOOKS_LEFT_OUT]);
  const warnings = new Map<string, ApiWarning>();
  for (const pkg of ctx.packages.values()) {
    for (const [exportName, exported] of pkg.exports) {
      const name = exportName.replace(/^unstable_/, '');
      if (!/^use[A-Z]/.test(name) || known.has(name) || warnings.has(name)) continue;
      const symbol = resolveAlias(ctx.checker, exported);
      if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
      if (ctx.checker.getTypeOfSymbol(symbol).getCallSignatures().length === 0) continue;
      if (tagOf(ctx.checker, symbol, 'ignore') !== undefined || tagOf(ctx.checker, symbol, 'internal') !== undefined) continue;
      warnings.set(name, { code: 'ApiHookUncatalogued', name, package: pkg.name });
    }
  }
  return [...warnings.values()];
}
