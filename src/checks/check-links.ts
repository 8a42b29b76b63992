import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageLink } from '../markdown/page-facts.ts';
import { API_LINK_SCHEME, type ApiResolver } from '../api/api-links.ts';

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
}

export function checkLinks(pages: readonly LinkSource[], options: LinkCheckOptions): Diagnostic[] {
  const anchors = new Map(pages.map((p) => [p.pathname.replace(/\/+$/, ''), new Set(p.anchors)]));
  const site = { anchors, basePath: options.basePath, redirects: options.redirects };
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      if (link.url.startsWith(API_LINK_SCHEME)) {
        const reference = link.url.slice(API_LINK_SCHEME.length);
        const found = options.api?.resolve(reference) ?? { problem: 'the API reference is turned off in the config (apiReference)', closest: [] };
        if ('problem' in found) diagnostics.push(diagnostic('UnknownApiMember', { reference, problem: found.problem, closest: found.closest }, { location: locationOf(page, link) }));
        continue;
      }
      const problem = findProblem(link, page, site);
      if (!problem) continue;
      const outsidePrefix = problem === OUTSIDE ? outsidePrefixOf(link.url) : undefined;
      const reason = problem === OUTSIDE ? `it points outside the documentation (${options.basePath}/…) and matches no prefix of externalLinks` : problem;
      diagnostics.push(diagnostic('BrokenLink', { url: link.url, reason, ...(outsidePrefix ? { outsidePrefix } : {}) }, { location: locationOf(page, link) }));
    }
  }
  return diagnostics;
}

/** A root-relative link outside the base path: matching `externalLinks` would have rewritten it when the page compiled. */
const OUTSIDE = 'outside';

/** The prefix to suggest for a link outside the documentation: its first path segment ("/material-ui/"). */
function outsidePrefixOf(url: string): string {
  const segment = url.split(/[?#]/, 1)[0]!.split('/')[1];
  return segment ? `/${segment}/` : '/';
}

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
  site: { anchors: Map<string, Set<string>>; basePath: string; redirects?: ReadonlySet<string> },
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
  if (!known && !pathname.startsWith(`${site.basePath}/`) && pathname !== site.basePath && pathname !== `${site.basePath}/`) {
    return OUTSIDE;
  }
  if (path.posix.extname(pathname) && !pathname.endsWith('/')) return undefined; // a static file such as /x/static/logo.png
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
