import type { IndexApi, IndexDemo, IndexPage } from '../export/types.ts';
import type { LoadedDocs } from './load-docs.ts';
import { createSearch, tokenize, type SearchHit } from './search.ts';

/** A tool's answer: Markdown text, or a problem the caller can act on (with what exists instead). */
export type ToolAnswer = { text: string; error?: true };

const fence = (lang: string, title: string, code: string) => `\`\`\`${lang} title="${title}"\n${code.replace(/\n$/, '')}\n\`\`\``;

/** What the tools answer from: the loaded docs, the search index made from them, and lookups. */
export interface DocsContext {
  docs: LoadedDocs;
  search: ReturnType<typeof createSearch>;
  demosById: Map<string, IndexDemo>;
}

/** Indexes the loaded docs once: every tool call then reads memory only. */
export function createDocsContext(docs: LoadedDocs): DocsContext {
  return { docs, search: createSearch(docs), demosById: new Map(docs.index.demos.map((d) => [d.id, d])) };
}

/** A page from a URL, a path, a `.md` URL or a title: the language prefix, the `.md`, the slash and the anchor do not matter. */
export function findPage(ctx: DocsContext, reference: string): { page: IndexPage; anchor?: string } | undefined {
  const { index } = ctx.docs;
  let value = reference.trim();
  if (/^https?:\/\//.test(value)) {
    try {
      const url = new URL(value);
      value = url.pathname + url.hash;
    } catch {
      // not a URL after all: read it as a path
    }
  }
  const [pathPart = '', anchor] = value.split('#', 2);
  let pathname = pathPart.replace(/\/index\.(html|md)$/, '').replace(/\.md$/, '').replace(/\/+$/, '');
  for (const language of index.languages) if (language !== index.language && pathname.startsWith(`/${language}/`)) pathname = pathname.slice(language.length + 1);
  if (pathname && !pathname.startsWith('/')) pathname = `${index.basePath}/${pathname}`;
  const page = ctx.docs.pages.get(pathname) ?? index.pages.find((p) => p.title.toLowerCase() === reference.trim().toLowerCase());
  return page ? { page, ...(anchor ? { anchor } : {}) } : undefined;
}

const suggest = (ctx: DocsContext, words: string) =>
  ctx
    .search(words, { limit: 5, perPage: 1 })
    .map((h) => `- ${h.title}: ${h.url}`)
    .join('\n');

/** A page the index lists whose Markdown was not loaded: its file is missing, or the index names a file outside the output (load-docs.ts). */
const damaged = (page: IndexPage): ToolAnswer => ({ error: true, text: `The Markdown of ${page.url} is missing from the build output, or the index names a file outside it: the output is damaged; build the site again.` });

/** `search_docs`: ranked sections with their page, anchor and snippet. */
export function searchDocs(ctx: DocsContext, p: { query: string; limit: number; group?: string }): { text: string; hits: SearchHit[] } {
  const hits = ctx.search(p.query, { limit: p.limit, ...(p.group ? { group: p.group } : {}) });
  if (hits.length === 0) return { text: `No section of the ${ctx.docs.index.productName} docs matches "${p.query}". Try other words, or list_pages to browse.`, hits };
  const lines = hits.map((h, i) => `${i + 1}. ${h.title}${h.heading ? ` › ${h.heading}` : ''}\n   ${h.url}\n   ${h.snippet}`);
  return { text: `${lines.join('\n\n')}\n\nFetch a page (or one section, with its anchor) with get_page.`, hits };
}

/** `get_page`: a page's Markdown, whole or one section of it. */
export function getPage(ctx: DocsContext, p: { page: string; section?: string }): ToolAnswer {
  const found = findPage(ctx, p.page);
  if (!found) return { error: true, text: `No page "${p.page}". Pages with those words:\n${suggest(ctx, p.page.replace(/[/#.:-]+/g, ' '))}` };
  const md = ctx.docs.markdown.get(found.page.pathname);
  if (md === undefined) return damaged(found.page);
  const anchor = p.section?.replace(/^#/, '') ?? found.anchor;
  if (!anchor) return { text: md };
  const section = found.page.sections.find((s) => s.anchor === anchor);
  if (!section) return { error: true, text: `${found.page.url} has no section "#${anchor}". Its sections: ${found.page.sections.filter((s) => s.anchor).map((s) => s.anchor).join(', ')}` };
  // A section runs until the next heading of its level or above.
  const next = found.page.sections.find((s) => s.start > section.start && s.depth <= section.depth);
  return { text: `Source: ${found.page.url}#${anchor}\n\n${md.slice(section.start, next?.start ?? section.end).trim()}\n` };
}

/** `list_pages`: the pages of one group (or all), with their URLs and descriptions. */
export function listPages(ctx: DocsContext, p: { group?: string }): ToolAnswer {
  const { index } = ctx.docs;
  const groups = index.groups.filter((g) => p.group === undefined || g.slug === p.group || g.title.toLowerCase() === p.group.toLowerCase());
  if (groups.length === 0) return { error: true, text: `No group "${p.group}". Groups: ${index.groups.map((g) => `${g.slug || '(top level)'} (${g.title})`).join(', ')}` };
  const list = (slug: string) => index.pages.filter((page) => page.group === slug).map((page) => `- ${page.title}: ${page.url}${page.description ? ` (${page.description})` : ''}`);
  return { text: groups.map((g) => [`## ${g.title} (group "${g.slug}")`, '', ...list(g.slug)].join('\n')).join('\n\n') };
}

/** `get_api`: a component's or interface's API page (props with types and defaults, slots, CSS classes), or one member. */
export function getApi(ctx: DocsContext, p: { name: string; product?: string; member?: string }): ToolAnswer {
  const { index } = ctx.docs;
  const name = p.name.trim().replace(/^<|\s*\/?>$/g, '');
  const matches = index.api.filter((a) => a.name.toLowerCase() === name.toLowerCase());
  const api = matches.find((a) => !p.product || a.product === p.product) ?? matches[0];
  if (!api) return noApi(ctx, name);
  const page = ctx.docs.pages.get(api.pathname)!;
  if (p.member) return apiMember(api, page, p.member);
  const others = matches.filter((a) => a !== api).map((a) => `${a.name} (${a.product})`);
  const md = ctx.docs.markdown.get(api.pathname);
  if (md === undefined) return damaged(page);
  return { text: `${md}${others.length ? `\nAlso named ${name}: ${others.join(', ')} (pass product).\n` : ''}` };
}

/** `list_demos`: demos by page, by the component they use, or by words of their name and page. */
export function listDemos(ctx: DocsContext, p: { page?: string; component?: string; query?: string }): ToolAnswer {
  let demos: IndexDemo[] = ctx.docs.index.demos;
  if (p.page) {
    const found = findPage(ctx, p.page);
    if (!found) return { error: true, text: `No page "${p.page}".` };
    demos = found.page.demos.map((id) => ctx.demosById.get(id)).filter((d): d is IndexDemo => d !== undefined);
  }
  if (p.component) {
    const name = p.component.replace(/\W/g, '');
    demos = demos.filter((d) => d.variants.some((v) => usesName(v.main.ts, name)));
  }
  if (p.query) {
    const terms = tokenize(p.query);
    demos = demos.filter((d) => {
      const words = new Set(tokenize(`${d.name} ${d.pages.map((x) => ctx.docs.pages.get(x)?.title ?? '').join(' ')}`));
      return terms.every((t) => words.has(t));
    });
  }
  if (demos.length === 0) return { text: 'No demo matches. Leave out a filter, or search the docs first.' };
  const shown = demos.slice(0, 100);
  const pagesOf = (d: IndexDemo) => d.pages.map((x) => ctx.docs.pages.get(x)?.title ?? x).join(', ');
  const lines = shown.map((d) => `- ${d.id} (${d.name}; ${pagesOf(d)}${d.variants.length > 1 ? `; styles: ${d.variants.map((v) => v.style).join(', ')}` : ''})`);
  const more = demos.length > shown.length ? `\n… and ${demos.length - shown.length} more: narrow with page, component or query.` : '';
  return { text: `${lines.join('\n')}${more}\n\nGet one with get_demo (its id).` };
}

/** `get_demo`: a demo's source in TypeScript or JavaScript, one code style, with the files it imports. */
export function getDemo(ctx: DocsContext, p: { id: string; language: 'ts' | 'js'; style?: string }): ToolAnswer {
  const { demos } = ctx.docs.index;
  const wanted = p.id.trim().replace(/\.(tsx|js)$/, '');
  const demo = ctx.demosById.get(wanted) ?? ctx.demosById.get(`pages/${wanted.replace(/^\//, '')}`) ?? uniqueByName(demos, wanted);
  if (!demo) {
    const like = demos.filter((d) => d.name.toLowerCase().includes(wanted.split('/').pop()!.toLowerCase())).slice(0, 10);
    return { error: true, text: `No demo "${p.id}". Demos named like it: ${like.map((d) => d.id).join(', ') || 'none'}. list_demos finds them by page or component.` };
  }
  const variant = demo.variants.find((v) => v.style === (p.style ?? 'system')) ?? demo.variants[0]!;
  if (p.style && variant.style !== p.style) return { error: true, text: `${demo.id} has no "${p.style}" style; it has ${demo.variants.map((v) => v.style).join(', ')}.` };
  const ext = (name: string) => name.split('.').pop() ?? '';
  const files = [variant.main, ...variant.files].map((f) => (p.language === 'js' ? fence(ext(f.jsName) === 'js' ? 'jsx' : ext(f.jsName), f.jsName, f.js) : fence(ext(f.name), f.name, f.ts)));
  const pages = demo.pages.map((x) => ctx.docs.pages.get(x)?.url ?? x).join(', ');
  return { text: `${demo.name} (${variant.style} style, ${p.language === 'js' ? 'JavaScript' : 'TypeScript'}), shown on ${pages}:\n\n${files.join('\n\n')}\n` };
}

/** Not an API page: a hook (documented on the pages listing it), or a name to correct. */
function noApi(ctx: DocsContext, name: string): ToolAnswer {
  const { index } = ctx.docs;
  const documenting = index.pages.filter((page) => page.apiNames.includes(name));
  if (documenting.length) return { text: `${name} has no API page of its own (only components and interfaces do). These pages document it:\n${documenting.map((page) => `- ${page.title}: ${page.url}`).join('\n')}` };
  const lower = name.toLowerCase();
  const close = index.api.map((a) => a.name).filter((n) => n.toLowerCase().includes(lower) || lower.includes(n.toLowerCase())).slice(0, 8);
  return { error: true, text: `No component or interface named "${name}".${close.length ? ` Close names: ${close.join(', ')}.` : ''} search_docs finds it in the guides.` };
}

/** One prop, slot or CSS class, in full. */
function apiMember(api: IndexApi, page: IndexPage, member: string): ToolAnswer {
  const prop = api.props.find((m) => m.name === member);
  if (prop) {
    const lines = [`${api.name} › ${prop.name}${prop.required ? ' (required)' : ''}`, `Type: \`${prop.type}\``, ...(prop.default !== undefined ? [`Default: \`${prop.default}\``] : []), ...(prop.deprecated !== undefined ? [`Deprecated${prop.deprecated ? `: ${prop.deprecated}` : ''}`] : []), '', prop.description, '', `${page.url}#prop-${prop.name}`];
    return { text: `${lines.join('\n')}\n` };
  }
  const slot = api.slots.find((m) => m.name === member);
  if (slot) return { text: `${api.name} › slot ${slot.name}${slot.default ? ` (default: \`${slot.default}\`)` : ''}\n\n${slot.description}\n\n${page.url}#slot-${slot.name}\n` };
  const cls = api.classes.find((m) => m.name === member || m.className === member.replace(/^\./, ''));
  if (cls) return { text: `${api.name} › .${cls.className} (rule ${cls.name})\n\n${cls.description}\n\n${page.url}#classes-${cls.name}\n` };
  return { error: true, text: `${api.name} has no prop, slot or CSS class "${member}".` };
}

/**
 * Whether `code` holds `name` as a whole word (DataGrid, not DataGridPro). No RegExp is made of
 * the caller's text: it is data, of any length.
 */
function usesName(code: string, name: string): boolean {
  if (!name) return false;
  const wordAt = (i: number) => /\w/.test(code[i] ?? '');
  for (let at = code.indexOf(name); at !== -1; at = code.indexOf(name, at + 1)) if (!wordAt(at - 1) && !wordAt(at + name.length)) return true;
  return false;
}

function uniqueByName(demos: IndexDemo[], name: string): IndexDemo | undefined {
  const found = demos.filter((d) => d.name === name.split('/').pop());
  return found.length === 1 ? found[0] : undefined;
}
