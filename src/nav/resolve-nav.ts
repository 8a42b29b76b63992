import fs from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import { listContentFiles, type RefusedLink } from '../files.ts';
import type { Diagnostic, DiagnosticLocation } from '../diagnostics/diagnostic.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { NavEntry } from '../config/nav-entry.ts';
import { deriveTitle } from './titles.ts';
import { API_INDEX_PRODUCTS, API_SITE_BASE, apiPathname } from '../api/api-nav.ts';
import { API_CATALOGUE, API_HOOKS, API_INTERFACES, type ApiProduct } from '../api/catalogue.ts';

/** The pages the API reference generates, by pathname. */
export function generatedApiPages(): Map<string, GeneratedPage> {
  const pages = new Map<string, GeneratedPage>();
  for (const c of API_CATALOGUE) pages.set(apiPathname(c.product, c.name), { kind: 'api-component', product: c.product, name: c.name });
  for (const i of API_INTERFACES) pages.set(apiPathname(i.product, i.name), { kind: 'api-interface', product: i.product, name: i.name });
  for (const h of API_HOOKS) pages.set(apiPathname(h.product, h.name), { kind: 'api-hook', product: h.product, name: h.name });
  for (const product of API_INDEX_PRODUCTS) pages.set(`${API_SITE_BASE}/api/${product}`, { kind: 'api-index', product });
  return pages;
}

export type NavKind = 'page' | 'group' | 'subheader' | 'external';

/** A navigation node with its titles resolved for every language. */
export interface NavNode {
  id: number;
  kind: NavKind;
  pathname: string;
  /** Title per language code. */
  titles: Record<string, string>;
  plan?: 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  inSideNav: boolean;
  parent: number | null;
  children: NavNode[];
  /** For groups and subheaders: the first page below, where a click on the group leads. */
  firstPage?: string;
  /** Where the entry sits in the nav source, for messages ("Data Grid › Rows › Row height"). */
  trail: string;
}

/** A page the build generates instead of reading a content file. */
export type GeneratedPage =
  | { kind: 'api-component' | 'api-interface' | 'api-hook'; product: ApiProduct; name: string }
  | { kind: 'api-index'; product: ApiProduct };

/** A routed page of the navigation, in reading order, with its content file. */
export interface NavPage {
  /** Set for generated pages (`file` is then the config file, for messages). */
  generated?: GeneratedPage;
  node: NavNode;
  pathname: string;
  /** Path after the base path, without slashes at the ends ("introduction/installation"). */
  slug: string;
  /** Content file, absolute. */
  file: string;
  /** Inherited plan: a page inside a Pro group is a Pro page. */
  plan?: 'pro' | 'premium';
  prev?: NavNode;
  next?: NavNode;
}

export interface ResolvedNav {
  roots: NavNode[];
  nodes: NavNode[];
  pages: NavPage[];
  byPathname: Map<string, NavNode>;
  /** Pathnames of groups and subheaders: they forward to a page, links should name the page. */
  groupPathnames: Set<string>;
  diagnostics: Diagnostic[];
}

const DOCS_TAB = /\/(components-api|hooks-api)$/;

/** What resolving the navigation collects as it walks the authored tree. */
interface NavWalk {
  site: ResolvedConfig['site'];
  nodes: NavNode[];
  byPathname: Map<string, NavNode>;
  diagnostics: Diagnostic[];
  generated: Map<string, GeneratedPage>;
  /** Where each node is written in the nav file (for diagnostics). */
  locations: Map<number, () => DiagnosticLocation>;
  occurrences: Map<string, number>;
  locate: (pathname: string, occurrence: number) => DiagnosticLocation;
}

/**
 * Resolves the authored navigation: titles, kinds, content files, reading order. Problems
 * (duplicates, missing files, missing translations) are collected, not thrown.
 */
export function resolveNav(config: ResolvedConfig): ResolvedNav {
  const walk: NavWalk = {
    site: config.site,
    nodes: [],
    byPathname: new Map(),
    diagnostics: [],
    generated: config.site.apiReference ? generatedApiPages() : new Map(),
    locations: new Map(),
    occurrences: new Map(),
    locate: createLocator(config),
  };
  const roots = config.site.nav.map((entry) => addNode(walk, entry, null));
  const pages = collectPages(walk, config, roots);
  linkPrevNext(pages, walk.nodes, new Set());
  const groupPathnames = new Set(walk.nodes.filter((n) => n.kind === 'group' || n.kind === 'subheader').map((n) => n.pathname));
  return { roots, nodes: walk.nodes, pages, byPathname: walk.byPathname, groupPathnames, diagnostics: walk.diagnostics };
}

/**
 * Adds generated pages that only the extracted data knows of (the interface pages of the types
 * props name) to a resolved navigation: routed and linkable, outside the side navigation, each
 * under the node that holds its product's other API pages (in the same parent as the page
 * `sibling` names). A page whose sibling is not in the navigation is not added: links to it
 * then stay plain text.
 */
export function addGeneratedPages(nav: ResolvedNav, p: { basePath: string; file: string; pages: readonly { pathname: string; title: string; sibling: string; generated: GeneratedPage }[] }): NavPage[] {
  const added: NavPage[] = [];
  for (const page of p.pages) {
    const sibling = nav.byPathname.get(page.sibling);
    const parent = sibling && sibling.parent !== null ? nav.nodes[sibling.parent] : undefined;
    if (!parent || nav.byPathname.has(page.pathname)) continue;
    const titles = Object.fromEntries(Object.keys(sibling!.titles).map((language) => [language, page.title]));
    const node: NavNode = { id: nav.nodes.length, kind: 'page', pathname: page.pathname, titles, inSideNav: false, parent: parent.id, children: [], trail: `${parent.trail} › ${page.title}` };
    nav.nodes.push(node);
    parent.children.push(node);
    nav.byPathname.set(page.pathname, node);
    const navPage: NavPage = { node, pathname: page.pathname, slug: page.pathname.slice(p.basePath.length + 1), file: p.file, generated: page.generated };
    nav.pages.push(navPage);
    added.push(navPage);
  }
  return added;
}

/** The one way a pathname is written: lower case, single slashes, no trailing slash ("/x/a"). */
export function canonicalPathname(pathname: string): string {
  const collapsed = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** Points a nav problem at the line that writes the pathname (the nth time, for duplicates). */
function createLocator(config: ResolvedConfig): NavWalk['locate'] {
  const sources = config.configInputs.filter((f) => /\.[cm]?[jt]sx?$/.test(f)).map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n') }));
  return (pathname, occurrence) => {
    let seen = 0;
    for (const source of sources) {
      for (const [i, line] of source.lines.entries()) {
        const column = Math.max(line.indexOf(`'${pathname}'`), line.indexOf(`"${pathname}"`));
        if (column !== -1 && ++seen === occurrence) return { file: source.file, line: i + 1, column: column + 1 };
      }
    }
    return { file: config.configFile };
  };
}

/** Adds an authored entry and its children to the tree, checking its pathname and titles. */
function addNode(walk: NavWalk, entry: NavEntry, parent: NavNode | null): NavNode {
  const trail = parent?.trail ?? '';
  const external = /^https?:\/\//.test(entry.pathname);
  const hasChildren = (entry.children?.length ?? 0) > 0;
  const kind: NavKind = external ? 'external' : entry.subheader ? 'subheader' : hasChildren ? 'group' : 'page';
  const english = entry.title ?? deriveTitle(entry.subheader ?? entry.pathname);
  const node: NavNode = {
    id: walk.nodes.length,
    kind,
    pathname: entry.pathname,
    titles: { en: english },
    inSideNav: entry.inSideNav !== false,
    parent: parent?.id ?? null,
    children: [],
    trail: trail ? `${trail} › ${english}` : english,
  };
  if (entry.plan) node.plan = entry.plan;
  if (entry.newFeature) node.newFeature = true;
  if (entry.planned) node.planned = true;
  if (entry.unstable) node.unstable = true;
  walk.nodes.push(node);
  const occurrence = (walk.occurrences.get(entry.pathname) ?? 0) + 1;
  walk.occurrences.set(entry.pathname, occurrence);
  const where = () => walk.locate(entry.pathname, occurrence);
  walk.locations.set(node.id, where);

  const canonical = external ? entry.pathname : canonicalPathname(entry.pathname);
  if (!external && !entry.pathname.startsWith('/')) {
    walk.diagnostics.push(diagnostic('InvalidNavEntry', { at: node.trail, problem: `pathname "${entry.pathname}" does not start with "/"` }, { location: where() }));
  } else if (canonical !== entry.pathname) {
    walk.diagnostics.push(diagnostic('NonCanonicalPathname', { pathname: entry.pathname, canonical }, { location: where() }));
  }
  for (const language of walk.site.languages.filter((l) => l !== 'en')) {
    const title = walk.site.titles[language]?.[entry.pathname];
    const made = walk.generated.get(entry.pathname)?.kind;
    node.titles[language] = title ?? english;
    // API names are code identifiers, the same in every language.
    if (!title && made !== 'api-component' && made !== 'api-interface' && made !== 'api-hook') walk.diagnostics.push(diagnostic('MissingTranslatedTitle', { pathname: entry.pathname, language }, { location: where() }));
  }
  if (!external) {
    // Written differently, still the same page: compared in canonical form.
    const seen = walk.byPathname.get(canonical);
    if (seen) walk.diagnostics.push(diagnostic('DuplicatePathname', { pathname: canonical, first: seen.trail, second: node.trail }, { location: where() }));
    else walk.byPathname.set(canonical, node);
  }
  node.children = (entry.children ?? []).map((child) => addNode(walk, child, node));
  return node;
}

/** Reading order: depth-first over routed pages, each with its content file (docs-tab variants are views of their page). */
function collectPages(walk: NavWalk, config: ResolvedConfig, roots: NavNode[]): NavPage[] {
  const { site, pagesDir, configFile } = config;
  const listed = listContentFiles(pagesDir, config.contentDir);
  const files = new Set(listed.files);
  const reported = new Set<RefusedLink>();
  /** A page without a content file: missing, or behind a symlink the build does not follow (reported at the link, once). */
  const reportMissing = (node: NavNode, slug: string, where: () => DiagnosticLocation) => {
    const expected = [`${slug}.md`, `${slug}/index.md`];
    for (const refused of listed.refused) {
      const candidate = expected.find((c) => c === refused.link || c.startsWith(`${refused.link}/`));
      if (!candidate) continue;
      if (reported.has(refused)) return;
      reported.add(refused);
      const [file, link] = [path.join(pagesDir, candidate), path.join(pagesDir, refused.link)];
      walk.diagnostics.push(
        refused.missing
          ? diagnostic('BrokenSymlink', { file, link, target: refused.target }, { location: { file: link } })
          : diagnostic('OutsideContent', { kind: 'page', file, link, target: refused.target }, { location: { file: link } }),
      );
      return;
    }
    walk.diagnostics.push(diagnostic('MissingContentFile', { pathname: node.pathname, expected: path.join(pagesDir, expected[0]!) }, { location: where() }));
  };
  const pages: NavPage[] = [];
  const inheritedPlan = (node: NavNode): 'pro' | 'premium' | undefined => {
    for (let n: NavNode | undefined = node; n; n = n.parent === null ? undefined : walk.nodes[n.parent]) if (n.plan) return n.plan;
    return undefined;
  };
  const visit = (node: NavNode) => {
    if (node.kind === 'page' && !DOCS_TAB.test(node.pathname)) {
      const where = walk.locations.get(node.id) ?? (() => ({ file: configFile }));
      // Blog and playground pages may live outside the base path, as on the real site.
      const outside = /^\/(blog|playground)\//.test(node.pathname);
      const prefix = outside ? '/' : `${site.basePath}/`;
      if (!outside && node.pathname !== site.basePath && !node.pathname.startsWith(prefix)) {
        walk.diagnostics.push(diagnostic('InvalidNavEntry', { at: node.trail, problem: `pathname "${node.pathname}" is not under the base path ${site.basePath}` }, { location: where() }));
        return;
      }
      const slug = node.pathname.slice(prefix.length).replace(/\/+$/, '');
      const plan = inheritedPlan(node);
      const made = walk.generated.get(node.pathname);
      const candidates = made ? [] : [`${slug}.md`, `${slug}/index.md`].filter((f) => files.has(f));
      if (made) pages.push({ node, pathname: node.pathname, slug, file: configFile, generated: made, ...(plan ? { plan } : {}) });
      else if (candidates.length === 1) pages.push({ node, pathname: node.pathname, slug, file: path.join(pagesDir, candidates[0]!), ...(plan ? { plan } : {}) });
      else if (candidates.length === 0) reportMissing(node, slug, where);
      else walk.diagnostics.push(diagnostic('AmbiguousContentFile', { pathname: node.pathname, files: candidates.map((c) => path.join(pagesDir, c)) }, { location: where() }));
      if (made) {
        node.children.forEach(visit);
        return;
      }
    }
    node.children.forEach(visit);
    if (node.kind === 'group' || node.kind === 'subheader') node.firstPage = firstPageBelow(node);
  };
  roots.forEach(visit);
  return pages;
}

/**
 * Sets each page's previous and next page in reading order (the side navigation's), skipping the
 * pages named in `skip` (drafts): a reader following "next" never lands on an unwritten page.
 */
export function linkPrevNext(pages: NavPage[], nodes: NavNode[], skip: ReadonlySet<string>): void {
  const ordered = pages.filter((p) => p.node.inSideNav && !ancestorHidden(p.node, nodes) && !skip.has(p.pathname));
  for (const page of pages) {
    delete page.prev;
    delete page.next;
  }
  ordered.forEach((page, i) => {
    const prev = ordered[i - 1];
    const next = ordered[i + 1];
    if (prev) page.prev = prev.node;
    if (next) page.next = next.node;
  });
}

function firstPageBelow(node: NavNode): string | undefined {
  for (const child of node.children) {
    if (child.kind === 'page') return child.pathname;
    if (child.kind === 'group' || child.kind === 'subheader') {
      const found = firstPageBelow(child);
      if (found) return found;
    }
  }
  return undefined;
}

function ancestorHidden(node: NavNode, nodes: NavNode[]): boolean {
  for (let n = node.parent === null ? undefined : nodes[node.parent]; n; n = n.parent === null ? undefined : nodes[n.parent]) {
    if (!n.inSideNav) return true;
  }
  return false;
}

/**
 * Product id of a route, as analytics and the version menu use it ("x-data-grid", or "null"). The ids
 * and the category "x" are MUI X's analytics names; which routes have them follows the base path.
 */
export function productIdOf(pathname: string, basePath: string): { productId: string; productCategoryId: string } {
  if (!pathname.startsWith(basePath)) return { productId: 'null', productCategoryId: 'null' };
  const local = pathname.slice(basePath.length);
  const api = local.match(/^\/api\/(data-grid|date-pickers|charts)(\/|$)/);
  if (api) return { productId: `x-${api[1]}`, productCategoryId: 'x' };
  const m = local.match(/^\/react-([a-z-]+?)(?:\/|$)/);
  if (m) return { productId: `x-${m[1]}`, productCategoryId: 'x' };
  return { productId: 'null', productCategoryId: 'x' };
}

/** The page the site's root and the base path's root forward to: the introduction, else the first page. */
export function homeOf(nav: ResolvedNav, basePath: string): string | undefined {
  const introduction = `${basePath}/introduction`;
  return nav.byPathname.has(introduction) ? introduction : nav.pages[0]?.pathname;
}
