import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toJavaScript } from '../../src/demos/transform.ts';
import { copyFixture, ROOT, runCli, startServe, startServer, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/sites/demos/pages/components');

// Local stand-ins for the icon font and the sandbox services.
const third = { iconRequests: 0, fontDown: false, feedRequests: 0 };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let thirdServer: http.Server;
let thirdUrl = '';
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
/** The fixture's copy the shared build was made from (the watch test edits it last, and finds the demos in the build cache). */
let content: string;

beforeAll(async () => {
  thirdServer = http.createServer((req, res) => {
    if ((req.url ?? '').startsWith('/icons.css')) {
      third.iconRequests++;
      if (third.fontDown) return void res.writeHead(503).end();
      return void res.writeHead(200, { 'Content-Type': 'text/css', 'Access-Control-Allow-Origin': '*' }).end('.material-icons{font-family:serif}');
    }
    if ((req.url ?? '').startsWith('/carbon.js')) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('');
    if ((req.url ?? '').startsWith('/images/')) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    if ((req.url ?? '').startsWith('/feed.json')) {
      third.feedRequests++;
      const ad = { statlink: 'https://ads.example/click', company: 'Feed Co', description: 'A tool for grids', image: `${thirdUrl}/images/ad.png` };
      return void res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify({ ads: [ad] }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => thirdServer.listen(0, '127.0.0.1', resolve));
  const address = thirdServer.address();
  thirdUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-demos-'));
  const overrides = {
    demos: { iconFontUrl: `${thirdUrl}/icons.css`, stackblitzUrl: `${thirdUrl}/stackblitz-run`, codesandboxUrl: `${thirdUrl}/codesandbox-define` },
    ads: { enabled: true, networkScriptUrl: `${thirdUrl}/carbon.js`, feedUrl: `${thirdUrl}/feed.json`, inHouseImagesUrl: `${thirdUrl}/images/` },
  };
  content = copyFixture('demos');
  const built = await runCli(['--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
  expect(built.code, built.stderr + built.stdout).toBe(0);
  // The throwing demo is reported, and the build still succeeds.
  expect(built.stdout + built.stderr).toContain('ThrowingDemo.tsx threw while rendering on the server');
  server = await startServe(out);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  thirdServer?.close();
});

beforeEach(async () => {
  Object.assign(third, { iconRequests: 0, fontDown: false, feedRequests: 0 });
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  problems = watchConsole(page);
});

const demo = (name: string) => page.locator(`.docs-demo[data-demo$="/${name}"]`);
/** Waits until a demo's island has mounted (hydrated or rendered in the browser). */
const live = async (name: string) => {
  await demo(name).scrollIntoViewIfNeeded();
  // The reader reaching for it: a demo hydrated over its server markup starts then (client/engagement.ts).
  await demo(name).locator('.docs-demo-live').hover();
  await page.waitForSelector(`.docs-demo[data-demo$="/${name}"] .docs-demo-live[data-live="true"]`);
};
/** Opens a page and waits until its demo toolbar is wired (a chunk of its own). */
async function open(route: string) {
  await page.goto(`${server.url}${route}`);
  await page.waitForSelector('html[data-demos-ready="true"]');
}
/**
 * Stops the page clock, so label timings can be stepped exactly. The installed clock runs in real
 * time until paused: the pause is a minute ahead, as a busy machine can take seconds to get there.
 */
const pauseClock = () => page.evaluate(() => Date.now()).then((now) => page.clock.pauseAt(now + 60_000));
const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
/** Resolves once a copy button shows its "Copied" state (a copy may wait for the code to load). */
const copied = (button: Locator) => button.and(page.locator('[data-copied="true"]')).waitFor();
/** Console problems, less the ones a test causes on purpose. */
const unexpected = (allowed: RegExp[] = []) => problems.filter((p) => !allowed.some((a) => a.test(p)));

describe('live demos', () => {
  it('server-renders, hydrates near the viewport, and a Data Grid demo sorts on a header click', async () => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await open('/x/components/grid/');
    // Server-rendered markup is there before any script runs: the button of the short demo.
    const html = await (await fetch(`${server.url}/x/components/grid/`)).text();
    expect(html).toMatch(/Clicked (<!-- -->)?0(<!-- -->)? times/);
    expect(html).toMatch(/<style data-emotion="demo [^"]+">/);
    // Each Emotion rule is written once on the page, however many of its demos use it.
    const names = [...html.matchAll(/<style data-emotion="demo ([^"]+)">/g)].flatMap((m) => m[1]!.split(' '));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    // The island runtime and the first demo's module are listed for the page's script to preload
    // (never fetched with the stylesheet); other pages preload nothing.
    expect(html).not.toContain('modulepreload');
    const listed = /<meta name="docs-preload" content="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(listed.some((u) => /\/demos\/island\.[A-Z0-9]+\.js$/i.test(u))).toBe(true);
    expect(listed.some((u) => u.includes('SortableGrid-system'))).toBe(true);
    expect(listed.some((u) => u.includes('ThrowingDemo'))).toBe(false);
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')));
    expect(preloaded).toEqual(listed);
    expect(await (await fetch(`${server.url}/x/components/plain/`)).text()).not.toContain('docs-preload');
    // A Data Grid renders nothing on the server: its demo is rendered afresh in the browser, over
    // the markup holding its place, instead of hydrated. Other demos hydrate.
    expect(await demo('SortableGrid').locator('.docs-demo-live').getAttribute('data-hydrate')).toBe('false');
    expect(await demo('ShortDemo').locator('.docs-demo-live').getAttribute('data-hydrate')).toBeNull();
    await live('SortableGrid');
    // The first demo's modules were evaluated one a task, in the listed order (each after those it
    // imports), before the demo's own.
    const marked = await page.evaluate(() => performance.getEntriesByName('docs-demo-module').map((m) => (m as PerformanceMark).detail as string));
    expect(marked.map((u) => new URL(u, server.url).pathname)).toEqual(listed.slice(0, -1));
    const firstCell = page.locator('.docs-demo[data-demo$="/SortableGrid"] [role="row"][data-rowindex="0"] [data-field="name"]');
    expect(await firstCell.textContent()).toBe('Cherry');
    await page.locator('.docs-demo[data-demo$="/SortableGrid"] [role="columnheader"][data-field="name"]').click();
    await expect.poll(() => firstCell.textContent()).toBe('Apple');
    expect(await page.locator('[role="columnheader"][data-field="name"]').getAttribute('aria-sort')).toBe('ascending');
    // Islands: the demo far below the fold has not been fetched yet.
    expect(requested.some((u) => u.includes('ThrowingDemo'))).toBe(false);
    await live('StyledButton');
    expect(requested.some((u) => u.includes('ThrowingDemo'))).toBe(true);
    expect(unexpected([/fixture demo failed on purpose/])).toEqual([]);
  });

  it('starts a demo shown by its server markup when the reader engages, and gives it a click made while its code loads', async () => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // The page's only demo hydrates over its server markup: until the reader engages, none of its
    // code is fetched, not even preloaded.
    await open('/x/components/pickers/');
    await page.waitForLoadState('networkidle');
    const listed = (await page.locator('meta[name="docs-preload"]').getAttribute('content'))!.split(' ');
    expect(listed.some((u) => u.includes('PickDate-system'))).toBe(true);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(requested.filter((u) => u.includes('/_static/demos/'))).toEqual([]);
    expect(await demo('PickDate').locator('.docs-demo-live').getAttribute('data-live')).toBeNull();
    // A key press is engagement: the demo's modules are preloaded, and it hydrates.
    await page.keyboard.press('Shift');
    await page.waitForSelector('.docs-demo[data-demo$="/PickDate"] .docs-demo-live[data-committed="true"]');
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')))).toEqual(listed);

    // A click on a demo whose code is still on its way (held here until the click is made) is
    // given to the demo once React has it: the counter counts it, once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pages_components_ShortDemo-system.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await open('/x/components/grid/');
    await page.waitForLoadState('networkidle');
    expect(requested.some((u) => u.includes('ShortDemo'))).toBe(false);
    const button = demo('ShortDemo').locator('.docs-demo-live button');
    await button.click();
    expect(await demo('ShortDemo').locator('.docs-demo-live').getAttribute('data-live')).toBeNull();
    expect(await button.textContent()).toContain('Clicked 0 times');
    release();
    await expect.poll(() => button.textContent()).toContain('Clicked 1 times');
    await button.click();
    await expect.poll(() => button.textContent()).toContain('Clicked 2 times');
    expect(unexpected([/fixture demo failed on purpose/])).toEqual([]);
  });

  it('server-renders the demos of a page within its budget, and renders the later ones in the browser near the viewport', async () => {
    // A budget of one byte: the first demo the server rendered (the grid's box) is in the page,
    // the next ones (ShortDemo, StyledButton) are not, and render in the browser when scrolled to.
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-demos-budget-'));
    const overrides = { demos: { iconFontUrl: '', ssrBudget: 1 }, ads: { enabled: false } };
    const built = await runCli(['--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
    expect(built.code, built.stderr + built.stdout).toBe(0);
    expect(fs.readFileSync(path.join(out, 'x/components/grid/index.html'), 'utf8')).not.toMatch(/Clicked (<!-- -->)?0/);
    const budgeted = await startServe(out);
    try {
      // As served (the browser replaces the loading notes of demos near the viewport at once).
      const served = await (await fetch(`${budgeted.url}/x/components/grid/`)).text();
      const liveArea = (name: string) => served.slice(served.indexOf(`data-demo="pages/components/${name}"`)).match(/<div class="docs-demo-live"[^>]*>(<div class="docs-demo-pending")?/)!;
      expect(liveArea('SortableGrid')[0]).toContain('data-rendered="system"');
      for (const name of ['ShortDemo', 'StyledButton']) {
        expect(liveArea(name)[0]).toContain('data-rendered="none"');
        expect(liveArea(name)[1]).toBeDefined();
      }
      await page.goto(`${budgeted.url}/x/components/grid/`);
      await live('ShortDemo');
      await page.waitForSelector('.docs-demo[data-demo$="/ShortDemo"] .docs-demo-live[data-committed="true"]');
      expect(await demo('ShortDemo').locator('.docs-demo-pending').count()).toBe(0);
      await demo('ShortDemo').locator('.docs-demo-live button').click();
      await expect.poll(() => demo('ShortDemo').locator('.docs-demo-live button').textContent()).toContain('Clicked 1 times');
      expect(unexpected([/fixture demo failed on purpose/])).toEqual([]);
    } finally {
      await budgeted.stop();
      fs.rmSync(out, { recursive: true, force: true });
    }
    // With the default budget, the fixture's pages carry every demo the server rendered.
    expect(await (await fetch(`${server.url}/x/components/grid/`)).text()).toMatch(/Clicked (<!-- -->)?0/);
  });

  it('contains a demo that throws: a message in its frame, the rest of the page working', async () => {
    await open('/x/components/grid/');
    await live('ThrowingDemo');
    const error = demo('ThrowingDemo').locator('.docs-demo-error[role="alert"]');
    await expect.poll(() => error.textContent()).toContain('The fixture demo failed on purpose');
    expect(await error.textContent()).toContain('This demo stopped with an error');
    // Another demo still responds, and so does the page's own script.
    await live('ShortDemo');
    await demo('ShortDemo').locator('.docs-demo-live button').click();
    await expect.poll(() => demo('ShortDemo').locator('.docs-demo-live button').textContent()).toContain('Clicked 1 times');
    await demo('ShortDemo').locator('[data-demo-action="reset"]').click();
    await expect.poll(() => demo('ShortDemo').locator('.docs-demo-live button').textContent()).toContain('Clicked 0 times');
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });

  it('a Date Picker opens and picks a date', async () => {
    await open('/x/components/pickers/');
    await live('PickDate');
    await demo('PickDate').locator('button[aria-label^="Choose date"]').click();
    const dialog = page.locator('.MuiPickerPopper-root[role="dialog"]');
    await dialog.waitFor();
    await dialog.locator('button[role="gridcell"]', { hasText: /^24$/ }).click();
    await expect.poll(() => page.getByTestId('picked').textContent()).toBe('2025-04-24');
    expect(unexpected()).toEqual([]);
  });

  it('mirrors demos right to left, and follows a direction switch', async () => {
    await open('/x/components/grid/');
    await live('ShortDemo');
    const icon = demo('ShortDemo').locator('.MuiButton-startIcon');
    const margins = () => icon.evaluate((el) => [getComputedStyle(el).marginLeft, getComputedStyle(el).marginRight]);
    expect(await margins()).toEqual(['-4px', '8px']);
    await page.locator('.docs-settings-button').click();
    await page.locator('[data-pref="direction"][data-value="rtl"]').click();
    await expect.poll(margins).toEqual(['8px', '-4px']);
    await page.keyboard.press('Escape'); // close the settings
    // Still live after the switch.
    await demo('ShortDemo').locator('.docs-demo-live button').click();
    await expect.poll(() => demo('ShortDemo').locator('.docs-demo-live button').textContent()).toContain('Clicked 1 times');
    await page.reload();
    await live('ShortDemo');
    expect(await margins()).toEqual(['8px', '-4px']);
  });

  it('shows style variants as a choice, and switches the live demo with it', async () => {
    await open('/x/components/grid/');
    await live('StyledButton');
    expect(await demo('StyledButton').locator('.docs-demo-live').textContent()).toBe('System styled');
    await demo('StyledButton').locator('[data-pref="codeStyling"][data-value="css"]').click();
    await expect.poll(() => demo('StyledButton').locator('.docs-demo-live').textContent()).toBe('Plain CSS styled');
    expect(await demo('StyledButton').getAttribute('data-style')).toBe('css');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('css');
  });
});

describe('iframe demos', () => {
  const frameOf = (name: string) => demo(name).locator('iframe').contentFrame();
  /** Waits until the frame has told the page that its demo committed. */
  const framedLive = async (name: string) => {
    await demo(name).scrollIntoViewIfNeeded();
    await page.waitForSelector(`.docs-demo[data-demo$="/${name}"] .docs-demo-live[data-committed="true"]`);
  };

  it('render in a frame document of their own, hydrate, and follow the frame\'s width, not the window\'s', async () => {
    const html = await (await fetch(`${server.url}/x/components/frames/`)).text();
    expect(html).toMatch(/<iframe class="docs-demo-iframe" src="(\/x\/_static\/demos\/frames\/pages_components_ResponsiveLayout\.[0-9a-f]{10}\.html)" title="ResponsiveLayout demo" loading="lazy" style="height:260px">/);
    const src = /src="(\/x\/_static\/demos\/frames\/pages_components_ResponsiveLayout[^"]+)"/.exec(html)![1]!;
    const frameHtml = await (await fetch(server.url + src)).text();
    // Server-rendered, with its styles, as a part of a page: no index, no app bar, no page script.
    expect(frameHtml).toContain('<meta name="robots" content="noindex">');
    expect(frameHtml).toMatch(/Narrow layout/);
    expect(frameHtml).toMatch(/<style data-emotion="demo [^"]+">/);
    expect(frameHtml).not.toContain('docs-appbar');
    await open('/x/components/frames/');
    await framedLive('ResponsiveLayout');
    const frame = frameOf('ResponsiveLayout');
    expect(await page.evaluate(() => matchMedia('(min-width: 600px)').matches)).toBe(true);
    expect(await frame.getByTestId('layout').textContent()).toBe('Narrow layout');
    expect(await frame.getByTestId('sidebar').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    expect(await frame.locator('.docs-demo-live').getAttribute('data-live')).toBe('true');
    // Hydrated: it responds.
    await frame.getByRole('button', { name: 'Pressed 0 times' }).click();
    await expect.poll(() => frame.getByRole('button').textContent()).toBe('Pressed 1 times');
    // A wider frame: the query and the CSS breakpoint follow it.
    await demo('ResponsiveLayout').locator('.docs-demo-live').evaluate((el) => ((el as HTMLElement).style.maxWidth = 'none'));
    await expect.poll(() => frame.getByTestId('layout').textContent()).toBe('Wide layout');
    expect(await frame.getByTestId('sidebar').evaluate((el) => getComputedStyle(el).display)).toBe('block');
    expect(unexpected()).toEqual([]);
  });

  it('follow the colour mode, direction and code style chosen in the page, live; reset reloads the frame', async () => {
    await open('/x/components/frames/');
    await framedLive('ResponsiveLayout');
    const frame = frameOf('ResponsiveLayout');
    const paper = frame.locator('.MuiPaper-root').first();
    const background = () => paper.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.locator('.docs-settings-button').click();
    await page.locator('[data-pref="mode"][data-value="dark"]').click();
    await expect.poll(() => frame.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
    await expect.poll(background).toBe('rgb(16, 20, 24)');
    await page.locator('[data-pref="direction"][data-value="rtl"]').click();
    await expect.poll(() => frame.locator('html').getAttribute('dir')).toBe('rtl');
    await page.keyboard.press('Escape');
    // Right to left, the demo is rendered again, mirrored (its button on the right), and still responds.
    await expect.poll(() => frame.getByRole('button').evaluate((el) => el.getBoundingClientRect().left > innerWidth / 2)).toBe(true);
    await frame.getByRole('button').click();
    await expect.poll(() => frame.getByRole('button').textContent()).toBe('Pressed 1 times');
    // Reset reloads the frame document: state and window start over.
    await frame.locator('html').evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    await demo('ResponsiveLayout').locator('[data-demo-action="reset"]').click();
    await framedLive('ResponsiveLayout');
    await expect.poll(() => frame.getByRole('button').textContent()).toBe('Pressed 0 times');
    expect(await frame.locator('html').evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
    expect(await frame.locator('html').getAttribute('data-mui-color-scheme')).toBe('dark');
    // The code style chosen in the toolbar switches the framed demo's variant.
    await framedLive('StyledButton');
    expect(await frameOf('StyledButton').locator('.docs-demo-live').textContent()).toBe('System styled');
    await demo('StyledButton').locator('[data-pref="codeStyling"][data-value="css"]').click();
    await expect.poll(() => frameOf('StyledButton').locator('.docs-demo-live').textContent()).toBe('Plain CSS styled');
    expect(unexpected()).toEqual([]);
  });
});

describe('code and toolbar', () => {
  it('keeps the JS/TS choice made on one page on the next (cookie)', async () => {
    await open('/x/components/grid/');
    const shown = () => page.locator('.docs-demo[data-demo$="/ShortDemo"] .docs-demo-source:visible').getAttribute('data-language');
    expect(await shown()).toBe('JS');
    await demo('ShortDemo').locator('[data-pref="codeVariant"][data-value="TS"]').click();
    expect(await shown()).toBe('TS');
    // The page's cookie write reaches the browser's cookie store asynchronously (an IPC from the
    // renderer): the store is read until it holds the choice.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('TS');
    await open('/x/components/pickers/');
    expect(await page.evaluate(() => document.documentElement.dataset.codeVariant)).toBe('TS');
    // Its short preview is open from the start, in TypeScript.
    expect(await demo('PickDate').getAttribute('data-code')).toBe('preview');
    expect(await page.locator('.docs-demo-source:visible').getAttribute('data-language')).toBe('TS');
    // Article code blocks follow the same choice.
    await page.goto(`${server.url}/x/components/plain/`);
    expect(await page.locator('.MuiCode-variants > .MuiCode-root:visible').getAttribute('data-variant')).toBe('ts');
  });

  it('copies the exact source; the demo label reads "Copied" for 1200 ms', async () => {
    const source = fs.readFileSync(path.join(FIXTURE, 'SortableGrid.tsx'), 'utf8');
    const javascript = await toJavaScript(source, 'SortableGrid.tsx');
    await page.clock.install();
    await open('/x/components/grid/');
    await pauseClock();
    const button = demo('SortableGrid').locator('[data-demo-action="copy"]');
    await button.click();
    // The full source loads on first use: the label turning is the signal the copy is done.
    await copied(button);
    expect(await clipboard()).toBe(javascript);
    expect(await button.textContent()).toBe('Copied');
    await page.clock.runFor(1150);
    expect(await button.textContent()).toBe('Copied');
    await page.clock.runFor(100);
    expect(await button.textContent()).toBe('Copy');
    // The TypeScript source is the file, byte for byte.
    await demo('SortableGrid').locator('[data-pref="codeVariant"][data-value="TS"]').click();
    await button.click();
    await copied(button);
    expect(await clipboard()).toBe(source);
  });

  it('opens and closes the code, expands a short preview, and opens the demo a #Name.tsx hash names', async () => {
    await open('/x/components/grid/');
    // The short demo starts with its preview: only the returned JSX.
    const short = demo('ShortDemo');
    expect(await short.getAttribute('data-code')).toBe('preview');
    const visible = short.locator('.docs-demo-source:visible pre:visible');
    expect((await visible.textContent())!.startsWith('<Button')).toBe(true);
    await short.locator('[data-demo-action="expand"]').click();
    // The full source is a fragment loaded on first use: its text appearing is the signal.
    await visible.filter({ hasText: "import Button from '@mui/material/Button';" }).waitFor();
    const toggle = demo('SortableGrid').locator('[data-demo-action="toggle"]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toBe('Hide code');
    expect(await demo('SortableGrid').locator('.docs-demo-code').isVisible()).toBe(true);
    await open('/x/components/pickers/#PickDate.tsx');
    expect(await demo('PickDate').getAttribute('data-code')).toBe('full');
    expect(await page.locator('.docs-demo-source:visible').getAttribute('data-language')).toBe('TS');
  });

  it('article code blocks: "Copied" for 2000 ms, and Ctrl+C on a focused block copies it', async () => {
    await page.clock.install();
    await page.goto(`${server.url}/x/components/plain/`);
    await pauseClock();
    const block = page.locator('.MuiCode-root:visible');
    const button = block.locator('.MuiCode-copy');
    await button.click();
    await copied(button);
    expect(await clipboard()).toBe('const answer = 42;');
    expect(await button.textContent()).toBe('Copied');
    await page.clock.runFor(1950);
    expect(await button.textContent()).toBe('Copied');
    await page.clock.runFor(100);
    expect(await button.textContent()).toBe('Copy');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await block.locator('pre').focus();
    await page.keyboard.press('Control+c');
    await expect.poll(clipboard).toBe('const answer = 42;');
  });

  it('posts a Vite project with the computed package.json to StackBlitz (AdapterDayjs → dayjs)', async () => {
    await open('/x/components/pickers/');
    const posted = new Promise<Request>((resolve) => context.on('request', (r) => r.url().includes('/stackblitz-run') && resolve(r)));
    await demo('PickDate').locator('[data-demo-action="stackblitz"]').click();
    const request = await posted;
    expect(request.method()).toBe('POST');
    const fields = new URLSearchParams(request.postData() ?? '');
    expect(fields.get('project[title]')).toBe('PickDate demo — Demo Fixture');
    expect(fields.get('project[template]')).toBe('node');
    const manifest = JSON.parse(fields.get('project[files][package.json]')!) as { dependencies: Record<string, string>; scripts: Record<string, string> };
    expect(manifest.dependencies).toEqual({
      '@emotion/react': expect.any(String),
      '@emotion/styled': expect.any(String),
      '@mui/material': expect.any(String),
      '@mui/x-date-pickers': 'latest',
      dayjs: '^1.11.13',
      react: expect.any(String),
      'react-dom': expect.any(String),
    });
    expect(manifest.scripts.dev).toBe('vite');
    expect(fields.get('project[files][src/Demo.jsx]')).toContain("import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';");
    expect(fields.get('project[files][index.html]')).toContain('src="/src/index.jsx"');
  });

  it('posts to CodeSandbox through its define API', async () => {
    await open('/x/components/pickers/');
    const posted = new Promise<Request>((resolve) => context.on('request', (r) => r.url().includes('/codesandbox-define') && resolve(r)));
    await demo('PickDate').locator('[data-demo-action="codesandbox"]').click();
    const fields = new URLSearchParams((await posted).postData() ?? '');
    const { decompressFromBase64 } = await import('lz-string');
    const parameters = JSON.parse(decompressFromBase64(fields.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/'))) as { files: Record<string, { content: string }> };
    expect(JSON.parse(parameters.files['package.json']!.content).dependencies.dayjs).toBe('^1.11.13');
    expect(fields.get('query')).toBe('file=/src/Demo.jsx');
  });
});

describe('feed ad under a demo', () => {
  it('appears the first time the code opens, once', async () => {
    await open('/x/components/grid/');
    const ad = demo('SortableGrid').locator('.docs-demo-ad');
    expect(third.feedRequests).toBe(0);
    const toggle = demo('SortableGrid').locator('[data-demo-action="toggle"]');
    await toggle.click();
    await expect.poll(() => ad.locator('.docs-ad-feed').count()).toBe(1);
    expect(await ad.textContent()).toContain('Feed Co');
    await toggle.click();
    await toggle.click();
    expect(third.feedRequests).toBe(1);
  });
});

describe('icon font', () => {
  it('is loaded by demo pages only, without blocking; the demo works when the font is blocked', async () => {
    await page.goto(`${server.url}/x/components/plain/`);
    expect(third.iconRequests).toBe(0);
    expect(await page.locator('link[data-icon-font]').count()).toBe(0);
    await open('/x/components/grid/');
    // A print stylesheet until it has loaded, then all media: it never blocks rendering.
    expect(await (await fetch(`${server.url}/x/components/grid/`)).text()).toContain(`href="${thirdUrl}/icons.css" media="print" onload="this.media='all'"`);
    const link = page.locator('link[data-icon-font]');
    await expect.poll(() => link.getAttribute('media')).toBe('all');
    expect(third.iconRequests).toBe(1);
    third.fontDown = true;
    await open('/x/components/grid/');
    await live('ShortDemo');
    await demo('ShortDemo').locator('.docs-demo-live button').click();
    await expect.poll(() => demo('ShortDemo').locator('.docs-demo-live button').textContent()).toContain('Clicked 1 times');
  });
});

describe('watch mode', () => {
  it('rebuilds an edited demo alone, and the page hydrates its new module', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-demos-watch-'));
    const overrides = { demos: { iconFontUrl: `${thirdUrl}/icons.css` }, ads: { enabled: false } };
    const watching = await startServer(['--watch', '--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
    const since = (from: number) => watching.output().slice(from);
    try {
      const html = () => fetch(`${watching.url}/x/components/grid/`).then((r) => r.text());
      expect(await html()).toMatch(/Clicked (<!-- -->)?0/);
      const file = path.join(content, 'pages/components/ShortDemo.tsx');
      const original = fs.readFileSync(file, 'utf8');
      let from = watching.output().length;
      fs.writeFileSync(file, original.replace('Clicked {count} times', 'Pressed {count} times'));
      // Server-rendered anew, with the page showing it alone re-rendered (no full build).
      await expect.poll(html, { timeout: 45_000, interval: 200 }).toMatch(/Pressed (<!-- -->)?0/);
      await expect.poll(() => since(from)).toMatch(/↻ rebuilt 1 page \(1 rendered\) in [^\n]*: \/x\/components\/grid\n/);
      expect(since(from)).not.toContain('Built ');
      // The browser loads the new module and hydrates the server markup without a mismatch.
      await page.goto(`${watching.url}/x/components/grid/`);
      await live('ShortDemo');
      await demo('ShortDemo').locator('.docs-demo-live button').click();
      await expect.poll(() => demo('ShortDemo').locator('.docs-demo-live button').textContent()).toContain('Pressed 1 times');
      expect(unexpected([/fixture demo failed on purpose/])).toEqual([]);
      // Away from the page, which would otherwise reload itself on each rebuild below.
      await page.goto('about:blank');

      // A syntax error: reported at its line, the last good page still served; the fix rebuilds the demo alone.
      from = watching.output().length;
      fs.writeFileSync(file, original.replace('Clicked {count} times', 'Pressed {count times'));
      await expect.poll(() => since(from), { timeout: 45_000 }).toContain('Rebuild failed; still serving the last good pages.');
      expect(since(from)).toMatch(/ShortDemo\.tsx:10:\d+: error: The demo does not bundle/);
      expect(await html()).toMatch(/Pressed (<!-- -->)?0/);
      from = watching.output().length;
      fs.writeFileSync(file, original.replace('Clicked {count} times', 'Tapped {count} times'));
      await expect.poll(html, { timeout: 45_000, interval: 200 }).toMatch(/Tapped (<!-- -->)?0/);
      expect(since(from)).toMatch(/↻ rebuilt 1 page \(1 rendered\)/);
      fs.writeFileSync(file, original);
    } finally {
      await watching.stop();
    }
  });
});
