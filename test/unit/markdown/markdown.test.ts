import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';
import { parseFrontMatter } from '../../../src/markdown/front-matter.ts';
import { lineNestedDeeper } from '../../../src/markdown/nesting.ts';
import { pageSourceOf, readPageSource } from '../../../src/markdown/page-source.ts';
import { familyUrl } from '../../../src/markdown/rehype-links.ts';
import { createSlugger, muiSlug } from '../../../src/markdown/slug.ts';

const compiler = await createMarkdownCompiler({ routeOfFile: (f) => (f === '/site/pages/other.md' ? '/x/other/' : undefined) });
const compile = (source: string, file: string) => compiler(pageSourceOf(file, source));
const FILE = '/site/pages/page.md';

describe('front matter', () => {
  it('parses keys and sorts component lists', () => {
    const fm = parseFrontMatter('---\ntitle: A page\ncomponents: DataGridPro, DataGrid\ndraft: true\n---\n# A\n', FILE);
    expect(fm.diagnostics).toEqual([]);
    expect(fm.data).toEqual({ title: 'A page', components: ['DataGrid', 'DataGridPro'], draft: true });
    expect(fm.body.split('\n')[5]).toBe('# A');
  });

  it('reports unknown keys and bad values with their line', () => {
    const fm = parseFrontMatter('---\ntitle: A\ndescripton: x.\ndescription: no full stop\n---\n', FILE);
    expect(fm.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([
      ['UnknownFrontMatterKey', 3, 'Unknown front matter key "descripton".'],
      ['InvalidFrontMatter', 4, 'Invalid front matter "description": must end with "." or "!".'],
    ]);
    const bad = parseFrontMatter('---\ntitle: A\ndescription: no full stop\n---\n', FILE);
    expect(bad.diagnostics.map((d) => [d.location?.line, d.message])).toEqual([
      [3, 'Invalid front matter "description": must end with "." or "!".'],
    ]);
  });

  it('reports a duplicated key at its own line, naming the first, and knows the line of each key and list item', () => {
    const fm = parseFrontMatter('---\ntitle: A\ndescription: B.\ntitle: C\n---\n# A\n', FILE);
    expect(fm.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([['DuplicateFrontMatterKey', 4, 'The front matter key "title" is written twice: on line 2, and again here.']]);
    expect(fm.diagnostics[0]?.hint).toContain('Keep one of the two "title:" lines (this one or line 2)');
    const ok = parseFrontMatter('---\ntitle: A\ncomponents:\n  - DataGrid\n  - DataGridPro\n---\n', FILE);
    expect(ok.lines).toEqual({ title: 2, components: 3 });
    expect(ok.itemLines).toEqual({ components: { DataGrid: 4, DataGridPro: 5 } });
  });

  it('hides no problem behind another: a key written twice, an unknown key and a bad value are all reported, and the valid keys kept', () => {
    const fm = parseFrontMatter('---\ntitle: A\nproductID: x-data-grid\ntitle: B\ndraft: maybe\ncomponents: DataGrd\n---\n', FILE);
    expect(fm.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([
      ['DuplicateFrontMatterKey', 4],
      ['UnknownFrontMatterKey', 3],
      ['InvalidFrontMatter', 5],
    ]);
    // The components are still read, so the page's check against the API reports an unknown one in the same build.
    expect(fm.data).toEqual({ title: 'B', components: ['DataGrd'] });
  });

  it('names the closest accepted keys first for an unknown key', () => {
    const [typo] = parseFrontMatter('---\nproductID: x-charts\n---\n', FILE).diagnostics;
    expect(typo?.hint).toMatch(/^Did you mean "productId"\? Rename the key, or remove the line\. Accepted keys, closest first: productId, /);
    const [other] = parseFrontMatter('---\nsidebar_position: 3\n---\n', FILE).diagnostics;
    expect(other?.hint).toMatch(/^Remove the line, or rename the key to one the build knows\. Accepted keys, closest first: /);
    expect(other?.hint).toContain('title');
  });

  it('reports YAML syntax errors', () => {
    const fm = parseFrontMatter('---\ntitle: [unclosed\n---\n', FILE);
    expect(fm.diagnostics[0]?.code).toBe('FrontMatterSyntax');
  });
});

describe('reading a page', () => {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-read-'));
  const site = { maxPageBytes: 64, invalidUtf8: 'warning' } as const;
  const page = (name: string, bytes: string | Uint8Array) => {
    const file = path.join(content, 'pages', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return file;
  };

  it('finds the first byte that is not UTF-8, its line, and shows it as U+FFFD', () => {
    const at = (bytes: number[]) => {
      const read = readPageSource(page('bytes.md', Buffer.concat([Buffer.from('# T\n\nab'), Buffer.from(bytes), Buffer.from('\n')])), { contentDir: content, site });
      return read.diagnostics.map((d) => [d.code, d.severity, d.location?.line, d.message.match(/byte (\d+)/)?.[1]]);
    };
    expect(at([0xc3, 0xa9])).toEqual([]); // é
    expect(at([0xe9])).toEqual([['InvalidUtf8', 'warning', 3, '7']]); // Latin-1 é
    expect(at([0x61, 0x80])).toEqual([['InvalidUtf8', 'warning', 3, '8']]); // a stray continuation byte
    expect(at([0xc0, 0xaf])).toEqual([['InvalidUtf8', 'warning', 3, '7']]); // overlong
    expect(at([0xed, 0xa0, 0x80])).toEqual([['InvalidUtf8', 'warning', 3, '7']]); // a surrogate
    expect(at([0xf0, 0x9f, 0x98])).toEqual([['InvalidUtf8', 'warning', 3, '7']]); // cut short
    expect(readPageSource(path.join(content, 'pages/bytes.md'), { contentDir: content, site: { ...site, invalidUtf8: 'error' } }).diagnostics[0]?.severity).toBe('error');
    expect(readPageSource(path.join(content, 'pages/bytes.md'), { contentDir: content, site }).source).toBe('# T\n\nab\uFFFD\n'); // one for the sequence cut short
  });

  it('refuses a page over the size limit and a symlink leading outside the content folder, unread', () => {
    const big = readPageSource(page('big.md', `# Big\n\n${'x'.repeat(64)}\n`), { contentDir: content, site });
    expect(big).toMatchObject({ source: '', frontMatter: { body: '' }, diagnostics: [{ code: 'PageTooLarge', location: { file: path.join(content, 'pages/big.md') } }] });
    const outside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-outside-')), 'secret.md');
    fs.writeFileSync(outside, '# Secret\n');
    fs.symlinkSync(outside, path.join(content, 'pages/link.md'));
    const refused = readPageSource(path.join(content, 'pages/link.md'), { contentDir: content, site });
    expect(refused.source).toBe('');
    expect(refused.diagnostics[0]?.message).toBe(`The page ${path.join(content, 'pages/link.md')} is a symlink to ${fs.realpathSync(outside)}, outside the content folder: it is not read.`);
    fs.symlinkSync('bytes.md', path.join(content, 'pages/inside.md'));
    expect(readPageSource(path.join(content, 'pages/inside.md'), { contentDir: content, site }).source).toContain('# T');
  });
});

describe('nesting limit', () => {
  const indented = (levels: number, marker = '-', width = 2) => Array.from({ length: levels }, (_, i) => `${' '.repeat(width * i)}${marker} item`).join('\n');

  it('finds the first line nested deeper than the limit, by markers and by indentation', () => {
    expect(lineNestedDeeper(`${'> '.repeat(3)}x`, 3)).toBeUndefined();
    expect(lineNestedDeeper(`a\n\n${'> '.repeat(4)}x`, 3)).toBe(3);
    expect(lineNestedDeeper(`${'>'.repeat(4)}x`, 3)).toBe(1);
    expect(lineNestedDeeper(`${'- '.repeat(4)}x`, 3)).toBe(1);
    expect(lineNestedDeeper(`> 1. - > * x`, 3)).toBe(1);
    expect(lineNestedDeeper(indented(100))).toBeUndefined();
    expect(lineNestedDeeper(indented(101))).toBe(101);
    expect(lineNestedDeeper(indented(101, '1.', 3))).toBe(68); // ordered lists count half a level more
    expect(lineNestedDeeper(`${'\t'.repeat(3)}- x`, 6)).toBe(1); // a tab is four columns
  });

  it('counts no prose, emphasis, rules or plain indentation', () => {
    const text = ['*emphasis* and -dashes', '***', '2024 was a year.', `${' '.repeat(400)}indented text`, '|a|b|'].join('\n');
    expect(lineNestedDeeper(text, 3)).toBeUndefined();
  });

  it('leaves a page nested too deep unparsed: its body is empty and the error names the line', () => {
    const page = pageSourceOf(FILE, `---\ntitle: Deep\n---\n# Deep\n\n${'- '.repeat(10_000)}x\n`);
    expect(page.frontMatter.body).toBe('');
    expect(page.diagnostics).toMatchObject([{ code: 'NestingTooDeep', severity: 'error', location: { file: FILE, line: 6 } }]);
    expect(compile(page.source, FILE).diagnostics.map((d) => d.code)).toEqual(['NestingTooDeep']);
  });
});

describe('headings and contents', () => {
  it('gives H2/H3 ids and a nested table of contents; the H1 is the title', () => {
    const page = compile('---\ndescription: D.\n---\n# Title\n\nLead text.\n\n## Get started\n\n### Install it\n\n## Get started\n', FILE);
    expect(page.diagnostics).toEqual([]);
    expect(page.title).toBe('Title');
    expect(page.toc).toEqual([
      { id: 'get-started', text: 'Get started', children: [{ id: 'install-it', text: 'Install it', children: [] }] },
      { id: 'get-started-1', text: 'Get started', children: [] },
    ]);
    const html = stringifyHast(page.hast);
    expect(html).not.toContain('<h1');
    expect(html).toContain('<p class="description">Lead text.</p>');
    expect(html).toContain('<h2 id="get-started"><a class="title-link-to-anchor" href="#get-started">Get started');
  });

  it('rejects an H3 before any H2, with its line', () => {
    const page = compile('# T\n\nLead.\n\n### Early\n', FILE);
    expect(page.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['HeadingOrder', 5]]);
  });

  it('slugs follow GitHub\'s rules, so links written against GitHub-rendered docs work', () => {
    const slug = createSlugger();
    expect(slug('Pro plan')).toBe('pro-plan');
    expect(slug("With MUI's service")).toBe('with-muis-service');
    expect(slug('What’s new? 🎉 (v8)')).toBe('whats-new--v8');
    expect(slug('Views, 12- and 24-hour clocks')).toBe('views-12--and-24-hour-clocks');
    expect(slug('apiRef.current.state')).toBe('apirefcurrentstate');
    expect(slug('Production builds and NODE_ENV')).toBe('production-builds-and-node_env');
    expect(slug('排序 Sorting')).toBe('排序-sorting');
    expect(slug('Pro plan')).toBe('pro-plan-1');
    expect(slug('Pro plan')).toBe('pro-plan-2');
    expect(slug('🎉')).toBe('section');
    expect(slug('🎉')).toBe('section-1');
  });
});

describe('heading slugs of mui.com (config headingSlugs)', () => {
  it('follow the rules of mui.com\'s docs: dashes and emoji dropped, punctuation and no-break spaces a "-", repeats -2, -3', () => {
    expect(muiSlug('Meridiem — 12h/24h format')).toBe('meridiem-12h-24h-format');
    expect(muiSlug('⏩ Removed types')).toBe('removed-types');
    expect(muiSlug('Time\u00a0zones')).toBe('time-zones');
    expect(muiSlug('createTheme(options) => theme')).toBe('createtheme-options-theme');
    expect(muiSlug("barre d'application")).toBe('barre-dapplication');
    expect(muiSlug('Inputs & Labels')).toBe('inputs-labels');
    expect(muiSlug('<Button /> and <Chip />')).toBe('button-and-chip');
    expect(muiSlug('Production builds and NODE_ENV')).toBe('production-builds-and-node-env');
    expect(muiSlug('Blog 📝')).toBe('blog');
    expect(muiSlug('🚀 Launch 🧩')).toBe('launch');
    // Sparkles (U+2728) lie outside the blocks mui.com drops: its slug keeps them, and so does this one.
    expect(muiSlug('✨ New')).toBe('✨-new');
    expect(muiSlug('排序 Sorting')).toBe('排序-sorting');
    const slug = createSlugger('mui');
    expect([slug('Styling'), slug('Styling'), slug('Styling'), slug('🎉')]).toEqual(['styling', 'styling-2', 'styling-3', 'section']);
  });

  const headings = '# T\n\nLead.\n\n## Meridiem — 12h/24h format\n\n## ⏩ Removed types\n\n## Plain heading\n';
  const compileWith = async (headingSlugs: 'github' | 'mui' | 'both') => (await createMarkdownCompiler({ routeOfFile: () => undefined, headingSlugs }))(pageSourceOf(FILE, headings));

  it('"github" (the default) keeps GitHub\'s anchors; "mui" gives mui.com\'s instead', async () => {
    expect((await compileWith('github')).anchors).toEqual(['meridiem--12h24h-format', '-removed-types', 'plain-heading']);
    const mui = await compileWith('mui');
    expect(mui.anchors).toEqual(['meridiem-12h-24h-format', 'removed-types', 'plain-heading']);
    expect(mui.toc.map((e) => e.id)).toEqual(mui.anchors);
  });

  it('"both" keeps GitHub\'s anchor and adds mui.com\'s where it differs, as an empty element at the heading\'s start', async () => {
    const both = await compileWith('both');
    expect(both.anchors).toEqual(['meridiem--12h24h-format', '-removed-types', 'plain-heading', 'meridiem-12h-24h-format', 'removed-types']);
    expect(both.toc.map((e) => e.id)).toEqual(['meridiem--12h24h-format', '-removed-types', 'plain-heading']);
    expect(stringifyHast(both.hast)).toContain('<h2 id="meridiem--12h24h-format"><span id="meridiem-12h-24h-format"></span><a class="title-link-to-anchor" href="#meridiem--12h24h-format">');
    // A second anchor never takes an anchor of another heading: "a-b" stays the second heading's
    // (GitHub's), which also gets mui.com's own for it, "a-b-2".
    const clash = await (await createMarkdownCompiler({ routeOfFile: () => undefined, headingSlugs: 'both' }))(pageSourceOf(FILE, '# T\n\nLead.\n\n## A — b\n\n## a-b\n'));
    expect(clash.anchors).toEqual(['a--b', 'a-b', 'a-b-2']);
  });
});

describe('callouts', () => {
  it('wraps the blocks between the markers', () => {
    const page = compile('# T\n\nLead.\n\n:::warning\nFirst.\n\n- a list\n:::\n\nAfter.\n', FILE);
    expect(page.diagnostics).toEqual([]);
    expect(stringifyHast(page.hast)).toMatch(/<aside class="MuiCallout-root MuiCallout-warning" role="note"><p>First.<\/p>\s*<ul>\s*<li>a list<\/li>\s*<\/ul><\/aside>\s*<p>After.<\/p>/);
  });

  it('closes a callout whose marker follows a list item directly', () => {
    const page = compile('# T\n\nLead.\n\n:::info\n- one\n- two\n:::\n\nAfter.\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html).toMatch(/<li>two<\/li>\s*<\/ul><\/aside>/);
    expect(html).not.toContain(':::');
  });

  it('closes a callout whose marker is directly followed by text', () => {
    const page = compile('# T\n\nLead.\n\n:::info\nInside.\n:::\nOutside.\n', FILE);
    expect(page.diagnostics).toEqual([]);
    expect(stringifyHast(page.hast)).toMatch(/<p>Inside.<\/p><\/aside>\s*<p>Outside.<\/p>/);
  });

  it('wraps a callout written without blank lines whose text has code and links', () => {
    const page = compile('# T\n\nLead.\n\n:::info\nUse `key` and [the guide](https://example.com/).\n:::\n\nAfter.\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html).toMatch(/<aside class="MuiCallout-root MuiCallout-info" role="note"><p>Use <code>key<\/code> and <a href="https:\/\/example.com\/"[^>]*>the guide<\/a>.<\/p><\/aside>\s*<p>After.<\/p>/);
    expect(html).not.toContain(':::');
  });

  it('closes a callout on a marker indented the way editors indent after a list, and keeps the sections after it', () => {
    const page = compile('# T\n\nLead.\n\n:::warning\n- one\n- two\n  :::\n\n## After\n\nText.\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html).toMatch(/<li>two<\/li>\s*<\/ul><\/aside>\s*<h2 id="after">/);
    expect(html).not.toContain(':::');
    expect(page.toc.map((t) => t.id)).toEqual(['after']);
  });

  it('wraps a callout inside a list item', () => {
    const html = stringifyHast(compile('# T\n\nLead.\n\n- Step one\n\n  :::info\n  Inside the step.\n  :::\n', FILE).hast);
    expect(html).toMatch(/<li>\s*<p>Step one<\/p>\s*<aside class="MuiCallout-root MuiCallout-info" role="note"><p>Inside the step.<\/p><\/aside>/);
  });

  it('gives back, as written, the prose the directive syntax would take (times, colons, "::name")', () => {
    const page = compile('# T\n\nLead.\n\nAt 10:30, ratio 16:9, see note:this and :cite[**bold**]{x=1}.\n\n::leaf\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html).toContain('<p>At 10:30, ratio 16:9, see note:this and :cite[<strong>bold</strong>]{x=1}.</p>');
    expect(html).toContain('<p>::leaf</p>');
  });

  it('reports a marker line that opens or closes nothing, at its own line', () => {
    const page = compile('# T\n\nLead.\n\n::: info\nText.\n:::\n', FILE);
    expect(page.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([
      ['StrayCalloutMarker', 5, 'The line "::: info" looks like a callout marker, but it opens or closes no callout.'],
      ['StrayCalloutMarker', 7, 'The line ":::" looks like a callout marker, but it opens or closes no callout.'],
    ]);
  });

  it('rejects unknown and unclosed callouts', () => {
    expect(compile('# T\n\nLead.\n\n:::tip\nx\n:::\n', FILE).diagnostics.map((d) => d.code)).toContain('UnknownCallout');
    expect(compile('# T\n\nLead.\n\n:::info\nnever closed\n', FILE).diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['UnclosedCallout', 5]]);
  });

  it('says how far an unclosed callout runs and what line to add', () => {
    const [atEnd] = compile('# T\n\nLead.\n\n:::warning\nnever closed\n\nMore text.\n', FILE).diagnostics;
    expect(atEnd?.message).toBe('The callout ":::warning" is never closed: it takes in everything to line 8, the end of the page.');
    expect(atEnd?.hint).toBe('Add a line holding only ":::" where the callout should end (after its last paragraph, indented like its opening ":::warning" line), with nothing after the colons.');
    const [inItem] = compile('# T\n\nLead.\n\n- Step\n\n  :::info\n  inside\n- Next\n', FILE).diagnostics;
    expect(inItem?.message).toBe('The callout ":::info" is never closed: it takes in everything to line 8, the end of its list item.');
  });
});

describe('code blocks', () => {
  it('highlights at build time with a short class per colour (docs.css sets them per scheme), adds title and copy button', () => {
    const page = compile('# T\n\nLead.\n\n```tsx title="App.tsx"\nconst a = <b />;\n\nlet c;\n```\n', FILE);
    const html = stringifyHast(page.hast);
    expect(html).toContain('<div class="MuiCode-title">App.tsx</div>');
    // Each colour as a class; the tokens in the block's own colour (the space, the brackets) are
    // plain text; the lines are the text's own line breaks (no span around each).
    expect(html).toContain('<code><span class="tk">const</span><span class="tc"> a</span><span class="tk"> =</span> &#x3C;<span class="tse">b</span> />;\n\n<span class="tk">let</span> c;</code>');
    expect(html).not.toContain('class="line"');
    expect(html).not.toContain('style=');
    for (const name of ['tk', 'tc', 'tse']) expect(fs.readFileSync(new URL('../../../templates/styles/docs.css', import.meta.url), 'utf8')).toContain(`.MuiCode-root .${name} { color: var(--shiki-token-`);
    expect(html).toContain('class="MuiCode-copy"');
    expect(html).not.toContain('<script');
  });

  it('warns about an unknown language and shows plain text', () => {
    const page = compile('# T\n\nLead.\n\n```brainfuck\n+++\n```\n', FILE);
    expect(page.diagnostics.map((d) => [d.code, d.severity])).toEqual([['UnknownCodeLanguage', 'warning']]);
    expect(stringifyHast(page.hast)).toContain('<pre class="shiki plain"');
  });
});

describe('links', () => {
  it('collects links with positions and rewrites relative .md links to routes', () => {
    const page = compile('# T\n\nLead.\n\nSee [x](/x/a/#b), [y](./other.md#z), [z](./nope.md) and [w](https://e.com).\n', FILE);
    expect(page.links).toEqual([
      { url: '/x/a/#b', line: 5, column: 4 },
      { url: '/x/other/#z', line: 5, column: 18 },
      { url: './nope.md', line: 5, column: 37, unresolvedFile: 'nope.md' },
    ]);
    expect(stringifyHast(page.hast)).toContain('href="https://e.com" target="_blank" rel="noopener noreferrer"');
  });
});

describe('links to the rest of the family (externalLinks)', () => {
  const family = { basePath: '/x', prefixes: { '/material-ui/': 'https://mui.com/material-ui/', '/material-ui/api/': 'https://api.example.com/', '/blog/': 'https://mui.com/blog/' } };

  it('rewrites a root-relative link outside the base path to its upstream URL, the longest prefix first, query and hash kept', () => {
    expect(familyUrl('/material-ui/react-button/?v=1#basics', family)).toBe('https://mui.com/material-ui/react-button/?v=1#basics');
    expect(familyUrl('/material-ui/api/button/', family)).toBe('https://api.example.com/button/');
    expect(familyUrl('/material-ui#top', family)).toBe('https://mui.com/material-ui/#top');
    expect(familyUrl('/system/', family)).toBeUndefined();
    expect(familyUrl('/x/introduction/', { ...family, prefixes: { '/': 'https://mui.com/' } })).toBeUndefined();
    expect(familyUrl('//cdn.example.com/material-ui/', family)).toBeUndefined();
  });

  it('opens them like other external links, and leaves them out of the link check', async () => {
    const withFamily = await createMarkdownCompiler({ routeOfFile: () => undefined, family });
    const page = withFamily(pageSourceOf(FILE, '# T\n\nLead.\n\nSee [the button](/material-ui/react-button/), <a href="/blog/x/">the post</a> and [a page](/x/a/).\n'));
    const html = stringifyHast(page.hast);
    expect(html).toContain('<a href="https://mui.com/material-ui/react-button/" target="_blank" rel="noopener noreferrer">the button</a>');
    expect(html).toContain('<a href="https://mui.com/blog/x/" target="_blank" rel="noopener noreferrer">the post</a>');
    expect(page.links.map((l) => l.url)).toEqual(['/x/a/']);
  });
});

describe('demo lines', () => {
  it('place a demo for each line, also for lines one under the other', () => {
    const page = compile('# T\n\nLead.\n\n{{"demo": "A.tsx"}}\n{{"demo": "B.tsx", "bg": "inline"}}\n{{"demo": "C.tsx"}}\n\nAfter.\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html.match(/<docs-demo data-options="[^"]*"><\/docs-demo>/g)).toEqual([
      '<docs-demo data-options="{&#x22;demo&#x22;:&#x22;A.tsx&#x22;}"></docs-demo>',
      '<docs-demo data-options="{&#x22;demo&#x22;:&#x22;B.tsx&#x22;,&#x22;bg&#x22;:&#x22;inline&#x22;}"></docs-demo>',
      '<docs-demo data-options="{&#x22;demo&#x22;:&#x22;C.tsx&#x22;}"></docs-demo>',
    ]);
    expect(html).not.toContain('{{');
  });

  it('place a demo inside a list item and a quote, after paragraphs of text', () => {
    const page = compile('# T\n\nLead with **bold** text.\n\n- First step, in *words*.\n\n  {{"demo": "A.tsx"}}\n\n> Quoted [text](https://example.com).\n>\n> {{"demo": "B.tsx"}}\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html.match(/<docs-demo data-options="[^"]*"><\/docs-demo>/g)).toEqual([
      '<docs-demo data-options="{&#x22;demo&#x22;:&#x22;A.tsx&#x22;}"></docs-demo>',
      '<docs-demo data-options="{&#x22;demo&#x22;:&#x22;B.tsx&#x22;}"></docs-demo>',
    ]);
    expect(html).toContain('<strong>bold</strong>');
  });
});

describe('selectors lines', () => {
  it('turn into the placeholder of the features\' selectors catalogue; a line of another shape is reported at its line', () => {
    const page = compile('# T\n\nLead.\n\n{{"selectors": "filter"}}\n\n{{"selectors": ["rows", "rowSelection"]}}\n\n{{"selectors": "all"}}\n', FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html).toContain('<docs-api-selectors data-features="filter"></docs-api-selectors>');
    expect(html).toContain('<docs-api-selectors data-features="rows rowSelection"></docs-api-selectors>');
    expect(html).toContain('<docs-api-selectors data-features="all"></docs-api-selectors>');
    for (const wrong of ['{{"selectors": 3}}', '{{"selectors": []}}', '{{"selectors": ["all", "rows"]}}', '{{"selectors": "filter", "x": 1}}', '{{"selectors": "a b"}}']) {
      const bad = compile(`# T\n\nLead.\n\n${wrong}\n`, FILE);
      expect(bad.diagnostics.map((d) => [d.code, d.location?.line]), wrong).toEqual([['InvalidSelectorsLine', 5]]);
      expect(stringifyHast(bad.hast)).not.toContain('docs-api-selectors');
    }
  });
});

describe('events lines', () => {
  it('turn into the placeholder of the product events table; a line naming another product is reported at its line', () => {
    const page = compile('# T\n\nLead.\n\n{{"events": "data-grid"}}\n', FILE);
    expect(page.diagnostics).toEqual([]);
    expect(stringifyHast(page.hast)).toContain('<docs-api-events data-product="data-grid"></docs-api-events>');
    const wrong = compile('# T\n\nLead.\n\n{{"events": "charts"}}\n', FILE);
    expect(wrong.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['InvalidEventsLine', 5]]);
    expect(stringifyHast(wrong.hast)).not.toContain('docs-api-events');
  });
});

describe('code choices', () => {
  it('turns an npm install block into npm, pnpm and Yarn tabs; other shell blocks stay as they are', async () => {
    const { packageManagerForms } = await import('../../../src/markdown/rehype-code.ts');
    expect(packageManagerForms('# Pro\nnpm install @mui/x-data-grid-pro @mui/x-license\n\nnpm i -D typescript --save-exact')).toEqual({
      npm: '# Pro\nnpm install @mui/x-data-grid-pro @mui/x-license\n\nnpm i -D typescript --save-exact',
      pnpm: '# Pro\npnpm add @mui/x-data-grid-pro @mui/x-license\n\npnpm add -D typescript --save-exact',
      yarn: '# Pro\nyarn add @mui/x-data-grid-pro @mui/x-license\n\nyarn add --dev typescript --exact',
    });
    expect(packageManagerForms('npm install')).toEqual({ npm: 'npm install', pnpm: 'pnpm install', yarn: 'yarn install' });
    // A line that is not an install, or a flag without a known equivalent: the block stays npm only.
    expect(packageManagerForms('npm install x\nnpx docs-build')).toBeUndefined();
    expect(packageManagerForms('npm install --legacy-peer-deps x')).toBeUndefined();
    expect(packageManagerForms('# only a comment')).toBeUndefined();

    const html = stringifyHast(compile('# T\n\nLead.\n\n```bash\nnpm install @mui/x-charts\n```\n\n```bash\nnpx docs-build\n```\n', FILE).hast);
    expect(html).toContain('<div class="MuiCode-choice" data-choice-group="packageManager">');
    expect(html.match(/data-pref="packageManager" data-value="(\w+)"/g)).toEqual(['data-pref="packageManager" data-value="npm"', 'data-pref="packageManager" data-value="pnpm"', 'data-pref="packageManager" data-value="yarn"']);
    for (const text of ['npm install @mui/x-charts', 'pnpm add @mui/x-charts', 'yarn add @mui/x-charts']) expect(html.replace(/<[^>]+>/g, '')).toContain(text);
    expect(html.match(/class="MuiCode-choice"/g)).toHaveLength(1);
  });

  it('groups blocks of a choice into tabs, a panel per value in the choice order, and reports a run that misses a value', () => {
    const run = (values: string[]) => values.map((v, i) => `\`\`\`tsx dateLibrary="${v}"\nconst a${i} = '${v}';\n\`\`\``).join('\n\n');
    const page = compile(`# T\n\nLead.\n\n${run(['luxon', 'dayjs', 'dayjs', 'moment', 'date-fns'])}\n`, FILE);
    expect(page.diagnostics).toEqual([]);
    const html = stringifyHast(page.hast);
    expect(html.match(/data-choice="([\w-]+)"/g)).toEqual(['data-choice="dayjs"', 'data-choice="date-fns"', 'data-choice="luxon"', 'data-choice="moment"']);
    // The two dayjs blocks share one panel.
    expect(html.split('data-choice="dayjs"')[1]!.split('data-choice="date-fns"')[0]!.match(/MuiCode-root/g)).toHaveLength(2);
    const partial = compile(`# T\n\nLead.\n\n${run(['dayjs', 'luxon', 'temporal'])}\n`, FILE);
    expect(partial.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['InvalidCodeChoice', 5]]);
    expect(partial.diagnostics[0]!.message).toContain('"date-fns", "moment"');
    expect(partial.diagnostics[0]!.message).toContain('"temporal" is not a value of dateLibrary');
  });
});

describe('code choices in the stylesheet', () => {
  it('has, for every value of every choice, the rule that shows its panel and marks its tab', async () => {
    const { CODE_CHOICES } = await import('../../../templates/constants.ts');
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../../templates/styles/docs.css'), 'utf8');
    for (const [choice, { attribute, values }] of Object.entries(CODE_CHOICES)) {
      expect(css, choice).toContain(`.MuiCode-choice[data-choice-group="${choice}"] > .MuiCode-choice-panel:not([data-choice="${values[0]}"]) { display: none; }`);
      for (const value of values) {
        expect(css, `${choice}=${value}`).toContain(`html[${attribute}="${value}"] .MuiCode-choice[data-choice-group="${choice}"] > [data-choice="${value}"]`);
        expect(css, `${choice}=${value} tab`).toContain(`html[${attribute}="${value}"] [data-pref="${choice}"][data-value="${value}"]`);
      }
    }
  });
});
