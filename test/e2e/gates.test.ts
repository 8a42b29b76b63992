// The content gates on a fixture site: the browser demo check names each broken demo, drafts stay
// out of the sitemap and search, API mentions link themselves, and sandboxes carry imported files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { checkDemoPages, demoRoutes } from '../helpers/demo-gate.ts';

let out: string;
let server: RunningServer;
let browser: Browser;
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-gates-'));
  // The sandbox services are never reached: the browser aborts every request that is not local.
  const overrides = { demos: { stackblitzUrl: 'http://127.0.0.1:9/stackblitz-run', codesandboxUrl: 'http://127.0.0.1:9/codesandbox-define' } };
  const built = await runCli(['--content', copyFixture('gates'), '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
  expect(built.code, built.stderr + built.stdout).toBe(0);
  expect(built.stdout).toContain('drafts   1 (per language): Gates Fixture 1');
  server = await startServe(out);
  browser = await launchBrowser({ localOnly: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('the browser demo gate', () => {
  it('finds the pages that show demos', () => {
    expect(demoRoutes(out)).toEqual(['/x/components/broken/', '/x/components/data-demo/', '/x/components/framed/', '/x/components/frozen/', '/x/components/healthy/', '/x/components/hung/', '/x/components/stalled/']);
  });

  it('passes demos that hydrate cleanly, in the page and in an iframe', async () => {
    const report = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/healthy/', '/x/components/data-demo/'] });
    expect(report.problems).toEqual([]);
    expect(report.demos).toBe(6);
  });

  it('does not visit a page again that passed before with the same HTML, and never keeps a failure', async () => {
    const cache = { outDir: out, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-gate-cache-')) };
    const routes = ['/x/components/healthy/', '/x/components/data-demo/'];
    const first = await checkDemoPages({ browser, baseUrl: server.url, routes, cache });
    expect(first.problems).toEqual([]);
    expect([first.cached, first.demos]).toEqual([0, 6]);
    const second = await checkDemoPages({ browser, baseUrl: server.url, routes, cache });
    expect([second.cached, second.demos, second.problems.length]).toEqual([2, 0, 0]);
    // A page whose HTML changed (here a comment; in a build, any code it loads renames its asset) is visited again.
    const healthy = path.join(out, 'x/components/healthy/index.html');
    const original = fs.readFileSync(healthy);
    fs.appendFileSync(healthy, '<!-- changed -->');
    const third = await checkDemoPages({ browser, baseUrl: server.url, routes, cache }).finally(() => fs.writeFileSync(healthy, original));
    expect([third.cached, third.problems.length]).toEqual([1, 0]);
    expect(third.demos).toBeGreaterThan(0);
    // A page with problems is checked, and fails, every time.
    for (let run = 0; run < 2; run++) {
      const broken = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/broken/'], cache });
      expect(broken.cached).toBe(0);
      expect(broken.problems.length).toBeGreaterThan(0);
    }
  });

  it('names the page and the demo of a throw, a console error, a hydration mismatch and a gradient that is not there', async () => {
    const report = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/broken/'] });
    // Demos that hydrate together share the messages printed meanwhile: a line may name both.
    const of = (demo: string) => report.problems.filter((p) => p.startsWith('/x/components/broken/ [') && p.includes(`pages/components/broken/${demo}`));
    expect(of('ThrowsInBrowser').some((p) => p.includes('error frame') && p.includes('The sensor feed is unreachable')), report.problems.join('\n')).toBe(true);
    expect(of('LogsError').some((p) => p.includes('console error: Order 1042 has no customer')), report.problems.join('\n')).toBe(true);
    expect(of('Mismatch').some((p) => p.includes('did not hydrate cleanly')), report.problems.join('\n')).toBe(true);
    expect(of('MissingGradient').some((p) => p.endsWith('refers to ids its page does not have (the server\'s and the browser\'s useIds differ?): fill="url(#humidity-scale)"')), report.problems.join('\n')).toBe(true);
  });

  it('names the demo in an iframe that throws or logs an error', async () => {
    const report = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/framed/'] });
    // Frames load themselves (lazily, but well ahead of the viewport): messages printed before the
    // gate reaches a demo are put on the demos live by then, so a line may name both.
    const of = (demo: string) => report.problems.filter((p) => p.startsWith('/x/components/framed/ [') && p.includes(`pages/components/framed/${demo}`));
    expect(of('FramedThrows').some((p) => p.includes('error frame') && p.includes('The framed report lost its data source')), report.problems.join('\n')).toBe(true);
    expect(of('FramedLogs').some((p) => p.includes('console error: Invoice 77 has no total')), report.problems.join('\n')).toBe(true);
  });

  it('names a demo that never commits, once it failed again in a new tab, with what the page saw', async () => {
    const warned: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message));
    try {
      const report = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/stalled/'], timeoutMs: 3000 });
      expect(report.problems).toHaveLength(1);
      expect(report.problems[0]).toMatch(
        /^\/x\/components\/stalled\/ \[pages\/components\/stalled\/NeverCommits\]: the demo never finished rendering in the browser \(React was rendering it; the page, visible, waited for 3 s, and then got \d+ animation frames in half a second\)$/,
      );
      // Counted once, though the page was checked twice; the first attempt was said.
      expect(report.demos).toBe(1);
      expect(warned).toEqual([expect.stringMatching(/^content gate: checking \/x\/components\/stalled\/ again in a new tab:\n {2}\/x\/components\/stalled\/ \[pages\/components\/stalled\/NeverCommits\]: the demo never finished/)]);
    } finally {
      warn.mockRestore();
    }
  });

  it('gives up a page that stopped answering as a whole once no demo settled for twice the wait and some, checks it once more in a new tab, and names both attempts', async () => {
    const warned: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message));
    try {
      const report = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/hung/'], timeoutMs: 2000 });
      // The first demo settles, the second takes the thread once it is scrolled to: the page has
      // said nothing for twice the wait and some (2 × 2 s + 5 s), in each tab.
      const stopped = 'the page stopped answering: 1 of its 2 demos settled, then nothing for 9 s';
      expect(report.problems).toEqual([`/x/components/hung/: ${stopped}; again in a new tab: ${stopped}`]);
      expect(warned).toEqual([`content gate: checking /x/components/hung/ again in a new tab:\n  ${stopped}`]);
      expect(report.demos).toBe(0);
      // The gate goes on: the next page passes.
      const next = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/healthy/'] });
      expect(next.problems).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  }, 180_000);

  it('does not wait for the demos after one the page stopped rendering, and checks them again in a new tab', async () => {
    const warned: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warned.push(message));
    try {
      const report = await checkDemoPages({ browser, baseUrl: server.url, routes: ['/x/components/frozen/'], timeoutMs: 3000 });
      expect(report.problems).toEqual([
        expect.stringMatching(/^\/x\/components\/frozen\/ \[pages\/components\/frozen\/StopsFrames\]: the demo never finished rendering in the browser \(React was rendering it; the page, visible, waited for 3 s, and then got 0 animation frames in half a second\)$/),
        '/x/components/frozen/ [pages/components/frozen/AfterTheStall]: not waited for, since the demo before it never finished rendering and the page then got no animation frame (its renderer had stopped rendering)',
      ]);
      expect(warned).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('iframe demo documents', () => {
  it('carry noindex and are neither pages of the sitemap nor of the search index', () => {
    const frames = fs.readdirSync(path.join(out, 'x/_static/demos/frames'));
    expect(frames.length).toBe(3);
    for (const frame of frames) {
      expect(frame).toMatch(/^pages_components_\w+\.[0-9a-f]{10}\.html$/);
      expect(read(`x/_static/demos/frames/${frame}`)).toContain('<meta name="robots" content="noindex">');
    }
    expect(read('sitemap.xml')).not.toContain('_static');
    // Pagefind counts exactly the pages' articles (not the 404 page's), none of the frame documents.
    const articles = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name === 'index.html' && fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').includes('data-pagefind-body'));
    const entry = JSON.parse(read('x/_pagefind/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
    expect(entry.languages.en!.page_count).toBe(articles.length);
    // The service worker caches them apart from the pages.
    expect(read('x/sw.js')).toContain('docs-demo-frames');
  });
});

describe('drafts', () => {
  it('carry noindex and are left out of the sitemap, search and previous/next links', async () => {
    expect(read('x/components/unwritten/index.html')).toContain('<meta name="robots" content="noindex">');
    expect(read('x/components/healthy/index.html')).not.toContain('noindex');
    expect(read('sitemap.xml')).not.toContain('/x/components/unwritten/');
    expect(read('sitemap.xml')).toContain('/x/components/healthy/');
    // "Next" from the page before the draft skips it.
    expect(read('x/components/healthy/index.html')).toMatch(/class="docs-next" href="\/x\/components\/broken\/"/);
    // Searching for the draft's own words finds nothing; the written pages are found.
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/x/components/healthy/`);
      const search = async (query: string) => {
        await page.locator('.docs-search-button').click();
        await page.locator('.docs-search-input').fill(query);
        await page.locator(`.docs-search-results[data-query="${query}"]`).waitFor({ state: 'attached' });
        const hrefs = await page.locator('.docs-search-option').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        await page.keyboard.press('Escape');
        return hrefs;
      };
      expect((await search('sensor')).some((h) => h?.startsWith('/x/components/broken/'))).toBe(true);
      // (Search matches loosely: the API pages may answer, the draft never does.)
      expect((await search('Unwritten')).filter((h) => h?.startsWith('/x/components/unwritten/'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('API mentions', () => {
  it('link explicit api: links and inline prop names to their API anchors', () => {
    const html = read('x/components/healthy/index.html');
    expect(html).toContain('<a href="/x/api/data-grid/data-grid/#prop-checkboxSelection" class="docs-api-link"><code>checkboxSelection</code></a>');
    expect(html).toContain('<a href="/x/api/data-grid/data-grid/#prop-rows"><code>rows</code></a>');
    expect(html).toContain('<a href="/x/api/data-grid/data-grid/">grid</a>');
    expect(html).toContain('<a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>');
    expect(html).not.toContain('href="api:');
  });
});

describe('demos that import files', () => {
  it('show each imported file as a tab, and put them in the sandbox project', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route((url) => url.hostname !== '127.0.0.1' || url.port === '9', (route) => route.abort());
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/x/components/data-demo/`);
      await page.waitForFunction(() => document.documentElement.dataset.demosReady === 'true');
      // A short demo opens on its preview; the tabs are there already.
      expect(await page.locator('.docs-demo').getAttribute('data-code')).toBe('preview');
      const source = page.locator('.docs-demo-source[data-language="JS"]');
      expect(await source.locator('[role="tab"]').allTextContents()).toEqual(['StockList.js', 'units.js', 'stock.js']);
      await source.locator('[data-file-tab="stock.js"]').click();
      expect(await source.locator('.docs-demo-file[data-file="stock.js"]').isVisible()).toBe(true);
      expect(await source.locator('[data-part="full"]').isVisible()).toBe(false);
      // The file's code is loaded when its tab opens (a fragment of its own, not in the page).
      await source.locator('.docs-demo-file[data-file="stock.js"] pre').waitFor();
      expect(await source.locator('.docs-demo-file[data-file="stock.js"]').textContent()).toContain("product: 'Trail runner'");

      const posted = new Promise<Request>((resolve) => context.on('request', (r) => r.url().includes('/stackblitz-run') && resolve(r)));
      await page.locator('[data-demo-action="stackblitz"]').click();
      const fields = new URLSearchParams((await posted).postData() ?? '');
      const demo = fields.get('project[files][src/Demo.jsx]') ?? '';
      // The shared file two folders up is imported from beside the demo in the sandbox.
      expect(demo).toContain("import { formatUnits } from './units';");
      expect(demo).toContain("import { stock } from './stock';");
      expect(fields.get('project[files][src/stock.js]')).toContain("product: 'Trail runner'");
      expect(fields.get('project[files][src/units.js]')).toContain('export function formatUnits(count)');
    } finally {
      await context.close();
    }
  });
});
