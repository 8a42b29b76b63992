import { describe, expect, it } from 'vitest';
import { createCodeFragments } from '../../../src/demos/code-fragments.ts';

describe('demo code fragments', () => {
  it('are named before they are highlighted, once per text and kind, and made by highlight()', async () => {
    const fragments = createCodeFragments('x/_static', 'v1');
    const made: string[] = [];
    const make = (html: string) => () => {
      made.push(html);
      return html;
    };
    const a = fragments.lazy('const a = 1;\n', 'full\0tsx', make('<pre>a</pre>'));
    const again = fragments.lazy('const a = 1;\n', 'full\0tsx', make('<pre>a again</pre>'));
    const js = fragments.lazy('const a = 1;\n', 'full\0jsx', make('<pre>a js</pre>'));
    const preview = fragments.inline(make('<pre>preview</pre>'));
    expect(a.src).toMatch(/^\/x\/_static\/demos\/code\/[0-9a-f]{16}\.html$/);
    expect(again.src).toBe(a.src);
    expect(js.src).not.toBe(a.src);
    expect(a.lines).toBe(2);
    expect(made).toEqual([]);
    expect(preview.value).toBe('');

    await fragments.highlight();
    expect(made).toEqual(['<pre>a</pre>', '<pre>a js</pre>', '<pre>preview</pre>']);
    expect(preview.value).toBe('<pre>preview</pre>');
    expect(fragments.htmlOf(again)).toBe('<pre>a</pre>');
    expect(fragments.assets().map((f) => [`/${f.file}`, f.contents.toString()])).toEqual([
      [a.src, '<pre>a</pre>'],
      [js.src, '<pre>a js</pre>'],
    ]);
  });

  it('change name with the build code that makes them', () => {
    const text = 'export default 1;\n';
    const one = createCodeFragments('x/_static', 'v1').lazy(text, 'full\0tsx', () => '');
    const two = createCodeFragments('x/_static', 'v2').lazy(text, 'full\0tsx', () => '');
    expect(one.src).not.toBe(two.src);
  });

  it('let the event loop run while highlighting', async () => {
    const fragments = createCodeFragments('x/_static', 'v1');
    const busy = (ms: number) => () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
      return '<pre></pre>';
    };
    for (let i = 0; i < 10; i++) fragments.lazy(`const n = ${i};\n`, 'full\0tsx', busy(15));
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    await fragments.highlight();
    clearInterval(ticking);
    expect(turns).toBeGreaterThan(2);
  });
});
