import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import { copyFixture, once, ROOT, runCli, startServer, type CliResult } from '../helpers/cli.ts';
import { findDemoDirectives } from '../../src/markdown/demo-directive.ts';
import { parseFrontMatter } from '../../src/markdown/front-matter.ts';
import { parseMarkdown } from '../../src/markdown/syntax.ts';
import { searchableContent } from '../../src/search/index-site.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/sites/dialect');

/** The words of a text (letters and digits of any script), counted. */
function wordsOf(text: string): Map<string, number> {
  const words = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
  return words;
}

const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** What a reader can read of a page's main column: its text and images' alternative text, without scripts, styles or tags. */
function pageText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return decode(main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ').replace(/<!--[\s\S]*?-->/g, '').replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]+>/g, ' '));
}

/** What a writer wrote in a page's Markdown: its text, code and raw HTML's text, without demo lines, comments or markup. */
function sourceText(file: string): string {
  const { body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
  const tree = parseMarkdown(body);
  const demoLines = new Set(findDemoDirectives(tree, body).directives.map((d) => d.line));
  tree.children = tree.children.filter((node) => !(node.type === 'paragraph' && demoLines.has(node.position?.start.line ?? 0)));
  const parts: string[] = [];
  visit(tree, (node) => {
    // Markdown inside raw HTML (a <codeblock> written without blank lines, a <details markdown="1">)
    // is parsed too: a fence's marker line and a link's destination are markup, not text.
    if (node.type === 'html') parts.push(node.value.replace(/^[ \t]*(?:`{3,}|~{3,}).*$/gm, ' ').replace(/\]\([^)\s]*\)/g, ']'));
    else if ('value' in node && typeof node.value === 'string') parts.push(node.value);
    if (node.type === 'image' && node.alt) parts.push(node.alt);
  });
  return parts.join(' ').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ');
}

/** The article of a built page: what the Markdown became, without the layout around it. */
function articleOf(out: string, route: string): string {
  const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

/** One build of the unchanged fixture, shared by the describes that only read it. */
const builtFixture = once(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-'));
  const content = copyFixture('dialect');
  return { out, content, result: await runCli(['--content', content, '--out', out]) };
});

describe('the dialect fixture: Markdown written for MUI-style docs', () => {
  let out: string;
  let result: CliResult;

  let content: string;

  beforeAll(async () => {
    ({ out, content, result } = await builtFixture());
  });

  it('builds without errors', () => {
    expect(result.stderr).not.toMatch(/error/);
    expect(result.code).toBe(0);
  });

  it('no construct is dropped: every word of every page\'s Markdown is on the page', () => {
    const pages = fs.readdirSync(path.join(FIXTURE, 'pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const route = path.join('x', page.replace(/\.md$/, '').replace(/(^|\/)index$/, ''));
      const shown = wordsOf(pageText(fs.readFileSync(path.join(out, route, 'index.html'), 'utf8')));
      const missing = [...wordsOf(sourceText(path.join(FIXTURE, 'pages', page)))].filter(([word, count]) => (shown.get(word) ?? 0) < count).map(([word]) => word);
      expect(missing, `${page}: words of the Markdown missing from the page`).toEqual([]);
    }
  });

  it('raw HTML: keys, spans, line breaks, details and images, and a leading description paragraph', () => {
    const html = articleOf(out, 'x/dialect/writing');
    expect(html).toContain('Press <kbd>Ctrl</kbd>+<kbd>K</kbd> to search, or <kbd class="key">Esc</kbd>');
    expect(html).toContain('<span class="highlight">this phrase</span>');
    expect(html).toMatch(/<br>\s*A line break came/);
    expect(html).toMatch(/<details>\s*<summary>Why raw HTML\?<\/summary>[\s\S]*The content of a closed section is still searchable\.[\s\S]*<\/details>/);
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="The fixture logo" width="40" height="40">/);
    const page = fs.readFileSync(path.join(out, 'x/dialect/writing/index.html'), 'utf8');
    expect(page).toContain('<meta name="description" content="Raw HTML, callouts closed where editors indent them, demo lines one under the other, and anchors as GitHub makes them.">');
    expect(html).toMatch(/<p class="description">Raw HTML, callouts/);
  });

  it('a callout closed by an indented marker after a list ends there; a fence in a list item leaves later demos alone', () => {
    const html = articleOf(out, 'x/dialect/writing');
    const callout = /<aside class="MuiCallout-root[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(callout).toContain('run the codemod');
    expect(callout).not.toContain('This paragraph comes after the callout');
    expect(html).not.toMatch(/<p>\s*:::\s*<\/p>/);
    expect(html).toContain('id="callouts-after-lists"');
    expect(html).toContain('id="a-fence-in-a-list-item"');
    expect(html).toMatch(/<li>[\s\S]*?npm[\s\S]*?install[\s\S]*?<\/li>/);
    expect(html).toContain('data-demo="pages/dialect/writing/Sunrise"');
  });

  it('demo lines one under the other are a demo each', () => {
    const html = articleOf(out, 'x/dialect/writing');
    const section = html.slice(html.indexOf('id="demo-lines-one-under-the-other"'), html.indexOf('id="with-muis-service"'));
    expect([...section.matchAll(/class="docs-demo" id="demo-(\w+)-\d+"/g)].map((m) => m[1])).toEqual(['Sunrise', 'Noon', 'Sunset']);
    expect(section).not.toContain('{{');
  });

  it('anchors follow GitHub\'s slugs, and links to the rest of the family open on its site', () => {
    const html = articleOf(out, 'x/dialect/writing');
    for (const id of ['with-muis-service', 'details', 'details-1']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('href="https://mui.com/material-ui/react-button/"');
    expect(html).toContain('href="https://mui.com/system/getting-started/the-sx-prop/"');
  });

  it('<codeblock> tabs: a tab per fenced block, the first shown, sets of one storage key marked to switch together on every page', () => {
    const html = articleOf(out, 'x/dialect/installation');
    const sets = html.split('<div class="MuiCode-tabs"').slice(1);
    expect(sets.map((set) => /^ data-tabs-key="([^"]+)">/.exec(set)?.[1] ?? null)).toEqual(['package-manager', 'package-manager', null]);
    const tabs = (set: string) => [...set.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*data-tab-value="([^"]+)">([^<]+)</g)].map((m) => `${m[3]}${m[1] === 'true' ? '*' : ''}`);
    expect(sets.map(tabs)).toEqual([['npm*', 'pnpm', 'yarn'], ['npm*', 'yarn'], ['App.tsx*', 'App.jsx']]);
    // The first panel of each set is the one without `hidden`: readable without JavaScript.
    expect([...html.matchAll(/role="tabpanel"[^>]*data-tab-value="([^"]+)"( hidden)?>/g)].filter((m) => !m[2]).map((m) => m[1])).toEqual(['npm', 'npm', 'app-tsx']);
    expect(html).not.toMatch(/codeblock/i);
    // Another page's set of the same key.
    const notes = articleOf(out, 'x/dialect/release-notes');
    expect(notes).toContain('<div class="MuiCode-tabs" data-tabs-key="package-manager"><div class="MuiCode-tablist" role="tablist" aria-label="Package manager">');
    // The pre-paint script carries the remembered tabs' style.
    const page = fs.readFileSync(path.join(out, 'x/dialect/installation/index.html'), 'utf8');
    expect(page).toContain('docs-tabs-prepaint');
  });

  it('links to other products of the host open on their sites', () => {
    const html = articleOf(out, 'x/dialect/installation');
    expect(html).toContain('<a href="https://mui.com/material-ui/react-autocomplete/" target="_blank" rel="noopener noreferrer">Autocomplete</a>');
    expect(html).toContain('<a href="https://mui.com/system/spacing/#transformation" target="_blank" rel="noopener noreferrer">System</a>');
    expect(html).toContain('<a href="https://mui.com/blog/mui-x-v8/" target="_blank" rel="noopener noreferrer">announcement of version 8</a>');
  });

  it('release notes: videos from the site, sized screenshots, a link to a new tab, summaries written in Markdown', () => {
    const html = articleOf(out, 'x/dialect/release-notes');
    expect(html).toMatch(/<video controls width="640" height="360" preload="none" poster="data:image\/svg\+xml;base64,[^"]+">\s*<source src="\/x\/static\/videos\/release-1-1\.webm" type="video\/webm">\s*<source src="https:\/\/docs\.example\.com\/x\/static\/videos\/release-1-1\.mp4" type="video\/mp4">\s*<track kind="captions" src="\/x\/static\/videos\/release-1-1\.en\.vtt" srclang="en" label="English">/);
    expect(html).toMatch(/<video autoplay muted loop playsinline width="320" height="180" preload="none">\s*<source src="\/x\/static\/videos\/quick-filter\.mp4" type="video\/mp4">\s*<\/video>/);
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="The filter panel in light mode" width="480" height="270" style="width: 100%; max-width: 480px; height: auto">/);
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="The filter panel in dark mode" width="240" height="135">/);
    expect(html).toContain('<a href="/x/dialect/installation/" target="_blank" rel="noopener noreferrer">installation guide in a new tab</a>');
    expect(html).toMatch(/<summary>\s*Why <code>@latest<\/code> and not <strong>a pinned version<\/strong>\?\s*<\/summary>/);
    expect(html).toMatch(/<summary>\s*Breaking changes in <em>this<\/em> release\s*<\/summary>\s*<p>None: the <a href="\/x\/dialect\/writing\/#callouts-after-lists">migration guide<\/a> stays as it was\.<\/p>/);
    expect(html).not.toContain('markdown=');
  });

  it('a framed demo with an inline background builds, with a warning at its line; a summary closed on its line in a list item is no unclosed element', () => {
    expect(result.stderr).toMatch(/pages\/dialect\/demo-lines\.md:14: warning: The demo line's option "bg": "inline" is ignored: an iframe demo is a document of its own/);
    expect(result.stderr).not.toContain('never closed');
    const html = articleOf(out, 'x/dialect/demo-lines');
    const framed = html.slice(html.indexOf('id="demo-ShelfLayout-0"'), html.indexOf('id="demos-sharing-a-data-module"'));
    expect(framed).toContain('data-bg="outlined"');
    expect(framed).not.toContain('data-bg="inline"');
    expect(html).toMatch(/<iframe [^>]*title="ShelfLayout demo"/);
    expect(html).toMatch(/<li>[\s\S]*<details>\s*<summary>\s*Why count them first\?\s*<\/summary>[\s\S]*The layout changes with the number of shelves\.[\s\S]*<\/details>[\s\S]*<\/li>/);
  });

  it('headings carry mui.com\'s anchors beside GitHub\'s (headingSlugs: "both"), and links written either way resolve', () => {
    const html = articleOf(out, 'x/dialect/anchors');
    expect(html).toContain('<h2 id="meridiem--12h24h-format"><span id="meridiem-12h-24h-format"></span>');
    expect(html).toContain('<h2 id="-removed-types"><span id="removed-types"></span>');
    expect(html).toContain('<h2 id="timezones-and-offsets"><span id="time-zones-and-offsets"></span>');
    expect(html).toContain('href="#meridiem-12h-24h-format"');
    expect(html).toContain('href="/x/dialect/anchors/#-removed-types"');
  });

  it('API entries carry the anchors of mui.com\'s API pages: props, slots, classes and the members of interfaces', () => {
    const grid = articleOf(out, 'x/api/data-grid/data-grid');
    // The first anchor is the entry's id, the others empty spans at its top.
    const anchored = (html: string, id: string) => html.includes(`<section class="api-entry" id="${id}">`) || html.includes(`<span id="${id}" class="api-anchor"></span>`);
    for (const id of ['data-grid-prop-filterDebounceMs', 'DataGrid-css-MuiDataGrid-cell']) expect(anchored(grid, id), id).toBe(true);
    // The grid's classes are a file of their own, their anchors named for the page where they are put (client/api-fragments.ts).
    const classes = fs.readFileSync(path.join(out, grid.match(/data-api-fragment="([^"]+)" data-anchor-prefix="data-grid"/)![1]!), 'utf8');
    for (const id of ['~-classes-MuiDataGrid-cell', '~-classes-cell']) expect(anchored(classes, id), id).toBe(true);
    expect(grid).toContain('<section class="api-entry" id="data-grid-prop-filterDebounceMs"><h3 id="prop-filterDebounceMs"');
    expect(articleOf(out, 'x/api/data-grid/grid-api')).toContain('<section class="api-entry" id="grid-api-prop-setFilterModel">');
    expect(articleOf(out, 'x/api/charts/bar-chart')).toContain('<section class="api-entry" id="bar-chart-prop-slots">');
  });

  it('a long list of CSS classes is one file for the components that have it, indexed for search with each page, restored by a warm build', async () => {
    const holder = /<div class="api-fragment" data-api-fragment="([^"]+)" data-anchor-prefix="([^"]+)"><p><a href="\1">The (\d+) classes, on a page of their own<\/a><\/p><\/div>/;
    const grids = ['data-grid', 'data-grid-pro'].map((name) => ({ name, match: holder.exec(articleOf(out, `x/api/data-grid/${name}`)) }));
    for (const { name, match } of grids) expect(match?.[2], name).toBe(name);
    // One file for both grids (the same classes), named by its content, and not precached (read when a page needs it).
    const url = grids[0]!.match![1]!;
    expect(new Set(grids.map((g) => g.match![1]))).toEqual(new Set([url]));
    expect(url).toMatch(/^\/x\/_static\/api\/classes\.[0-9a-f]{12}\.html$/);
    const file = fs.readFileSync(path.join(out, url), 'utf8');
    expect(file.match(/<section class="api-entry"/g)).toHaveLength(Number(grids[0]!.match![3]));
    expect(file).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">.*<title>CSS classes: \.MuiDataGrid-\*<\/title><link rel="stylesheet" href="\/x\/_static\/[^"]+\.css"><\/head><body class="api-fragment-page"><h1>/);
    expect(file).not.toContain('id="data-grid');
    expect(fs.readFileSync(path.join(out, 'x/sw.js'), 'utf8')).not.toContain('_static/api/');
    // The search index is given each page with the classes in place, their anchors named for it.
    const indexed = searchableContent(out, path.join(out, 'x/api/data-grid/data-grid-pro/index.html'))!;
    expect(indexed).not.toContain('data-api-fragment');
    expect(indexed).toContain('<section class="api-entry" id="data-grid-pro-classes-MuiDataGrid-cell"><span id="data-grid-pro-classes-cell" class="api-anchor"></span><h3 id="classes-cell" data-pagefind-weight="10">');
    // A warm build copies the pages from the cache, and the file with them.
    const again = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-warm-'));
    const warm = await runCli(['--content', content, '--out', again]);
    expect(warm.code, warm.stderr).toBe(0);
    const [, pages, fromCache] = /pages {4}en (\d+) .*\((\d+) of \1 from the cache\)/.exec(warm.stdout) ?? [];
    expect(fromCache, warm.stdout).toBe(pages);
    expect(fs.readFileSync(path.join(again, url), 'utf8')).toBe(file);
  });

  it('a Joy UI demo, whose package brings its own @mui/system and @mui/utils (version 5), bundles and renders on the server', () => {
    const html = articleOf(out, 'x/dialect/joy');
    const live = html.slice(html.indexOf('class="docs-demo-live"'), html.indexOf('class="docs-demo-toolbar"'));
    expect(live).toContain('data-rendered="system"');
    expect(live).toMatch(/<button class="MuiButton-root[^"]*"[^>]*>Add a shelf<\/button>/);
    expect(live).toMatch(/data-testid="joy-count"[^>]*>0 shelves</);
    // The second demo's select comes from @mui/base, which holds its own @mui/utils 5 as well.
    const picker = html.slice(html.indexOf('id="demo-JoyShelfPicker-1"'));
    expect(picker.slice(0, picker.indexOf('class="docs-demo-toolbar"'))).toMatch(/data-testid="joy-shelf"[\s\S]*Pantry/);
  });

  it('a JavaScript-only demo: shown as written, without a TypeScript tab or language toggle', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const block = html.slice(html.indexOf('id="demo-Counter-0"'), html.indexOf('id="demo-Greeting-1"'));
    expect(tagWithId(html, 'demo-Counter-0')).toContain('data-js-only="true"');
    expect(block).toContain('data-language="JS"');
    expect(block).not.toContain('data-language="TS"');
    expect(block).not.toContain('data-pref="codeVariant"');
    // Server-rendered, from the .js file.
    expect(block).toMatch(/Clicked (<!-- -->)?0(<!-- -->)? times/);
  });

  it('pages carry short previews; full sources are fragments of their own, loaded when opened', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const counter = fs.readFileSync(path.join(FIXTURE, 'pages/dialect/demos/Counter.js'), 'utf8');
    expect(html).not.toContain('React.useState');
    const src = /<div class="docs-demo-lazy" data-part="full" data-src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/^\/x\/_static\/demos\/code\/[0-9a-f]{16}\.html$/);
    const fragment = decode(fs.readFileSync(path.join(out, src!), 'utf8').replace(/<[^>]+>/g, ''));
    expect(`${fragment}\n`).toBe(counter);
  });

  it('a demo line naming Name.js finds Name.tsx, with both languages', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const block = html.slice(html.indexOf('id="demo-Greeting-1"'), html.indexOf('id="demo-PlanChip-2"'));
    expect(tagWithId(html, 'demo-Greeting-1')).toContain('data-demo="pages/dialect/demos/Greeting"');
    expect(block).toContain('data-language="TS"');
    expect(block).toContain('Hello, <!-- -->reader<!-- -->.');
  });

  it('embedded components: server-rendered with their props, in the page flow, without toolbar or code', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const chip = html.slice(html.indexOf('id="demo-PlanChip-2"'), html.indexOf('id="demo-ReleaseDate-3"'));
    expect(tagWithId(html, 'demo-PlanChip-2')).toMatch(/class="docs-demo docs-embed"/);
    expect(chip).toContain('Premium plan');
    expect(chip).toContain('data-bg="inline"');
    expect(chip).not.toContain('docs-demo-toolbar');
    expect(chip).not.toContain('docs-demo-code');
    expect(html).toContain('Released in spring.');
  });
});

describe('the components of a docs app, and its public folder', () => {
  let out: string;

  beforeAll(async () => {
    ({ out } = await builtFixture());
  });

  it('component lines mapped by prefix to a folder outside pages/ are server-rendered, the line\'s other keys as props', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const grid = html.slice(html.indexOf('id="demo-FeatureGrid-5"'), html.indexOf('id="demo-ProductShowcase-6"'));
    expect(tagWithId(html, 'demo-FeatureGrid-5')).toMatch(/class="docs-demo docs-embed"[^>]*data-demo="src\/modules\/components\/FeatureGrid~\w+"[^>]*data-embed="FeatureGrid"/);
    expect(grid).toContain('data-testid="feature-grid"');
    expect(grid.match(/<p class="MuiTypography-root[^"]*"[^>]*>(\w+)<\/p>/g)?.map((p) => p.replace(/<[^>]+>/g, ''))).toEqual(['Sorting', 'Filtering', 'Pagination', 'Export']);
    // A TypeScript file found for the line's `.js`, in a folder below the prefix, with its props.
    const showcase = html.slice(html.indexOf('id="demo-ProductShowcase-6"'));
    expect(tagWithId(html, 'demo-ProductShowcase-6')).toMatch(/data-demo="src\/modules\/components\/overview\/ProductShowcase~\w+"/);
    expect(showcase).toMatch(/Showing (<!-- -->)?Date Pickers/);
    expect(showcase).not.toContain('docs-demo-toolbar');
    // A line mapped to the generated selectors catalogue: the category's feature.
    const catalogue = html.slice(html.indexOf('The selectors of a feature'));
    expect(catalogue).toContain('id="selector-gridFilterModelSelector"');
    expect(catalogue).not.toContain('id="selector-gridSortModelSelector"');
    // The embedded component shows no code, in the page or in its Markdown.
    const markdown = fs.readFileSync(path.join(out, 'x/dialect/demos.md'), 'utf8');
    expect(markdown).not.toContain('FeatureGrid');
    expect(markdown).toContain('## Components of a docs app');
    expect(markdown.slice(markdown.indexOf('The selectors of a feature'))).toContain('gridFilterModelSelector');
  });

  it('a component line mapped to what the build generates: the install commands, a set per date library, in the page and its Markdown', () => {
    const html = articleOf(out, 'x/dialect/installation');
    const section = html.slice(html.indexOf('id="install-the-pickers"'), html.indexOf('id="where-to-go-next"'));
    expect(section).toContain('data-choice-group="dateLibrary"');
    expect([...section.matchAll(/data-choice="(dayjs|date-fns|luxon|moment)"/g)].map((m) => m[1])).toEqual(['dayjs', 'date-fns', 'luxon', 'moment']);
    const text = section.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install @mui/x-date-pickers dayjs');
    expect(text).toContain('yarn add @mui/x-date-pickers moment');
    expect(section).not.toContain('docs-embed');
    const markdown = fs.readFileSync(path.join(out, 'x/dialect/installation.md'), 'utf8');
    expect(markdown).toContain('```bash\n# Day.js\nnpm install @mui/x-date-pickers dayjs\n# date-fns\nnpm install @mui/x-date-pickers date-fns\n# Luxon\nnpm install @mui/x-date-pickers luxon\n# Moment.js\nnpm install @mui/x-date-pickers moment\n```');
  });

  it('the public folder is copied to the output root as it is: root paths under the site root and under the base path', () => {
    for (const file of ['static/x/release/filter.png', 'x/static/videos/release-1-1.webm', 'x/static/videos/release-1-1.mp4', 'x/static/videos/quick-filter.mp4', 'x/static/videos/release-1-1.en.vtt']) {
      expect(fs.readFileSync(path.join(out, file)).equals(fs.readFileSync(path.join(FIXTURE, 'public', file))), file).toBe(true);
    }
    const html = articleOf(out, 'x/dialect/release-notes');
    expect(html).toContain('<img src="/static/x/release/filter.png" alt="The redrawn filter panel, from the public folder" width="96" height="54">');
    expect(html).toContain('<img src="/static/x/release/filter.png" alt="The filter panel again, written in Markdown">');
    expect(html).toContain('<a href="/static/x/release/filter.png">Download the screenshot</a>');
    // Nothing of the public folder is precached: a first visit would download every video.
    const worker = fs.readFileSync(path.join(out, 'x/sw.js'), 'utf8');
    expect(worker).toContain('_static/');
    expect(worker).not.toMatch(/filter\.png|videos\//);
  });
});

describe('dialect errors, each at its line', () => {
  const newOut = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-'));
  async function buildWith(mutate: (content: string) => void): Promise<CliResult> {
    const content = copyFixture('dialect');
    mutate(content);
    return runCli(['--content', content, '--out', newOut()]);
  }
  const append = (content: string, text: string) => {
    const file = path.join(content, 'pages/dialect/demos.md');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${before}\n${text}\n`);
    return before.split('\n').length + 1;
  };
  /** The first lines of a build's errors (their place, if any, and message), all that its summary counts. */
  const errorLines = (r: CliResult) => {
    const lines = r.stderr.match(/^(?:\S.*?: )?error: .*$/gm) ?? [];
    expect(r.stderr).toMatch(new RegExp(`\n${lines.length} errors?(, \\d+ warnings?)?\n`));
    return lines;
  };

  // What the tests write into a copy of the fixture. Each returns the lines its errors are expected at.

  /** writing.md: raw HTML that is removed, a stray callout marker, a duplicated YAML key and a link to an unconfigured part of the family. */
  function writingErrors(c: string) {
    const file = path.join(c, 'pages/dialect/writing.md');
    const text = `${fs.readFileSync(file, 'utf8').replace('title: Writing in the dialect', 'title: Writing in the dialect\ntitle: Twice')}\n<script>alert(1)</script>\n\n:::\n\nSee [Base UI](/base-ui/getting-started/).\n`;
    fs.writeFileSync(file, text);
    const lineOf = (start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;
    return { script: lineOf('<script>'), stray: text.split('\n').lastIndexOf(':::') + 1, link: lineOf('See [Base UI]') };
  }

  /** Twelve more links under /blog/, which the config no longer maps (installation.md has one already). */
  function unmappedBlogLinks(c: string) {
    const config = path.join(c, 'docs.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(", '/blog/': 'https://mui.com/blog/'", ''));
    const file = path.join(c, 'pages/dialect/installation.md');
    const links = Array.from({ length: 12 }, (_, i) => `- [Post ${i}](/blog/post-${i}/)`).join('\n');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n${links}\n`);
  }

  /** demo-lines.md: an invalid demo line, a syntax error, a name a file does not export, a package not installed. */
  function demoErrors(c: string) {
    const dir = path.join(c, 'pages/dialect/demo-lines');
    // The data module two demos share now needs a package that is not installed; one of the two takes only a type from it.
    fs.writeFileSync(path.join(dir, 'stock.ts'), `import { units } from 'shelf-units';\n\n${fs.readFileSync(path.join(dir, 'stock.ts'), 'utf8').replace('quantity: 12 }', 'quantity: units(12) }')}`);
    fs.writeFileSync(path.join(dir, 'Unfinished.tsx'), "export default function Unfinished() {\n  return <p>Half a demo</p>\n");
    fs.writeFileSync(path.join(dir, 'Restock.tsx'), "import { restock } from './stock';\n\nexport default function Restock() {\n  return <button onClick={restock}>Restock</button>;\n}\n");
    const page = path.join(c, 'pages/dialect/demo-lines.md');
    const text = `${fs.readFileSync(page, 'utf8')}\n{{"demo": "StockList.tsx", "bgg": "inline"}}\n\n{{"demo": "Unfinished.tsx"}}\n\n{{"demo": "Restock.tsx"}}\n`;
    fs.writeFileSync(page, text);
    return { invalid: text.split('\n').findIndex((l) => l.includes('"bgg"')) + 1 };
  }

  /** A package installed beside the content whose index imports a name its other module lacks, and a demo of demos.md that imports it. */
  function packageFileError(c: string) {
    const pkg = path.join(c, 'node_modules/shelf-widgets');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'shelf-widgets', version: '1.0.0', type: 'module', main: 'index.js' }));
    fs.writeFileSync(path.join(pkg, 'index.js'), "export { shelfLabel } from './label.js';\n");
    fs.writeFileSync(path.join(pkg, 'label.js'), 'export const label = (n) => `${n} shelves`;\n');
    fs.writeFileSync(path.join(c, 'pages/dialect/demos/ShelfWidget.tsx'), "import { shelfLabel } from 'shelf-widgets';\n\nexport default function ShelfWidget() {\n  return <p>{shelfLabel(3)}</p>;\n}\n");
    return append(c, '{{"demo": "ShelfWidget.tsx"}}');
  }

  /** demos.md: a component that does not exist, and one with its props given twice. */
  function componentLineErrors(c: string) {
    return { unknown: append(c, '{{"component": "PlanChp"}}'), option: append(c, '{{"component": "PlanChip", "size": 3, "props": {"plan": "pro"}}}') };
  }

  /** The config no longer maps the docs app's components, and demos.md names one under a prefix no entry has. */
  function unmappedAppComponents(c: string) {
    const config = path.join(c, 'docs.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("    'modules/components/': 'src/modules/components/',\n", '').replace("    'modules/components/SelectorsDocs.js': { generated: 'selectors' },\n", ''));
    return [append(c, '{{"component": "modules/widgets/Carousel.js", "slides": 3}}')];
  }

  /** release-notes.md: an image and a link to files the public folder lacks; and public files in place of generated ones. */
  function publicLinkErrors(c: string) {
    const file = path.join(c, 'pages/dialect/release-notes.md');
    const text = `${fs.readFileSync(file, 'utf8')}\n<img src="/static/x/release/filtre.png" alt="A typo">\n\nGet [the tour](/x/static/videos/tour.mp4).\n`;
    fs.writeFileSync(file, text);
    const lines = text.split('\n');
    publicClashes(c);
    return { image: lines.findIndex((l) => l.includes('filtre.png')) + 1, link: lines.findIndex((l) => l.startsWith('Get [the tour]')) + 1 };
  }

  /** Public files in place of files the build writes. */
  function publicClashes(c: string) {
    fs.writeFileSync(path.join(c, 'public/robots.txt'), 'User-agent: *\n');
    fs.mkdirSync(path.join(c, 'public/x/dialect/demos'), { recursive: true });
    fs.writeFileSync(path.join(c, 'public/x/dialect/demos/index.html'), '<p>An old page</p>');
  }

  /** release-notes.md: code tabs and raw HTML that cannot be kept as written, which the build warns about. */
  function keptWithWarnings(c: string) {
    const file = path.join(c, 'pages/dialect/release-notes.md');
    const text = `${fs.readFileSync(file, 'utf8')}\n<codeblock storageKey="package-manager">\n\nRun this first:\n\n\`\`\`bash npm\nnpm ci\n\`\`\`\n\n</codeblock>\n\n<video controls src="https://cdn.example.org/tour.mp4"></video>\n\n<img src="/static/x/release/filter.png" alt="A" style="width: 200px; float: right">\n`;
    fs.writeFileSync(file, text);
    const lines = text.split('\n');
    return { stray: lines.indexOf('Run this first:') + 1, video: lines.findIndex((l) => l.includes('cdn.example.org')) + 1, style: lines.findIndex((l) => l.includes('float: right')) + 1 };
  }

  /**
   * One build for the content errors that one build reports together (it collects the errors of
   * pages, links, demos and components and prints them all, each at its file:line): the tests
   * below that read it each wrote their errors into this one copy, on pages or lines of their own.
   */
  const contentErrors = once(async () => {
    const content = copyFixture('dialect');
    const lines = {
      writing: writingErrors(content),
      demos: demoErrors(content),
      widget: packageFileError(content),
      components: componentLineErrors(content),
      unmapped: unmappedAppComponents(content),
      publicLinks: publicLinkErrors(content),
    };
    unmappedBlogLinks(content);
    const r = await runCli(['--content', content, '--out', newOut()]);
    return { r, ...lines };
  });

  /** demos.md: a component the installed packages do not export and a misspelt key in the front matter, and a callout never closed; writing.md: a duplicated YAML key. */
  function pageLevelErrors(c: string) {
    const demos = path.join(c, 'pages/dialect/demos.md');
    const demosText = `${fs.readFileSync(demos, 'utf8').replace('title: Demos in the dialect', 'title: Demos in the dialect\ncomponents:\n  - DataGrid\n  - DataGrd\nproductID: x-data-grid')}\n:::warning\nThis callout is never closed.\n`;
    fs.writeFileSync(demos, demosText);
    const writing = path.join(c, 'pages/dialect/writing.md');
    const writingText = fs.readFileSync(writing, 'utf8').replace('title: Writing in the dialect', 'title: Writing in the dialect\ntitle: Twice');
    fs.writeFileSync(writing, writingText);
    const lineIn = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;
    return { component: lineIn(demosText, '  - DataGrd'), key: lineIn(demosText, 'productID'), callout: lineIn(demosText, ':::warning'), last: demosText.trimEnd().split('\n').length, twice: lineIn(writingText, 'title: Twice') };
  }

  /**
   * A second build, with GitHub's heading slugs alone (a config of its own), for the errors that
   * do not depend on the slugs and cannot share the build above: the page-level errors rewrite the
   * front matter of demos.md (moving the lines the test of the docs app's components reads from
   * the fixture) and end it with a callout never closed; the selectors catalogue needs the entry
   * that test removes.
   */
  const slugsAndPageErrors = once(async () => {
    const content = copyFixture('dialect');
    // Before the callout left open at the end of the page, which would take the line in.
    append(content, '{{"component": "modules/components/SelectorsDocs.js", "category": "Computed columns"}}');
    const page = pageLevelErrors(content);
    const catalogue = fs.readFileSync(path.join(content, 'pages/dialect/demos.md'), 'utf8').split('\n').findIndex((l) => l.includes('"Computed columns"')) + 1;
    const r = await runCli(['--content', content, '--out', newOut()], { env: { DOCS_BUILD_CONFIG: JSON.stringify({ headingSlugs: 'github' }) } });
    return { r, page, catalogue };
  });

  /**
   * A third build, for what is reported only once every content check has passed: public files in
   * place of generated ones (the last stage, copying the public folder, refuses them), with
   * warnings that must not stop the build before that stage.
   */
  const warningsAndClashes = once(async () => {
    const content = copyFixture('dialect');
    const warnings = keptWithWarnings(content);
    publicClashes(content);
    const r = await runCli(['--content', content, '--out', newOut()]);
    return { r, warnings };
  });

  it('raw HTML that is removed, a stray callout marker, a duplicated YAML key and a link to an unconfigured part of the family: each at its line', async () => {
    const { r, writing } = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/dialect\/writing\.md:3: error: The front matter key "title" is written twice: on line 2, and again here/);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/writing\\.md:${writing.script}:\\d+: warning: .*<script> and its content`));
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/writing\\.md:${writing.stray}(:\\d+)?: error: .*":::" looks like a callout marker`));
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/writing\\.md:${writing.link}:\\d+: error: Broken link "/base-ui/getting-started/"`));
    // The exact entry to add, on the host of siteUrl.
    expect(r.stderr).toContain("externalLinks: { '/base-ui/': 'https://docs.example.com/base-ui/' }");
  });

  it('dozens of links to an unmapped product: an error each, each with the one entry that fixes them all', async () => {
    const { r } = await contentErrors();
    expect(r.code).toBe(1);
    const errors = r.stderr.match(/error: Broken link "\/blog\/[^"]+"/g) ?? [];
    expect(errors).toHaveLength(13);
    expect(r.stderr.match(/hint: If \/blog\/ is another product of the same host, .*externalLinks: \{ '\/blog\/': 'https:\/\/docs\.example\.com\/blog\/' \}/g)).toHaveLength(13);
    expect(r.stderr).toContain('note: 13 links go under /blog/: the one entry fixes all of them.');
  });

  it('code tabs and raw HTML that cannot be kept: warnings at their lines, the build still passes', async () => {
    const { r, warnings } = await warningsAndClashes();
    // The build shares its copy with public files that clash with generated ones (below): refused
    // by the last stage, which runs only once no content check found an error. They are its only
    // errors: the warnings let the build through every stage.
    expect(r.code, r.stderr).toBe(1);
    expect(errorLines(r).map((e) => /error: The public file .* would replace (\S+), which the build writes/.exec(e)?.[1])).toEqual(['robots.txt', 'x/dialect/demos/index.html']);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/release-notes\\.md:${warnings.stray}:\\d+: warning: Only fenced code blocks can be tabs of a <codeblock>, and this paragraph is not one`));
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/release-notes\\.md:${warnings.video}:\\d+: warning: Removed the URL "https://cdn.example.org/tour.mp4" of <video> from the page's HTML: video files must come from the site itself`));
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/release-notes\\.md:${warnings.style}:\\d+: warning: Removed the declaration "float: right" of the style of <img>`));
  });

  it('with GitHub\'s heading slugs alone, links written with mui.com\'s heading anchors are broken links', async () => {
    const { r } = await slugsAndPageErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/dialect\/anchors\.md:\d+:\d+: error: Broken link "#meridiem-12h-24h-format": this page has no heading with the anchor "#meridiem-12h-24h-format"/);
    expect(r.stderr).toContain('Broken link "/x/dialect/anchors/#time-zones-and-offsets"');
    // The API anchors do not depend on it.
    expect(r.stderr).not.toContain('data-grid-prop-filterDebounceMs');
    // Three errors; the build's others, on demos.md and writing.md, are the page-level errors and the catalogue's (tests below).
    expect(errorLines(r).filter((e) => !/pages\/dialect\/(demos|writing)\.md:/.test(e))).toHaveLength(3);
  });

  it('page-level errors of several pages, all in one build, each at its line with what to change', async () => {
    const { r, page: lines, catalogue } = await slugsAndPageErrors();
    expect(r.code).toBe(1);
    const err = r.stderr;
    expect(err).toMatch(new RegExp(`pages/dialect/demos\\.md:${lines.component}: error: The component "DataGrd" is not exported by the installed @mui/x-\\* packages\\.`));
    expect(err).toContain('hint: Replace "DataGrd" with "DataGrid" in the front matter\'s components');
    expect(err).toMatch(new RegExp(`pages/dialect/demos\\.md:${lines.key}: error: Unknown front matter key "productID"\\.`));
    expect(err).toContain('hint: Did you mean "productId"? Rename the key, or remove the line. Accepted keys, closest first: productId,');
    expect(err).toMatch(new RegExp(`pages/dialect/demos\\.md:${lines.callout}:1: error: The callout ":::warning" is never closed: it takes in everything to line ${lines.last}, the end of the page\\.`));
    expect(err).toContain('hint: Add a line holding only ":::" where the callout should end');
    expect(err).toMatch(new RegExp(`pages/dialect/writing\\.md:${lines.twice}: error: The front matter key "title" is written twice: on line 2, and again here\\.`));
    expect(err).toContain('Keep one of the two "title:" lines');
    // Four errors; the build's others are the three broken links of GitHub's slugs (above) and the catalogue's (below).
    expect(errorLines(r).filter((e) => /pages\/dialect\/(demos|writing)\.md:/.test(e) && !e.includes(`demos.md:${catalogue}:`))).toHaveLength(4);
  });

  it('demo errors of every kind, reported in one build: an invalid line, a syntax error, a name a file does not export, a package not installed', async () => {
    const { r, demos: lines } = await contentErrors();
    expect(r.code).toBe(1);
    const err = r.stderr;
    expect(err).toMatch(new RegExp(`pages/dialect/demo-lines\\.md:${lines.invalid}: error: Invalid demo line: unknown demo option "bgg"`));
    expect(err).toMatch(/pages\/dialect\/demo-lines\/Unfinished\.tsx:3:\d+: error: The demo does not bundle: Unexpected end of file/);
    expect(err).toMatch(/pages\/dialect\/demo-lines\/Restock\.tsx:1:\d+: error: The demo does not bundle: No matching export in "[^"]*pages\/dialect\/demo-lines\/stock\.ts" for import "restock"/);
    expect(err).toContain('pages/dialect/demo-lines/stock.ts:1: error: Demo pages/dialect/demo-lines/StockList.tsx needs the package "shelf-units", which is not installed.');
    expect(err).toContain('pages/dialect/demo-lines/stock.ts:1: error: Demo pages/dialect/demo-lines/Restock.tsx needs the package "shelf-units"');
    // The demo that takes only a type from the module does not need the package.
    expect(err).not.toContain('RestockNotice.tsx needs');
    // Five errors; the build's others are the other tests', in other files (see 'the build of content errors ...' below).
    expect(errorLines(r).filter((e) => e.includes('pages/dialect/demo-lines'))).toHaveLength(5);
  });

  it('an error in a package\'s file names the demos that pull the file in, and the chain of imports', async () => {
    const { r, widget: line } = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/node_modules\/shelf-widgets\/index\.js:1:\d+: error: The demo does not bundle: No matching export in "[^"]*node_modules\/shelf-widgets\/label\.js" for import "shelfLabel"/);
    expect(r.stderr).toContain('hint: The place shown is in an installed package, reached from the demos named below');
    expect(r.stderr).toContain(`note: Pulled in by the demo pages/dialect/demos/ShelfWidget.tsx (shown by pages/dialect/demos.md:${line}), through shelf-widgets.`);
  });

  it('an unknown component names the components that exist; bad component options are demo-line errors', async () => {
    const { r, components: lines } = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${lines.unknown}: error: Unknown component "PlanChp" \\(looked for components/PlanChp\\.tsx\\)`));
    expect(r.stderr).toContain('Components that exist: PlanChip, ReleaseDate.');
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${lines.option}: error: .*the props are given both as "props" and as keys of the line \\("size"\\)`));
  });

  it('a component of a docs app that no entry maps: one error per line, with the entry to add', async () => {
    const { r, unmapped: lines } = await contentErrors();
    expect(r.code).toBe(1);
    const demos = fs.readFileSync(path.join(FIXTURE, 'pages/dialect/demos.md'), 'utf8').split('\n');
    const [grid, showcase, selectors] = ['components/FeatureGrid.js', 'components/overview/ProductShowcase.js', 'components/SelectorsDocs.js'].map((name) => demos.findIndex((l) => l.includes(`modules/${name}`)) + 1);
    const errors = r.stderr.match(/^.*error: The component "[^"]+" is not in the content's components\/ folder.*$/gm) ?? [];
    expect(errors.map((e) => /:(\d+): error/.exec(e)?.[1]).map(Number)).toEqual([grid, showcase, selectors, ...lines]);
    expect(r.stderr).toContain("hint: The component is the file src/modules/components/FeatureGrid.js; add to the config's components: { 'modules/components/': 'src/modules/components/' }");
    expect(r.stderr).toContain("hint: The component is the file src/modules/components/overview/ProductShowcase.tsx; add to the config's components: { 'modules/components/overview/': 'src/modules/components/overview/' }");
    expect(r.stderr).toContain("hint: docs-build generates this itself; add to the config's components: { 'modules/components/SelectorsDocs.js': { generated: 'selectors' } }.");
    expect(r.stderr).toContain("hint: Add to the config's components: { 'modules/widgets/': '<the folder holding Carousel, relative to docs.config.ts>' }");
  });

  it('the build of content errors reports those of the tests above and no others, each test\'s in files of its own', async () => {
    const { r } = await contentErrors();
    const files: Record<string, number> = {};
    for (const e of errorLines(r)) {
      const file = /docs-build-dialect-[^/]+\/([^:]+):/.exec(e)?.[1] ?? e;
      files[file] = (files[file] ?? 0) + 1;
    }
    expect(files).toEqual({
      // Raw HTML, a stray callout marker, a duplicated YAML key and a link to an unconfigured part of the family.
      'pages/dialect/writing.md': 3,
      // Links to an unmapped product.
      'pages/dialect/installation.md': 13,
      // Demo errors of every kind.
      'pages/dialect/demo-lines.md': 1,
      'pages/dialect/demo-lines/Unfinished.tsx': 1,
      'pages/dialect/demo-lines/Restock.tsx': 1,
      'pages/dialect/demo-lines/stock.ts': 2,
      // An error in a package's file.
      'node_modules/shelf-widgets/index.js': 1,
      // Unknown component and bad options (2), and the docs app's components no entry maps (4).
      'pages/dialect/demos.md': 6,
      // Links to files the public folder lacks.
      'pages/dialect/release-notes.md': 2,
    });
  });

  it('a category of the selectors catalogue that no feature matches: the build\'s own error, at the line', async () => {
    const { r, catalogue } = await slugsAndPageErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${catalogue}:\\d+: error: No selector of the installed Data Grid packages belongs to the feature "computedColumns"\\.`));
    expect(errorLines(r).filter((e) => e.includes(`demos.md:${catalogue}:`))).toHaveLength(1);
  });

  it('a mapped folder that does not exist is a config error naming the entry', async () => {
    const r = await buildWith((c) => {
      const config = path.join(c, 'docs.config.ts');
      fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("'src/modules/components/'", "'src/module/components/'"));
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/docs\.config\.ts: error: Invalid config value at "components\.modules\/components\/": an existing folder relative to docs\.config\.ts: there is no folder src\/module\/components\/\./);
  });

  it('a link to a file the public folder lacks: an error at its line with the closest file; a public file in place of a generated one, or leaving the content folder, is refused', async () => {
    const { r, publicLinks } = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/release-notes\\.md:${publicLinks.image}:\\d+: error: The image "/static/x/release/filtre\\.png" is not a file of the site: public/static/x/release/filtre\\.png does not exist\\.`));
    expect(r.stderr).toContain('hint: The closest file there is public/static/x/release/filter.png (/static/x/release/filter.png).');
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/release-notes\\.md:${publicLinks.link}:\\d+: error: The link to a file "/x/static/videos/tour\\.mp4" is not a file of the site`));
    // The broken links stop the build before anything is copied; fixed, the clashes are next.
    const linked = await buildWith((c) => {
      fs.writeFileSync(path.join(c, 'public/robots.txt'), 'User-agent: *\n');
      fs.symlinkSync('/etc', path.join(c, 'public/static/etc'));
    });
    expect(linked.code).toBe(1);
    expect(linked.stderr).not.toContain('would replace');
    expect(linked.stderr).toMatch(/public\/static\/etc: error: The public file .*public\/static\/etc is a symlink to \/etc, outside the content folder: it is not read\./);
    const { r: clashes } = await warningsAndClashes();
    expect(clashes.code).toBe(1);
    expect(clashes.stderr).toMatch(/public\/robots\.txt: error: The public file .*public\/robots\.txt would replace robots\.txt, which the build writes: it is not copied\./);
    expect(clashes.stderr).toMatch(/public\/x\/dialect\/demos\/index\.html: error: The public file .* would replace x\/dialect\/demos\/index\.html/);
  });

  it('check-demos holds embedded components\' props to the component\'s types, at the page line', async () => {
    const content = copyFixture('dialect');
    const line = append(content, '{{"component": "PlanChip", "props": {"plan": "enterprise"}}}');
    const mapped = append(content, '{{"component": "modules/components/overview/ProductShowcase.js", "products": "Charts"}}');
    const r = await runCli(['check-demos', '--content', content]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${line}: error: .*props of the embedded component: Type '"enterprise"' is not assignable to type '("pro" \\| "premium"|"premium" \\| "pro")'`));
    // A component of a docs app, mapped by the config, written in TypeScript: its props too.
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${mapped}: error: .*props of the embedded component: Type 'string' is not assignable to type 'string\\[\\]'`));
    // The lines of the fixture itself type-check: only the ones added fail.
    expect(r.stderr.match(/: error: /g)).toHaveLength(2);
  });
});

describe('component lines mapped to the generated catalogues (a site with the API reference)', () => {
  it('show the selectors of a docs app\'s category and the locales table, in the page and its Markdown', async () => {
    const content = copyFixture('api');
    const config = path.join(content, 'docs.config.ts');
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace(
        '  apiReference: true,',
        "  apiReference: true,\n  components: { 'modules/components/SelectorsDocs.js': { generated: 'selectors' }, 'modules/components/LocalizationTable.js': { generated: 'locales', product: 'data-grid' } },",
      ),
    );
    const file = path.join(content, 'pages/grid.md');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n## Filtering\n\n{{"component": "modules/components/SelectorsDocs.js", "category": "Filtering"}}\n\n## Row selection\n\n{{"component": "modules/components/SelectorsDocs.js", "category": "Row selection"}}\n\n## Locales again\n\n{{"component": "modules/components/LocalizationTable.js"}}\n`);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-api-out-'));
    const built = await runCli(['--content', content, '--out', out]);
    expect(built.stderr).not.toMatch(/error/);
    expect(built.code).toBe(0);
    const html = fs.readFileSync(path.join(out, 'x/grid/index.html'), 'utf8');
    const filtering = html.slice(html.indexOf('id="filtering"'), html.indexOf('id="row-selection"'));
    expect(filtering).toContain('id="selector-gridFilterModelSelector"');
    expect(filtering).not.toContain('id="selector-gridRowSelectionStateSelector"');
    const selection = html.slice(html.indexOf('id="row-selection"'), html.indexOf('id="locales-again"'));
    expect(selection).toContain('id="selector-gridRowSelectionStateSelector"');
    expect(html.slice(html.indexOf('id="locales-again"'))).toMatch(/<tr id="locale-frFR">/);
    const markdown = fs.readFileSync(path.join(out, 'x/grid.md'), 'utf8');
    expect(markdown.slice(markdown.indexOf('## Filtering'))).toContain('gridFilterModelSelector');
    // A category no feature matches is the build's own error, at the line: tested with the dialect
    // fixture's errors ('a category of the selectors catalogue that no feature matches'), whose
    // shared build reports it with others, instead of a second build of this site.
  }, 600_000);
});

describe('the public folder in --watch', () => {
  it('copies a changed file again, takes a new one, and fails on a removed one a page still shows', async () => {
    const content = copyFixture('dialect');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-watch-'));
    const server = await startServer(['--watch', '--content', content, '--out', out]);
    const fetchBytes = async (url: string) => Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
    const waitFor = async (pattern: RegExp, from: number) => {
      await expect.poll(() => pattern.test(server.output().slice(from)), { timeout: 30_000, interval: 100 }).toBe(true);
    };
    try {
      expect((await fetchBytes('/static/x/release/filter.png')).equals(fs.readFileSync(path.join(FIXTURE, 'public/static/x/release/filter.png')))).toBe(true);
      let from = server.output().length;
      const changed = fs.readFileSync(path.join(FIXTURE, 'public/x/static/videos/quick-filter.mp4'));
      fs.writeFileSync(path.join(content, 'public/static/x/release/filter.png'), changed);
      await waitFor(/↻ updated 1 public file in [\d.]+ m?s: \/static\/x\/release\/filter\.png/, from);
      expect((await fetchBytes('/static/x/release/filter.png')).equals(changed)).toBe(true);
      // A new file is served at once; no page is rendered for it.
      from = server.output().length;
      fs.writeFileSync(path.join(content, 'public/static/x/release/notes.txt'), 'Release notes\n');
      await waitFor(/↻ updated 1 public file/, from);
      expect(await (await fetch(`${server.url}/static/x/release/notes.txt`)).text()).toBe('Release notes\n');
      expect(server.output().slice(from)).not.toMatch(/rebuilt \d+ page/);
      // A removed file that a page shows: the rebuild fails at the page's line, the last good files stay served.
      from = server.output().length;
      fs.rmSync(path.join(content, 'public/x/static/videos/quick-filter.mp4'));
      await waitFor(/Rebuild failed/, from);
      expect(server.output().slice(from)).toMatch(/release-notes\.md:\d+:\d+: error: The video source "\/x\/static\/videos\/quick-filter\.mp4" is not a file of the site/);
      expect((await fetch(`${server.url}/x/static/videos/quick-filter.mp4`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
