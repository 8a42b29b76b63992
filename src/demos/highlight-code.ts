import type { Highlighter } from 'shiki';
import { stringifyHast } from '../markdown/stringify-hast.ts';
import { codeBlock } from '../markdown/rehype-code.ts';

/** A block of demo code to highlight: plain data, so a thread of its own can make it too. */
export interface HighlightJob {
  text: string;
  lang: string;
  /** Attributes of the block (`data-part`, `data-file`, `data-eol`). */
  properties: Record<string, string>;
}

/** A demo code block's HTML: the page's code block without its copy button (the demo toolbar copies). */
export function highlightDemoCode(highlighter: Highlighter, job: HighlightJob): string {
  const el = codeBlock(highlighter, job.text.replace(/\n$/, ''), { lang: job.lang });
  el.children = el.children.filter((c) => !(c.type === 'element' && c.tagName === 'button'));
  Object.assign(el.properties, job.properties);
  return stringifyHast({ type: 'root', children: [el] });
}
