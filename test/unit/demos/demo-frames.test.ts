// Iframe demos: the demo line's option, the frame documents and the iframe in the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { demoBlock } from '../../../src/demos/demo-block.ts';
import { frameDocument, framedDemoIds, writeDemoFrames, type FrameAssets } from '../../../src/demos/demo-frames.ts';
import type { LazyCode } from '../../../src/demos/code-fragments.ts';
import type { DemoContext, DemoRecord } from '../../../src/demos/types.ts';
import { findDemoDirectives } from '../../../src/markdown/demo-directive.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';
import { parseMarkdown } from '../../../src/markdown/syntax.ts';

const problemsOf = (body: string) => findDemoDirectives(parseMarkdown(body), body).problems.map((p) => p.problem);

describe('the iframe option of a demo line', () => {
  it('takes true, with the other options that make sense in a frame', () => {
    const body = '{{"demo": "A.tsx", "iframe": true, "height": 320, "maxWidth": 420, "bg": "playground", "defaultCodeOpen": false}}\n\n{{"demo": "B.tsx", "iframe": true, "height": "30rem"}}';
    const { directives, problems } = findDemoDirectives(parseMarkdown(body), body);
    expect(problems).toEqual([]);
    expect(directives.map((d) => d.options.iframe)).toEqual([true, true]);
  });

  it('rejects false and a height that is not a fixed length, at the line', () => {
    const body = ['{{"demo": "A.tsx", "iframe": false}}', '{{"demo": "A.tsx", "iframe": true, "height": "auto"}}', '{{"demo": "A.tsx", "iframe": true, "height": "50%"}}'].join('\n');
    const { problems } = findDemoDirectives(parseMarkdown(body), body);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3]);
    expect(problems[0]!.problem).toMatch(/demo option "iframe": only `true` is allowed; leave the option out to render the demo in the page/);
    expect(problems[1]!.problem).toMatch(/"height" must be a fixed length .* not "auto"/);
    expect(problems[2]!.problem).toMatch(/not "50%"/);
    // Without the option, any height stays allowed.
    expect(problemsOf('{{"demo": "A.tsx", "height": "50%"}}')).toEqual([]);
  });

  it('ignores an inline background (as mui.com does), saying so, and keeps the demo', () => {
    const body = 'Text.\n\n{{"demo": "A.tsx", "bg": "inline", "iframe": true, "height": 240}}\n';
    const { directives, problems } = findDemoDirectives(parseMarkdown(body), body);
    expect(problems).toEqual([]);
    expect(directives).toEqual([
      {
        line: 3,
        options: { demo: 'A.tsx', iframe: true, height: 240 },
        ignored: [{ option: '"bg": "inline"', reason: 'an iframe demo is a document of its own, shown in a frame: it has no background in the page', instead: 'Remove "bg": "inline" from the line, or "iframe": true to show the demo in the page without a frame' }],
      },
    ]);
  });
});

describe('framed demo ids', () => {
  it('lists the existing demos some page shows in an iframe, and parses only pages that mention the option', () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-frames-'));
    fs.mkdirSync(path.join(content, 'pages/guide'), { recursive: true });
    for (const name of ['A', 'B']) fs.writeFileSync(path.join(content, `pages/guide/${name}.tsx`), `export default function ${name}() {\n  return null;\n}\n`);
    const page = (name: string, body: string) => pageSourceOf(path.join(content, `pages/${name}.md`), `# T\n\n${body}\n`);
    const pages = [
      page('guide', '{{"demo": "A.tsx", "iframe": true}}\n\n{{"demo": "B.tsx"}}\n\n{{"demo": "Missing.tsx", "iframe": true}}'),
      page('other', '{{"demo": "guide/A.tsx", "iframe": true}}'),
      page('plain', 'Text that says "iframe" only in prose.'),
    ];
    expect(framedDemoIds(pages, content)).toEqual(['pages/guide/A']);
  });
});

const code = (): LazyCode => ({ src: '/x/_static/demos/code/0123456789abcdef.html', lines: 1 });
const record = (ssr?: DemoRecord['ssr']): DemoRecord => ({
  id: 'pages/guide/Layout',
  name: 'Layout',
  license: false,
  hash: 'h',
  variants: [{ style: 'system', file: 'pages/guide/Layout.tsx', code: { ts: code(), js: code() }, dependencies: {}, module: '/x/_static/demos/Layout.AAAA.js' }],
  ...(ssr ? { ssr } : {}),
});
const frames: FrameAssets = { ids: ['pages/guide/Layout'], script: '/x/_static/demos/frame.BBBB.js', prepaint: 'void 0;' };
const context = (demo: DemoRecord): DemoContext => ({
  demos: { [demo.id]: demo },
  keys: {},
  runtime: '/x/_static/demos/island.CCCC.js',
  preload: { '/x/_static/demos/island.CCCC.js': ['/x/_static/demos/island.CCCC.js', '/x/_static/demos/chunks/react.DDDD.js'], '/x/_static/demos/Layout.AAAA.js': ['/x/_static/demos/Layout.AAAA.js', '/x/_static/demos/chunks/react.DDDD.js'] },
});

describe('frame documents', () => {
  it('hold the server markup and styles, the pre-paint script, the stylesheet and the frame script; noindex', () => {
    const demo = record({ html: '<p>Narrow</p>', styles: [['x1', '.demo-x1{}']] });
    const html = frameDocument(demo, { ctx: context(demo), frames, stylesheet: '/x/_static/site.EEEE.css' });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr" data-mui-color-scheme="light" data-demo-frame><head><meta charset="utf-8">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Layout demo</title>');
    expect(html).toContain('<script>void 0;</script><link rel="stylesheet" href="/x/_static/site.EEEE.css">');
    expect(html).toContain('<script type="module" src="/x/_static/demos/frame.BBBB.js"></script><style data-emotion="demo x1">');
    // Everything the demo needs before it runs is preloaded once.
    expect([...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/x/_static/demos/frame.BBBB.js', '/x/_static/demos/island.CCCC.js', '/x/_static/demos/chunks/react.DDDD.js', '/x/_static/demos/Layout.AAAA.js']);
    expect(html).toContain('<body><div class="docs-demo-live" data-demo="pages/guide/Layout" data-modules="{&quot;system&quot;:&quot;/x/_static/demos/Layout.AAAA.js&quot;}" data-runtime="/x/_static/demos/island.CCCC.js" data-rendered="system"><p>Narrow</p></div></body></html>\n');
  });

  it('render in the browser a demo that failed on the server', () => {
    const demo = record();
    const html = frameDocument(demo, { ctx: context(demo), frames, stylesheet: '/s.css' });
    expect(html).toContain('data-rendered="none"><div class="docs-demo-pending">Loading the demo…</div></div>');
  });

  it('are written under the static folder by content hash, never as index.html', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-frame-out-'));
    const demo = record({ html: '<p>a</p>', styles: [] });
    const urls = writeDemoFrames({ ctx: context(demo), frames, stylesheet: '/s.css', staticPath: '/x/_static', dir });
    expect(urls['pages/guide/Layout']).toMatch(/^\/x\/_static\/demos\/frames\/pages_guide_Layout\.[0-9a-f]{10}\.html$/);
    expect(fs.readFileSync(path.join(dir, urls['pages/guide/Layout']!), 'utf8')).toContain('<p>a</p>');
  });
});

describe('an iframe demo in the page', () => {
  it('shows the iframe at the reserved height, with the toolbar, and keeps the modules for the toolbar', () => {
    const demo = record({ html: '<p>a</p>', styles: [] });
    const ctx = { ...context(demo), frames: { [demo.id]: '/x/_static/demos/frames/Layout.1234567890.html' } };
    const block = (options: Record<string, unknown>) => toHtml(demoBlock(demo, ctx, { options: { demo: 'Layout.tsx', ...options }, adAllowed: false, index: 0, productLabel: 'X' }), { allowDangerousHtml: true });
    const html = block({ iframe: true, maxWidth: 420 });
    expect(html).toContain('<div class="docs-demo-frame" data-bg="outlined" data-iframe="true"><div class="docs-demo-live" data-frame="true"');
    expect(html).toContain('style="max-width:420px"><iframe class="docs-demo-iframe" src="/x/_static/demos/frames/Layout.1234567890.html" title="Layout demo" loading="lazy" style="height:400px"></iframe></div></div>');
    expect(html).toContain('data-demo-action="reset"');
    // The server markup is in the frame document only.
    expect(html).not.toContain('<p>a</p>');
    expect(block({ iframe: true, height: '30rem' })).toContain('style="height:30rem"');
    // Without the option, the same demo renders in the page.
    expect(block({})).toContain('<p>a</p>');
  });
});

describe('demos of packages that render nothing on the server', () => {
  it('keep their server markup in the page and frame, marked to be rendered afresh rather than hydrated', () => {
    const plain = record({ html: '<div class="box"></div>', styles: [] });
    const grid: DemoRecord = { ...plain, variants: plain.variants.map((v) => ({ ...v, dependencies: { react: '^19', '@mui/x-data-grid-pro': '8.5.0' } })) };
    const inPage = (demo: DemoRecord) => toHtml(demoBlock(demo, context(demo), { options: { demo: 'Layout.tsx' }, adAllowed: false, index: 0, productLabel: 'X' }), { allowDangerousHtml: true });
    expect(inPage(grid)).toMatch(/data-rendered="system" data-hydrate="false"[^>]*><div class="box"><\/div>/);
    expect(inPage(plain)).not.toContain('data-hydrate');
    const inFrame = (demo: DemoRecord) => frameDocument(demo, { ctx: context(demo), frames, stylesheet: '/s.css' });
    expect(inFrame(grid)).toContain('data-rendered="system" data-hydrate="false"><div class="box"></div>');
    expect(inFrame(plain)).not.toContain('data-hydrate');
    // Without server markup there is nothing to hydrate or keep: no mark.
    const failed: DemoRecord = { ...grid };
    delete failed.ssr;
    expect(inPage(failed)).not.toContain('data-hydrate');
  });
});

describe('the demos\' styles on a page', () => {
  it('writes each Emotion rule once per page: a later demo carries only the rules no demo before it did', () => {
    const first = record({ html: '<p>a</p>', styles: [['x1', '.demo-x1{color:red}'], ['x2', '.demo-x2{margin:0}']] });
    const second = { ...record({ html: '<p>b</p>', styles: [['x2', '.demo-x2{margin:0}'], ['x3', '.demo-x3{padding:0}']] }), id: 'pages/guide/Other', name: 'Other' };
    const third = { ...record({ html: '<p>c</p>', styles: [['x1', '.demo-x1{color:red}']] }), id: 'pages/guide/Third', name: 'Third' };
    const ctx: DemoContext = { ...context(first), demos: { [first.id]: first, [second.id]: second, [third.id]: third } };
    const placed = new Set<string>();
    const html = [first, second, third].map((demo, index) => toHtml(demoBlock(demo, ctx, { options: { demo: `${demo.name}.tsx` }, adAllowed: false, index, productLabel: 'X', placed }), { allowDangerousHtml: true }));
    expect(html[0]).toContain('<style data-emotion="demo x1 x2">.demo-x1{color:red}.demo-x2{margin:0}</style>');
    expect(html[1]).toContain('<style data-emotion="demo x3">.demo-x3{padding:0}</style>');
    expect(html[2]).not.toContain('<style');
    // Without a page's set (a frame document, a demo alone), a demo carries all its rules.
    expect(toHtml(demoBlock(third, ctx, { options: { demo: 'Third.tsx' }, adAllowed: false, index: 0, productLabel: 'X' }), { allowDangerousHtml: true })).toContain('<style data-emotion="demo x1">');
  });
});
