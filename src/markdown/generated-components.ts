import type { Code, Paragraph, RootContent } from 'mdast';
import { CODE_CHOICES } from '../../templates/constants.ts';
import { GENERATED_PRODUCTS, PACKAGE_SPEC, type GeneratedComponent } from '../config/components.ts';
import { ALL_SELECTORS, EVENTS_PLACEHOLDER, LOCALES_PLACEHOLDER, SELECTORS_PLACEHOLDER } from './remark-events.ts';

/**
 * A component line the config maps to what docs-build generates itself
 * (`'modules/components/SelectorsDocs.js': { generated: 'selectors' }`) becomes the same thing as
 * the build's own line would: the selectors catalogue, the locales or events table (placeholders
 * the page fills in when it renders), or install commands (fenced blocks, which the page compiler
 * turns into package manager tabs). The line's keys give the settings the mapping leaves open.
 */

/** The keys a line may give each generated component, and what each is. */
export const GENERATED_KEYS: Record<GeneratedComponent['generated'], Record<string, string>> = {
  selectors: { category: 'a feature of the Data Grid as a heading names it ("Filtering", "Row selection")', features: 'a feature, or a list of features ("filter", ["rows", "rowSelection"])' },
  locales: { product: `the product whose locales to list (${GENERATED_PRODUCTS.locales.join(', ')})` },
  events: { product: `the product whose events to list (${GENERATED_PRODUCTS.events.join(', ')})` },
  install: { packages: 'the npm packages to install', dateLibraries: 'true for a set of commands per date library' },
};

/** A feature named as words ("Row selection", "List View") as the build's feature names are written: rowSelection, listView. */
export function featureToken(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

const FEATURE = /^[A-Za-z][\w-]*$/;

/** The features a selectors line asks for: its category or features, the mapping's features, else all. */
function selectorFeatures(generated: Extract<GeneratedComponent, { generated: 'selectors' }>, props: Record<string, unknown>): string[] | { problem: string } {
  if (props.category !== undefined && props.features !== undefined) return { problem: 'give "category" or "features", not both' };
  if (props.category !== undefined) {
    const categories = Array.isArray(props.category) ? props.category : [props.category];
    if (categories.length === 0 || !categories.every((c): c is string => typeof c === 'string' && FEATURE.test(featureToken(c)))) return { problem: `"category" must be a feature's name such as "Filtering" or "Row selection"` };
    return [...new Set(categories.map(featureToken))];
  }
  const given = props.features ?? generated.features;
  if (given === undefined) return [ALL_SELECTORS];
  const list = Array.isArray(given) ? given : [given];
  if (list.length === 0 || !list.every((f): f is string => typeof f === 'string' && FEATURE.test(f))) return { problem: `"features" must be a feature such as "filter", a list of them, or "all"` };
  if (list.length > 1 && list.includes(ALL_SELECTORS)) return { problem: `"all" lists every feature: give it alone` };
  return [...new Set(list)];
}

/** The product of a locales or events line: the line's, else the mapping's. */
function productOf(kind: 'locales' | 'events', generated: { product?: string }, props: Record<string, unknown>, key: string): string | { problem: string } {
  const allowed: readonly string[] = GENERATED_PRODUCTS[kind];
  const product = props.product ?? generated.product;
  if (product === undefined) return { problem: `the ${kind} table needs a product: add "product": "${allowed[0]}" to the line, or product: '${allowed[0]}' to the config's entry for "${key}" (products: ${allowed.join(', ')})` };
  if (typeof product !== 'string' || !allowed.includes(product)) return { problem: `"product" must be one of ${allowed.join(', ')}` };
  return product;
}

/** The install commands of a line: one fenced block, or one per date library (the page compiler makes their tabs). */
function installBlocks(generated: Extract<GeneratedComponent, { generated: 'install' }>, props: Record<string, unknown>, line: number): Code[] | { problem: string } {
  const given = props.packages ?? generated.packages;
  const packages = typeof given === 'string' ? [given] : given;
  if (!Array.isArray(packages) || packages.length === 0 || !packages.every((p): p is string => typeof p === 'string' && PACKAGE_SPEC.test(p))) return { problem: '"packages" must be npm package names such as ["@mui/x-date-pickers"]' };
  const dateLibraries = props.dateLibraries ?? generated.dateLibraries;
  if (dateLibraries !== undefined && typeof dateLibraries !== 'boolean') return { problem: '"dateLibraries" must be true or false' };
  const place = { start: { line, column: 1 }, end: { line, column: 1 } };
  const block = (words: string[], meta: string | null): Code => ({ type: 'code', lang: 'bash', meta, value: `npm install ${words.join(' ')}`, position: place });
  if (!dateLibraries) return [block(packages, null)];
  return CODE_CHOICES.dateLibrary.values.map((library) => block([...packages, library], `dateLibrary="${library}"`));
}

/**
 * What a mapped component line becomes: the nodes in its place, or the problem with its keys
 * (reported at the line by the demo scan, src/demos/demo-files.ts). `key` is the config entry.
 */
export function generatedNodes(generated: GeneratedComponent, props: Record<string, unknown>, p: { key: string; line: number }): RootContent[] | { problem: string } {
  const accepted = GENERATED_KEYS[generated.generated];
  const unknown = Object.keys(props).filter((k) => !(k in accepted));
  if (unknown.length) {
    return {
      problem: `"${p.key}" is mapped to the ${generated.generated === 'install' ? 'install commands' : `${generated.generated} table`} docs-build generates, which takes ${Object.entries(accepted).map(([k, what]) => `"${k}" (${what})`).join(' and ')}, not ${unknown.map((k) => `"${k}"`).join(', ')}`,
    };
  }
  const place = { start: { line: p.line, column: 1 }, end: { line: p.line, column: 1 } };
  const placeholder = (hName: string, hProperties: Record<string, string>): Paragraph => ({ type: 'paragraph', children: [], position: place, data: { hName, hProperties, hChildren: [] } });
  switch (generated.generated) {
    case 'selectors': {
      const features = selectorFeatures(generated, props);
      return 'problem' in features ? features : [placeholder(SELECTORS_PLACEHOLDER, { dataFeatures: features.join(' ') })];
    }
    case 'locales': {
      const product = productOf('locales', generated, props, p.key);
      return typeof product === 'string' ? [placeholder(LOCALES_PLACEHOLDER, { dataProduct: product })] : product;
    }
    case 'events': {
      const product = productOf('events', generated, props, p.key);
      return typeof product === 'string' ? [placeholder(EVENTS_PLACEHOLDER, { dataProduct: product })] : product;
    }
    case 'install':
      return installBlocks(generated, props, p.line);
  }
}
