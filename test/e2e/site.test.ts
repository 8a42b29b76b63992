import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, startServer, type RunningServer } from '../helpers/cli.ts';
import { DOCS_TEST_CONFIG, sharedDocsBuild } from '../helpers/docs-site.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';
import { listFiles } from '../../src/files.ts';
import { apiPathname } from '../../src/api/api-nav.ts';
import { API_CATALOGUE } from '../../src/api/catalogue.ts';

/** Routes of the content pages still marked `draft: true`. */
function draftRoutes(): string[] {
  const pages = path.join(import.meta.dirname, '../../content/pages');
  return fs
    .readdirSync(pages, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md') && /^draft: true$/m.test(fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').split(/^---$/m)[1] ?? ''))
    .map((e) => `/x/${path.relative(pages, path.join(e.parentPath, e.name)).replace(/(\/index)?\.md$/, '')}/`)
    .sort();
}

// Browser tests on the bundled MUI X docs, against `docs-build serve` after the shared build.
// `docs-build --watch` writes the same site file for file and serves it with the live-reload
// client added: the last describe checks exactly that, and runs a demo page and a search in it
// (watch.test.ts tests the rebuilds and the reloads on a fixture).
describe('the built MUI X docs in Chromium', () => {
let out: string;
let base: string;
let stopServer: () => Promise<void>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  // No third party is reachable from tests: the bundled docs build without the ad network and
  // the icon font here (ads and the font are tested against local servers in ads.test.ts and
  // demos.test.ts). The build the content gate reads too: one cold build of the docs per test run.
  const shared = await sharedDocsBuild();
  expect(shared.built.code, shared.built.stderr).toBe(0);
  out = shared.out;
  const server = await startServe(out);
  base = server.url;
  stopServer = server.stop;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = watchConsole(page);
  // A cold build of the whole docs (hundreds of demos) on a busy 2-core machine.
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await stopServer?.();
});

const drawerLink = (title: string) => page.locator('#docs-drawer .nav-list a:not([data-nav-toggle])', { hasText: new RegExp(`^${title}`) }).first();

describe('pages', () => {
  it('opens the overview with its title, heading and contents', async () => {
    await page.goto(`${base}/x/introduction/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.title()).toBe('Overview - MUI X');
    expect(await page.locator('article h1').textContent()).toBe('MUI X - Overview');
    expect(await page.locator('.docs-appbar').textContent()).toContain('v8.5.0');
    expect(await page.locator('.app-drawer-active').textContent()).toBe('Overview');
    const tocLinks = await page.locator('.docs-toc a').count();
    expect(tocLinks).toBeGreaterThan(2);
  });

  it('follows drawer links and previous/next links in navigation order', async () => {
    await page.goto(`${base}/x/introduction/`);
    await drawerLink('Installation').click();
    await page.waitForURL(`${base}/x/introduction/installation/`);
    expect(await page.locator('.app-drawer-active').textContent()).toBe('Installation');
    await page.locator('.docs-next').click();
    await page.waitForURL(`${base}/x/introduction/licensing/`);
    expect(await page.locator('.docs-next .docs-prevnext-title').textContent()).toBe('Support');
    await page.locator('.docs-prev').click();
    await page.waitForURL(`${base}/x/introduction/installation/`);
  });

  it('opens a collapsed group once, however often it is clicked while its entries load', async () => {
    // A context of its own: routing turns the HTTP cache off.
    const slow = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await slow.newPage();
    const tabProblems = watchConsole(tab);
    await tab.goto(`${base}/x/introduction/`);
    const fragments = await tab.evaluate(() => document.body.dataset.navFragments!);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await tab.route(`${base}${fragments}`, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const charts = tab.locator('#docs-drawer [data-nav-toggle]', { hasText: /^Charts/ }).first();
    await charts.click();
    await requested;
    await charts.click(); // while the entries are still on their way
    release();
    await tab.waitForFunction(() => [...document.querySelectorAll('#docs-drawer [data-nav-toggle]')].some((t) => /^Charts/.test(t.textContent ?? '') && t.nextElementSibling?.matches('.nav-list')));
    expect(await charts.locator('xpath=..').locator(':scope > .nav-list').count()).toBe(1);
    expect(await charts.getAttribute('aria-expanded')).toBe('true');
    await slow.close();
    expect(tabProblems).toEqual([]);
  });

  it('shows plan icons and chips with their titles', async () => {
    await page.goto(`${base}/x/introduction/`);
    const priority = drawerLink('Priority support');
    expect(await priority.locator('.plan-premium').getAttribute('title')).toBe('Premium plan');
    expect(await priority.locator('.nav-chip-new').textContent()).toBe('New');
    expect(await drawerLink('Telemetry').locator('.plan-pro').getAttribute('title')).toBe('Pro plan');
    // Markers inside a lazily loaded group: Charts › Funnel is Pro and Preview.
    await page.locator('[data-nav-toggle]', { hasText: /^Charts/ }).first().click();
    const funnel = drawerLink('Funnel');
    await funnel.waitFor();
    expect(await funnel.locator('.plan-pro').count()).toBe(1);
    expect(await funnel.locator('.nav-chip-preview').textContent()).toBe('Preview');
  });

  it('jumps to a heading from the table of contents', async () => {
    await page.goto(`${base}/x/introduction/licensing/`);
    await page.locator('.docs-toc a', { hasText: 'Pro plan' }).click();
    await page.waitForURL(`${base}/x/introduction/licensing/#pro-plan`);
    const top = await page.locator('#pro-plan').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });


  it('keeps a heading of two lines two lines high once its comment button is added', async () => {
    await page.goto(`${base}/x/introduction/licensing/`);
    const heading = page.locator('#what-the-key-holds-and-how-many-licenses-you-need');
    // The client adds the button on load; the heading wraps at 1280 px.
    await heading.locator('.docs-comment-button').waitFor({ state: 'attached' });
    const sizes = await heading.evaluate((h) => {
      const button = h.querySelector<HTMLElement>('.docs-comment-button')!;
      const withButton = h.getBoundingClientRect().height;
      button.style.display = 'none';
      const without = h.getBoundingClientRect().height;
      button.style.display = '';
      return { withButton, without, line: parseFloat(getComputedStyle(h).lineHeight) };
    });
    expect(sizes.without).toBeGreaterThan(1.5 * sizes.line);
    expect(sizes.without).toBeLessThan(2.5 * sizes.line);
    expect(sizes.withButton).toBe(sizes.without);
  });
  it('marks the section being read in the contents, and none above the first heading', async () => {
    // A short window: at the top of the page the first heading is below the line the spy reads
    // (40 % of the height), so nothing is being read yet. (With the observer it replaced, the entry
    // read before stayed marked there.)
    await page.setViewportSize({ width: 1280, height: 500 });
    try {
      await page.goto(`${base}/x/introduction/licensing/`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const current = () => page.locator('.docs-toc a[aria-current="true"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.locator('#pro-plan').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForFunction(() => document.querySelector('.docs-toc a[aria-current="true"]')?.getAttribute('href') === '#pro-plan');
      expect(await current()).toEqual(['#pro-plan']);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.locator('#plans-at-a-glance').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(500 * 0.4);
      await page.waitForFunction(() => document.querySelectorAll('.docs-toc a[aria-current="true"]').length === 0);
      expect(await current()).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('reaches every page of the sitemap from the drawer', async () => {
    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const expected = [...sitemap.matchAll(/<loc>https:\/\/mui\.com(\/x\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    // 181 content pages, 159 component, 98 hook and 23 interface API pages, 2 API indexes: 463
    // routes in the drawer, of which the drafts, if any, are left out of the sitemap (but not out
    // of the drawer). The bundled docs have none now (drafts: "error"); drafts are tested on a
    // fixture in gates.test.ts. And 402 pages of the types props name, reached by their links.
    const drafts = draftRoutes();
    for (const draft of drafts) expect(expected).not.toContain(draft);
    expect(expected.length).toBe(463 + 402 - drafts.length);
    await page.goto(`${base}/x/introduction/`);
    for (let round = 0; round < 20; round++) {
      const closed = page.locator('#docs-drawer [data-nav-toggle][aria-expanded="false"]');
      const count = await closed.count();
      if (count === 0) break;
      for (let i = 0; i < count; i++) await closed.first().click();
    }
    const hrefs = new Set(await page.locator('#docs-drawer .nav-list a:not([data-nav-toggle])').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    // Only the type pages are outside the drawer, each an API page.
    const outside = expected.filter((url) => !hrefs.has(url));
    expect(outside.filter((url) => !/^\/x\/api\/(data-grid|date-pickers|charts|tree-view)\/[a-z0-9-]+\/$/.test(url))).toEqual([]);
    expect(outside).toHaveLength(402);
    expect(outside).toContain('/x/api/data-grid/grid-render-cell-params/');
    expect(hrefs.has('/x/react-data-grid/tree-data/')).toBe(true);
    // And the first group link of a deep branch leads to a real, written page.
    await drawerLink('Column definition').click();
    await page.waitForURL(`${base}/x/react-data-grid/column-definition/`);
    expect(await page.locator('.docs-notice-draft').count()).toBe(0);
  });

  it('leaves a hydrating demo unstarted while the page loads, though the drawer scrolls its entry into view', async () => {
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const requested: string[] = [];
      fresh.on('request', (r) => requested.push(new URL(r.url()).pathname));
      // Deep in the pickers' navigation: the drawer beside the page scrolls to the entry as it loads.
      await fresh.goto(`${base}/x/react-date-pickers/playground/`);
      await fresh.waitForFunction(() => (document.getElementById('docs-drawer')?.scrollTop ?? 0) > 0);
      await fresh.waitForSelector('html[data-demos-ready="true"]');
      await fresh.waitForLoadState('networkidle');
      // That scroll is not the reader's: the demo has not started, and none of its code came.
      expect(await fresh.locator('.docs-demo-live').first().getAttribute('data-live')).toBeNull();
      expect(requested.filter((u) => u.includes('/_static/demos/'))).toEqual([]);
      // The page scrolling is.
      await fresh.mouse.wheel(0, 200);
      await fresh.waitForSelector('.docs-demo-live[data-committed="true"]');
    } finally {
      await fresh.close();
    }
  });

  it('draws each group chevron with the stylesheet: toward the end when closed, down when open, mirrored right to left', async () => {
    await page.goto(`${base}/x/react-data-grid/sorting/`);
    const html = await (await fetch(`${base}/x/react-data-grid/sorting/`)).text();
    expect(html).not.toMatch(/<svg[^>]*nav-chevron/);
    const chevron = (state: 'true' | 'false') =>
      page.evaluate(async (open) => {
        // The chevron turns in 150 ms: read it once its transition is over.
        await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished));
        const toggle = document.querySelector(`#docs-drawer [data-nav-toggle][aria-expanded="${open}"]`)!;
        const after = getComputedStyle(toggle, '::after');
        return { width: after.width, mask: (after.maskImage || after.webkitMaskImage).slice(0, 23), transform: after.transform };
      }, state);
    expect(await chevron('false')).toEqual({ width: '16px', mask: 'url("data:image/svg+xml', transform: 'none' });
    expect(await chevron('true')).toMatchObject({ width: '16px', transform: 'matrix(0, 1, -1, 0, 0, 0)' });
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    expect((await chevron('false')).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect((await chevron('true')).transform).toBe('matrix(0, 1, -1, 0, 0, 0)');
  });

  it('collapses the drawer behind a menu button on small screens', async () => {
    const small = await context.newPage();
    const smallProblems = watchConsole(small);
    await small.setViewportSize({ width: 390, height: 800 });
    await small.goto(`${base}/x/introduction/support/`);
    await small.waitForSelector('html[data-hydrated="true"]');
    const drawer = small.locator('#docs-drawer');
    const hiddenX = await drawer.evaluate((el) => el.getBoundingClientRect().right);
    expect(hiddenX).toBeLessThanOrEqual(0);
    const menu = small.locator('.docs-menu-button');
    expect(await menu.isVisible()).toBe(true);
    await menu.click();
    await small.waitForFunction(() => document.getElementById('docs-drawer')!.getBoundingClientRect().left >= 0);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await small.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await small.close();
    expect(smallProblems).toEqual([]);
  });

  it('shows the active entry in the drawer, without scrolling the page: beside the page at once, on small screens when it opens', async () => {
    // The active entry's place in the drawer, once the client has scrolled it (in a frame after its script ran).
    const activeInView = () => {
      const drawer = document.getElementById('docs-drawer')!;
      const box = drawer.getBoundingClientRect();
      const active = drawer.querySelector('.app-drawer-active')!.getBoundingClientRect();
      return active.top >= box.top && active.bottom <= box.bottom && drawer.scrollTop > 0;
    };
    // Far down the tree (below the fold of a 900 px drawer), and a page that scrollIntoView scrolled 61 px.
    for (const route of ['/x/react-charts/styling/', '/x/react-tree-view/rich-tree-view/editing/']) {
      await page.goto(`${base}${route}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForFunction(activeInView);
      expect(await page.evaluate(() => window.scrollY), route).toBe(0);
    }
    const small = await context.newPage();
    const smallProblems = watchConsole(small);
    await small.setViewportSize({ width: 390, height: 800 });
    await small.goto(`${base}/x/react-tree-view/rich-tree-view/editing/`);
    await small.waitForSelector('html[data-hydrated="true"]');
    expect(await small.evaluate(() => document.getElementById('docs-drawer')!.scrollTop)).toBe(0);
    await small.locator('.docs-menu-button').click();
    await small.waitForFunction(activeInView);
    // The focus on the drawer's first link, the view on the active entry.
    expect(await small.evaluate(() => document.activeElement === document.querySelector('#docs-drawer a'))).toBe(true);
    expect(await small.evaluate(() => window.scrollY)).toBe(0);
    await small.close();
    expect(smallProblems).toEqual([]);
  });

  it('links earlier versions per product as the site does, keeping the language prefix', async () => {
    const expected: Record<string, string[]> = {
      '/x/introduction/': ['/x/introduction/', 'https://v7.mui.com/x/introduction/', 'https://v6.mui.com/x/introduction/', 'https://v5.mui.com/x/introduction/', 'https://v4.mui.com/components/data-grid/'],
      '/x/react-data-grid/': ['/x/react-data-grid/', 'https://v7.mui.com/x/react-data-grid/', 'https://v6.mui.com/x/react-data-grid/', 'https://v5.mui.com/x/react-data-grid/', 'https://v4.mui.com/components/data-grid/'],
      '/x/react-date-pickers/': ['/x/react-date-pickers/', 'https://v7.mui.com/x/react-date-pickers/', 'https://v6.mui.com/x/react-date-pickers/', 'https://v5.mui.com/x/react-date-pickers/getting-started/'],
    };
    for (const [route, links] of Object.entries(expected)) {
      for (const prefix of ['', '/zh']) {
        await page.goto(`${base}${prefix}${route}`);
        const button = page.locator('.docs-version-button');
        expect(await button.textContent()).toContain('v8.5.0');
        await button.click();
        const items = page.locator('#docs-version-menu [role="menuitem"]');
        await items.first().waitFor();
        const hrefs = await items.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        const withPrefix = links.map((l) => (l.startsWith('/') ? `${prefix}${l}` : l.replace('.mui.com/', `.mui.com${prefix}/`)));
        expect(hrefs, `${prefix}${route}`).toEqual([...withPrefix, `${prefix}/x/versions/`]);
        expect(await items.first().evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Escape');
        expect(await page.locator('#docs-version-menu').isHidden()).toBe(true);
      }
    }
    await page.goto(`${base}/x/versions/`);
    expect(await page.locator('.docs-versions-table a[href="https://v5.mui.com/x/react-date-pickers/getting-started/"]').count()).toBe(1);
  });

  it('shows the Chinese page with Chinese navigation and labels, the English body and the notice', async () => {
    await page.goto(`${base}/zh/x/introduction/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.locator('.app-drawer-active').textContent()).toBe('概览');
    expect(await page.locator('.docs-toc-title').textContent()).toBe('目录');
    expect(await page.locator('.docs-notice-untranslated').textContent()).toContain('本页尚未翻译');
    expect(await page.locator('article .description').textContent()).toContain('MUI X is a collection');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://mui.com/zh/x/introduction/');
    expect(await page.locator('link[hreflang="en"]').getAttribute('href')).toBe('https://mui.com/x/introduction/');
    await page.locator('.docs-settings-button').click();
    await page.locator('#docs-settings [data-pref="language"][data-value="en"]').click();
    await page.waitForURL(`${base}/x/introduction/`);
    expect(await page.locator('.app-drawer-active').textContent()).toBe('Overview');
  });

  it('has generated API pages with their props, defaults, plans and anchors', async () => {
    await page.goto(`${base}/x/api/data-grid/data-grid/`);
    expect(await page.locator('article h1').textContent()).toBe('DataGrid API');
    for (const prop of ['rows', 'columns', 'checkboxSelection']) expect(await page.locator(`#prop-${prop}`).count(), prop).toBe(1);
    // The second field of a prop is its default, labelled so by the stylesheet.
    const defaultField = page.locator('.api-entry:has(#prop-checkboxSelection) > div:nth-of-type(2)');
    expect(await defaultField.locator('code').textContent()).toBe('false');
    expect(await defaultField.evaluate((field) => getComputedStyle(field, '::before').content)).toBe('"Default"');
    expect(await page.locator('#prop-columns .api-required').count()).toBe(1);
    // Every prop is in the table of contents, and its entry jumps to it.
    await page.locator('.docs-toc a[href="#prop-checkboxSelection"]').click();
    await page.waitForURL(/#prop-checkboxSelection$/);
    // Nothing forces a horizontal scroll on a laptop screen, in either layout.
    for (const layout of ['expanded', 'table']) {
      await page.locator(`.api-layout-switch [data-value="${layout}"]`).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), layout).toBe(true);
    }
    // The layout choice is kept in browser storage.
    await page.reload();
    expect(await page.getAttribute('html', 'data-api-layout')).toBe('table');
    await page.locator('.api-layout-switch [data-value="expanded"]').click();
    await page.goto(`${base}/x/api/date-pickers/date-picker/`);
    for (const prop of ['value', 'onChange']) expect(await page.locator(`#prop-${prop}`).count(), prop).toBe(1);
    // In the table layout a long name breaks inside its column instead of running into the type beside it.
    await page.locator('.api-layout-switch [data-value="table"]').click();
    const overlap = await page.evaluate(() => {
      const name = document.querySelector('#prop-dayOfWeekFormatter a')!.getBoundingClientRect();
      const type = document.querySelector('.api-entry:has(#prop-dayOfWeekFormatter) > div')!.getBoundingClientRect();
      return name.right - type.left;
    });
    expect(overlap).toBeLessThanOrEqual(0);
    await page.locator('.api-layout-switch [data-value="expanded"]').click();
    await page.goto(`${base}/x/api/charts/bar-chart/`);
    expect(await page.locator('#prop-series').count()).toBe(1);
    await page.goto(`${base}/x/api/data-grid/data-grid-pro/`);
    expect(await page.locator('article h1 .plan-pro').getAttribute('title')).toBe('Pro plan');
    expect(await page.locator('#docs-drawer .app-drawer-active .plan-pro').count()).toBe(1);
    await page.goto(`${base}/x/api/data-grid/grid-col-def/`);
    expect(await page.locator('#prop-field').count()).toBe(1);
    await page.goto(`${base}/x/api/data-grid/`);
    expect(await page.locator('.api-index a[href="/x/api/data-grid/data-grid-premium/"]').count()).toBe(1);
    // No props section is empty where the component has props.
    const emptyWithProps = await page.evaluate(() => document.querySelectorAll('.api-entries:empty').length);
    expect(emptyWithProps).toBe(0);
  });

  it('gives every Charts, pickers and Tree View component API page a "Try it" playground, which changes the component', async () => {
    const missing = API_CATALOGUE.filter((c) => c.product !== 'data-grid').filter((c) => {
      const html = fs.readFileSync(path.join(out, apiPathname(c.product, c.name).slice(1), 'index.html'), 'utf8');
      return !html.includes(`data-playground="${c.name}"`) || !html.includes('href="#try-it"');
    });
    expect(missing.map((c) => c.name)).toEqual([]);
    // One of them, in the browser: the date calendar's knobs.
    await page.goto(`${base}/x/api/date-pickers/date-calendar/#try-it`);
    const playground = page.locator('[data-playground="DateCalendar"]');
    // The reader reaching for it: a demo hydrated over its server markup starts then (client/engagement.ts).
    await playground.locator('.docs-demo-live').hover();
    await playground.locator('.docs-demo-live[data-committed="true"]').waitFor({ state: 'attached' });
    await page.waitForSelector('[data-playground="DateCalendar"][data-playground-ready="true"]');
    expect(await playground.locator('.MuiDayCalendar-weekNumber').count()).toBe(0);
    await playground.locator('[data-knob-path="displayWeekNumber"] input').check();
    await expect.poll(() => playground.locator('.MuiDayCalendar-weekNumber').count()).toBeGreaterThan(0);
    expect(await playground.locator('.docs-playground-jsx').textContent()).toBe('<DateCalendar displayWeekNumber />');
  });

  it('links content pages and API pages both ways, with a components-api tab', async () => {
    await page.goto(`${base}/x/react-data-grid/`);
    await page.locator('.api-links a', { hasText: '<DataGrid />' }).click();
    await page.waitForURL(`${base}/x/api/data-grid/data-grid/`);
    await page.locator('.api-demos a').first().click();
    await page.waitForURL(`${base}/x/react-data-grid/`);
    await page.locator('.component-tabs a', { hasText: 'Components API' }).click();
    await page.waitForURL(`${base}/x/react-data-grid/components-api/`);
    expect(await page.locator('#data-grid-pro').textContent()).toContain('DataGridPro API');
    // Each grid's article is read from its API page and put in place, its sections' ids prefixed
    // by the grid, its entries' ids as on the API page.
    await page.waitForSelector('html[data-api-tabs="loaded"]');
    expect(await page.locator('.api-tab-article[data-loaded="true"]').count()).toBe(3);
    expect(await page.locator('#data-grid-premium-props').isVisible()).toBe(true);
    expect(await page.locator('.api-tab-article #data-grid-pro-prop-rows').count()).toBe(1);
    // With the classes each grid's API page reads from a file of its own, named for that grid.
    expect(await page.locator('.api-tab-article #data-grid-premium-classes-MuiDataGrid-cell').count()).toBe(1);
    expect(await page.locator('.api-tab-article .api-fragment').count()).toBe(0);
    expect(await page.locator('.api-tab-article :is(#props, #import, #demos)').count()).toBe(0);
    // The articles moved the later headings down: at the top, the contents marks the first section
    // (before they loaded, all three headings were in view and the last was marked).
    await page.waitForFunction(() => document.querySelector('.docs-toc a[aria-current="true"]')?.textContent === 'DataGrid API');
    // The variant names its own translation, not the main page's.
    expect(await page.locator('link[hreflang="zh-CN"]').getAttribute('href')).toBe('https://mui.com/zh/x/react-data-grid/components-api/');
    expect(await page.locator('.app-drawer-active').textContent()).toBe('Overview');
    await page.goto(`${base}/zh/x/api/data-grid/data-grid/`);
    expect(await page.locator('#props').textContent()).toMatch(/^属性/);
  });

  it('shows an API article in a tab as on its page, without the "Try it" playground, and lands on an entry of it', async () => {
    await page.goto(`${base}/x/react-charts/bars/components-api/#bar-chart-prop-series`);
    await page.waitForSelector('html[data-api-tabs="loaded"]');
    const article = page.locator('.api-tab-article[data-loaded="true"]').filter({ has: page.locator('#bar-chart-props') });
    expect(await article.count()).toBe(1);
    // The API page has the playground; the tab has none of it.
    expect(await article.locator('[id^="try-it"], [id^="bar-chart-try-it"]').count()).toBe(0);
    const headings = await article.locator(':scope > h2').evaluateAll((hs) => hs.map((h) => h.id));
    expect(headings).toEqual(expect.arrayContaining(['bar-chart-demos', 'bar-chart-import', 'bar-chart-props', 'bar-chart-source']));
    expect(headings.every((id) => id.startsWith('bar-chart-'))).toBe(true);
    // The address's entry is scrolled to once the articles are in.
    const top = await page.locator('#bar-chart-prop-series').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
    // A hook's call signatures keep their labels.
    await page.goto(`${base}/x/react-charts/tooltip/hooks-api/`);
    await page.waitForSelector('html[data-api-tabs="loaded"]');
    const labelled = await page.locator('.api-tab-article section.api-overload').evaluateAll((ss) => ss.map((s) => [s.getAttribute('aria-labelledby'), s.querySelector(':scope > h3')?.id]));
    expect(labelled.length).toBeGreaterThan(0);
    for (const [label, id] of labelled) expect(label).toBe(id);
    expect(labelled.every(([label]) => /^use-[a-z-]+-call-\d+$/.test(label ?? ''))).toBe(true);
  });

  it('searches with the keyboard alone: results as you type, Enter opens the exact prop', async () => {
    await page.goto(`${base}/x/react-data-grid/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // Nothing of the index loads before the dialog opens.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('_pagefind')))).toBe(false);
    await page.keyboard.press('Control+K');
    const input = page.locator('.docs-search-input');
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('What are you looking for?');
    await page.keyboard.type('checkboxSelection');
    await page.locator('.docs-search-results[data-query="checkboxSelection"]').waitFor();
    const target = page.locator('.docs-search-option[href="/x/api/data-grid/data-grid/#prop-checkboxSelection"]');
    expect(await page.locator('.docs-search-group').first().textContent()).toBe('Data Grid');
    expect(await target.locator('mark').first().textContent()).toMatch(/checkboxSelection/);
    const options = await page.locator('.docs-search-option').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (let i = 0; i < options.indexOf('/x/api/data-grid/data-grid/#prop-checkboxSelection'); i++) await page.keyboard.press('ArrowDown');
    expect(await target.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/x/api/data-grid/data-grid/#prop-checkboxSelection`);
    const top = await page.locator('#prop-checkboxSelection').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    // Escape closes; the button gets the focus back.
    await page.keyboard.press('Control+K');
    await input.waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.docs-search-dialog').isHidden()).toBe(true);
  });

  it('finds a Chinese page by its Chinese title', async () => {
    await page.goto(`${base}/zh/x/introduction/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.docs-search-button').click();
    expect(await page.locator('.docs-search-input').getAttribute('placeholder')).toBe('你在找什么？');
    await page.keyboard.type('优先支持');
    await page.locator('.docs-search-option[href="/zh/x/introduction/priority-support/"]').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/zh/x/introduction/priority-support/`);
    expect(await page.locator('.docs-eyebrow').textContent()).toBe('优先支持');
  });

  it('lists the Data Grid events from the declarations, each with its anchor, parameter type and plan', async () => {
    await page.goto(`${base}/x/react-data-grid/events/#event-rowClick`);
    const rowClick = page.locator('.api-entry:has(#event-rowClick)');
    await expect.poll(() => rowClick.isVisible()).toBe(true);
    await rowClick.locator('a', { hasText: 'GridRowParams' }).click();
    await page.waitForURL(`${base}/x/api/data-grid/grid-row-params/`);
    await page.goBack();
    expect(await page.locator('.api-entry:has(#event-clipboardPasteStart) .plan-premium').count()).toBe(1);
    expect(await page.locator('.api-entry:has(#event-rowOrderChange) .plan-pro').count()).toBe(1);
    expect(await page.locator('[id^="event-"]').count()).toBeGreaterThan(60);
  });

  it('lists the Data Grid selectors from the declarations: every feature on the state page, one feature on its page', async () => {
    await page.goto(`${base}/x/react-data-grid/state/#selector-gridRowNodeSelector`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const row = page.locator('tr#selector-gridRowNodeSelector');
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.locator('.selector-name').textContent()).toBe('gridRowNodeSelector(apiRef, rowId)');
    expect((await row.locator('.selector-argument').textContent())?.replace(/\s+/g, ' ')).toBe('Argument rowId: GridRowId');
    // Return types link to their interface pages; plans are marked.
    await page.locator('tr#selector-gridFilterModelSelector td:last-child a', { hasText: 'GridFilterModel' }).click();
    await page.waitForURL(`${base}/x/api/data-grid/grid-filter-model/`);
    await page.goBack();
    expect(await page.locator('tr#selector-gridAggregationModelSelector .plan-premium').count()).toBe(1);
    expect(await page.locator('tr#selector-gridDetailPanelExpandedRowIdsSelector .plan-pro').count()).toBe(1);
    expect(await page.locator('#selectors-rowGrouping').textContent()).toBe('Row grouping');
    const all = await page.locator('.selector-table tr[id^="selector-"]').count();
    expect(all).toBeGreaterThan(80);
    // The sorting page lists the sorting feature's selectors only.
    await page.goto(`${base}/x/react-data-grid/sorting/`);
    const ids = await page.locator('.selector-table tr[id^="selector-"]').evaluateAll((rows) => rows.map((r) => r.id));
    expect(ids).toContain('selector-gridSortModelSelector');
    expect(ids.length).toBeLessThan(all);
    expect(ids.every((id) => /Sort/.test(id))).toBe(true);
  });

  it('tabulates the bundled locales with their coverage, the untranslated keys collapsed', async () => {
    await page.goto(`${base}/x/react-data-grid/localization/`);
    const fr = page.locator('.locale-table tr#locale-frFR');
    expect(await fr.locator('td').first().textContent()).toBe('French (France)');
    expect(await fr.locator('.locale-count').textContent()).toMatch(/^\d+ of \d+ \(\d+ %\)$/);
    const missing = fr.locator('.locale-missing li', { hasText: 'paginationDisplayedRows' });
    expect(await missing.isVisible()).toBe(false);
    await fr.locator('summary').click();
    expect(await missing.isVisible()).toBe(true);
    expect(await page.locator('.locale-table tr#locale-enUS .locale-count').textContent()).toMatch(/^(\d+) of \1 \(100 %\)$/);
    await page.goto(`${base}/x/react-date-pickers/localization/`);
    expect(await page.locator('.locale-table tr#locale-eu td').first().textContent()).toBe('Basque');
  });

  it('shows install commands for the reader\'s package manager and the setup of their date library, remembered across pages and visits', async () => {
    const visible = (selector: string) => page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent?.trim()));
    await page.goto(`${base}/x/react-date-pickers/quickstart/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const commands = () => visible('.MuiCode-choice-panel .MuiCode-root pre');
    expect((await commands()).filter((c) => /^(npm|pnpm|yarn) /.test(c ?? ''))).toEqual(['npm install @mui/x-date-pickers dayjs', 'npm install @mui/material @emotion/react @emotion/styled']);
    await page.locator('[data-pref="packageManager"][data-value="pnpm"]').first().click();
    await page.locator('[data-pref="dateLibrary"][data-value="luxon"]').first().click();
    const shown = await commands();
    expect(shown).toContain('pnpm add @mui/x-date-pickers luxon');
    expect(shown).toContain('pnpm add @mui/material @emotion/react @emotion/styled');
    expect(shown.some((c) => c?.includes("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';"))).toBe(true);
    expect(shown.some((c) => c?.includes('npm install') || c?.includes('AdapterDayjs'))).toBe(false);
    expect(await page.locator('[data-pref="dateLibrary"][data-value="luxon"]').first().getAttribute('aria-pressed')).toBe('true');
    // Another page, and a new visit: the same choices, applied before the first paint.
    await page.goto(`${base}/x/introduction/installation/`);
    expect(await page.getAttribute('html', 'data-package-manager')).toBe('pnpm');
    expect((await visible('.MuiCode-choice[data-choice-group="packageManager"] > .MuiCode-choice-panel pre')).some((c) => c?.includes('pnpm add @mui/x-charts'))).toBe(true);
    expect((await visible('.MuiCode-choice[data-choice-group="dateLibrary"] pre')).some((c) => c?.includes('AdapterLuxon'))).toBe(true);
    await page.reload();
    expect(await page.getAttribute('html', 'data-date-library')).toBe('luxon');
    await page.evaluate(() => {
      localStorage.removeItem('docs-package-manager');
      localStorage.removeItem('docs-date-library');
    });
  });

  it('serves the 404 page for unknown paths', async () => {
    const response = await page.goto(`${base}/x/does-not-exist/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('article h1').textContent()).toBe('Page not found');
    const zh = await page.goto(`${base}/zh/x/does-not-exist/`);
    expect(zh?.status()).toBe(404);
    expect(await page.locator('article h1').textContent()).toBe('页面未找到');
  });

  it('forwards the base path of each language to its first page', async () => {
    await page.goto(`${base}/x/`);
    await page.waitForURL(`${base}/x/introduction/`);
    await page.goto(`${base}/zh/x/`);
    await page.waitForURL(`${base}/zh/x/introduction/`);
    {
      expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toMatch(/^\/x\/ \/x\/introduction\/ 30\d$/m);
      expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toMatch(/^\/zh\/x\/ \/zh\/x\/introduction\/ 30\d$/m);
      // A plain static server (no redirect rules, directories answered with index.html) gets there too.
      const plain = http.createServer((req, res) => {
        const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        const file = path.join(out, url, url.endsWith('/') ? 'index.html' : '');
        if (!file.startsWith(out) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return void res.writeHead(404).end();
        res.writeHead(200, { 'Content-Type': file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream' }).end(fs.readFileSync(file));
      });
      await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
      const port = (plain.address() as { port: number }).port;
      try {
        const other = await browser.newPage();
        await other.goto(`http://127.0.0.1:${port}/zh/x/`);
        await other.waitForURL(`http://127.0.0.1:${port}/zh/x/introduction/`);
        await other.close();
      } finally {
        plain.close();
      }
    }
  });

  it('logged no console errors or warnings on any page visited', () => {
    expect(problems.filter((p) => !p.includes('/x/does-not-exist/') && !p.includes('/zh/x/does-not-exist/'))).toEqual([]);
  });
});

describe('on a phone', () => {
  for (const width of [360, 390]) {
    it(`keeps the app bar one line high at ${width} px, in both languages`, async () => {
      const phone = await browser.newContext({ viewport: { width, height: 780 }, colorScheme: 'dark' });
      try {
        const p = await phone.newPage();
        for (const url of ['/x/react-date-pickers/date-picker/', '/zh/x/react-date-pickers/date-picker/']) {
          await p.goto(`${base}${url}`);
          const bar = await p.locator('.docs-appbar .MuiToolbar-root').boundingBox();
          expect(bar!.height, url).toBeLessThanOrEqual(57);
          // Nothing in it wraps or spills out of the viewport.
          const spill = await p.locator('.docs-appbar .MuiToolbar-root > *').evaluateAll((els, w) => els.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > w + 0.5 || r.left < -0.5 || r.height > 48);
          }).map((el) => el.className), width);
          expect(spill, url).toEqual([]);
          // The search control is an icon with its full label for screen readers.
          const label = url.startsWith('/zh') ? '搜索…' : 'Search…';
          expect(await p.getByRole('button', { name: label, exact: true }).count(), url).toBe(1);
          const shown = await p.locator('.docs-search-label').boundingBox();
          expect(shown!.width * shown!.height, url).toBeLessThanOrEqual(1);
        }
      } finally {
        await phone.close();
      }
    });

    it(`never leaves the focused element under the app bar while tabbing through a demo page at ${width} px`, async () => {
      const phone = await browser.newContext({ viewport: { width, height: 780 } });
      try {
        const p = await phone.newPage();
        await p.goto(`${base}/x/react-data-grid/column-pinning/`);
        await p.waitForFunction(() => document.documentElement.dataset.demosReady === 'true');
        const hidden: string[] = [];
        for (let i = 0; i < 60; i++) {
          await p.keyboard.press('Tab');
          const covered = await p.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            // The skip link shows above the app bar when focused.
            if (!el || el === document.body || el.closest('.docs-appbar, .docs-drawer, .skip-link')) return null;
            const r = el.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) return null;
            const bar = document.querySelector('.docs-appbar')!.getBoundingClientRect();
            const stuck = [...document.querySelectorAll<HTMLElement>('.component-tabs')].filter((t) => getComputedStyle(t).position === 'sticky' && !t.contains(el));
            const bottom = Math.max(bar.bottom, ...stuck.map((t) => t.getBoundingClientRect().bottom));
            return r.top < bottom - 1 ? `${el.tagName}.${el.className} at ${Math.round(r.top)} under ${Math.round(bottom)}` : null;
          });
          if (covered) hidden.push(covered);
        }
        expect(hidden).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
});
});

describe('the same docs under docs-build --watch', () => {
  let built: string;
  let watchOut: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    built = (await sharedDocsBuild()).out;
    watchOut = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-e2e-watch-'));
    // After the shared build: --watch then finds every demo and page in the build cache, instead
    // of a second cold build competing with the first for the two cores.
    server = await startServer(['--watch', '--out', watchOut], { env: { DOCS_BUILD_CONFIG: JSON.stringify(DOCS_TEST_CONFIG) } });
    // The server starts once the first build is done: if it failed, say why here rather than
    // through every page answering 404.
    expect(server.output(), 'the first build of --watch').not.toMatch(/Rebuild failed|internal error/);
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const filesOf = (dir: string) => listFiles(dir).sort();

  it('writes the same site as the build, file for file and byte for byte', () => {
    const files = filesOf(built);
    expect(files.length).toBeGreaterThan(1000);
    expect(filesOf(watchOut)).toEqual(files);
    expect(files.filter((f) => !fs.readFileSync(path.join(built, f)).equals(fs.readFileSync(path.join(watchOut, f))))).toEqual([]);
  });

  it('serves every page as written, with the live-reload client before </body> as the only addition', async () => {
    const pages = filesOf(watchOut).filter((f) => f.endsWith('/index.html') && !f.startsWith('404'));
    const wrong: string[] = [];
    // Eight requests at a time: every page, without a request queue deeper than the server's.
    for (let i = 0; i < pages.length; i += 8) {
      await Promise.all(
        pages.slice(i, i + 8).map(async (file) => {
          const route = `/${file.slice(0, -'index.html'.length)}`;
          const response = await fetch(server.url + route);
          const body = await response.text();
          const html = fs.readFileSync(path.join(watchOut, file), 'utf8');
          const at = html.lastIndexOf('</body>');
          const added = body.slice(at, body.length - (html.length - at));
          const ok = response.status === 200 && body.startsWith(html.slice(0, at)) && body.endsWith(html.slice(at)) && /^<script>\(function\(\)\{\nvar version=\d+;[^]*<\/script>$/.test(added);
          if (!ok) wrong.push(`${route} (${response.status})`);
        }),
      );
    }
    expect(pages.length).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  });

  it('runs a demo page with its live-reload client: demos hydrate, search answers, no console problem', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await page.goto(`${server.url}/x/react-data-grid/`);
    await page.waitForFunction(() => document.documentElement.dataset.demosReady === 'true');
    const demo = page.locator('.docs-demo-live').first();
    await demo.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.docs-demo-live')?.dataset.committed === 'true');
    expect(await demo.locator('[role="grid"]').count()).toBeGreaterThan(0);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.keyboard.press('Control+K');
    await page.locator('.docs-search-input').waitFor();
    await page.keyboard.type('checkboxSelection');
    await page.locator('.docs-search-results[data-query="checkboxSelection"]').waitFor();
    expect(await page.locator('.docs-search-option[href="/x/api/data-grid/data-grid/#prop-checkboxSelection"]').count()).toBe(1);
    await page.close();
    expect(problems).toEqual([]);
  });
});
