// The page stages on their own: compile (from the source the build read, cached by content),
// localise (labels, language prefixes, demos placed without touching the shared tree).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { createBuildCache } from '../../../src/cache/build-cache.ts';
import { pageOutline } from '../../../src/export/page-markdown.ts';
import { createMarkdownCompiler, type SyntaxReader } from '../../../src/markdown/compile-markdown.ts';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';
import { parseMarkdown } from '../../../src/markdown/syntax.ts';
import { pageSourceOf, type PageSource } from '../../../src/markdown/page-source.ts';
import { compilePage, storeCompiled } from '../../../src/pipeline/page/compile.ts';
import { localiseLabels, prefixInternalLinks, withDemos } from '../../../src/pipeline/page/localise.ts';
import { compileKeyBaseOf } from '../../../src/pipeline/task-context.ts';

const FILE = '/site/pages/guide.md';
const compiler = await createMarkdownCompiler({ routeOfFile: () => undefined });

describe('compile stage', () => {
  const cache = () => createBuildCache({ enabled: true, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-stage-cache-')) });
  const site = { maxPageBytes: 1024 * 1024, invalidUtf8: 'warning' } as const;
  const ctxOf = (source: string) => ({ compileKeyBase: 'base', contentDir: path.dirname(FILE), site, sources: { [FILE]: pageSourceOf(FILE, source) } });

  it('compiles the source the build read (the file is not read again), then takes it from the cache', async () => {
    const store = cache();
    const compiled: PageSource[] = [];
    const compile = (page: PageSource, onSyntax?: SyntaxReader) => (compiled.push(page), compiler(page, onSyntax));
    const ctx = ctxOf('---\ndescription: A guide.\n---\n# Guide\n\nLead.\n');
    const first = await compilePage({ ctx, cache: store, compile, file: FILE });
    expect(first.fromCache).toBe(false);
    expect(first.compiled.title).toBe('Guide');
    expect(compiled.map((p) => p.frontMatter.data)).toEqual([{ description: 'A guide.' }]);
    storeCompiled(store, first.key, first.compiled);
    const second = await compilePage({ ctx, cache: store, compile, file: FILE });
    expect(second).toMatchObject({ fromCache: true, key: first.key });
    expect(compiled).toHaveLength(1);
    // The cached tree has no positions (they only serve diagnostics, made already); same HTML.
    expect(JSON.stringify(second.compiled)).not.toContain('"position"');
    expect(stringifyHast(second.compiled.hast)).toBe(stringifyHast(first.compiled.hast));
    // The Markdown export's outline is read from the compiler's parse, and cached with the page.
    const body = ctx.sources[FILE]!.frontMatter.body;
    expect(first.compiled.outline).toEqual(pageOutline(parseMarkdown(body), body));
    expect(second.compiled.outline).toEqual(first.compiled.outline);
  });

  it('keys the compiled page by its source: an edit is a miss', async () => {
    const store = cache();
    const a = await compilePage({ ctx: ctxOf('# A\n\nLead.\n'), cache: store, compile: compiler, file: FILE });
    storeCompiled(store, a.key, a.compiled);
    const b = await compilePage({ ctx: ctxOf('# B\n\nLead.\n'), cache: store, compile: compiler, file: FILE });
    expect(b.fromCache).toBe(false);
    expect(b.key).not.toBe(a.key);
  });

  it('keys every compiled page by the externalLinks and the heading slugs too (both shape a page when it compiles)', () => {
    const routes = [['/site/pages/a.md', '/x/a']] as const;
    const site = { basePath: '/x', externalLinks: { '/material-ui/': 'https://mui.com/material-ui/', '/system/': 'https://mui.com/system/' }, headingSlugs: 'github' as const };
    const key = compileKeyBaseOf(site, routes, '/site/pages');
    expect(compileKeyBaseOf({ basePath: '/x', externalLinks: { '/system/': 'https://mui.com/system/', '/material-ui/': 'https://mui.com/material-ui/' }, headingSlugs: 'github' }, routes, '/site/pages')).toBe(key);
    expect(compileKeyBaseOf({ ...site, externalLinks: { '/material-ui/': 'https://next.mui.com/material-ui/' } }, routes, '/site/pages')).not.toBe(key);
    expect(compileKeyBaseOf({ ...site, externalLinks: {} }, routes, '/site/pages')).not.toBe(key);
    expect(compileKeyBaseOf({ ...site, headingSlugs: 'both' }, routes, '/site/pages')).not.toBe(key);
  });

  it('keys every compiled page by the components setting too (a line mapped to a generated table becomes it when a page compiles)', () => {
    const routes = [['/site/pages/a.md', '/x/a']] as const;
    const site = { basePath: '/x', externalLinks: {}, headingSlugs: 'github' as const };
    const key = compileKeyBaseOf(site, routes, '/site/pages');
    expect(compileKeyBaseOf({ ...site, components: {} }, routes, '/site/pages')).toBe(key);
    const selectors = compileKeyBaseOf({ ...site, components: { 'modules/components/SelectorsDocs.js': { generated: 'selectors' } } }, routes, '/site/pages');
    expect(selectors).not.toBe(key);
    expect(compileKeyBaseOf({ ...site, components: { 'modules/components/SelectorsDocs.js': { generated: 'locales', product: 'data-grid' } } }, routes, '/site/pages')).not.toBe(selectors);
  });

  it('reads a page the build could not, so that its error belongs to the page', async () => {
    await expect(compilePage({ ctx: { compileKeyBase: 'base', contentDir: '/nowhere', site, sources: {} }, cache: cache(), compile: compiler, file: '/nowhere/missing.md' })).rejects.toThrow(/ENOENT/);
  });
});

describe('localise stage', () => {
  const link = (href: string): Element => ({ type: 'element', tagName: 'a', properties: { href }, children: [] });
  const tree = (): Root => ({ type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [link('/x/a/'), link('/x'), link('/xyz/'), link('https://e.com/x/')] }] });

  it('prefixes links into the base path on a copy, leaving the shared tree as it was', () => {
    const shared = tree();
    const before = JSON.stringify(shared);
    const zh = prefixInternalLinks(shared, '/zh', '/x');
    expect(JSON.stringify(shared)).toBe(before);
    expect(stringifyHast(zh)).toBe('<p><a href="/zh/x/a/"></a><a href="/zh/x"></a><a href="/xyz/"></a><a href="https://e.com/x/"></a></p>');
    expect(prefixInternalLinks(shared, '', '/x')).toBe(shared);
  });

  it('leaves links to files alone: a video of the public folder or a page\'s Markdown is the same in every language', () => {
    const files: Root = { type: 'root', children: [link('/x/static/videos/tour.mp4'), link('/x/a.md#intro'), link('/x/a/?tab=1')] };
    expect(stringifyHast(prefixInternalLinks(files, '/zh', '/x'))).toBe('<a href="/x/static/videos/tour.mp4"></a><a href="/x/a.md#intro"></a><a href="/zh/x/a/?tab=1"></a>');
  });

  it('fills labels, aria labels and the labels toggles switch to', () => {
    const root: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'button', properties: { dataI18n: 'copy' }, children: [] },
        { type: 'element', tagName: 'button', properties: { dataI18nLabel: 'close' }, children: [] },
        { type: 'element', tagName: 'div', properties: { dataI18nLabel: 'close' }, children: [] },
      ],
    };
    localiseLabels(root, (key) => `«${key}»`);
    expect(stringifyHast(root)).toBe('<button data-i18n="copy" data-copied-label="«copied»">«copy»</button><button data-i18n-label="close" aria-label="«close»" title="«close»"></button><div data-i18n-label="close" aria-label="«close»"></div>');
  });

  it('fills labels at any depth, and leaves code as it is', () => {
    const code: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'element', tagName: 'span', properties: { dataI18n: 'copy' }, children: [{ type: 'text', value: 'const copy = 1;' }] }] }] };
    const root: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: { dataI18nError: 'demoError' },
          children: [{ type: 'element', tagName: 'div', properties: {}, children: [code, { type: 'element', tagName: 'button', properties: { dataI18n: 'showSource' }, children: [] }] }],
        },
      ],
    };
    localiseLabels(root, (key) => `«${key}»`);
    expect(stringifyHast(root)).toBe(
      '<div data-i18n-error="demoError" data-error-label="«demoError»"><div><pre><code><span data-i18n="copy">const copy = 1;</span></code></pre><button data-i18n="showSource" data-label-show="«showSource»" data-label-hide="«hideSource»">«showSource»</button></div></div>',
    );
  });

  it('places demos by copying only the path to each placeholder, and names the demos it could not make', () => {
    const placeholder = (demo: string): Element => ({ type: 'element', tagName: 'docs-demo', properties: { dataOptions: JSON.stringify({ demo }) }, children: [] });
    const untouched: Element = { type: 'element', tagName: 'section', properties: {}, children: [] };
    const shared: Root = { type: 'root', children: [untouched, { type: 'element', tagName: 'div', properties: {}, children: [placeholder('A.tsx'), placeholder('Gone.tsx')] }] };
    const before = JSON.stringify(shared);
    const made: [string, number][] = [];
    const { tree: placed, missing } = withDemos(shared, (name, _options, index) => {
      made.push([name, index]);
      return name === 'Gone.tsx' ? undefined : { type: 'element', tagName: 'figure', properties: { dataDemo: name }, children: [] };
    });
    expect(JSON.stringify(shared)).toBe(before);
    expect(placed.children[0]).toBe(untouched);
    expect(made).toEqual([
      ['A.tsx', 0],
      ['Gone.tsx', 1],
    ]);
    expect(missing).toEqual(['Gone.tsx']);
    expect(stringifyHast(placed)).toBe('<section></section><div><figure data-demo="A.tsx"></figure></div>');
  });
});
