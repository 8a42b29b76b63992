import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { hashOf, type BuildCache } from '../cache/build-cache.ts';
import { PRODUCT_PACKAGES, type ApiProduct } from './catalogue.ts';
import type { ApiData } from './types.ts';

/** Version of what a demo's parse records: bump it when {@link propsSetIn} changes. */
const USAGE_VERSION = 1;

/** One live demo that sets a prop: the page showing it, the anchor that opens its code, its name. */
export interface ApiDemoUse {
  pathname: string;
  /** `Name.tsx` (`Name.js` for a JavaScript-only demo): the demo block's anchor that opens its code. */
  anchor: string;
  demo: string;
  /** The page's title per language. */
  titles: Record<string, string>;
}

/** The live demos that set each prop: by component ("data-grid/DataGrid"), then by prop name, in reading order. */
export type ApiUsage = Record<string, Record<string, ApiDemoUse[]>>;

/** The demos a build shows (the fields of the demo records this reads). */
export interface DemoSources {
  contentDir: string;
  /** By demo id: its name, its kind, and the content-relative source file of each style variant. */
  demos: Record<string, { name: string; jsOnly?: true; embed?: unknown; variants: readonly { file: string }[] }>;
  /** By content file: the ids of the demos it shows, in order. */
  uses: Record<string, string[]>;
}

/** What a demo file sets: for each element imported from an MUI X package, its module, export and attribute names. */
export type ParsedDemo = { module: string; exportName: string; props: string[] }[];

/** Local names bound by the imports of `@mui/x-*` modules: a name to `{module, export}`, or a namespace to its module. */
function importsOf(file: ts.SourceFile): { named: Map<string, { module: string; exportName: string }>; namespaces: Map<string, string> } {
  const named = new Map<string, { module: string; exportName: string }>();
  const namespaces = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!module.startsWith('@mui/x-') || !bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, module);
    else for (const element of bindings.elements) named.set(element.name.text, { module, exportName: (element.propertyName ?? element.name).text });
  }
  return { named, namespaces };
}

/**
 * The attributes each MUI X element of a demo sets, read from its JSX with TypeScript's parser: an
 * element's tag is resolved through the file's imports (`import { DataGridPro as Grid }`, `import * as
 * X`). Spread attributes set props nobody can name from the source: they are not counted.
 */
export function propsSetIn(fileName: string, source: string): ParsedDemo {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const { named, namespaces } = importsOf(file);
  const found = new Map<string, { module: string; exportName: string; props: Set<string> }>();
  const visit = (node: ts.Node): void => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName;
      const target = ts.isIdentifier(tag)
        ? named.get(tag.text)
        : ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && namespaces.has(tag.expression.text)
          ? { module: namespaces.get(tag.expression.text)!, exportName: tag.name.text }
          : undefined;
      if (target) {
        const key = `${target.module} ${target.exportName}`;
        const entry = found.get(key) ?? { ...target, props: new Set<string>() };
        for (const attribute of node.attributes.properties) if (ts.isJsxAttribute(attribute)) entry.props.add(attribute.name.getText(file));
        found.set(key, entry);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()].map((e) => ({ module: e.module, exportName: e.exportName, props: [...e.props].sort() }));
}

/** The component page an import names: by its package's product and the export's name (without an `Unstable_` prefix). */
function componentResolver(data: ApiData): (module: string, exportName: string) => string | undefined {
  const productOf = new Map(Object.entries(PRODUCT_PACKAGES).flatMap(([product, names]) => names.map((name) => [name, product as ApiProduct] as const)));
  const pages = new Set(data.components.map((c) => `${c.product}/${c.name}`));
  return (module, exportName) => {
    const packageName = module.split('/').slice(0, 2).join('/');
    const product = productOf.get(packageName);
    const key = product && `${product}/${exportName.replace(/^[Uu]nstable_/, '')}`;
    return key && pages.has(key) ? key : undefined;
  };
}

/** Reads and parses every demo file, or takes the parses from the cache when no file changed. */
function parseDemos(files: readonly string[], p: { contentDir: string; cache: BuildCache }): Record<string, ParsedDemo> {
  const sources = files.map((file) => {
    try {
      return fs.readFileSync(path.join(p.contentDir, file), 'utf8');
    } catch {
      return ''; // a demo that vanished since the demos were prepared sets nothing
    }
  });
  const entry = p.cache.entry('api-usage', hashOf(`usage ${USAGE_VERSION}`, ...files.flatMap((file, i) => [file, sources[i]!])));
  const cached = entry.readJson<Record<string, ParsedDemo>>('json', (v): v is Record<string, ParsedDemo> => typeof v === 'object' && v !== null);
  if (cached) return cached;
  const parsed = Object.fromEntries(files.map((file, i) => [file, propsSetIn(file, sources[i]!)]));
  entry.write('json', JSON.stringify(parsed));
  return parsed;
}

/**
 * Which live demos set each prop of each component page: every demo the pages show (embedded
 * components excepted), in reading order, parsed once and cached by the demos' sources. Also
 * each demo file's parse (`props`: watch mode compares an edited demo's with it).
 */
export function collectDemoUsage(p: { data: ApiData; pages: readonly { file: string; pathname: string; titles: Record<string, string> }[]; demos: DemoSources; cache: BuildCache }): { usage: ApiUsage; props: Record<string, ParsedDemo> } {
  const shown = p.pages.flatMap((page) =>
    (p.demos.uses[page.file] ?? []).flatMap((id) => {
      const demo = p.demos.demos[id];
      return demo && !demo.embed ? [{ page, demo }] : [];
    }),
  );
  const files = [...new Set(shown.flatMap(({ demo }) => demo.variants.map((v) => v.file)))].sort();
  const parsed = parseDemos(files, { contentDir: p.demos.contentDir, cache: p.cache });
  const componentOf = componentResolver(p.data);
  const usage: ApiUsage = {};
  for (const { page, demo } of shown) {
    const use: ApiDemoUse = { pathname: page.pathname, anchor: `${demo.name}.${demo.jsOnly ? 'js' : 'tsx'}`, demo: demo.name, titles: page.titles };
    const props = new Map<string, Set<string>>();
    for (const element of demo.variants.flatMap((v) => parsed[v.file] ?? [])) {
      const key = componentOf(element.module, element.exportName);
      if (key) for (const prop of element.props) (props.get(key) ?? props.set(key, new Set()).get(key)!).add(prop);
    }
    for (const [key, names] of props) {
      const byProp = (usage[key] ??= {});
      for (const name of names) {
        const list = (byProp[name] ??= []);
        if (!list.some((u) => u.pathname === use.pathname && u.anchor === use.anchor)) list.push(use);
      }
    }
  }
  return { usage, props: parsed };
}
