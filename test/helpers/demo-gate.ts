import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';

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
    // Demos, embedded components and playgrounds (class="docs-demo docs-embed …").
    if (!/class="docs-demo[" ]/.test(fs.readFileSync(file, 'utf8'))) continue;
    routes.push(`/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`);
  }
  return routes.sort();
}

/** What the page reports of one demo once it has settled (see settleDemos). */
interface SettledDemo {
  committed: boolean;
  /** Whether React was given the demo (it came near the viewport, and its module arrived). */
  started: boolean;
  /** The page's visibility state when the wait ended. */
  visibility: string;
  /** For a demo that never committed: the animation frames the page got in the half second after the wait. */
  frames: number;
  /**
   * Not waited for: a demo before it never committed and the page then got no animation frame
   * (its renderer had stopped rendering), so its waits would only have run out one after the other.
   */
  skipped?: true;
  /** The text of the demo's error frame, if it shows one. */
  error: string | null;
  /**
   * SVG references (`fill="url(#…)"`, `clip-path`, `mask`, `filter`, markers, `<use href>`) to ids
   * its document does not have: what the server wrote and what the browser rendered disagree
   * (their useIds differ), and a gradient or clip path silently falls away.
   */
  dangling: string[];
}

/** The console message the page prints after each demo settles, before the demos it brought live. */
const SETTLED_MARK = '[docs-build demo gate] settled';

/**
 * Runs in the page: waits until the demo runtime is ready, then brings each demo into view in turn
 * and waits until React has committed it and the frames after the commit have run (effects and
 * what they render). After each demo it prints SETTLED_MARK with the demos that went live since
 * the last mark: console messages and exceptions before the mark belong to them (the protocol
 * delivers a page's console and exception events in order). Returns each demo's state and the
 * element ids that repeat across demos (each demo is a React root of its own: charts reference
 * their clip paths and gradients by id, labels point at inputs by id; a component that repeats
 * an id inside its own demo is the package's doing, not a collision).
 */
async function settleDemos(p: { mark: string; timeoutMs: number }): Promise<{ ids: string[]; demos: SettledDemo[]; repeated: string[] }> {
  // The next frame, or 100 ms when frames stall (a window the compositor takes for hidden gets
  // none): the waits below then still reach their time limit.
  let frames = 0;
  const frame = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        frames++;
        resolve();
      });
      setTimeout(resolve, 100);
    });
  // Waits for the attribute that says so (a definite signal), or the time limit. Not by polling
  // each frame: a page waiting on requestAnimationFrame renders sixty frames a second while it
  // waits, which cost the gate a sixth of its CPU time on a loaded machine (measured: 52 against
  // 44 CPU-s for 30 pages), and the longer the machine made it wait, the more.
  const until = (done: () => boolean) =>
    new Promise<boolean>((resolve) => {
      if (done()) return resolve(true);
      const finish = (value: boolean) => {
        observer.disconnect();
        clearTimeout(timer);
        resolve(value);
      };
      const observer = new MutationObserver(() => done() && finish(true));
      const timer = setTimeout(() => finish(done()), p.timeoutMs);
      observer.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-demos-ready', 'data-live', 'data-committed'] });
    });
  // Frames the page gets in half a second: asked only of a demo that never committed, to tell a
  // renderer that stopped rendering from a demo that never finishes.
  const framesNow = async () => {
    frames = 0;
    const end = performance.now() + 500;
    while (performance.now() < end) await frame();
    return frames;
  };
  await until(() => document.documentElement.dataset.demosReady === 'true');
  const ids = [...document.querySelectorAll<HTMLElement>('.docs-demo')].map((n) => n.dataset.demo ?? '');
  const lives = [...document.querySelectorAll<HTMLElement>('.docs-demo-live')];
  const settled = new Set<number>();
  const demos: SettledDemo[] = [];
  for (const [index, live] of lives.entries()) {
    const before = demos[demos.length - 1];
    if (before && !before.committed && before.frames === 0) {
      demos.push({ committed: false, started: live.dataset.live === 'true', visibility: document.visibilityState, frames: 0, skipped: true, error: null, dangling: [] });
      continue;
    }
    (live as HTMLElement & { scrollIntoViewIfNeeded(center?: boolean): void }).scrollIntoViewIfNeeded(true);
    const committed = await until(() => live.dataset.committed === 'true');
    const waited = { started: live.dataset.live === 'true', visibility: document.visibilityState, frames: committed ? 0 : await framesNow() };
    await frame();
    await frame();
    const fresh = lives.flatMap((n, i) => (n.dataset.live === 'true' && !settled.has(i) ? [i] : []));
    for (const i of fresh) settled.add(i);
    console.debug(p.mark, JSON.stringify(fresh.length ? fresh : [index]));
    // An iframe demo shows its error frame inside the frame document.
    const iframe = live.querySelector('iframe');
    const scope = iframe ? iframe.contentDocument : live;
    const error = scope?.querySelector<HTMLElement>('.docs-demo-error');
    const dangling = new Set<string>();
    const doc = iframe?.contentDocument ?? document;
    for (const el of scope?.querySelectorAll('*') ?? []) {
      for (const attr of ['fill', 'stroke', 'clip-path', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'href', 'xlink:href']) {
        const value = el.getAttribute(attr);
        if (!value) continue;
        const ref = attr.endsWith('href') ? (el.tagName.toLowerCase() === 'use' && value.startsWith('#') ? value.slice(1) : undefined) : /^url\(["']?#([^"')]+)["']?\)$/.exec(value.trim())?.[1];
        if (ref && !doc.getElementById(ref)) dangling.add(`${attr}="${value}"`);
      }
    }
    demos.push({ committed, ...waited, error: error ? error.innerText.replace(/\s+/g, ' ') : null, dangling: [...dangling] });
  }
  const seen = new Map<string, Set<number>>();
  lives.forEach((root, index) => {
    for (const n of root.querySelectorAll('[id]')) seen.set(n.id, (seen.get(n.id) ?? new Set()).add(index));
  });
  const repeated = [...seen].filter(([, roots]) => roots.size > 1).map(([id]) => id);
  return { ids, demos, repeated };
}

export interface DemoGateReport {
  /** One line per problem: the page, the demo when known, and what happened. */
  problems: string[];
  pages: number;
  demos: number;
  /** Pages not visited: they passed before, byte for byte the same (see GateCache). */
  cached: number;
  ms: number;
}

/**
 * Passes of earlier runs, by the page's HTML: a page names every script, module, chunk, code
 * fragment and frame document it loads by content hash (the build's asset names), so the same
 * HTML loads the same code. Keyed with the gate's own code, the browser's version and the
 * context options too. Only passes are kept: a page with a problem is checked every time.
 */
interface GateCache {
  /** The built site, where each route's HTML is read. */
  outDir: string;
  dir: string;
}

/** `promise`, or an error saying `what` once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const gateCode = crypto.createHash('sha256').update(fs.readFileSync(fileURLToPath(import.meta.url))).digest('hex');

function gateKey(p: { cache: GateCache; route: string; browser: string; options: unknown }): string | undefined {
  let html: Buffer;
  try {
    html = fs.readFileSync(path.join(p.cache.outDir, p.route, 'index.html'));
  } catch {
    return undefined;
  }
  return crypto.createHash('sha256').update(gateCode).update('\0').update(p.browser).update('\0').update(JSON.stringify(p.options)).update('\0').update(p.route).update('\0').update(html).digest('hex');
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
export async function checkDemoPages(p: { browser: Browser; baseUrl: string; routes: string[]; tabs?: number; timeoutMs?: number; cache?: GateCache }): Promise<DemoGateReport> {
  const started = performance.now();
  const problems: string[] = [];
  let demos = 0;
  // Reduced motion: charts and transitions skip their animations, which would otherwise run every
  // frame while the gate waits (a third of the gate's CPU time, measured). Errors, warnings and
  // requests are what is checked, and the demos render the same components either way.
  // (No request routing here: Playwright turns the HTTP cache off in a context that routes, and
  // every page would load and compile the shared chunks again. The browser reaches only
  // 127.0.0.1 by its launch flags instead: see launchBrowser.)
  const contextOptions = { viewport: { width: 1280, height: 900 }, ...(process.env.DEMO_GATE_MOTION ? {} : { reducedMotion: 'reduce' as const }) };
  const origin = new URL(p.baseUrl).origin;
  const keys = new Map<string, string>();
  if (p.cache) {
    const browser = p.browser.version();
    for (const route of p.routes) {
      const key = gateKey({ cache: p.cache, route, browser, options: contextOptions });
      if (key) keys.set(route, key);
    }
  }
  const passedBefore = (route: string) => keys.has(route) && fs.existsSync(path.join(p.cache!.dir, keys.get(route)!));
  const queue = p.routes.filter((route) => !passedBefore(route));
  const cached = p.routes.length - queue.length;
  /** Records a page that passed, for the next run. */
  const remember = (route: string) => {
    const key = keys.get(route);
    if (!key) return;
    fs.mkdirSync(p.cache!.dir, { recursive: true });
    fs.writeFileSync(path.join(p.cache!.dir, key), `${route}\n`);
  };

  /**
   * Checks one page in `page`: its problems, and apart from them the demos that never committed
   * (with what the page saw meanwhile), which the caller may check again in a new tab.
   */
  async function checkPage(page: Page, route: string): Promise<{ found: string[]; unfinished: string[]; demos: number }> {
    const found: string[] = [];
    const unfinished: string[] = [];
    const timeoutMs = p.timeoutMs ?? 30_000;
    // Console messages are attributed to the demos that went live since the last demo settled:
    // demos near the top hydrate together on load, the others one at a time as they are scrolled to.
    let buffered: string[] = [];
    let ids: string[] = [];
    // The page says each demo settled as it goes (the mark): how many, and when the last one did.
    let marks = 0;
    let lastMark = performance.now();
    const report = (what: string, demos: string[] = []) => found.push(`${route}${demos.length ? ` [${demos.join(' or ')}]` : ''}: ${what}`);
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'debug' && message.text().startsWith(SETTLED_MARK)) {
        marks++;
        lastMark = performance.now();
        const fresh = JSON.parse(message.text().slice(SETTLED_MARK.length)) as number[];
        for (const what of buffered) report(what, fresh.map((i) => ids[i] ?? `demo ${i + 1}`));
        buffered = [];
        return;
      }
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
    try {
      // Every call on the page is bounded: a page whose renderer stopped answering leaves
      // Playwright's evaluations waiting forever (navigation has its own limit). Not shorter than
      // 30 s: a loaded machine can keep a page's thread busy with its scripts for seconds.
      const answerMs = Math.max(2 * timeoutMs, 30_000);
      await page.goto(p.baseUrl + route, { waitUntil: 'load', timeout: answerMs });
      ids = await within(
        page.$$eval('.docs-demo', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.demo ?? '')),
        answerMs,
        `the page did not answer within ${answerMs / 1000} s when asked for its demos`,
      );
      if (ids.length === 0) {
        report('this page shows no demo (name only pages that do)');
        return { found, unfinished, demos: 0 };
      }
      // A reader engaging with the page (a key press, here): demos hydrated over their server
      // markup wait for it before they start (client/engagement.ts).
      await within(page.keyboard.press('Shift'), answerMs, `the page did not take a key press within ${answerMs / 1000} s`);
      // Each wait inside has its limit, and the page says each demo settled as it goes (the mark):
      // between two marks it waits at most for the runtime and one demo (or for one demo and its
      // frames), so a page that has said nothing for twice the wait and some has stopped
      // answering as a whole (its renderer stalled) and is given up, to be checked again in a new
      // tab. (A limit on the whole page instead, the sum of its waits, gave up a stuck page of 14
      // demos only after 494 s on a loaded machine.)
      const idleMs = 2 * timeoutMs + 5000;
      lastMark = performance.now();
      let watch: NodeJS.Timeout | undefined;
      const stopped = new Promise<never>((_, reject) => {
        watch = setInterval(() => {
          if (performance.now() - lastMark > idleMs) reject(new Error(`the page stopped answering: ${marks} of its ${ids.length} demos settled, then nothing for ${idleMs / 1000} s`));
        }, 500);
      });
      const settled = await Promise.race([page.evaluate(settleDemos, { mark: SETTLED_MARK, timeoutMs }), stopped]).finally(() => clearInterval(watch));
      settled.demos.forEach(({ committed, started, visibility, frames, skipped, error, dangling }, index) => {
        const id = settled.ids[index] ?? `demo ${index + 1}`;
        if (skipped) unfinished.push(`${route} [${id}]: not waited for, since the demo before it never finished rendering and the page then got no animation frame (its renderer had stopped rendering)`);
        else if (!committed) {
          const how = started ? 'React was rendering it' : 'React was never given it: it was not seen near the viewport, or its module never arrived';
          unfinished.push(`${route} [${id}]: the demo never finished rendering in the browser (${how}; the page, ${visibility}, waited for ${timeoutMs / 1000} s, and then got ${frames} animation frames in half a second)`);
        }
        if (error !== null) report(`the demo shows its error frame: ${error}`, [id]);
        if (dangling.length) report(`the demo refers to ids its page does not have (the server's and the browser's useIds differ?): ${dangling.slice(0, 3).join(', ')}`, [id]);
      });
      for (const what of buffered) report(what);
      if (settled.repeated.length) report(`element ids repeat across demos: ${settled.repeated.slice(0, 5).join(', ')}`);
      return { found, unfinished, demos: settled.demos.length };
    } finally {
      page.removeAllListeners();
    }
  }

  // One browser context and one page per tab, the page reused from route to route: its renderer
  // process and the code it compiled stay (a page per route started a renderer each time, which
  // cost a third more time), and a context of its own gives each tab a focused window, which
  // Chromium runs at normal priority (the other tabs of one window run at nice 5 on Linux, and
  // lose the CPU to every build beside them).
  const worker = async () => {
    let context = await p.browser.newContext(contextOptions);
    let page = await context.newPage();
    // The page may be stuck, or its renderer gone or no longer rendering: the next check gets a
    // new context and page. Closing is bounded too (a hung renderer can keep its page from
    // closing); the browser is closed at the end in any case.
    const renew = async () => {
      // A renderer stuck in a script goes on taking a core while its context closes (the gates
      // test's Chromium took 109 CPU-s without this, 99 with it, on a quiet machine; 206 in a
      // loaded CI run). Crashing it works on its IO thread, whatever its main thread does.
      await within(
        context.newCDPSession(page).then((session) => session.send('Page.crash')),
        5000,
        'crashing a stuck tab',
      ).catch(() => undefined);
      await within(context.close(), 10_000, 'closing a stuck tab').catch(() => undefined);
      context = await p.browser.newContext(contextOptions);
      page = await context.newPage();
    };
    /** Counts a page's check, and records it for the next run if nothing was found. */
    const count = (found: string[], checked: number, route: string) => {
      problems.push(...found);
      demos += checked;
      if (found.length === 0) remember(route);
    };
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      let first: Awaited<ReturnType<typeof checkPage>>;
      let again: string;
      try {
        first = await checkPage(page, route);
        if (first.unfinished.length === 0) {
          count(first.found, first.demos, route);
          continue;
        }
        // A demo that never commits within its time is checked once more, in a new tab: the
        // renderer of a headless tab on a loaded machine can stop rendering it (no frames, so no
        // intersection observed, and the demo never starts). Saying so keeps the first attempt
        // visible; what the first attempt found beside the unfinished demos still counts.
        again = first.unfinished.join('\n  ');
      } catch (error) {
        // The page stopped answering as a whole (its renderer stalled on a loaded machine, as
        // above): checked once more in a new tab too, before it counts.
        first = { found: [], unfinished: [], demos: 0 };
        again = (error as Error).message.split('\n')[0]!;
      }
      console.warn(`content gate: checking ${route} again in a new tab:\n  ${again}`);
      await renew();
      try {
        const second = await checkPage(page, route);
        count([...new Set([...first.found, ...second.found, ...second.unfinished])], second.demos, route);
      } catch (error) {
        const message = (error as Error).message.split('\n')[0];
        const before = first.unfinished.length ? `${first.unfinished.length} demos never finished rendering` : again;
        problems.push(...first.found, `${route}: ${before}; again in a new tab: ${message}`);
        await renew();
      }
    }
    await within(context.close(), 10_000, 'closing a tab').catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.max(1, p.tabs ?? 2) }, worker));
  return { problems, pages: p.routes.length, demos, cached, ms: performance.now() - started };
}
