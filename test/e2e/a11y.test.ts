// Accessibility of the site's own chrome on the bundled docs: axe-core's WCAG 2.2 A/AA rules on
// one page of each kind (article, demo page, API page, search open, settings open), in light,
// dark, right-to-left and Chinese, with no violation. And the chrome's icons are inline SVG,
// so they show with every third-party request blocked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startServe, type RunningServer } from '../helpers/cli.ts';
import { sharedDocsBuild } from '../helpers/docs-site.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const { out, built } = await sharedDocsBuild();
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const KINDS = {
  article: { path: '/x/introduction/licensing/' },
  'demo page': { path: '/x/react-data-grid/sorting/' },
  // Every section an API page can have (demos, import, props with defaults and signatures, theme
  // and ref, slots, CSS classes) at a quarter of the DataGrid page's size: axe's time grows with the DOM.
  'API page': { path: '/x/api/tree-view/rich-tree-view/' },
  'search dialog': {
    path: '/x/introduction/licensing/',
    open: async (page: Page) => {
      await page.keyboard.press('Control+K');
      await page.locator('.docs-search-input').fill('sorting');
      await page.locator('.docs-search-results[data-query="sorting"] .docs-search-option').first().waitFor();
    },
  },
  'settings drawer': {
    path: '/x/introduction/licensing/',
    open: async (page: Page) => {
      await page.locator('.docs-settings-button').click();
      await page.locator('#docs-settings [data-pref="mode"]').first().waitFor();
    },
  },
} satisfies Record<string, { path: string; open?: (page: Page) => Promise<void> }>;

const VARIANTS = {
  light: { prefix: '', init: () => localStorage.setItem('mui-mode', 'light') },
  dark: { prefix: '', init: () => localStorage.setItem('mui-mode', 'dark') },
  'right to left': { prefix: '', init: () => sessionStorage.setItem('docs-direction', 'rtl') },
  Chinese: { prefix: '/zh', init: () => undefined },
} satisfies Record<string, { prefix: string; init: () => void }>;

describe.each(Object.entries(VARIANTS))('WCAG 2.2 AA in %s', (_variant, variant) => {
  it.each(Object.entries(KINDS))('%s: no axe violation', async (_kind, kind) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(variant.init);
    const page = await context.newPage();
    await page.goto(`${server.url}${variant.prefix}${kind.path}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    if ('open' in kind) await kind.open(page);
    // Live demos are the packages' own markup; the site's chrome around them is checked.
    const violations = await axeViolations(page, { exclude: ['.docs-demo-live'] });
    await context.close();
    expect(violations).toEqual([]);
  }, 120_000);
});

describe('icons of the chrome', () => {
  it('show in the feedback buttons with every third-party request blocked (shapes in the stylesheet, no emoji or icon font)', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    const origin = new URL(server.url).origin;
    await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(`${server.url}/x/introduction/licensing/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const rating = page.locator('.docs-feedback-rating');
    await rating.scrollIntoViewIfNeeded();
    // Each icon is a mask of an SVG shape written into the stylesheet (a data: URL: nothing to fetch).
    const icons = await rating.locator('button .docs-icon').evaluateAll((spans) => spans.map((span) => ({ width: span.getBoundingClientRect().width, mask: getComputedStyle(span).maskImage || getComputedStyle(span).webkitMaskImage })));
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon.width).toBeGreaterThan(10);
    for (const icon of icons) expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml,.*%3Cpath d='M/);
    expect(await rating.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    // The app bar's icons and a heading's link icon (shown on hover) are drawn the same way.
    const drawn = (selector: string, pseudo?: string) =>
      page.locator(selector).evaluateAll((els, pseudo) => els.map((el) => { const style = getComputedStyle(el, pseudo); return { width: parseFloat(style.width), mask: style.maskImage || style.webkitMaskImage }; }), pseudo);
    const bar = await drawn('.docs-appbar .docs-icon, header .docs-icon');
    expect(bar.length).toBeGreaterThanOrEqual(4); // version arrow, search, GitHub, settings (and the menu button's, hidden here)
    for (const icon of bar) expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml,/);
    const [link] = await drawn('#pro-plan .title-link-to-anchor', '::after');
    expect(link).toMatchObject({ width: 16, mask: expect.stringMatching(/^url\("data:image\/svg\+xml,/) });
    const shot = path.join(os.tmpdir(), 'docs-build-feedback-icons.png');
    fs.writeFileSync(shot, await rating.screenshot());
    await context.close();
  });
});
