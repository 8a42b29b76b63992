import { launchBrowser } from './browser.mjs';
import { spawn } from 'node:child_process';
const out = process.argv[2]; const route = process.argv[3];
const srv = spawn('node', ['bin/docs-build.js', 'serve', '--out', out, '--port', '4599'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
for (let k = 0; k < 2; k++) {
const page = await context.newPage();
let t = performance.now(); const lap = (w) => { const n = performance.now(); console.log(w, (n - t) | 0); t = n; };
let reqs = 0; page.on('request', () => reqs++);
await page.goto('http://127.0.0.1:4599' + route, { waitUntil: 'load' }); lap('load reqs=' + reqs);
await page.waitForFunction(() => document.documentElement.dataset.demosReady === 'true'); lap('demosReady');
const n = await page.locator('.docs-demo').count();
for (let i = 0; i < n; i++) {
  const live = page.locator('.docs-demo-live').nth(i);
  await live.scrollIntoViewIfNeeded(); lap(' scroll' + i);
  await page.waitForFunction((i) => document.querySelectorAll('.docs-demo-live')[i]?.dataset.committed === 'true', i); lap(' commit' + i);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))); lap(' raf');
}
console.log('reqs', reqs);
await page.close();
}
await browser.close(); srv.kill();
