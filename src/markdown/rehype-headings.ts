import { report } from './report.ts';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { createSlugger, type HeadingSlugs } from './slug.ts';
import type { PageFacts, TocEntry } from './page-facts.ts';

export function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/**
 * Gives H2/H3 ids and self-links, builds the table of contents, takes the H1 as the page heading
 * and marks the first paragraph after it as the page's lead (`p.description`).
 *
 *   ## Pro plan   →  <h2 id="pro-plan"><a class="title-link-to-anchor" href="#pro-plan">Pro plan</a></h2>
 *
 * Slugs follow `slugs` (config `headingSlugs`, slug.ts); with `both`, a heading whose mui.com slug
 * differs from its GitHub one carries it too, as an empty element at its start:
 *
 *   ## Meridiem — 12h/24h format  →  <h2 id="meridiem--12h24h-format"><span id="meridiem-12h-24h-format"></span><a…>…</a></h2>
 */
export function rehypeHeadings(options: { slugs?: HeadingSlugs } = {}) {
  const scheme = options.slugs ?? 'github';
  return (tree: Root, file: VFile) => {
    const facts = file.data as PageFacts;
    const slug = createSlugger(scheme === 'mui' ? 'mui' : 'github');
    // With `both`, mui.com's slug is a second anchor of the heading where it differs.
    const second = scheme === 'both' ? createSlugger('mui') : undefined;
    const aliases: { node: Element; id: string }[] = [];
    const toc: TocEntry[] = [];
    // Ids of the author's HTML may be there already (rehype-raw-html.ts).
    const anchors = (facts.anchors ??= []);
    let sawH1 = false;
    let leadDone = false;
    // The page template renders the H1 itself (with its plan marker and notices after it).
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'element' || node.tagName !== 'h1' || sawH1) return true;
      facts.h1 = textOf(node).trim();
      sawH1 = true;
      return false;
    });
    for (const node of tree.children) {
      if (node.type !== 'element') continue;
      const { tagName } = node;
      if (tagName === 'h1') continue;
      if (tagName === 'p' && !leadDone) {
        leadDone = true;
        // An author's `<p class="…">` keeps its classes.
        const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
        if (!classes.includes('description')) node.properties.className = [...classes, 'description'];
        facts.lead = textOf(node).trim();
        continue;
      }
      if (tagName !== 'h2' && tagName !== 'h3') {
        if (tagName !== 'p') leadDone = true;
        continue;
      }
      leadDone = true;
      const text = textOf(node).trim();
      // A heading written in HTML keeps its own id.
      const own = node.properties.id;
      const id = typeof own === 'string' && own ? own : slug(text);
      node.properties.id = id;
      if (id !== own) anchors.push(id); // an own id is listed already
      if (second && id !== own) aliases.push({ node, id: second(text) });
      node.children = [
        {
          type: 'element',
          tagName: 'a',
          properties: { className: ['title-link-to-anchor'], href: `#${id}` },
          // The link icon is the anchor's ::after (docs.css): an inline SVG was 390 bytes per heading.
          children: [...node.children],
        },
      ];
      if (tagName === 'h2') toc.push({ id, text, children: [] });
      else {
        const parent = toc[toc.length - 1];
        if (!parent) {
          report('HeadingOrder', { text }, { file, place: node.position });
        } else parent.children.push({ id, text, children: [] });
      }
    }
    facts.toc = toc;
    // Placed once every heading has its own id: a second anchor never takes another heading's.
    const taken = new Set(anchors);
    for (const alias of aliases) {
      if (taken.has(alias.id)) continue;
      taken.add(alias.id);
      anchors.push(alias.id);
      alias.node.children.unshift({ type: 'element', tagName: 'span', properties: { id: alias.id }, children: [] });
    }
  };
}
