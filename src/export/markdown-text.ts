// Markdown handled as text: the export keeps what the author wrote and edits only what must change
// (links, raw HTML, demo and callout lines). Reading the source this way costs a regular
// expression pass where a parse and a re-serialisation cost a hundred times more, and the page's
// own formatting (tables, lists, emphasis) survives as written.

/** A fenced code block's opening line: its indentation, fence and info string. */
export const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** True when `line` closes the fence `open` (the same character, at least as long, nothing after). */
export function closesFence(line: string, open: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= open.length && trimmed[0] === open[0] && /^(`+|~+)$/.test(trimmed);
}

/**
 * The text with every code span and fenced code block blanked (same length, newlines kept), so
 * that searching it for links and tags finds only prose.
 */
export function maskCode(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  const masked = lines.map((line) => {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      return ' '.repeat(line.length);
    }
    const open = FENCE_OPEN.exec(line);
    if (open && !(open[2]![0] === '`' && open[3]!.includes('`'))) {
      fence = open[2];
      return ' '.repeat(line.length);
    }
    return line;
  });
  // Code spans: a run of backticks closed by a run of the same length, within a paragraph.
  return masked.join('\n').replace(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (span: string, _ticks: string, inner: string) => (inner.includes('\n\n') ? span : span.replace(/[^\n]/g, ' ')));
}

/** One change to a text: the range it replaces and what goes there. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    if (edit.start < at) continue; // overlapping: the first wins
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

const INLINE_LINK = /(!?)\[((?:[^[\]\n]|\n(?!\s*\n)|\[[^[\]\n]*\])*)\]\((\s*)(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)((?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*)\)/g;
const DEFINITION = /^( {0,3}\[[^\]\n]+\]:[ \t]*)(<[^<>\n]*>|\S+)/gm;
// A tag, never an autolink (`<https://…>`, `<a@b.c>`): the name is followed by a space, `/` or `>`.
const TAG = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w-]*)(?=[\s/>])[^<>]*?>/g;

/** Tags with a Markdown form, and what each of their ends becomes. */
const INLINE_MARKS: Record<string, string> = { kbd: '`', code: '`', var: '`', samp: '`', b: '**', strong: '**', i: '_', em: '_', br: ' ' };

/**
 * Rewrites the prose of some Markdown (never its code): every link and image URL through `url`
 * (inline links and reference definitions), and raw HTML into Markdown: `<kbd>` and `<code>`
 * become code spans, `<b>` and `<i>` emphasis, `<br>` a space; other tags and comments go (their
 * text stays), as the HTML page shows them.
 */
export function rewriteProse(text: string, url: (href: string) => string): string {
  const masked = maskCode(text);
  const edits: Edit[] = [];
  for (const m of masked.matchAll(INLINE_LINK)) {
    const start = m.index + m[1]!.length + 1 + m[2]!.length + 2 + m[3]!.length;
    const raw = text.slice(start, start + m[4]!.length);
    const href = raw.startsWith('<') ? raw.slice(1, -1) : raw;
    const next = url(href);
    if (next !== href) edits.push({ start, end: start + raw.length, text: /[\s()]/.test(next) ? `<${next}>` : next });
  }
  for (const m of masked.matchAll(DEFINITION)) {
    const start = m.index + m[1]!.length;
    const raw = m[2]!;
    const href = raw.startsWith('<') ? raw.slice(1, -1) : raw;
    const next = url(href);
    if (next !== href) edits.push({ start, end: start + raw.length, text: next });
  }
  for (const m of masked.matchAll(TAG)) {
    const name = m[2]?.toLowerCase();
    const replacement = INLINE_MARKS[name ?? ''] ?? '';
    edits.push({ start: m.index, end: m.index + m[0].length, text: replacement });
  }
  return edits.length ? applyEdits(text, edits) : text;
}

/**
 * The text a line of Markdown shows (a heading's, for its anchor; a lead paragraph's, for a
 * description): code spans' contents, link and image texts, no emphasis marks, no tags, no escapes.
 */
export function plainInline(markdown: string): string {
  // Links first: their text may hold code spans.
  const unlinked = markdown.replace(/!?\[((?:[^[\]]|\[[^[\]]*\])*)\]\([^)]*\)/g, '$1').replace(/\[((?:[^[\]]|\[[^[\]]*\])*)\]\[[^\]]*\]/g, '$1');
  const prose = (text: string) =>
    text
      .replace(/<[^<>]*>/g, '')
      .replace(/(\*\*|__)(?=\S)(.*?\S)\1/g, '$2')
      .replace(/(?<![\w*])([*_])(?=\S)(.*?\S)\1(?![\w*])/g, '$2')
      .replace(/\\([!-/:-@[-`{-~])/g, '$1');
  let out = '';
  let at = 0;
  // Code spans keep their text as it is; only the prose around them loses its marks.
  for (const m of unlinked.matchAll(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    out += prose(unlinked.slice(at, m.index)) + m[2]!.replace(/^ (.*) $/, '$1');
    at = m.index + m[0].length;
  }
  return (out + prose(unlinked.slice(at))).replace(/\s+/g, ' ').trim();
}

/** Inline code holding any text: a fence longer than the backtick runs inside, padded when it touches one. */
export function codeSpan(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${value}${pad}${ticks}`;
}

/**
 * Markdown that fits one table cell: fenced code as a code span, line breaks as spaces, pipes
 * escaped (GitHub's tables need `\|` even inside code spans).
 */
export function tableCell(markdown: string): string {
  const withSpans = markdown.replace(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\s*\1\s*$/gm, (_: string, _f: string, code: string) => codeSpan(code.replace(/\s*\n\s*/g, ' ').trim()));
  return withSpans
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

/** A GFM table: a header row, a delimiter row, and one row per entry (cells already Markdown). */
export function tableOf(header: string[], rows: string[][]): string {
  const row = (cells: string[]) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
  return [row(header), `| ${header.map(() => '-').join(' | ')} |`, ...rows.map(row)].join('\n');
}
