import path from 'node:path';
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import type { PageFacts, PageLink } from './page-facts.ts';

export interface LinkOptions {
  /** Content file (absolute) → route ("/x/introduction/"), for relative `.md` links. */
  routeOfFile: (absoluteFile: string) => string | undefined;
  /** The config's `externalLinks` and base path: root-relative links to the rest of the family. */
  family?: FamilyLinks;
}

/** Where root-relative links outside the base path go: path prefix → URL (both end with "/"). */
export interface FamilyLinks {
  basePath: string;
  prefixes: Readonly<Record<string, string>>;
}

/**
 * The upstream URL of a root-relative link outside the base path whose path starts with one of
 * the prefixes (the longest wins; "/material-ui" matches "/material-ui/" too), query and hash
 * kept: `/material-ui/react-button/#basics` → `https://mui.com/material-ui/react-button/#basics`.
 */
export function familyUrl(href: string, family: FamilyLinks): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const pathname = href.split(/[?#]/, 1)[0]!;
  const { basePath } = family;
  if (pathname === basePath || pathname.startsWith(`${basePath}/`)) return undefined;
  let best: string | undefined;
  for (const prefix of Object.keys(family.prefixes)) {
    const matches = pathname.startsWith(prefix) || `${pathname}/` === prefix;
    if (matches && prefix.length > (best?.length ?? 0)) best = prefix;
  }
  if (best === undefined) return undefined;
  // "/material-ui#x": the prefix is one longer than the path.
  return family.prefixes[best]! + href.slice(Math.min(best.length, pathname.length));
}

/** The attributes of media elements that name a file of the site (as hast properties). */
const MEDIA_SOURCES: Record<string, string[]> = { img: ['src'], video: ['src', 'poster'], audio: ['src'], source: ['src'], track: ['src'] };

function walk(node: Root | Element, visit: (el: Element) => void) {
  for (const child of node.children) {
    if (child.type === 'element') {
      visit(child);
      walk(child, visit);
    }
  }
}

/**
 * Collects every link for the site-wide link check and rewrites relative `.md` links to routes
 * (`../guide/setup.md#install` → `/x/guide/setup/#install`) and links to the rest of the family
 * to their site (`/material-ui/` → `https://mui.com/material-ui/`). External links open safely.
 */
export function rehypeLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const links: PageLink[] = [];
    walk(tree, (el) => {
      // Images, videos and captions of the site itself (root paths, served from the public folder) are checked too.
      for (const name of MEDIA_SOURCES[el.tagName] ?? []) {
        const src = el.properties[name];
        if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) continue;
        const where: PageLink = { url: src, tag: name === 'poster' ? 'poster' : el.tagName };
        if (el.position) {
          where.line = el.position.start.line;
          where.column = el.position.start.column - 1;
        }
        links.push(where);
      }
      if (el.tagName !== 'a' || typeof el.properties.href !== 'string') return;
      let href = el.properties.href;
      // A page of the rest of the family: from here on an external link.
      const upstream = options.family && familyUrl(href, options.family);
      if (upstream) href = el.properties.href = upstream;
      if (el.properties.className && (el.properties.className as string[]).includes('title-link-to-anchor')) return;
      const where: PageLink = { url: href };
      if (el.position) {
        where.line = el.position.start.line;
        where.column = el.position.start.column - 1;
      }
      // `api:Name#member` links are resolved when the page renders and checked with the other links.
      if (href.startsWith('api:')) {
        links.push(where);
        return;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
        if (/^https?:/i.test(href)) {
          el.properties.target = '_blank';
          // Tokens the author's HTML gave (nofollow, sponsored: html-allowlist.ts keeps only those) stay.
          const rel = Array.isArray(el.properties.rel) ? el.properties.rel.map(String) : [];
          el.properties.rel = [...new Set([...rel, 'noopener', 'noreferrer'])];
        }
        return;
      }
      const mdMatch = /^([^#?]+\.md)(#.*)?$/.exec(href);
      if (mdMatch && !href.startsWith('/')) {
        const target = path.resolve(path.dirname(file.path), decodeURIComponent(mdMatch[1]!));
        const route = options.routeOfFile(target);
        if (route) {
          href = route + (mdMatch[2] ?? '');
          el.properties.href = href;
          where.url = href;
        } else {
          where.url = `${mdMatch[1]}${mdMatch[2] ?? ''}`;
          where.unresolvedFile = path.relative(path.dirname(file.path), target);
        }
      }
      links.push(where);
    });
    (file.data as PageFacts).links = links;
  };
}

declare module './page-facts.ts' {
  interface PageLink {
    /** Set when a relative `.md` link names a file that is not a page. */
    unresolvedFile?: string;
    /** The element (or `poster`) whose source this is, for the sources of images, videos and captions; unset for links. */
    tag?: string;
  }
}
