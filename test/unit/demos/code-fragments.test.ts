import { describe, expect, it } from 'vitest';
import { createCodeFragments } from '../../../src/demos/code-fragments.ts';
import type { HighlightJob } from '../../../src/demos/highlight-code.ts';

const job = (text: string, part = 'full'): HighlightJob => ({ text, lang: 'tsx', properties: { dataPart: part } });
const render = (made: string[]) => (j: HighlightJob) => {
  const html = `<pre data-part="${j.properties.dataPart}">${j.text.trim()}</pre>`;
  made.push(html);
  return html;
};

describe('demo code fragments', () => {
  it('are named before they are highlighted, once per text and kind, and made by highlight()', async () => {
    const fragments = createCodeFragments('x/_static', 'v1');
    const made: string[] = [];
    const a = fragments.lazy('const a = 1;\n', 'full\0tsx', job('const a = 1;\n'));
    const again = fragments.lazy('const a = 1;\n', 'full\0tsx', job('const a = 1; // again\n'));
    const js = fragments.lazy('const a = 1;\n', 'full\0jsx', job('const a = 1; // js\n'));
    const preview = fragments.inline(job('<A />', 'preview'));
    expect(a.src).toMatch(/^\/x\/_static\/demos\/code\/[0-9a-f]{16}\.html$/);
    expect(again.src).toBe(a.src);
    expect(js.src).not.toBe(a.src);
    expect(a.lines).toBe(2);
    expect(fragments.pending()).toBe(3);
    expect(preview.value).toBe('');

    await fragments.highlight(render(made));
    expect(made).toEqual(['<pre data-part="full">const a = 1;</pre>', '<pre data-part="full">const a = 1; // js</pre>', '<pre data-part="preview"><A /></pre>']);
    expect(preview.value).toBe('<pre data-part="preview"><A /></pre>');
    expect(fragments.htmlOf(again)).toBe('<pre data-part="full">const a = 1;</pre>');
    expect(fragments.pending()).toBe(0);
    expect(fragments.assets().map((f) => [`/${f.file}`, f.contents.toString()])).toEqual([
      [a.src, '<pre data-part="full">const a = 1;</pre>'],
      [js.src, '<pre data-part="full">const a = 1; // js</pre>'],
    ]);
  });

  it('hand a helper thread batches from the end of the queue, never what highlight() took, each block made once', async () => {
    const fragments = createCodeFragments('x/_static', 'v1');
    const codes = Array.from({ length: 10 }, (_, i) => fragments.lazy(`const n = ${i};\n`, 'full\0tsx', job(`n${i}`)));
    const made: string[] = [];
    // Slow enough that highlight() yields after a block or two, as it does on real code.
    const slow = (j: HighlightJob) => {
      const until = performance.now() + 15;
      while (performance.now() < until);
      return render(made)(j);
    };
    const highlighting = fragments.highlight(slow);
    expect(made.length).toBeLessThan(6);
    const batch = fragments.takeBatch(4)!;
    expect(batch.jobs.map((j) => j.text)).toEqual(['n6', 'n7', 'n8', 'n9']);
    batch.deliver(batch.jobs.map((j) => `<pre>helper ${j.text}</pre>`));
    await highlighting;
    expect(fragments.takeBatch(4)).toBeUndefined();
    expect(made).toHaveLength(6);
    expect(codes.map((c) => fragments.htmlOf(c))).toEqual([
      ...['n0', 'n1', 'n2', 'n3', 'n4', 'n5'].map((t) => `<pre data-part="full">${t}</pre>`),
      ...['n6', 'n7', 'n8', 'n9'].map((t) => `<pre>helper ${t}</pre>`),
    ]);
  });

  it('tell a waiting helper when blocks are asked for and when no more will be, and drop what is left when the stage fails', async () => {
    const fragments = createCodeFragments('x/_static', 'v1');
    let woken = 0;
    const waiting = fragments.more().then(() => woken++);
    await Promise.resolve();
    expect(woken).toBe(0);
    fragments.inline(job('<A />', 'preview'));
    await waiting;
    expect(woken).toBe(1);
    const closing = fragments.more().then(() => woken++);
    expect(fragments.closed()).toBe(false);
    fragments.close();
    await closing;
    expect(woken).toBe(2);
    expect(fragments.closed()).toBe(true);
    await fragments.more(); // settles at once once closed
    expect(fragments.pending()).toBe(1);

    const failed = createCodeFragments('x/_static', 'v1');
    for (let i = 0; i < 3; i++) failed.lazy(`const n = ${i};\n`, 'full\0tsx', job(`n${i}`));
    failed.close(true);
    expect(failed.pending()).toBe(0);
    expect(failed.takeBatch(4)).toBeUndefined();
  });

  it('change name with the build code that makes them', () => {
    const text = 'export default 1;\n';
    const one = createCodeFragments('x/_static', 'v1').lazy(text, 'full\0tsx', job(text));
    const two = createCodeFragments('x/_static', 'v2').lazy(text, 'full\0tsx', job(text));
    expect(one.src).not.toBe(two.src);
  });

  it('let the event loop run while highlighting', async () => {
    const fragments = createCodeFragments('x/_static', 'v1');
    const busy = () => {
      const until = performance.now() + 15;
      while (performance.now() < until);
      return '<pre></pre>';
    };
    for (let i = 0; i < 10; i++) fragments.lazy(`const n = ${i};\n`, 'full\0tsx', job(`n${i}`));
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    await fragments.highlight(busy);
    clearInterval(ticking);
    expect(turns).toBeGreaterThan(2);
  });
});
