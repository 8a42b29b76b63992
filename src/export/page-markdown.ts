import path from 'node:path';
import { stringify as stringifyYaml } from 'yaml';
import type { ApiEvent } from '../api/types.ts';
import { isDemoDirective, parseDirective } from '../markdown/demo-directive.ts';
import type { PageSource } from '../markdown/page-source.ts';
import type { CALLOUT_SEVERITIES } from '../markdown/remark-callouts.ts';
import { createSlugger } from '../markdown/slug.ts';
import { eventsTable, type JsdocConverter } from './api-markdown.ts';
import { closesFence, FENCE_OPEN, plainInline, rewriteProse } from './markdown-text.ts';
import type { IndexDemo, IndexSection, PageMarkdown } from './types.ts';

/** How a callout reads in Markdown: a quote opening with its kind in bold. */
export const CALLOUT_LABELS: Record<(typeof CALLOUT_SEVERITIES)[number], string> = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Caution' };

/** What converting one content page needs besides its source: all of it resolved by the caller. */
export interface ContentPageInput {
  source: PageSource;
  pathname: string;
  /** The page's absolute URL, e.g. "https://mui.com/x/react-data-grid/filtering/". */
  url: string;
  siteUrl: string;
  /** The navigation title, used when the page has neither a `title` nor an H1. */
  navTitle: string;
  /** A content file's route ("/x/a/b/"), for relative `.md` links. */
  routeOfFile(file: string): string | undefined;
  /** The root-relative URL an `api:Name#member` reference points at (undefined when unknown). */
  resolveApi?(reference: string): string | undefined;
  /** The sources of a demo a line names, and the absolute URL of its JavaScript. */
  demo(name: string): Omit<IndexDemo, 'pages'> | undefined;
  /** The events a `{{"events": …}}` line lists, and the URL of a parameter type's page. */
  events?: { list: readonly ApiEvent[]; typeUrl(name: string): string | undefined; jsdoc?: JsdocConverter };
  /** The components the front matter lists, with their API pages (the "API" section). */
  components: { name: string; url: string }[];
}

const EVENTS_LINE = /^\{\{\s*"events"\s*:.*\}\}$/;
const CALLOUT_OPEN = /^(\s*):{3,}\s*([A-Za-z][\w-]*)/;
const CALLOUT_CLOSE = /^\s*:{3,}\s*$/;
const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** An output line, and the heading it is when it is a top-level one. */
interface OutLine {
  text: string;
  heading?: { depth: number; text: string; anchor?: string };
}

/**
 * A content page as clean Markdown, edited from its source rather than rebuilt: front matter
 * reduced to title and description, callouts as quotes (`> **Warning**`), every link absolute
 * (`api:` references resolved), each demo replaced by its TypeScript source (with the files it
 * imports) and a link to its JavaScript, the events table as a table, raw HTML as Markdown, fences
 * with a language, and the API section the page shows. Everything else stays as the author wrote it.
 */
export function contentPageMarkdown(input: ContentPageInput): PageMarkdown {
  const { body, data } = input.source.frontMatter;
  const prose = rewriteProse(body.replace(/^\s*\n/, ''), (href) => absoluteUrl(href, input));
  const demos: string[] = [];
  const lines = convertLines(prose.split('\n'), { input, demos });
  const h1 = lines.find((l) => l.heading?.depth === 1)?.heading?.text;
  const title = data.title ?? h1 ?? input.navTitle;
  if (h1 === undefined) lines.unshift({ text: `# ${title}`, heading: { depth: 1, text: title } }, { text: '' });
  const description = data.description ?? leadOf(lines);
  if (input.components.length) {
    // The HTML page's own API section (always `#api`): links to the components' API pages.
    lines.push({ text: '' }, { text: '## API', heading: { depth: 2, text: 'API', anchor: 'api' } }, { text: '' }, { text: 'See the API reference of the components this page shows:' }, { text: '' }, ...input.components.map((c) => ({ text: `- [\`${c.name}\`](${c.url})` })));
  }
  const frontMatter = `---\n${stringifyYaml({ title, description }, { lineWidth: 0 })}---\n\n`;
  const { markdown, sections } = joinSections(lines, frontMatter.length);
  return { markdown: frontMatter + markdown, bodyStart: frontMatter.length, title, description, sections, demos };
}

/** Every link absolute: internal routes, relative `.md` files, anchors of the page, `api:` references. */
function absoluteUrl(url: string, input: ContentPageInput): string {
  if (url.startsWith('api:')) {
    const href = input.resolveApi?.(url.slice('api:'.length));
    return href ? `${input.siteUrl}${href}` : url;
  }
  if (url.startsWith('#')) return `${input.url}${url}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('/')) return `${input.siteUrl}${url}`;
  const md = /^([^#?]+\.md)(#.*)?$/.exec(url);
  if (md) {
    const route = input.routeOfFile(path.resolve(path.dirname(input.source.file), decodeURIComponent(md[1]!)));
    if (route) return `${input.siteUrl}${route}${md[2] ?? ''}`;
  }
  try {
    return new URL(url, input.url).href;
  } catch {
    return url;
  }
}

/** What the line walk keeps: the open fence, the open callouts (each one's indentation within the one around it). */
interface Walk {
  fence?: string;
  callouts: string[];
}

/** Splits the open callouts' quote marks (`> `) off a line: what stays is the line within the innermost of the first `depth`. */
function unquote(line: string, indents: readonly string[], depth: number): { prefix: string; rest: string } {
  let prefix = '';
  let rest = line;
  for (const indent of indents.slice(0, depth)) {
    prefix += `${indent}> `;
    rest = rest.startsWith(indent) ? rest.slice(indent.length) : rest.trimStart();
  }
  return { prefix, rest };
}

/** The page line by line: callouts quoted, demo and events lines replaced, fences given a language, top-level headings marked. */
function convertLines(lines: string[], p: { input: ContentPageInput; demos: string[] }): OutLine[] {
  const out: OutLine[] = [];
  const walk: Walk = { callouts: [] };
  lines.forEach((line, i) => {
    const blankNext = (lines[i + 1] ?? '').trim() === '';
    if (!walk.fence && walk.callouts.length) {
      const outer = unquote(line, walk.callouts, walk.callouts.length - 1);
      const inner = walk.callouts[walk.callouts.length - 1]!;
      if (CALLOUT_CLOSE.test(outer.rest.startsWith(inner) ? outer.rest.slice(inner.length) : outer.rest)) {
        walk.callouts.pop();
        // No empty quote line at the end of the quote.
        if (out[out.length - 1]?.text === `${outer.prefix}${inner}>`) out.pop();
        // A quote swallows the paragraph right under it: keep a blank line between them.
        if (!blankNext) out.push({ text: outer.prefix.trimEnd() });
        return;
      }
    }
    const { prefix, rest } = unquote(line, walk.callouts, walk.callouts.length);
    const emit = (text: string) => out.push({ text: `${prefix}${text}`.trimEnd() });
    if (walk.fence) {
      if (closesFence(rest, walk.fence)) walk.fence = undefined;
      return emit(rest);
    }
    const fence = FENCE_OPEN.exec(rest);
    if (fence && !(fence[2]![0] === '`' && fence[3]!.includes('`'))) {
      walk.fence = fence[2];
      return emit(fence[3]!.trim() ? rest : `${fence[1]}${fence[2]}text`);
    }
    const open = CALLOUT_OPEN.exec(rest);
    if (open) {
      walk.callouts.push(open[1]!);
      emit(`${open[1]}> **${CALLOUT_LABELS[open[2] as keyof typeof CALLOUT_LABELS] ?? open[2]}**`);
      return emit(`${open[1]}>`);
    }
    const indent = /^\s*/.exec(rest)![0];
    const blocks = isDemoDirective(rest.trim()) ? demoLines(rest.trim(), p) : EVENTS_LINE.test(rest.trim()) && p.input.events ? eventsTable(p.input.events.list, p.input.events.typeUrl, p.input.events.jsdoc).split('\n') : undefined;
    if (blocks) {
      for (const text of blocks) emit(text ? `${indent}${text}` : '');
      // Demo lines one under the other are a demo each: blocks apart.
      if (!blankNext) emit('');
      return;
    }
    const heading = !prefix && !indent ? HEADING.exec(rest) : null;
    if (heading) return void out.push({ text: rest, heading: { depth: heading[1]!.length, text: plainInline(heading[2]!) } });
    emit(rest);
  });
  return out;
}

/** A code block that holds any code: its fence longer than any run of backticks at a line start inside. */
function fenced(lang: string, title: string, code: string): string[] {
  const longest = Math.max(2, ...[...code.matchAll(/^\s*(`{3,})/gm)].map((m) => m[1]!.length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${lang} title="${title}"`, ...code.replace(/\n$/, '').split('\n'), fence];
}

const langOf = (name: string) => ({ tsx: 'tsx', ts: 'ts', jsx: 'jsx', js: 'js', json: 'json', css: 'css' })[name.split('.').pop() ?? ''] ?? 'text';

/** A demo line as the demo's TypeScript, the files it imports, and a link to its JavaScript. */
function demoLines(line: string, p: { input: ContentPageInput; demos: string[] }): string[] {
  const parsed = parseDirective(line);
  if (!('options' in parsed)) return [line];
  // An embedded component is part of the page's look, not code to read: it has no Markdown.
  if (parsed.options.embed) return [];
  const name = parsed.options.demo;
  const demo = p.input.demo(name);
  // The build fails on a missing demo before exporting; this is for a page exported on its own.
  if (!demo) return [`Demo ${name}: [see the page](${p.input.url})`];
  p.demos.push(demo.id);
  const variant = demo.variants[0]!;
  const files = variant.files.flatMap((f) => ['', ...fenced(langOf(f.name), f.name, f.ts)]);
  // A demo written in JavaScript only is shown as it is.
  if (variant.main.name.endsWith('.js')) return [...fenced('jsx', variant.main.name, variant.main.js), ...files];
  return [...fenced('tsx', variant.main.name, variant.main.ts), ...files, '', `JavaScript version: [\`${demo.name}.js\`](${demo.jsUrl})`];
}

/** The first paragraph after the H1, as plain text (the HTML page's description when the front matter has none). */
function leadOf(lines: OutLine[]): string {
  const at = lines.findIndex((l) => l.heading?.depth === 1);
  let i = at + 1;
  while (lines[i]?.text.trim() === '') i++;
  const paragraph: string[] = [];
  for (; i < lines.length && lines[i]!.text.trim() !== '' && !lines[i]!.heading; i++) paragraph.push(lines[i]!.text);
  if (paragraph.length === 0 || /^\s*([>|#:{-]|```|~~~|\d+\.|\* |\+ )/.test(paragraph[0]!)) return '';
  const lead = plainInline(paragraph.join(' '));
  return lead.length > 160 ? `${lead.slice(0, 157).trimEnd()}…` : lead;
}

/**
 * The lines as one text (runs of blank lines made one), and its sections: one per top-level
 * `##`/`###` heading, under the anchor the HTML page gives it (the same slugger over the same
 * headings in the same order; the API section's is fixed), plus the text before the first.
 */
function joinSections(lines: OutLine[], offset: number): { markdown: string; sections: IndexSection[] } {
  const slug = createSlugger();
  const sections: IndexSection[] = [];
  let markdown = '';
  let previousBlank = true;
  for (const line of lines) {
    const blank = line.text === '';
    if (blank && previousBlank) continue;
    previousBlank = blank;
    const h = line.heading;
    if (h && (h.depth === 2 || h.depth === 3)) {
      sections.push({ anchor: h.anchor ?? slug(h.text), heading: h.text, depth: h.depth, start: offset + markdown.length, end: 0 });
    } else if (sections.length === 0) sections.push({ anchor: '', heading: '', depth: 1, start: offset, end: 0 });
    markdown += `${line.text}\n`;
  }
  markdown = `${markdown.trimEnd()}\n`;
  sections.forEach((section, i) => (section.end = sections[i + 1]?.start ?? offset + markdown.length));
  return { markdown, sections };
}
