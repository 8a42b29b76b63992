// Demo budgets, measured in Chromium against a built site served locally:
// - the gzipped JavaScript a page without demos loads (budget: at most 20 KB, no React);
// - the gzipped JavaScript the Data Grid overview loads before any interaction;
// - the gzipped JavaScript of the live editor, compiler included (budget: at most 80 KB), loaded
//   when a reader first edits a demo's code;
// - how long the Data Grid overview takes, with 4× CPU throttling, until its first grid sorts
//   on a header click (budget: at most 3 s from navigation start).
// JavaScript sizes come from the built files (gzip level 9 of each script the page requested).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** `docs-build serve` on a free port; resolves once it listens. */
export function serve(bin, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve', '--out', outDir, '--port', '0']);
    let output = '';
    const onData = (c) => {
      output += c;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${output}`)));
  });
}

/** Loads a page and sums the gzipped size of the same-origin scripts it requested, from the files. */
async function scriptsOf(page, origin, outDir, url) {
  const scripts = new Set();
  const listener = (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  page.off('request', listener);
  let gz = 0;
  for (const file of scripts) gz += zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
  return { files: [...scripts], gzKb: gz / 1024 };
}

/**
 * The live editor's JavaScript: the scripts the page requests from a click on the first demo's
 * "Edit code" until the editor is up and the network is idle (its chunk, the in-browser compiler,
 * the highlighter), on a page whose demos have loaded.
 */
async function editorScripts(page, outDir) {
  const scripts = new Set();
  const listener = (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.locator('.docs-demo [data-demo-action="edit"]').first().click();
  await page.locator('textarea.docs-demo-editor-input').first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  let gz = 0;
  for (const file of scripts) gz += zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
  return { files: [...scripts], gzKb: gz / 1024 };
}

/** In the page: clicks the first grid's first sortable header as soon as it exists; times in ms since navigation. */
function sortTime() {
  return new Promise((resolve, reject) => {
    let clicked;
    let rendered;
    const step = () => {
      const grid = document.querySelector('.docs-demo .MuiDataGrid-root');
      const header = clicked ?? grid?.querySelector('[role="columnheader"][aria-sort="none"]:not([data-field="__check__"])');
      if (header && !clicked) {
        rendered = performance.now();
        clicked = header;
        header.click();
      } else if (clicked && clicked.getAttribute('aria-sort') !== 'none') {
        const nav = performance.getEntriesByType('navigation')[0];
        return resolve({ domContentLoaded: nav?.domContentLoadedEventEnd, rendered, sorted: performance.now() });
      }
      if (performance.now() > 30000) return reject(new Error('the grid never sorted'));
      setTimeout(step, 20);
    };
    step();
  });
}

export async function measureDemoBudgets({ bin, outDir, noDemoPage = '/x/introduction/licensing/', gridPage = '/x/react-data-grid/' }) {
  const server = await serve(bin, outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Third parties (ads, fonts) are not reachable from here and not ours to count.
    await context.route((url) => !url.href.startsWith(server.url), (route) => route.abort());
    const page = await context.newPage();
    const plain = await scriptsOf(page, server.url, outDir, noDemoPage);
    const grid = await scriptsOf(page, server.url, outDir, gridPage);
    const editor = await editorScripts(page, outDir);

    // Interactive with 4× CPU throttling, from a cold HTTP cache each time; the median of 5 runs (the machine is shared and noisy).
    const runs = [];
    for (let i = 0; i < 5; i++) {
      const cold = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await cold.route((url) => !url.href.startsWith(server.url), (route) => route.abort());
      const throttled = await cold.newPage();
      const cdp = await cold.newCDPSession(throttled);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await throttled.goto(`${server.url}${gridPage}`, { waitUntil: 'commit' });
      runs.push(await throttled.evaluate(sortTime));
      await cold.close();
    }
    runs.sort((a, b) => a.sorted - b.sorted);
    const median = runs[2];
    return { plain, grid, editor, sortedSeconds: median.sorted / 1000, runs };
  } finally {
    await browser.close();
    server.stop();
  }
}
