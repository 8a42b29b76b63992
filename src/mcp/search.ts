import type { IndexApi, IndexPage } from '../export/types.ts';
import type { LoadedDocs } from './load-docs.ts';

/** One searchable unit: a section of a page, or one member of an API page. */
interface SearchDoc {
  page: IndexPage;
  anchor: string;
  heading: string;
  /** Plain text (code blocks left out): the snippet comes from it. */
  text: string;
  fields: { title: string[]; heading: string[]; body: string[] };
}

/** One search result: where to read (page, heading anchor) and why it matched (snippet). */
export interface SearchHit {
  title: string;
  heading: string;
  url: string;
  markdownUrl: string;
  pathname: string;
  anchor: string;
  snippet: string;
  score: number;
}

/** The longest query a search reads, in characters: what a caller sends beyond it is refused (server.ts) or left unread. */
export const MAX_QUERY_LENGTH = 2000;
/** The distinct terms of a query a search looks up: each walks its postings, so a query costs at most this many walks. */
const MAX_QUERY_TERMS = 64;
/**
 * Intl.Segmenter's Chinese dictionary takes time growing faster than the text (100,000 characters:
 * 19 s, 16,000: 65 ms): runs of Chinese are segmented this many characters at a time. A word cut at
 * a boundary is still found by its character pairs.
 */
const SEGMENT_CHARS = 100;

const HAN = /\p{Script=Han}/u;
const STOP = new Set('a an and are as at be by can for from has have how i if in into is it its of on or that the this to use used uses using was what when which with you your 的 了 和 是 在 与 及 或 中'.split(' '));
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A light English stemmer: plural and verb endings, so "columns" finds "column" and "sorting" "sort". */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words of a Latin-script run: each identifier whole and in its camelCase parts ("checkboxSelection" → checkboxselection, checkbox, selection). */
function latinTokens(word: string, out: string[]): void {
  const lower = word.toLowerCase();
  if (!STOP.has(lower)) out.push(stem(lower));
  const parts = word.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? [];
  if (parts.length > 1) for (const part of parts) if (!STOP.has(part.toLowerCase())) out.push(stem(part.toLowerCase()));
}

/**
 * The terms of a text. Latin script is split on anything but letters and digits; Chinese (no
 * spaces between words) by Intl.Segmenter's dictionary, plus every pair of characters, so a query
 * segmented differently from the text still meets it.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    if (!HAN.test(run)) {
      latinTokens(run, out);
      continue;
    }
    for (const piece of piecesOf(run, SEGMENT_CHARS)) {
      for (const { segment, isWordLike } of segmenter.segment(piece)) {
        if (!isWordLike) continue;
        if (!HAN.test(segment)) latinTokens(segment, out);
        else if (!STOP.has(segment)) out.push(segment);
      }
    }
    for (const han of run.match(/\p{Script=Han}{3,}/gu) ?? []) {
      const chars = [...han];
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}

/** A text in pieces of at most `size` UTF-16 units, never cutting a surrogate pair in two. */
function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + size, text.length);
    if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end]!)) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

/** Markdown as plain text for search and snippets: fenced code left out, link targets and markup dropped. */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\n]*$/gm, ' ')
    .replace(/^JavaScript version: .*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
    .replace(/[`*_|]/g, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The documents of the index: page sections, and each prop, slot and CSS class of the API pages. */
function documentsOf(docs: LoadedDocs): SearchDoc[] {
  const out: SearchDoc[] = [];
  const apiByPath = new Map(docs.index.api.map((a) => [a.pathname, a]));
  for (const page of docs.index.pages) {
    const titleTerms = tokenize([page.title, ...Object.values(page.navTitles), ...Object.values(page.trail).flat()].join(' '));
    const md = docs.markdown.get(page.pathname) ?? '';
    const api = apiByPath.get(page.pathname);
    for (const section of page.sections) {
      // An API page's members are documents of their own (below): its tables would drown them.
      if (api && ['props', 'slots', 'classes'].includes(section.anchor)) continue;
      const text = plainTextOf(md.slice(section.start, section.end));
      out.push({ page, anchor: section.anchor, heading: section.heading, text, fields: { title: titleTerms, heading: tokenize(section.heading), body: tokenize(text) } });
    }
    // A loop, not push(...): an API page's members are as many as the index says.
    if (api) for (const member of memberDocuments(page, api, titleTerms)) out.push(member);
  }
  return out;
}

function memberDocuments(page: IndexPage, api: IndexApi, title: string[]): SearchDoc[] {
  const doc = (anchor: string, heading: string, text: string): SearchDoc => ({ page, anchor, heading, text, fields: { title, heading: tokenize(heading), body: tokenize(text) } });
  return [
    ...api.props.map((p) => doc(`prop-${p.name}`, `${api.name} › ${p.name}`, plainTextOf(`${p.name}: ${p.type}${p.default !== undefined ? ` = ${p.default}` : ''}. ${p.description}`))),
    ...api.slots.map((s) => doc(`slot-${s.name}`, `${api.name} › slot ${s.name}`, plainTextOf(`${s.name} slot. ${s.description}`))),
    ...api.classes.map((c) => doc(`classes-${c.name}`, `${api.name} › .${c.className ?? c.name}`, plainTextOf(`${c.className ?? ''} ${c.description}`))),
  ];
}

const FIELD_WEIGHTS = { title: 2, heading: 3, body: 1 } as const;
const K1 = 1.2;
const B = 0.75;

/**
 * A BM25 index over the built docs (title, heading and body weighted apart), made once when the
 * server starts: a query then only walks the postings of its own terms. Sections whose heading or
 * text hold the query as written rank higher.
 */
export function createSearch(docs: LoadedDocs) {
  const documents = documentsOf(docs);
  const fields = Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[];
  const average = Object.fromEntries(fields.map((f) => [f, documents.reduce((n, d) => n + d.fields[f].length, 0) / Math.max(documents.length, 1)])) as Record<keyof typeof FIELD_WEIGHTS, number>;
  const postings = new Map<string, Map<number, Record<string, number>>>();
  documents.forEach((d, id) => {
    for (const field of fields) {
      for (const term of d.fields[field]) {
        let byDoc = postings.get(term);
        if (!byDoc) postings.set(term, (byDoc = new Map()));
        const counts = byDoc.get(id) ?? {};
        counts[field] = (counts[field] ?? 0) + 1;
        byDoc.set(id, counts);
      }
    }
  });

  return function search(asked: string, options: { limit: number; perPage?: number; group?: string }): SearchHit[] {
    const query = asked.slice(0, MAX_QUERY_LENGTH);
    const terms = [...new Set(tokenize(query))].slice(0, MAX_QUERY_TERMS);
    const scores = new Map<number, number>();
    for (const term of terms) {
      const byDoc = postings.get(term);
      if (!byDoc) continue;
      const idf = Math.log(1 + (documents.length - byDoc.size + 0.5) / (byDoc.size + 0.5));
      for (const [id, counts] of byDoc) {
        let score = 0;
        for (const field of fields) {
          const tf = counts[field] ?? 0;
          if (tf) score += FIELD_WEIGHTS[field] * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * documents[id]!.fields[field].length) / (average[field] || 1))));
        }
        scores.set(id, (scores.get(id) ?? 0) + idf * score);
      }
    }
    const phrase = query.toLowerCase().replace(/\s+/g, ' ').trim();
    const ranked = [...scores]
      .map(([id, score]) => {
        const d = documents[id]!;
        const bonus = phrase.length > 2 ? (d.heading.toLowerCase().includes(phrase) ? 1.5 : 1) * (d.text.toLowerCase().includes(phrase) ? 1.2 : 1) : 1;
        return { d, score: score * bonus };
      })
      .filter((r) => !options.group || r.d.page.group === options.group)
      .sort((a, b) => b.score - a.score);
    const perPage = new Map<string, number>();
    const hits: SearchHit[] = [];
    for (const { d, score } of ranked) {
      const seen = perPage.get(d.page.pathname) ?? 0;
      if (seen >= (options.perPage ?? 2)) continue;
      perPage.set(d.page.pathname, seen + 1);
      hits.push({ title: d.page.title, heading: d.heading, url: d.anchor ? `${d.page.url}#${d.anchor}` : d.page.url, markdownUrl: d.page.markdownUrl, pathname: d.page.pathname, anchor: d.anchor, snippet: snippetOf(d.text, query), score: Math.round(score * 100) / 100 });
      if (hits.length >= options.limit) break;
    }
    return hits;
  };
}

/** About 200 characters of the text around the first place a query word appears. */
export function snippetOf(text: string, query: string): string {
  const lower = text.toLowerCase();
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter((w) => w.length > 1))].slice(0, MAX_QUERY_TERMS);
  // A loop, not Math.min(...spread): a spread of a caller's words can overflow the stack.
  let at = Infinity;
  for (const needle of [query.toLowerCase().trim(), ...words, ...words.map(stem)]) {
    const i = lower.indexOf(needle);
    if (i !== -1 && i < at) at = i;
  }
  const start = Number.isFinite(at) ? Math.max(0, at - 60) : 0;
  const cut = text.slice(start, start + 200);
  return `${start > 0 ? '…' : ''}${cut.trim()}${start + 200 < text.length ? '…' : ''}`;
}
