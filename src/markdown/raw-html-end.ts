import type { Element } from 'hast';

/**
 * Whether the author closed an element with its end tag: the source text of the element ends with
 * `</tag>`. The element's position comes from the HTML parser, which read the raw HTML node's
 * text: inside a list item (or a block quote) that text lacks the container's indentation (or
 * markers) on every line after the first, so a position past the first line has its offset short
 * by what was stripped before it, and its column counted from after the indentation. Its line is
 * right, so the end tag is looked for on that line of the source, the column counted after each
 * possible width of indentation (a `<summary>` closed on its line, under a `<details>` opened on
 * the line before, inside a list item, was said to be never closed).
 */
export function endsWithEndTag(el: Element, source: string): boolean {
  const { start, end } = el.position ?? {};
  if (!start || !end) return true;
  const closing = new RegExp(`</${el.tagName}\\s*>$`, 'i');
  if (start.offset !== undefined && end.offset !== undefined && closing.test(source.slice(start.offset, end.offset))) return true;
  let from = 0;
  for (let n = 1; n < end.line; n++) {
    const next = source.indexOf('\n', from);
    if (next < 0) return false;
    from = next + 1;
  }
  const stop = source.indexOf('\n', from);
  const line = source.slice(from, stop < 0 ? undefined : stop);
  const indent = /^[ \t>]*/.exec(line)![0].length;
  for (let stripped = 0; stripped <= indent; stripped++) if (closing.test(line.slice(0, stripped + end.column - 1))) return true;
  return false;
}
