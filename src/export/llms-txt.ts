import type { SiteConfig } from '../config/schema.ts';
import type { NavPage } from '../nav/resolve-nav.ts';
import type { IndexGroup, PageMarkdown } from './types.ts';

/** The pages of one top-level navigation group, and where its full text goes. */
export interface LlmsGroup {
  info: IndexGroup;
  pages: { page: NavPage; md: PageMarkdown }[];
}

/** Text that stays on one line of a list item (titles and descriptions come from front matter). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Link text: brackets would end it early. */
const linkText = (value: string) => oneLine(value).replace(/[[\]]/g, (c) => `\\${c}`);

function entryLine(entry: { page: NavPage; md: PageMarkdown }, markdownUrl: (pathname: string) => string): string {
  // Descriptions are plain text: a tag written in one (`<svg>`) is code here, never HTML.
  const description = oneLine(entry.md.description).replace(/<[^<>\n]*>/g, (tag) => `\`${tag}\``);
  return `- [${linkText(entry.md.title)}](${markdownUrl(entry.page.pathname)})${description ? `: ${description}` : ''}`;
}

/**
 * `<base>/llms.txt`, following the llms.txt convention: the site's name as the H1, a one-line
 * summary as a quote, a note on the Markdown and full-text files, then an H2 per navigation group
 * listing each page's Markdown URL with its description (API pages in a section of their own).
 */
export function llmsTxt(p: { site: SiteConfig; summary: string; groups: LlmsGroup[]; markdownUrl(pathname: string): string }): string {
  const { site } = p;
  const lines = [`# ${site.productName}`, '', `> ${oneLine(`${site.productName} ${site.version} documentation.${p.summary ? ` ${p.summary}` : ''}`)}`, ''];
  lines.push(
    'Every page of this site is also served as Markdown: add `.md` to its URL in place of the final slash (the Markdown is in English, the default language). Demos are written out as their TypeScript source; API pages list props, slots and CSS classes as tables.',
    '',
    'Each section in full, as one file:',
    '',
    ...p.groups.map((g) => `- [${linkText(g.info.title)}](${g.info.url})`),
  );
  for (const group of p.groups) {
    const content = group.pages.filter((e) => !e.page.generated);
    const api = group.pages.filter((e) => e.page.generated);
    if (content.length) lines.push('', `## ${oneLine(group.info.title)}`, '', ...content.map((e) => entryLine(e, p.markdownUrl)));
    if (api.length) lines.push('', `## ${oneLine(group.info.title)}: API reference`, '', ...api.map((e) => entryLine(e, p.markdownUrl)));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A group's pages in full, in reading order: each page's Markdown without its front matter, its
 * URL under its heading, pages separated by a rule.
 */
export function fullText(p: { site: SiteConfig; group: LlmsGroup; url(pathname: string): string }): string {
  const { site, group } = p;
  const head = `# ${site.productName}: ${oneLine(group.info.title)}\n\n> Every page of this section of the ${site.productName} ${site.version} documentation, as Markdown, in reading order.`;
  const pages = group.pages.map(({ page, md }) => {
    const body = md.markdown.slice(md.bodyStart).trimEnd();
    const source = `Source: ${p.url(page.pathname)}`;
    const firstLineEnd = body.indexOf('\n');
    // Under the page's H1, which every exported page starts with.
    return body.startsWith('# ') && firstLineEnd !== -1 ? `${body.slice(0, firstLineEnd)}\n\n${source}${body.slice(firstLineEnd)}` : `${source}\n\n${body}`;
  });
  // Blank lines around each rule: a rule right under a paragraph would make it a heading.
  return `${[head, ...pages].join('\n\n---\n\n')}\n`;
}
