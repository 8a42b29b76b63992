// The Markdown export of a built fixture site with demos and a draft: the pages as .md files,
// llms.txt and the full texts, the index the MCP server reads, and serve's Accept: text/markdown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredIndex } from '../../src/export/types.ts';
import { copyFixture, runCli, startServe, type CliResult, type RunningServer } from '../helpers/cli.ts';

const SITE = 'https://docs.example.com';
let content: string;
let out: string;
let result: CliResult;
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  content = copyFixture('demos');
  // A draft: in the navigation, never in an export.
  fs.writeFileSync(path.join(content, 'pages/components/upcoming.md'), '---\ntitle: Upcoming\ndescription: Not written yet.\ndraft: true\n---\n\n# Upcoming\n\nSoon.\n');
  const config = path.join(content, 'docs.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("{ pathname: '/x/components/plain', title: 'Plain page' },", "{ pathname: '/x/components/plain', title: 'Plain page' },\n    { pathname: '/x/components/upcoming', title: 'Upcoming' },"));
  // Two demos importing one data file: the index and the page hold it once.
  const components = path.join(content, 'pages/components');
  fs.writeFileSync(path.join(components, 'fruits.ts'), "export interface Fruit {\n  name: string;\n  stock: number;\n}\n\nexport const fruits: Fruit[] = [\n  { name: 'Apple', stock: 12 },\n  { name: 'Pear', stock: 3 },\n];\n");
  fs.writeFileSync(path.join(components, 'FruitList.tsx'), "import { fruits } from './fruits';\n\nexport default function FruitList() {\n  return (\n    <ul>\n      {fruits.map((fruit) => (\n        <li key={fruit.name}>{fruit.name}</li>\n      ))}\n    </ul>\n  );\n}\n");
  fs.writeFileSync(path.join(components, 'FruitStock.tsx'), "import { fruits } from './fruits';\n\nexport default function FruitStock() {\n  const total = fruits.reduce((sum, fruit) => sum + fruit.stock, 0);\n  return <p>{total} fruits in stock</p>;\n}\n");
  fs.appendFileSync(path.join(components, 'grid.md'), '\n{{"demo": "FruitList.tsx"}}\n\n{{"demo": "FruitStock.tsx"}}\n');
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-llms-'));
  result = await runCli(['--content', content, '--out', out]);
});

describe('the Markdown export of a site with demos', () => {
  it('builds, and the summary gives the size of llms.txt and of each full text', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/llms {5}4 pages as Markdown, 8 demos; x\/llms\.txt \d+(\.\d)? (B|KB)/);
    expect(result.stdout).toMatch(/ {11}x\/llms-full\.txt \d+(\.\d)? (B|KB)/);
  });

  it("writes each page's Markdown, with each demo's TypeScript source and its JavaScript beside", () => {
    const grid = read('x/components/grid.md');
    expect(grid.startsWith('---\ntitle: Grid demos\ndescription: A Data Grid demo,')).toBe(true);
    for (const demo of ['SortableGrid', 'ShortDemo', 'ThrowingDemo']) {
      const source = fs.readFileSync(path.join(content, 'pages/components', `${demo}.tsx`), 'utf8');
      expect(grid, demo).toContain(`\`\`\`tsx title="${demo}.tsx"\n${source.trimEnd()}\n\`\`\``);
      expect(grid).toContain(`JavaScript version: [\`${demo}.js\`](${SITE}/x/_llms/demos/components/${demo}.js)`);
    }
    // A demo with style variants shows its default (system) one.
    expect(grid).toContain(fs.readFileSync(path.join(content, 'pages/components/StyledButton/system/index.tsx'), 'utf8').trimEnd());
    const js = read('x/_llms/demos/components/SortableGrid.js');
    expect(js).toContain('export default function SortableGrid()');
    expect(js).not.toContain('interface Fruit');
    // Nothing of the HTML page: no tags, no toolbar labels, no demo lines.
    expect(grid).not.toMatch(/<\/?(div|span|button|aside|script)\b/);
    expect(grid).not.toContain('{{"demo"');
  });

  it('shows a file two demos import once, with the first, and says so at the second', () => {
    const grid = read('x/components/grid.md');
    const fruits = fs.readFileSync(path.join(content, 'pages/components/fruits.ts'), 'utf8').trimEnd();
    expect(grid.split(fruits)).toHaveLength(2);
    const first = grid.indexOf('```tsx title="FruitList.tsx"');
    const second = grid.indexOf('```tsx title="FruitStock.tsx"');
    expect(first).toBeGreaterThan(-1);
    expect(grid.indexOf(`\`\`\`ts title="fruits.ts"\n${fruits}\n`)).toBeGreaterThan(first);
    expect(grid.indexOf(`\`\`\`ts title="fruits.ts"`)).toBeLessThan(second);
    expect(grid.slice(second)).toContain('`fruits.ts`, which this demo imports too, is shown above with `FruitList.tsx`.');
  });

  it('lists every page but the draft in llms.txt, and writes no Markdown for the draft', () => {
    const llms = read('x/llms.txt');
    expect(llms.startsWith('# Demo Fixture\n\n> Demo Fixture 1.0.0 documentation.')).toBe(true);
    for (const page of ['grid', 'pickers', 'plain']) expect(llms).toContain(`(${SITE}/x/components/${page}.md)`);
    expect(llms).toContain(`- [Grid demos](${SITE}/x/components/grid.md): A Data Grid demo`);
    expect(llms).not.toContain('upcoming');
    expect(fs.existsSync(path.join(out, 'x/components/upcoming.md'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'x/components/upcoming/index.html'))).toBe(true);
    const full = read('x/llms-full.txt');
    expect(full).toContain(`# Grid demos\n\nSource: ${SITE}/x/components/grid/\n`);
    expect(full).not.toContain('Upcoming');
  });

  it('writes the MCP index: pages with sections at the anchors of the HTML, demos with both languages', () => {
    const index = JSON.parse(read('x/_llms/index.json')) as StoredIndex;
    expect(index.pages.map((p) => p.pathname)).toEqual(['/x/components/grid', '/x/components/pickers', '/x/components/plain', '/x/components/frames']);
    const grid = index.pages[0]!;
    const html = read('x/components/grid/index.html');
    const anchors = grid.sections.filter((s) => s.anchor).map((s) => s.anchor);
    expect(anchors).toEqual(['sorting', 'short', 'broken', 'styles']);
    for (const anchor of anchors) expect(html).toContain(`id="${anchor}"`);
    const styled = index.demos.find((d) => d.name === 'StyledButton')!;
    expect(styled.variants.map((v) => v.style)).toEqual(['system', 'css']);
    expect(styled.pages).toEqual(['/x/components/grid', '/x/components/frames']);
    // A file two demos import is stored once; both name its place.
    const places = ['FruitList', 'FruitStock'].map((name) => index.demos.find((d) => d.name === name)!.variants[0]!.files);
    expect(places[0]).toEqual(places[1]);
    expect(places[0]).toHaveLength(1);
    expect(index.files.filter((f) => f.name === 'fruits.ts')).toHaveLength(1);
    expect(index.files[places[0]![0]!]).toMatchObject({ name: 'fruits.ts', jsName: 'fruits.js' });
    expect(index.files[places[0]![0]!]!.js).not.toContain('interface Fruit');
  });

  it('gives each page a Copy page button and its Markdown link; the draft has none', () => {
    const html = read('x/components/grid/index.html');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/x/components/grid.md">');
    expect(html).toContain('data-copy-page=""');
    expect(html).toMatch(/<a href="\/x\/components\/grid\.md" type="text\/markdown"[^>]*>View as Markdown<\/a>/);
    expect(read('x/components/upcoming/index.html')).not.toContain('data-copy-page');
  });
});

describe('serve and Accept: text/markdown', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServe(out);
  });
  afterAll(() => server?.stop());

  it('answers a page URL with its Markdown when asked for Markdown, with its HTML otherwise', async () => {
    const md = await fetch(`${server.url}/x/components/grid/`, { headers: { accept: 'text/markdown' } });
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toBe(read('x/components/grid.md'));
    const html = await fetch(`${server.url}/x/components/grid/`);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('docs-build mcp without a built site', () => {
  it('exits 2 and says to build first', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-no-site-'));
    const result = await runCli(['mcp', '--out', empty]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('build it again');
    const missing = await runCli(['mcp', '--out', path.join(empty, 'nothing')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does not exist: build the site first');
  });
});
