import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';

/**
 * The only console messages a demo may print: the packages' own notice that no licence key is
 * set, exactly as @mui/x-license prints it for each commercial package.
 */
export const LICENCE_NOTICES: ReadonlySet<string> = new Set(
  ['x-data-grid-pro', 'x-data-grid-premium', 'x-date-pickers-pro', 'x-charts-pro', 'x-tree-view-pro'].map((name) => {
    const plan = name.includes('premium') ? 'Premium' : 'Pro';
    const stars = '*************************************************************';
    return [
      stars,
      '',
      'MUI X: Missing license key.',
      '',
      `The license key is missing. You might not be allowed to use \`@mui/${name}\` which is part of MUI X ${plan}.`,
      '',
      'To solve the issue, you can check the free trial conditions: https://mui.com/r/x-license-trial.',
      'If you are eligible no actions are required. If you are not eligible to the free trial, you need to purchase a license https://mui.com/r/x-get-license or stop using the software immediately.',
      '',
      stars,
    ].join('\n');
  }),
);

/** The routes of a built site whose pages show demos (English pages; others show the same demos). */
export function demoRoutes(outDir: string, basePath = '/x'): string[] {
  const root = path.join(outDir, basePath.slice(1));
  const routes: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!fs.readFileSync(file, 'utf8').includes('class="docs-demo"')) continue;
    routes.push(`/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`);
  }
  return routes.sort();
}

/** Where a demo shows its error frame: in the page, or in the frame document of an iframe demo. */
async function errorFrameOf(live: Locator): Promise<Locator> {
  const framed = (await live.locator('iframe').count()) > 0;
  return (framed ? live.locator('iframe').contentFrame() : live).locator('.docs-demo-error');
}

export interface DemoGateReport {
  /** One line per problem: the page, the demo when known, and what happened. */
  problems: string[];
  pages: number;
  demos: number;
  ms: number;
}

/**
 * Visits each page, brings every demo into view and waits until React has committed it, and
 * reports: console errors and warnings (but the licence notices), uncaught exceptions, hydration
 * mismatches (the island reports them as warnings), demos showing their error frame, and failed
 * or erroring same-origin requests. Pages are spread over `tabs` tabs working in parallel.
 * Iframe demos are held to the same: a page's console, error and request events include its
 * frames', the frame tells the page's live area when the demo has committed, and the error frame
 * is looked for inside the frame document.
 */
export async function checkDemoPages(p: { browser: Browser; baseUrl: string; routes: string[]; tabs?: number; timeoutMs?: number }): Promise<DemoGateReport> {
  const started = performance.now();
  const queue = [...p.routes];
  const problems: string[] = [];
  let demos = 0;
  // Reduced motion: charts and transitions skip their animations, which would otherwise run every
  // frame while the gate waits (a third of the gate's CPU time, measured). Errors, warnings and
  // requests are what is checked, and the demos render the same components either way.
  // (No request routing here: Playwright turns the HTTP cache off in a context that routes, and
  // every page would load and compile the shared chunks again. The browser reaches only
  // 127.0.0.1 by its launch flags instead: see launchBrowser.)
  const context = await p.browser.newContext({ viewport: { width: 1280, height: 900 }, ...(process.env.DEMO_GATE_MOTION ? {} : { reducedMotion: 'reduce' as const }) });
  const origin = new URL(p.baseUrl).origin;

  async function checkPage(page: Page, route: string): Promise<void> {
    // Console messages are attributed to the demos that went live since the last demo settled:
    // demos near the top hydrate together on load, the others one at a time as they are scrolled to.
    let buffered: string[] = [];
    const report = (what: string, demos: string[] = []) => problems.push(`${route}${demos.length ? ` [${demos.join(' or ')}]` : ''}: ${what}`);
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      if (LICENCE_NOTICES.has(message.text())) return;
      buffered.push(`console ${type}: ${message.text().split('\n').slice(0, 3).join(' ⏎ ')}`);
    });
    page.on('pageerror', (error) => buffered.push(`uncaught exception: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === origin && request.failure()?.errorText !== 'net::ERR_ABORTED') report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (new URL(response.url()).origin === origin && response.status() >= 400) report(`request ${response.url()} answered ${response.status()}`);
    });
    await page.goto(p.baseUrl + route, { waitUntil: 'load' });
    if ((await page.locator('.docs-demo').count()) === 0) {
      report('this page shows no demo (name only pages that do)');
      return;
    }
    await page.waitForFunction(() => document.documentElement.dataset.demosReady === 'true');
    const ids = await page.$$eval('.docs-demo', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.demo ?? ''));
    const settled = new Set<number>();
    for (const [index, id] of ids.entries()) {
      demos++;
      const live = page.locator('.docs-demo-live').nth(index);
      await live.scrollIntoViewIfNeeded();
      try {
        await page.waitForFunction((i) => (document.querySelectorAll('.docs-demo-live')[i] as HTMLElement | undefined)?.dataset.committed === 'true', index, { timeout: p.timeoutMs ?? 30_000 });
      } catch {
        report('the demo never finished rendering in the browser', [id]);
      }
      // Effects of the first commit, and what they render, run within the next frames.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const nowLive = await page.$$eval('.docs-demo-live', (nodes) => nodes.map((n, i) => ((n as HTMLElement).dataset.live === 'true' ? i : -1)).filter((i) => i >= 0));
      const fresh = nowLive.filter((i) => !settled.has(i));
      for (const i of fresh) settled.add(i);
      const names = (fresh.length ? fresh : [index]).map((i) => ids[i]!);
      for (const message of buffered) report(message, names);
      buffered = [];
      const frame = await errorFrameOf(live);
      if ((await frame.count()) > 0) report(`the demo shows its error frame: ${(await frame.first().innerText()).replace(/\s+/g, ' ')}`, [id]);
    }
    for (const message of buffered) report(message);
    // Each demo is a React root of its own: ids must not repeat across them (charts reference
    // their clip paths and gradients by id; labels point at inputs by id).
    // (A component that repeats an id inside its own demo is the package's doing, not a collision.)
    const repeated = await page.$$eval('.docs-demo-live', (roots) => {
      const seen = new Map<string, Set<number>>();
      roots.forEach((root, index) => {
        for (const n of root.querySelectorAll('[id]')) seen.set(n.id, (seen.get(n.id) ?? new Set()).add(index));
      });
      return [...seen].filter(([, demos]) => demos.size > 1).map(([id]) => id);
    });
    if (repeated.length) report(`element ids repeat across demos: ${repeated.slice(0, 5).join(', ')}`);
  }

  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      const page = await context.newPage();
      try {
        await checkPage(page, route);
      } catch (error) {
        problems.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, p.tabs ?? 2) }, worker));
  await context.close();
  return { problems, pages: p.routes.length, demos, ms: performance.now() - started };
}
