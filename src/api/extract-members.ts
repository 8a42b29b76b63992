import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { propControl } from './extract-controls.ts';
import { toApiProp } from './extract-prop.ts';
import type { ApiProduct, CatalogueComponent, CatalogueInterface } from './catalogue.ts';
import {
  classesOf,
  docOf,
  isOptional,
  kebabCase,
  propsOfType,
  resolveAlias,
  slotsOf,
  sortProps,
  tidy,
  type OwnFileTest,
} from './ts-members.ts';
import { inheritedPropNames, refOf, themeOf } from './extract-theme.ts';
import { packageRootOf } from '../files.ts';
import type { ApiProp, ApiTheme, ApiWarning, ComponentApi, InterfaceApi, Plan } from './types.ts';

/** An installed package opened in the program, with its root exports. */
export interface OpenPackage {
  name: string;
  version: string;
  /** Real path of the package folder. */
  dir: string;
  /** Its entry declaration file. */
  entry: string;
  exports: Map<string, ts.Symbol>;
}

/** What the member extractors share. */
export interface ExtractContext {
  program: ts.Program;
  checker: ts.TypeChecker;
  packages: Map<string, OpenPackage>;
  isOwn: OwnFileTest;
  /** The theme's `components` keys the packages declare, by key. */
  themeKeys: ReadonlyMap<string, ApiTheme>;
  /** The packages of each product, in plan order: its community, Pro and Premium packages, and any other the catalogue names for it. */
  productPackages: Record<ApiProduct, readonly string[]>;
}

const PLAN_RANK: Record<Plan, number> = { community: 0, pro: 1, premium: 2 };

/** The plan a package belongs to, from its name. */
export function planOf(packageName: string): Plan {
  return packageName.endsWith('-premium') ? 'premium' : packageName.endsWith('-pro') ? 'pro' : 'community';
}

/** The plan of the MUI X package a file belongs to (community for anything else). */
function planOfFile(fileName: string): Plan {
  const names = [...fileName.replace(/\\/g, '/').matchAll(/\/node_modules\/(@mui\/x-[^/]+)\//g)];
  const last = names[names.length - 1]?.[1];
  return last ? planOf(last) : 'community';
}

/** The lowest plan among the own (MUI X) declarations of a symbol: where the member really comes from. */
export function declarationPlan(symbol: ts.Symbol, isOwn: OwnFileTest): Plan {
  const plans = (symbol.declarations ?? [])
    .map((d) => d.getSourceFile().fileName)
    .filter(isOwn)
    .map(planOfFile);
  return plans.sort((a, b) => PLAN_RANK[a] - PLAN_RANK[b])[0] ?? 'community';
}

/** True when some declaration of the symbol lives in an own (MUI X) file. */
function isOwnMember(symbol: ts.Symbol, isOwn: OwnFileTest): boolean {
  return (symbol.declarations ?? []).some((d) => isOwn(d.getSourceFile().fileName));
}

/** A catalogue component as a package exports it: the entry, the package, and the export found by {@link findExport}. */
export interface CatalogueExport {
  entry: CatalogueComponent;
  pkg: OpenPackage;
  exported: { exportName: string; symbol: ts.Symbol };
}

/** A package's export of a catalogue name, also under the `Unstable_` / `unstable_` prefix MUI uses for previews. */
export function findExport(pkg: OpenPackage, name: string): { exportName: string; symbol: ts.Symbol } | undefined {
  for (const exportName of [name, `Unstable_${name}`, `unstable_${name}`]) {
    const symbol = pkg.exports.get(exportName);
    if (symbol) return { exportName, symbol };
  }
  return undefined;
}

/** Removes the "Demos:", "API:" and "Features:" link lists of MUI's component JSDoc (the page itself links those). */
function componentDescription(text: string): string {
  return text.replace(/^(Demos|API|Features):[ \t]*\n(?:[ \t]*\n)*(?:[ \t]*- \[[^\n]*\]\([^\n]*\)[ \t]*(?:\n|$))+/gm, '').trim();
}

/** The call (or construct) signature of a component value, when it has one. */
function signatureOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Signature | undefined {
  const type = checker.getTypeOfSymbol(symbol);
  return type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
}

/** The non-X MUI component whose `*Props` a props type extends, found through intersections, unions, aliases and own interface bases. */
function inheritedComponent(checker: ts.TypeChecker, isOwn: OwnFileTest, type: ts.Type): ComponentApi['inherits'] {
  const seen = new Set<ts.Type>();
  const visit = (t: ts.Type, depth: number): ComponentApi['inherits'] => {
    if (depth > 8 || seen.has(t)) return undefined;
    seen.add(t);
    const next: ts.Type[] = [];
    for (const sym of [t.aliasSymbol, t.getSymbol()]) {
      const file = sym?.declarations?.[0]?.getSourceFile().fileName.replace(/\\/g, '/') ?? '';
      const mui = /\/node_modules\/(@mui\/(?!x-)[^/]+)\//.exec(file)?.[1];
      if (sym && mui && /Props$/.test(sym.getName())) return { name: sym.getName().replace(/(Own)?Props$/, ''), packageName: mui };
    }
    next.push(...(t.aliasTypeArguments ?? []));
    if (t.isUnionOrIntersection()) next.push(...t.types);
    const target = t.getFlags() & ts.TypeFlags.Object ? ((t as ts.TypeReference).target ?? t) : t;
    const targetFile = target.getSymbol()?.declarations?.[0]?.getSourceFile().fileName ?? '';
    if (target.isClassOrInterface() && isOwn(targetFile)) next.push(...(checker.getBaseTypes(target) ?? []));
    for (const n of next) {
      const found = visit(n, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(type, 0);
}

/** The default export names tried for a component's classes interface. */
function classesInterfaceName(name: string): string {
  return /^DataGrid(Pro|Premium)?$/.test(name) ? 'GridClasses' : `${name}Classes`;
}

/** True when the module at `<pkg>/<subpath>` (a folder with index.d.ts) is in the program and exports the name. */
function subpathExports(ctx: ExtractContext, pkg: OpenPackage, p: { subpath: string; exportName: string }): boolean {
  const { subpath, exportName } = p;
  const file = ctx.program.getSourceFile(path.join(pkg.dir, subpath, 'index.d.ts'));
  const moduleSymbol = file && ctx.checker.getSymbolAtLocation(file);
  if (moduleSymbol) return ctx.checker.getExportsOfModule(moduleSymbol).some((s) => s.getName() === exportName);
  return fs.existsSync(path.join(pkg.dir, subpath, 'index.d.ts'));
}

/** The import lines for a component: its own subpath (when the package has it), its package root, then higher plans' roots. */
export function importsOf(ctx: ExtractContext, component: CatalogueExport): string[] {
  const { entry, pkg } = component;
  const { exportName } = component.exported;
  const line = (from: string) => `import { ${exportName} } from '${from}';`;
  const lines: string[] = [];
  if (subpathExports(ctx, pkg, { subpath: entry.name, exportName })) lines.push(line(`${pkg.name}/${entry.name}`));
  lines.push(line(pkg.name));
  for (const other of ctx.productPackages[entry.product]) {
    if (other === pkg.name || PLAN_RANK[planOf(other)] <= PLAN_RANK[planOf(pkg.name)]) continue;
    if (ctx.packages.get(other)?.exports.has(exportName)) lines.push(line(other));
  }
  return lines;
}

/** A declaration file's path relative to the root of the package that holds it. */
export function sourceOf(symbol: ts.Symbol, fallback: string): string {
  const file = (symbol.valueDeclaration ?? symbol.declarations?.[0])?.getSourceFile().fileName ?? fallback;
  return path.relative(packageRootOf(file), file).replace(/\\/g, '/');
}

/** Extracts one component page, or returns a warning when it is not a component. */
export function extractComponent(ctx: ExtractContext, component: CatalogueExport): ComponentApi | Extract<ApiWarning, { code: 'ApiPropsMissing' }> {
  const { checker, isOwn } = ctx;
  const { entry, pkg, exported } = component;
  const symbol = resolveAlias(checker, exported.symbol);
  const signature = signatureOf(checker, symbol);
  if (!signature) return { code: 'ApiPropsMissing', name: entry.name, package: pkg.name };
  const first = signature.getParameters()[0];
  const propsType = first && checker.getTypeOfSymbol(first);
  const plan = planOf(pkg.name);

  // Keep the members MUI X declares, except those a higher plan's package adds by module augmentation.
  const members = propsType
    ? propsOfType(checker, propsType).filter(
        (m) => isOwnMember(m.symbol, isOwn) && PLAN_RANK[declarationPlan(m.symbol, isOwn)] <= PLAN_RANK[plan],
      )
    : [];
  const member = (name: string) => members.find((m) => m.symbol.getName() === name)?.symbol;
  const slots = slotsOf(checker, member('slots'));

  const classesSymbol = pkg.exports.get(classesInterfaceName(entry.name));
  const classesProp = member('classes');
  const classesType = classesSymbol
    ? checker.getDeclaredTypeOfSymbol(resolveAlias(checker, classesSymbol))
    : classesProp && checker.getNonNullableType(checker.getTypeOfSymbol(classesProp));
  const classes = classesType ? classesOf(checker, classesType, `Mui${entry.name}`) : [];
  for (const slot of slots) {
    const match = classes.find((c) => c.key === slot.name);
    if (match) slot.className = match.className;
  }

  const api: ComponentApi = {
    kind: 'component',
    name: entry.name,
    slug: kebabCase(entry.name),
    product: entry.product,
    packageName: pkg.name,
    packageVersion: pkg.version,
    plan,
    description: componentDescription(docOf(checker, symbol)),
    imports: importsOf(ctx, component),
    props: sortProps(
      members.map((m) => {
        const prop = toApiProp(checker, m.symbol, { required: m.required, isOwn });
        const control = prop.signature ? undefined : propControl(checker, m.symbol, isOwn);
        return control ? { ...prop, control } : prop;
      }),
    ),
    slots,
    classes,
    source: sourceOf(symbol, pkg.entry),
  };
  // Only when the props really spread some of that package's props (a `Pick` of a few keys is no inheritance).
  const inherits = propsType && inheritedComponent(checker, isOwn, propsType);
  const inheritedProps = inherits ? inheritedPropNames(checker, propsType, { packageName: inherits.packageName, isOwn }) : [];
  if (inherits && inheritedProps.length) api.inherits = { ...inherits, props: inheritedProps };
  const theme = themeOf(ctx.themeKeys, api);
  if (theme) api.theme = theme;
  api.ref = refOf(checker, propsType);
  return api;
}

/**
 * Extracts one interface page: the union of its members across the product's community, Pro and Premium
 * packages. A member gets `plan` when it comes from a higher plan than the lowest package exporting the
 * interface: only that plan's version lists it, or that plan's package declares it (by module augmentation).
 */
export function extractInterface(ctx: ExtractContext, entry: CatalogueInterface): InterfaceApi | undefined {
  const { checker, isOwn } = ctx;
  const byName = new Map<string, ApiProp>();
  const imports: string[] = [];
  let description = '';
  let source = '';
  let lowest: Plan | undefined;
  let relatives: Pick<InterfaceApi, 'extends' | 'definition'> = {};
  for (const name of ctx.productPackages[entry.product]) {
    const pkg = ctx.packages.get(name);
    const exported = pkg?.exports.get(entry.name);
    if (!pkg || !exported) continue;
    const target = resolveAlias(checker, exported);
    const plan = planOf(name);
    lowest ??= plan;
    imports.unshift(`import { ${entry.name} } from '${name}';`);
    if (!source) {
      source = sourceOf(target, pkg.entry);
      description = docOf(checker, target);
      relatives = relativesOf(target);
    }
    for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target))) {
      if (byName.has(member.getName()) || !isOwnMember(member, isOwn)) continue;
      const prop = toApiProp(checker, member, { required: !isOptional(member), isOwn });
      const memberPlan = [plan, declarationPlan(member, isOwn)].sort((a, b) => PLAN_RANK[b] - PLAN_RANK[a])[0] ?? plan;
      if (memberPlan !== 'community' && PLAN_RANK[memberPlan] > PLAN_RANK[lowest]) prop.plan = memberPlan;
      byName.set(prop.name, prop);
    }
  }
  if (!lowest) return undefined;
  return {
    kind: 'interface',
    name: entry.name,
    slug: kebabCase(entry.name),
    product: entry.product,
    description,
    imports,
    props: sortProps([...byName.values()]),
    source,
    ...relatives,
  };
}

/** A definition longer than this reads as noise on a page (a mapped or conditional type, an object type written out). */
export const MAX_DEFINITION = 300;

/** What an interface extends (as written), or what a type alias names when it is not an object literal. */
function relativesOf(symbol: ts.Symbol): Pick<InterfaceApi, 'extends' | 'definition'> {
  const declaration = symbol.declarations?.[0];
  if (declaration && ts.isInterfaceDeclaration(declaration)) {
    const bases = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.map((t) => tidy(t.getText())));
    return bases.length ? { extends: bases } : {};
  }
  if (declaration && ts.isTypeAliasDeclaration(declaration) && !ts.isTypeLiteralNode(declaration.type)) {
    const definition = tidy(declaration.type.getText());
    return definition.length <= MAX_DEFINITION ? { definition } : {};
  }
  return {};
}
