import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageLink } from '../markdown/page-facts.ts';
import { API_LINK_SCHEME, type ApiResolver } from '../api/api-links.ts';
import { editDistance } from '../diagnostics/closest.ts';

export interface LinkSource {
  pathname: string;
  file: string;
  anchors: string[];
  links: PageLink[];
}

/**
 * Checks every internal link of the site: the target must be a page (written with a trailing
 * slash) and a `#anchor` must be a heading of that page. External links are not fetched.
 */
export interface LinkCheckOptions {
  basePath: string;
  /** Group paths: not pages, so links to them are errors with their own hint. */
  redirects?: ReadonlySet<string>;
  /** Resolves `api:` links; without it they are errors (the API reference is off). */
  api?: ApiResolver;
  /** The production origin (of `siteUrl`): the host of the sibling products an `externalLinks` entry is suggested for. */
  origin?: string;
  /** The files of the public folder, as URL paths (`/static/x/a.png`), and the folder as the content names it (`public`). */
  publicFiles?: { urls: ReadonlySet<string>; folder: string };
}

export function checkLinks(pages: readonly LinkSource[], options: LinkCheckOptions): Diagnostic[] {
  const anchors = new Map(pages.map((p) => [p.pathname.replace(/\/+$/, ''), new Set(p.anchors)]));
  // The first segments the site's own pages live under (the base path, and /blog/ when the site has blog pages):
  // a link under any other one is to another product of the host.
  const sections = new Set([firstSegmentOf(options.basePath), ...pages.map((p) => firstSegmentOf(p.pathname))]);
  const site = { anchors, basePath: options.basePath, redirects: options.redirects, sections };
  const diagnostics: Diagnostic[] = [];
  const outside: { diagnostic: Diagnostic; prefix: string; file: string }[] = [];
  // Without the public folder's list (a check of pages alone), links to files are not checked.
  const files = options.publicFiles ? siteFiles(pages, options) : { check: () => undefined };
  for (const page of pages) {
    for (const link of page.links) {
      const file = files.check(link);
      if (file === FOUND) continue;
      if (file) {
        diagnostics.push(diagnostic('MissingPublicFile', file, { location: locationOf(page, link) }));
        continue;
      }
      if (link.url.startsWith(API_LINK_SCHEME)) {
        const reference = link.url.slice(API_LINK_SCHEME.length);
        const found = options.api?.resolve(reference) ?? { problem: 'the API reference is turned off in the config (apiReference)', closest: [] };
        if ('problem' in found) diagnostics.push(diagnostic('UnknownApiMember', { reference, problem: found.problem, closest: found.closest }, { location: locationOf(page, link) }));
        continue;
      }
      const problem = findProblem(link, page, site);
      if (!problem) continue;
      if (problem !== OUTSIDE) {
        diagnostics.push(diagnostic('BrokenLink', { url: link.url, reason: problem }, { location: locationOf(page, link) }));
        continue;
      }
      const segment = firstSegmentOf(link.url);
      const prefix = segment ? `/${segment}/` : '/';
      const sibling = { prefix, url: `${siblingOrigin(options)}${prefix}` };
      const reason = `no page of the site is under ${prefix} (the documentation is under ${options.basePath}/), and no prefix of externalLinks maps it`;
      const made = diagnostic('BrokenLink', { url: link.url, reason, sibling }, { location: locationOf(page, link) });
      diagnostics.push(made);
      outside.push({ diagnostic: made, prefix, file: page.file });
    }
  }
  noteSiblingProducts(outside, options);
  return diagnostics;
}

/** The origin suggested for the sibling products: the production site's (`siteUrl`), or a placeholder. */
const siblingOrigin = (options: LinkCheckOptions) => options.origin ?? 'https://<production host>';

/**
 * Links to the same sibling product usually come by the dozen: each keeps its own error (it is a
 * place to check), and says how many more the one entry fixes; when several products are linked,
 * each also gives the entries for all of them, to paste at once.
 */
function noteSiblingProducts(outside: readonly { diagnostic: Diagnostic; prefix: string; file: string }[], options: LinkCheckOptions): void {
  const byPrefix = new Map<string, { links: number; files: Set<string> }>();
  for (const { prefix, file } of outside) {
    const group = byPrefix.get(prefix) ?? { links: 0, files: new Set<string>() };
    group.links++;
    group.files.add(file);
    byPrefix.set(prefix, group);
  }
  const prefixes = [...byPrefix.keys()].sort();
  const all = `externalLinks: { ${prefixes.map((p) => `'${p}': '${siblingOrigin(options)}${p}'`).join(', ')} }`;
  for (const { diagnostic: d, prefix } of outside) {
    const { links, files } = byPrefix.get(prefix)!;
    const notes: string[] = [];
    if (links > 1) notes.push(`${links} links ${files.size > 1 ? `in ${files.size} pages ` : ''}go under ${prefix}: the one entry fixes all of them.`);
    if (prefixes.length > 1) notes.push(`Links of this build to other products of the host, all mapped at once: ${all}`);
    if (notes.length) d.notes = notes;
  }
}

const FOUND = 'found';

/** What a link's element is, as a reader would say it. */
const WHAT: Record<string, string> = { img: 'image', video: 'video', audio: 'audio', source: 'video source', track: 'captions file', poster: 'video poster' };

/**
 * The files a root path may name besides pages: the public folder's, and what the build writes
 * (its assets, each page's Markdown, llms.txt, the site files). `missing` says why a link to a file
 * is broken (a path with an extension, or any source of an image or video): the file expected in
 * the public folder and the closest one there. A link outside every section of the site to a
 * folder without public files stays a link to another product (see `OUTSIDE`).
 */
function siteFiles(pages: readonly LinkSource[], options: LinkCheckOptions) {
  const base = options.basePath;
  const urls = options.publicFiles!.urls;
  const folder = options.publicFiles!.folder;
  const exports = new Set(pages.map((p) => `${p.pathname.replace(/\/+$/, '')}.md`));
  const routes = new Set(pages.map((p) => p.pathname.replace(/\/+$/, '')));
  const generated = (pathname: string) =>
    ['/sitemap.xml', '/robots.txt', '/_redirects', '/index.html', `${base}/llms.txt`, `${base}/sw.js`, `${base}/404.html`].includes(pathname) ||
    [`${base}/_static/`, `${base}/_llms/`, `${base}/_pagefind`].some((prefix) => pathname.startsWith(prefix)) ||
    (pathname.startsWith(`${base}/`) && pathname.endsWith('/llms-full.txt')) ||
    exports.has(pathname);
  const firstSegments = new Set([...urls].map(firstSegmentOf));
  const list = [...urls];
  const closest = (wanted: string): string | undefined => {
    const name = path.posix.basename(wanted).toLowerCase();
    const sameName = list.filter((u) => path.posix.basename(u).toLowerCase() === name);
    if (sameName.length) return sameName.sort((a, b) => editDistance(a, wanted) - editDistance(b, wanted))[0];
    let best: { url: string; distance: number } | undefined;
    for (const url of list) {
      const distance = editDistance(url, wanted);
      if (!best || distance < best.distance) best = { url, distance };
    }
    return best && best.distance <= Math.max(3, Math.floor(wanted.length / 4)) ? best.url : undefined;
  };
  return {
    /** FOUND for a link to a file the site has, why it is missing for a link to any other file, undefined for a link that is not to a file. */
    check(link: PageLink): typeof FOUND | { url: string; what: string; expected: string; closest?: string } | undefined {
      if (!link.url.startsWith('/') || link.url.startsWith('//')) return undefined;
      let pathname = link.url.split(/[?#]/, 1)[0]!;
      try {
        pathname = decodeURI(pathname);
      } catch {
        // kept as written
      }
      const media = link.tag !== undefined;
      if (!media && (pathname.endsWith('/') || !path.posix.extname(pathname))) return undefined;
      // A page whose route has a dot (`/x/migration/v7.0`), linked without its slash: the page check says so.
      if (!media && routes.has(pathname)) return undefined;
      if (urls.has(pathname) || generated(pathname)) return FOUND;
      // A page link with an extension under no section of the site and no public folder: another product of the host.
      if (!media && !firstSegments.has(firstSegmentOf(pathname)) && firstSegmentOf(pathname) !== firstSegmentOf(base) && !pages.some((p) => firstSegmentOf(p.pathname) === firstSegmentOf(pathname))) return undefined;
      const found = closest(pathname);
      return { url: link.url, what: link.tag ? (WHAT[link.tag] ?? 'file') : 'link to a file', expected: `${folder}${pathname}`, ...(found ? { closest: `${folder}${found} (${found})` } : {}) };
    },
  };
}

/** The first segment of a path ("/material-ui/react-button/#x" → "material-ui"). */
function firstSegmentOf(url: string): string {
  return url.split(/[?#]/, 1)[0]!.split('/')[1] ?? '';
}

/**
 * A root-relative link under a first segment where the site has no page: another product of the
 * host (`/material-ui/…`). Matching `externalLinks` would have rewritten it when the page compiled.
 */
const OUTSIDE = 'outside';

function locationOf(page: LinkSource, link: PageLink): { file: string; line?: number; column?: number } {
  const location: { file: string; line?: number; column?: number } = { file: page.file };
  if (link.line !== undefined) location.line = link.line;
  if (link.column !== undefined) location.column = link.column;
  return location;
}

/** Why a link is broken, against the site's pages (their anchors by pathname without trailing slash); undefined when it is fine. */
function findProblem(
  link: PageLink,
  page: LinkSource,
  site: { anchors: Map<string, Set<string>>; basePath: string; redirects?: ReadonlySet<string>; sections: ReadonlySet<string> },
): string | undefined {
  const { anchors } = site;
  if (link.unresolvedFile) return `the file ${link.unresolvedFile} is not a page of the navigation`;
  const url = link.url;
  if (url.startsWith('#')) {
    const id = decodeURIComponent(url.slice(1));
    if (!id) return undefined;
    return anchors.get(page.pathname.replace(/\/+$/, ''))?.has(id) ? undefined : `this page has no heading with the anchor "#${id}"`;
  }
  if (!url.startsWith('/')) return undefined; // relative asset links are left to the author
  const [pathAndQuery = '', hash] = url.split('#', 2);
  const pathname = pathAndQuery.split('?')[0]!;
  if (pathname.includes('//')) return 'the path has a doubled slash';
  const known = anchors.has(pathname.replace(/\/+$/, ''));
  if (!known && !site.sections.has(firstSegmentOf(pathname))) return OUTSIDE;
  if (path.posix.extname(pathname) && !pathname.endsWith('/') && !known) return undefined; // a file (checked by siteFiles), such as /x/static/logo.png
  const key = pathname.replace(/\/+$/, '');
  const target = anchors.get(key);
  if (!target) {
    if (site.redirects?.has(key)) return `it points to a navigation group, not a page; link the page itself`;
    return 'no page has this path';
  }
  if (!pathname.endsWith('/')) return `internal links end with a slash: write "${key}/${hash ? `#${hash}` : ''}"`;
  if (hash && !target.has(decodeURIComponent(hash))) return `the page ${key}/ has no heading with the anchor "#${hash}"`;
  return undefined;
}
