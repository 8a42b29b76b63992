import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, ROOT, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/sites/dialect');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-e2e-'));
  const built = await runCli(['--content', copyFixture('dialect'), '--out', out]);
  expect(built.code, built.stderr + built.stdout).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  problems = watchConsole(page);
});

const block = (selector: string) => page.locator(selector);
/** Waits until React has committed the island of a demo or embedded component. */
async function committed(selector: string) {
  await block(selector).scrollIntoViewIfNeeded();
  // The reader reaching for it: a demo hydrated over its server markup starts then (client/engagement.ts).
  await block(selector).hover();
  await page.waitForSelector(`${selector} .docs-demo-live[data-committed="true"]`);
}

describe('the dialect in the browser', () => {
  it('embedded components hydrate in the page, with their props, without a toolbar', async () => {
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    await committed('.docs-embed[data-embed="PlanChip"]');
    await committed('.docs-embed[data-embed="ReleaseDate"]');
    await expect(block('.docs-embed[data-embed="PlanChip"] [data-testid="plan-chip"]').textContent()).resolves.toBe('Premium plan');
    await expect(block('.docs-embed .docs-demo-toolbar').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('components of a docs app, mapped by the config, hydrate as islands: the showcase answers a click', async () => {
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const showcase = '.docs-embed[data-embed="ProductShowcase"]';
    await committed('.docs-embed[data-embed="FeatureGrid"]');
    await committed(showcase);
    await expect(block('.docs-embed[data-embed="FeatureGrid"] [data-testid="feature-grid"] p').allTextContents()).resolves.toEqual(['Sorting', 'Filtering', 'Pagination', 'Export']);
    await expect(block(`${showcase} [data-testid="product-showcase-current"]`).textContent()).resolves.toBe('Showing Date Pickers');
    await block(`${showcase} button`).filter({ hasText: 'Charts' }).click();
    await expect(block(`${showcase} [data-testid="product-showcase-current"]`).textContent()).resolves.toBe('Showing Charts');
    await expect(block(`${showcase} button[aria-pressed="true"]`).textContent()).resolves.toBe('Charts');
    expect(problems).toEqual([]);
  });

  it('the install commands generated for a component line switch with the date library and the package manager', async () => {
    await page.goto(`${server.url}/x/dialect/installation/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const group = page.locator('#install-the-pickers ~ .MuiCode-choice[data-choice-group="dateLibrary"]').first();
    const shown = () => group.locator('.MuiCode-choice-panel:visible .MuiCode-choice-panel:visible pre').allTextContents();
    expect(await shown()).toEqual(['npm install @mui/x-date-pickers dayjs']);
    await group.locator('[data-pref="dateLibrary"][data-value="luxon"]').click();
    await group.locator('.MuiCode-choice-panel:visible [data-pref="packageManager"][data-value="pnpm"]').click();
    expect(await shown()).toEqual(['pnpm add @mui/x-date-pickers luxon']);
    expect(problems).toEqual([]);
  });

  it('the images and videos of the public folder load, from the root of the host and from under the base path', async () => {
    const failed: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && failed.push(new URL(response.url()).pathname)));
    await page.goto(`${server.url}/x/dialect/release-notes/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const images = page.locator('article img[src="/static/x/release/filter.png"]');
    await expect(images.count()).resolves.toBe(2);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('article img[src^="/static/"]')].every((img) => img.complete && img.naturalWidth === 96));
    // The clip that plays by itself loads its data; the tour's sources and captions are served.
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('video[autoplay]')?.readyState ?? 0) >= 2);
    for (const url of ['/x/static/videos/release-1-1.webm', '/x/static/videos/release-1-1.mp4', '/x/static/videos/release-1-1.en.vtt']) {
      const response = await page.request.get(`${server.url}${url}`);
      expect(response.status(), url).toBe(200);
    }
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a JavaScript-only demo runs, and shows and copies its JavaScript even when the reader prefers TypeScript', async () => {
    await context.addCookies([{ name: 'codeVariant', value: 'TS', url: server.url }]);
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const counter = '.docs-demo[data-demo$="/Counter"]';
    await committed(counter);
    await block(`${counter} [data-testid="counter"]`).click();
    await expect(block(`${counter} [data-testid="counter"]`).textContent()).resolves.toBe('Clicked 1 times');
    await expect(block(`${counter} [data-pref="codeVariant"]`).count()).resolves.toBe(0);
    // The code shown is the JavaScript file (the preview is open by default).
    await expect(block(`${counter} .docs-demo-source[data-language="JS"]`).isVisible()).resolves.toBe(true);
    // The full source is not in the page until it is needed: copying loads it.
    await expect(block(`${counter} .docs-demo-lazy[data-part="full"]`).count()).resolves.toBe(1);
    await block(`${counter} [data-demo-action="copy"]`).click();
    // The label turning is the signal the copy is done (after the code has loaded).
    await page.waitForSelector(`${counter} [data-demo-action="copy"][data-copied="true"]`);
    await expect(block(`${counter} .docs-demo-lazy`).count()).resolves.toBe(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(fs.readFileSync(path.join(FIXTURE, 'pages/dialect/demos/Counter.js'), 'utf8'));
    // A TypeScript demo on the same page still follows the preference.
    await expect(block('.docs-demo[data-demo$="/Greeting"] .docs-demo-source[data-language="TS"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('an iframe demo runs in its frame, with the frame\'s width for its media queries', async () => {
    await page.goto(`${server.url}/x/dialect/demos/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const framed = '.docs-demo[data-demo$="/FrameWidth"]';
    await committed(framed);
    const frame = page.frameLocator(`${framed} iframe`);
    // The window is 1280 px wide; the frame, in the article column, is narrower than 900 px.
    await expect(frame.locator('[data-testid="frame-width"]').textContent()).resolves.toBe('Narrow layout');
    await expect(block(`${framed} .docs-demo-toolbar`).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it('code tabs: a click or the arrow keys switch every set of the storage key, and the choice holds after a reload, on another page and before the script runs', async () => {
    // The release notes' videos are files of the public folder: nothing is missing.
    const missing: string[] = [];
    page.on('response', (response) => void (response.status() === 404 && missing.push(new URL(response.url()).pathname)));
    const shown = (selector = '.MuiCode-tabs') => page.locator(`${selector} .MuiCode-tabpanel:visible pre`).allTextContents();
    const selected = () => page.locator('.MuiCode-tabs .MuiCode-tab[aria-selected="true"]').allTextContents();
    await page.goto(`${server.url}/x/dialect/installation/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // The WAI-ARIA tabs pattern: a tab list, tabs that control their panels, one panel shown per set.
    await expect(page.locator('.MuiCode-tabs [role="tablist"]').count()).resolves.toBe(3);
    await expect(page.locator('.MuiCode-tabs [role="tabpanel"]').count()).resolves.toBe(7);
    expect(await selected()).toEqual(['npm', 'npm', 'App.tsx']);
    expect((await shown()).map((t) => t.split(' ').slice(0, 2).join(' '))).toEqual(['npm install', 'npm install', 'import {']);

    const keyed = '.MuiCode-tabs[data-tabs-key="package-manager"]';
    await page.locator(`${keyed} .MuiCode-tab[data-tab-value="pnpm"]`).first().click();
    // The set without pnpm keeps what it showed.
    expect(await selected()).toEqual(['pnpm', 'npm', 'App.tsx']);
    expect((await shown(keyed))[0]).toBe('pnpm add @mui/x-data-grid @mui/material @emotion/react @emotion/styled');
    // Arrow keys move along the list and show the tab reached, in every set that has it.
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toEqual(['yarn', 'yarn', 'App.tsx']);
    await expect(page.evaluate(() => (document.activeElement as HTMLElement).dataset.tabValue)).resolves.toBe('yarn');
    await expect(page.locator(`${keyed} .MuiCode-tab[data-tab-value="yarn"]`).first().getAttribute('tabindex')).resolves.toBe('0');
    await page.keyboard.press('ArrowRight');
    expect((await selected())[0]).toBe('npm');
    await page.keyboard.press('End');
    expect(await selected()).toEqual(['yarn', 'yarn', 'App.tsx']);
    expect(await shown(keyed)).toEqual(['yarn add @mui/x-data-grid @mui/material @emotion/react @emotion/styled', 'yarn add dayjs']);
    // A set without a key switches alone and is not remembered.
    await page.locator('.MuiCode-tab', { hasText: 'App.jsx' }).click();
    expect(await selected()).toEqual(['yarn', 'yarn', 'App.jsx']);
    // Remembered under the key, and shared with the generated install tabs' package manager.
    expect(await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('docs-')).sort())).toEqual([
      ['docs-package-manager', 'yarn'],
      ['docs-tabs:package-manager', 'yarn'],
    ]);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await selected()).toEqual(['yarn', 'yarn', 'App.tsx']);

    await page.goto(`${server.url}/x/dialect/release-notes/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await selected()).toEqual(['yarn']);
    expect(await shown()).toEqual(['yarn add @mui/x-data-grid@latest']);

    // Before the page's script runs (here: never), the pre-paint script already shows the remembered tab.
    await page.route('**/*.js', (route) => (route.request().resourceType() === 'script' ? route.fulfill({ contentType: 'text/javascript', body: '' }) : route.continue()));
    await page.goto(`${server.url}/x/dialect/installation/`);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect((await shown()).map((t) => t.split(' ')[0])).toEqual(['yarn', 'yarn', 'import']);
    await page.unroute('**/*.js');
    expect(missing).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('code tabs under package-manager follow the package manager picked on the generated install tabs', async () => {
    await page.goto(`${server.url}/x/dialect/writing/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('[data-pref="packageManager"][data-value="pnpm"]').first().click();
    await page.goto(`${server.url}/x/dialect/installation/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('.MuiCode-tabs .MuiCode-tab[aria-selected="true"]').allTextContents()).toEqual(['pnpm', 'npm', 'App.tsx']);
    expect(problems).toEqual([]);
  });

  it('code tabs: a remembered value that is not a name never reaches the pre-paint style', async () => {
    await context.addInitScript(() => {
      localStorage.setItem('docs-tabs:package-manager', 'x"]),html{display:none}');
      localStorage.setItem('docs-tabs:a"b', 'npm');
      localStorage.setItem('docs-tabs:date-library', 'luxon');
    });
    // The page's own script (which replaces the style) held back: the style as the pre-paint script wrote it.
    await page.route('**/*.js', (route) => (route.request().resourceType() === 'script' ? route.fulfill({ contentType: 'text/javascript', body: '' }) : route.continue()));
    await page.goto(`${server.url}/x/dialect/installation/`);
    const style = await page.evaluate(() => document.getElementById('docs-tabs-prepaint')?.textContent ?? '');
    expect(style).not.toContain('display:none}html');
    expect(style).not.toContain('a"b');
    expect(style).toContain('[data-tabs-key="date-library"]');
    await page.unroute('**/*.js');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.locator('#docs-tabs-prepaint').count()).resolves.toBe(0);
    await expect(page.locator('article').isVisible()).resolves.toBe(true);
    expect(await page.locator('.MuiCode-tabs .MuiCode-tab[aria-selected="true"]').allTextContents()).toEqual(['npm', 'npm', 'App.tsx']);
    expect(problems).toEqual([]);
  });

  it('code tabs without JavaScript: the first tab of each set is shown and readable', async () => {
    const off = await browser.newContext({ javaScriptEnabled: false });
    const plain = await off.newPage();
    await plain.goto(`${server.url}/x/dialect/installation/`);
    const texts = await plain.locator('.MuiCode-tabpanel:visible pre').allTextContents();
    expect(texts.map((t) => t.split(' ').slice(0, 2).join(' '))).toEqual(['npm install', 'npm install', 'import {']);
    await off.close();
  });

  it('code tabs, videos and sized images meet WCAG 2.2 AA in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      for (const route of ['installation', 'release-notes']) {
        await page.evaluate((m) => localStorage.setItem('mui-mode', m), mode).catch(() => undefined);
        await page.goto(`${server.url}/x/dialect/${route}/`);
        await page.evaluate((m) => localStorage.setItem('mui-mode', m), mode);
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await page.getAttribute('html', 'data-mui-color-scheme')).toBe(mode);
        expect(await axeViolations(page), `${route} in ${mode}`).toEqual([]);
      }
    }
  });

  it('a Joy UI demo hydrates with the copies of @mui/system and @mui/utils its package brings, and runs', async () => {
    await page.goto(`${server.url}/x/dialect/joy/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    await committed('.docs-demo[data-demo$="/JoyStack"]');
    const count = page.locator('[data-testid="joy-count"]');
    await expect(count.textContent()).resolves.toBe('0 shelves');
    await page.getByRole('button', { name: 'Add a shelf' }).click();
    await expect.poll(() => count.textContent()).toBe('1 shelves');
    // The select (Base UI's hooks, with their own @mui/utils) opens its listbox and picks.
    await committed('.docs-demo[data-demo$="/JoyShelfPicker"]');
    await page.getByRole('combobox', { name: 'Shelf' }).click();
    await page.getByRole('option', { name: 'Dairy' }).click();
    await expect.poll(() => page.locator('[data-testid="joy-shelf"]').textContent()).toBe('Dairy');
    expect(problems).toEqual([]);
  });

  it('demo lines as mui.com writes them run: a framed demo with an inline background, two demos sharing a module', async () => {
    await page.goto(`${server.url}/x/dialect/demo-lines/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const framed = '.docs-demo[data-demo$="/ShelfLayout"]';
    await committed(framed);
    await expect(page.frameLocator(`${framed} iframe`).locator('[data-testid="shelf-layout"]').textContent()).resolves.toMatch(/^Shelves (side by side|stacked)$/);
    await committed('.docs-demo[data-demo$="/StockList"]');
    await committed('.docs-demo[data-demo$="/RestockNotice"]');
    await expect(block('.docs-demo[data-demo$="/RestockNotice"] .docs-demo-live').textContent()).resolves.toContain('Rye bread is out of stock.');
    expect(problems).toEqual([]);
  });

  it('links written with mui.com\'s anchors land on their heading and on their API entry', async () => {
    /** Resolves once the element with this id is scrolled to the top of the window (below the app bar). */
    const scrolledTo = (id: string) =>
      page.waitForFunction((target) => {
        const top = document.getElementById(target)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 200 && window.scrollY > 0;
      }, id);
    await page.goto(`${server.url}/x/dialect/anchors/`);
    await page.click('a[href="#meridiem-12h-24h-format"]');
    await scrolledTo('meridiem--12h24h-format');
    await page.click('a[href="/x/api/data-grid/data-grid/#data-grid-prop-filterDebounceMs"]');
    await page.waitForURL('**/x/api/data-grid/data-grid/#data-grid-prop-filterDebounceMs');
    await scrolledTo('prop-filterDebounceMs');
    await expect(page.locator('#prop-filterDebounceMs').textContent()).resolves.toContain('filterDebounceMs');
    // The grid's classes are a file of their own, put in the page after it loads: an address
    // naming one of them (either of mui.com's anchors) lands on it once they are in.
    for (const [route, hash, heading] of [['data-grid', 'data-grid-classes-MuiDataGrid-cell', 'classes-cell'], ['data-grid-pro', 'data-grid-pro-classes-columnHeader', 'classes-columnHeader']] as const) {
      await page.goto(`${server.url}/x/api/data-grid/${route}/#${hash}`);
      await page.waitForSelector('html[data-api-fragments="loaded"]');
      await scrolledTo(heading);
    }
    expect(await page.locator('.api-fragment').count()).toBe(0);
    expect(await page.locator('#classes ~ .api-entries [id^="~"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
