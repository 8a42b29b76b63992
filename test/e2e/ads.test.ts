import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser } from '../helpers/browser.ts';

// A local stand-in for the ad network, the ad feed, the analytics library and the feedback
// endpoint; each test picks how it behaves.
const state = {
  script: 'ok' as 'ok' | 'backers' | 'crash' | 'late',
  feed: 'empty' as 'empty' | 'hostile' | 'down',
  feedRequests: 0,
  gtagRequests: 0,
  feedbackStatus: 200,
  feedbackBodies: [] as unknown[],
};
const SCRIPTS: Record<typeof state.script, string> = {
  ok: `var s=document.currentScript.parentElement;var d=document.createElement('div');d.id='carbonads';d.innerHTML='<a href="https://ads.example/click">A sponsored tool</a><span style="display:block;height:96px"></span>';s.appendChild(d);`,
  backers: `var s=document.currentScript.parentElement;var d=document.createElement('div');d.id='carbonads';d.innerHTML='<a href="https://material-ui-next.com/discover-more/backers">Become a backer</a>';s.appendChild(d);`,
  crash: `var s=document.currentScript.parentElement;var d=document.createElement('div');d.id='carbonads';d.querySelector=function(){throw new Error('broken ad')};s.appendChild(d);`,
  late: `setTimeout(function(){var s=document.getElementById('_carbonads_js').parentElement;var d=document.createElement('div');d.id='carbonads';d.innerHTML='<a href="https://ads.example/late">Late ad</a>';s.appendChild(d);}, 5000);`,
};
const HOSTILE_FEED = {
  ads: [
    { statlink: 'javascript:window.__pwned=1', company: 'no link' },
    {
      statlink: 'https://ads.example/click?x="><script>window.__pwned=2</script>',
      statimp: 'javascript:window.__pwned=3',
      image: 'javascript:window.__pwned=4',
      company: '<img src=x onerror="window.__pwned=5">',
      description: '<script>window.__pwned=6</script> & <b>bold</b>',
      pixel: 'javascript:window.__pwned=7||data:text/html,<script>window.__pwned=8</script>',
      timestamp: '123',
    },
  ],
};
let third: http.Server;
let thirdUrl = '';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function startThirdParty(): Promise<void> {
  third = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.startsWith('/carbon.js')) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SCRIPTS[state.script]);
    if (url.startsWith('/feed.json')) {
      state.feedRequests++;
      if (state.feed === 'down') return void res.writeHead(500).end();
      return void res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(state.feed === 'hostile' ? HOSTILE_FEED : { ads: [{}, { company: 'no statlink' }] }));
    }
    if (url.startsWith('/gtag.js')) {
      state.gtagRequests++;
      return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('window.__gtagLoaded = true;');
    }
    if (url.startsWith('/images/')) return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    if (url.startsWith('/feedback')) {
      if (req.method === 'OPTIONS') return void res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'POST' }).end();
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        state.feedbackBodies.push(JSON.parse(body || 'null'));
        res.writeHead(state.feedbackStatus, { 'Access-Control-Allow-Origin': '*' }).end('{}');
      });
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => third.listen(0, '127.0.0.1', () => {
    const address = third.address();
    thirdUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    resolve();
  }));
}

let server: RunningServer;
let bare: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function buildWith(overrides: Record<string, unknown>): Promise<RunningServer> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-ads-'));
  const built = await runCli(['--content', copyFixture('basic'), '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
  expect(built.code, built.stderr).toBe(0);
  return startServe(out);
}

beforeAll(async () => {
  await startThirdParty();
  server = await buildWith({
    ads: { enabled: true, networkScriptUrl: `${thirdUrl}/carbon.js`, feedUrl: `${thirdUrl}/feed.json`, inHouseImagesUrl: `${thirdUrl}/images/` },
    analytics: { measurementId: 'G-TEST123', libraryUrl: `${thirdUrl}/gtag.js`, webVitalsSampleRate: 1 },
    feedback: { endpoint: `${thirdUrl}/feedback` },
  });
  bare = await buildWith({ ads: { enabled: true, networkScriptUrl: `${thirdUrl}/carbon.js`, feedUrl: `${thirdUrl}/feed.json`, inHouseImagesUrl: `${thirdUrl}/images/` } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await bare?.stop();
  third?.close();
});

beforeEach(async () => {
  Object.assign(state, { script: 'ok', feed: 'empty', feedRequests: 0, gtagRequests: 0, feedbackStatus: 200, feedbackBodies: [] });
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

/** Fixes every random draw of the page: by purpose, 0.5 unless given. */
async function draws(values: Record<string, number>) {
  await context.addInitScript((v) => {
    window.__DOCS_RANDOM__ = (purpose: string) => v[purpose] ?? 0.5;
  }, values);
}
const dataLayer = () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
const adEvents = async (action: string) => (await dataLayer()).filter((e) => e[0] === 'event' && e[1] === 'ad' && (e[2] as { eventAction: string }).eventAction === action);
const slot = () => page.locator('[data-ad-slot]');
/** Moves the page's clock in small steps until the slot has decided what to show. */
async function untilState(state: string, p: Page = page) {
  for (let i = 0; i < 80 && (await p.locator('[data-ad-slot]').getAttribute('data-ad-state')) !== state; i++) await p.clock.runFor(100);
  expect(await p.locator('[data-ad-slot]').getAttribute('data-ad-state')).toBe(state);
}
/**
 * Installs the page's clock and stops it before the page loads: timers then move only when the
 * test moves them, however slow the machine, so "2300 ms later" means exactly that.
 */
async function freezeClock(p: Page = page) {
  await p.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  // The installed clock runs in real time until paused: the pause is a minute later, not a
  // second, as a busy machine took more than a second between the two calls.
  await p.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
}
/** The ads code loads as a chunk: wait until the slot runs before moving the clock. */
const slotStarted = (p: Page = page) => p.waitForSelector('#_carbonads_js', { state: 'attached' });

describe('ad slot', () => {
  it('shows the ad when the placement appears, and reports it 2500 ms later (ratio draw below 0.1)', async () => {
    await draws({ 'ad-display': 0.05 });
    await freezeClock();
    await page.goto(`${server.url}/x/guide/setup/`);
    await slotStarted();
    // Advance in 100 ms steps until a poll finds the placement: the ad appears within the last step.
    await untilState('shown');
    expect(await slot().locator('.docs-ad-fallback').count()).toBe(0);
    await page.clock.runFor(2300);
    expect(await adEvents('display')).toEqual([]);
    await page.clock.runFor(300);
    expect((await adEvents('display')).map((e) => (e[2] as { eventLabel: string }).eventLabel)).toEqual(['carbon']);
  });

  it('does not report a display when the ratio draw is above 0.1', async () => {
    await draws({ 'ad-display': 0.5 });
    await freezeClock();
    await page.goto(`${server.url}/x/guide/setup/`);
    await slotStarted();
    await untilState('shown');
    await page.clock.runFor(3000);
    expect(await adEvents('display')).toEqual([]);
  });

  it('falls back to an in-house ad after the 7th poll, not the 6th, when the script is blocked (image form, 80 %)', async () => {
    await context.route(`${thirdUrl}/carbon.js`, (route) => route.abort());
    await draws({ 'ad-shape': 0.5, 'ad-adblock': 0.5, 'ad-pick': 0.3 });
    await freezeClock();
    await page.goto(`${server.url}/x/guide/setup/`);
    await slotStarted();
    await page.clock.runFor(6 * 500);
    expect(await slot().locator('.docs-ad-fallback').count()).toBe(0);
    await page.clock.runFor(500);
    const ad = slot().locator('.docs-ad-fallback a.docs-ad-image');
    await expect.poll(() => ad.count()).toBe(1);
    expect(await ad.getAttribute('data-ga-event-label')).toBe('in-house-themes-body-top-image');
    expect(await ad.locator('img').getAttribute('width')).toBe('130');
    expect(await ad.locator('img').getAttribute('height')).toBe('100');
    expect(await ad.getAttribute('rel')).toBe('noopener sponsored');
  });

  it('shows the inline form in the other 20 % of visits, and the adblock message in 20 % of blocked cases', async () => {
    await context.route(`${thirdUrl}/carbon.js`, (route) => route.abort());
    await draws({ 'ad-shape': 0.1, 'ad-adblock': 0.5 });
    await freezeClock();
    await page.goto(`${server.url}/x/guide/setup/`);
    await slotStarted();
    await page.clock.runFor(7 * 500);
    await expect.poll(() => slot().locator('.docs-ad-inline .docs-ad-badge').count()).toBe(1);
    const other = await context.newPage();
    await other.addInitScript(() => (window.__DOCS_RANDOM__ = (p: string) => (p === 'ad-adblock' ? 0.1 : 0.5)));
    await freezeClock(other);
    await other.goto(`${server.url}/x/guide/experimental/`);
    await slotStarted(other);
    await other.clock.runFor(7 * 500);
    await expect.poll(() => other.locator('[data-ad-slot] .docs-ad-adblock').count()).toBe(1);
    expect(await other.locator('[data-ad-slot] .docs-ad-adblock strong').textContent()).toBe('Help us keep running');
  });

  it('replaces the backers placeholder with an in-house ad', async () => {
    state.script = 'backers';
    await draws({ 'ad-pick': 0 });
    await freezeClock();
    await page.goto(`${server.url}/x/guide/setup/`);
    await slotStarted();
    await untilState('fallback');
    const fallback = slot().locator('.docs-ad-fallback a');
    expect(await fallback.count()).toBe(1);
    expect(await fallback.getAttribute('data-ga-event-label')).toBe('in-house-carbon-body-top-image');
    expect(await slot().locator('#carbonads').isHidden()).toBe(true);
  });

  it('gives bots an empty slot', async () => {
    const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const botPage = await bot.newPage();
    let scriptRequested = false;
    botPage.on('request', (r) => (scriptRequested ||= r.url().includes('/carbon.js')));
    await botPage.goto(`${server.url}/x/guide/setup/`);
    // The slot's own decision: nothing will be loaded for a bot.
    await botPage.waitForSelector('[data-ad-slot][data-ad-state="bot"]', { state: 'attached' });
    expect(await botPage.locator('[data-ad-slot]').innerHTML()).toBe('');
    expect(scriptRequested).toBe(false);
    await bot.close();
  });

  it('renders nothing and reports a crash when the ad throws', async () => {
    state.script = 'crash';
    await page.goto(`${server.url}/x/guide/setup/`);
    await expect.poll(async () => (await adEvents('crash')).length).toBe(1);
    expect(await slot().innerHTML()).toBe('');
    expect(await page.locator('article h1').textContent()).toBe('Setup'); // the page is fine
  });

  it('keeps the layout still: cumulative layout shift 0 on a page with an ad', async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('[data-ad-slot][data-ad-state="shown"] #carbonads');
    // Each shift with what moved (element, class, rectangles before and after): a failure says what it was.
    const { cls, shifts } = await page.evaluate(
      () =>
        new Promise<{ cls: number; shifts: string[] }>((resolve) => {
          let total = 0;
          const shifts: string[] = [];
          type Source = { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
              if (entry.hadRecentInput) continue;
              total += entry.value;
              const moved = entry.sources.map((s) => `${s.node ? `${s.node.nodeName.toLowerCase()}.${String((s.node as HTMLElement).className ?? '').split(' ').join('.')}` : '(gone)'} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
              shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ cls: total, shifts }), 300);
        }),
    );
    expect(cls, `layout shifts:\n${shifts.join('\n')}`).toBe(0);
  });

  it('has no slot on Pro and Premium pages', async () => {
    await page.goto(`${server.url}/x/guide/advanced/`);
    expect(await page.locator('[data-ad-slot]').count()).toBe(0);
  });
});

describe('ad feed', () => {
  const requestFeed = () =>
    page.evaluate(() => {
      const container = document.createElement('div');
      container.className = 'docs-ad-feed';
      document.querySelector('article')!.append(container);
      container.dispatchEvent(new CustomEvent('docs:ad-feed', { bubbles: true }));
    });

  it('tries the feed exactly 10 times while no ad is usable, then gives up silently', async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await requestFeed();
    await page.locator('article .docs-ad-feed[data-ad-feed-state="gave-up"]').waitFor({ state: 'attached' });
    expect(state.feedRequests).toBe(10);
    expect(await page.locator('article .docs-ad-feed').innerHTML()).toBe('');
  });

  it('stops at the first failure, silently', async () => {
    state.feed = 'down';
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await requestFeed();
    await page.locator('article .docs-ad-feed[data-ad-feed-state="failed"]').waitFor({ state: 'attached' });
    expect(state.feedRequests).toBe(1);
  });

  it('runs no script from a hostile feed and shows its text as text', async () => {
    state.feed = 'hostile';
    const dialogs: string[] = [];
    page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await requestFeed();
    const link = page.locator('article .docs-ad-feed a');
    await page.locator('article [data-ad-feed-state="shown"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await link.getAttribute('href')).toBe('https://ads.example/click?x="><script>window.__pwned=2</script>');
    expect(await link.locator('strong').textContent()).toBe('<img src=x onerror="window.__pwned=5">');
    expect(await link.textContent()).toContain('<script>window.__pwned=6</script> & <b>bold</b>');
    expect(await page.locator('article .docs-ad-feed img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([]);
    expect(await page.locator('article .docs-ad-feed script, article .docs-ad-feed [onerror]').count()).toBe(0);
  });
});

describe('analytics', () => {
  it('sends page_view with title, location without language prefix or hash, and product ids', async () => {
    await page.goto(`${server.url}/zh/x/guide/setup/#configure`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(async () => (await dataLayer()).some((e) => e[1] === 'page_view')).toBe(true);
    const view = (await dataLayer()).find((e) => e[1] === 'page_view')!;
    expect(view[2]).toEqual({
      page_title: await page.title(),
      page_location: `${server.url}/x/guide/setup/`,
      productId: 'null',
      productCategoryId: 'x',
    });
    expect((await dataLayer()).find((e) => e[0] === 'config')).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('sets the user properties at load and again when one changes', async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const props = async () => (await dataLayer()).filter((e) => e[0] === 'set' && e[1] === 'user_properties').map((e) => e[2]);
    expect((await props())[0]).toEqual({ codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'system', codeStylingVariant: 'system' });
    await page.locator('.docs-settings-button').click();
    await page.locator('#docs-settings [data-pref="codeVariant"][data-value="TS"]').click();
    await page.locator('#docs-settings [data-pref="mode"][data-value="dark"]').click();
    const last = (await props()).at(-1) as Record<string, unknown>;
    expect([last.codeVariant, last.colorScheme]).toEqual(['TS', 'dark']);
  });

  it('sends an event for a data-ga-* click; a split below the draw drops it', async () => {
    await draws({ 'ga-split': 0.5 });
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('.docs-settings-button').click();
    expect((await dataLayer()).filter((e) => e[1] === 'settings')).toEqual([['event', 'settings', { eventAction: 'open', eventLabel: undefined }]]);
    await page.evaluate(() => {
      for (const split of ['0.9', '0.1']) {
        const b = document.createElement('button');
        Object.assign(b.dataset, { gaEventCategory: 'test', gaEventAction: `split-${split}`, gaEventLabel: 'x', gaEventSplit: split });
        document.body.append(b);
        b.click();
      }
    });
    expect((await dataLayer()).filter((e) => e[1] === 'test').map((e) => (e[2] as { eventAction: string }).eventAction)).toEqual(['split-0.9']);
  });

  it('loads the library after the page is interactive, only with a measurement id, and reports web vitals', async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true);
    const order = await page.evaluate(() => {
      const gtagEntry = performance.getEntriesByType('resource').find((r) => r.name.includes('/gtag.js'))!;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { gtagStart: gtagEntry.startTime, loadEnd: nav.loadEventEnd };
    });
    expect(order.gtagStart).toBeGreaterThanOrEqual(order.loadEnd);
    await expect.poll(async () => (await dataLayer()).some((e) => (e[2] as { metric_label?: string } | undefined)?.metric_label === 'Web Vitals')).toBe(true);
    // Without a measurement id the library never loads.
    state.gtagRequests = 0;
    const other = await context.newPage();
    await other.goto(`${bare.url}/x/guide/setup/`);
    // The page's own decision, taken once it is interactive: no measurement id, no library.
    await other.waitForSelector('html[data-analytics-library="off"]', { state: 'attached' });
    expect(state.gtagRequests).toBe(0);
  });
});

describe('page feedback', () => {
  it('posts a rating and comment to the endpoint, with an analytics event', async () => {
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('[data-feedback-rating="0"]').click();
    await page.locator('.docs-feedback textarea').fill('The configure section needs an example.');
    await page.keyboard.press('Control+Enter');
    await page.locator('.docs-feedback-status', { hasText: 'Feedback submitted' }).waitFor();
    expect(state.feedbackBodies).toEqual([{ page: '/x/guide/setup/', section: null, rating: 0, comment: 'The configure section needs an example.', version: '1.2.3', language: 'en' }]);
    expect((await dataLayer()).filter((e) => e[1] === 'feedback')).toEqual([
      ['event', 'feedback', { eventAction: 'rating', eventLabel: 'down' }], // the button's data-ga-* click
      ['event', 'feedback', { eventAction: 'no', eventLabel: '/x/guide/setup/' }],
    ]);
  });

  it('never loses a typed comment on a failed post', async () => {
    state.feedbackStatus = 500;
    await page.goto(`${server.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('#configure .docs-comment-button').click();
    await page.locator('.docs-feedback-label', { hasText: 'How can we improve' }).waitFor();
    expect(await page.locator('.docs-feedback-label').textContent()).toBe('How can we improve the "Configure" section?');
    await page.locator('.docs-feedback textarea').fill('Please keep this text.');
    await page.locator('.docs-feedback button[type="submit"]').click();
    await page.locator('.docs-feedback-status', { hasText: "Couldn't submit feedback" }).waitFor();
    expect(await page.locator('.docs-feedback textarea').inputValue()).toBe('Please keep this text.');
    expect((state.feedbackBodies[0] as { section: string }).section).toBe('configure');
  });

  it('offers a prefilled issue link when no endpoint is configured', async () => {
    await page.goto(`${bare.url}/x/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('[data-feedback-rating="1"]').click();
    await page.locator('.docs-feedback textarea').fill('Clear and short.');
    await page.locator('.docs-feedback button[type="submit"]').click();
    const link = page.locator('.docs-feedback-status a');
    await link.waitFor();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/mui/mui-x/issues/new');
    expect(href.searchParams.get('template')).toBe('6.docs-feedback.yml');
    expect(href.searchParams.get('page-url')).toBe(`${bare.url}/x/guide/setup/`);
    expect(href.searchParams.get('feedback')).toBe('Clear and short.');
  });
});
