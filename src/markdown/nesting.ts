/**
 * How deep lists and block quotes may nest in a page. Pages nest a few levels; the Markdown
 * parser's time grows with the square of the depth and more (an indented list 400 deep took 7 s
 * to parse, 800 deep 29 s), and past some thousands its tree overflows the stack.
 */
export const MAX_NESTING = 100;

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;
const CR = 0x0d;
const QUOTE = 0x3e; // >
const BULLETS = new Set([0x2d, 0x2b, 0x2a]); // - + *
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/**
 * The first line (1-based) on which lists and block quotes nest deeper than `limit`, found in one
 * pass over the text, before anything parses it. A line's depth is read from its prefix alone:
 * each `>` and list marker is a level, and so is every two columns of indentation before them (a
 * nested item is indented at least two columns more than its parent's marker). That bounds the
 * depth the parser would find from above; code blocks are not told apart, since a scan that
 * skipped what it took for a fence could be led to skip real nesting.
 */
export function lineNestedDeeper(text: string, limit: number = MAX_NESTING): number | undefined {
  let line = 1;
  let i = 0;
  const end = text.length;
  while (i < end) {
    let indent = 0;
    let pending = 0; // columns of whitespace since the last marker
    let column = 0;
    let levels = 0;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === TAB) {
        const width = c === TAB ? 4 - (column % 4) : 1;
        column += width;
        pending += width;
        i++;
        continue;
      }
      let marker = 0;
      if (c === QUOTE) marker = 1;
      else if (BULLETS.has(c)) marker = 1;
      else if (isDigit(c)) {
        let n = 1;
        while (n < 10 && isDigit(text.charCodeAt(i + n))) n++;
        const after = text.charCodeAt(i + n);
        if (n < 10 && (after === 0x2e || after === 0x29)) marker = n + 1; // 1. or 1)
      }
      const next = text.charCodeAt(i + marker);
      // A list marker is followed by whitespace or the end of the line; `>` by anything.
      const ends = next === SPACE || next === TAB || next === NEWLINE || next === CR || Number.isNaN(next);
      if (marker === 0 || (c !== QUOTE && !ends)) break;
      levels++;
      indent += pending;
      pending = 0;
      i += marker;
      column += marker;
      // The one space that belongs to the marker.
      if (text.charCodeAt(i) === SPACE) {
        i++;
        column++;
      }
      if (levels + Math.floor(indent / 2) > limit) return line;
    }
    const newline = text.indexOf('\n', i);
    if (newline === -1) break;
    i = newline + 1;
    line++;
  }
  return undefined;
}
