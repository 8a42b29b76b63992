// Whether raw HTML closes its elements, read where the HTML parser's positions drift: inside list
// items and block quotes, whose indentation and markers the raw HTML's text lacks.
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';

const compiler = await createMarkdownCompiler({ routeOfFile: () => undefined });
const unclosed = (body: string) =>
  compiler(pageSourceOf('/site/pages/page.md', `# Title\n\nLead.\n\n${body}`))
    .diagnostics.filter((d) => d.code === 'RawHtmlUnclosed')
    .map((d) => [d.location?.line, d.message]);

describe('raw HTML closed on a later line of a list item or quote', () => {
  it('a <summary> closed on its own line, under a <details> opened on the line before, is closed', () => {
    expect(unclosed('- A step\n\n  <details>\n  <summary markdown="span">Using <code>apiRef</code> here</summary>\n\n  The answer.\n\n  </details>\n')).toEqual([]);
    expect(unclosed('1. A step\n\n   <details>\n   <summary markdown="span">Why</summary>\n\n   The answer.\n\n   </details>\n')).toEqual([]);
    expect(unclosed('> <details>\n> <summary>Why</summary>\n>\n> The answer.\n>\n> </details>\n')).toEqual([]);
  });

  it('an element left open there is still reported, at its line', () => {
    expect(unclosed('- A step\n\n  <details>\n  <summary>Why\n\n  The answer.\n\n  </details>\n')).toEqual([[8, 'The <summary> opened here is never closed: everything after it, to the end of the block around it, is inside it.']]);
  });
});
