import { launchBrowser } from './browser.mjs';
import { spawn } from 'node:child_process';
const out = process.argv[2]; const route = process.argv[3];
const srv = spawn('node', ['bin/docs-build.js', 'serve', '--out', out, '--port', '4599'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const browser = await launchBrowser();
for (const js of [true, false, true]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: js });
  for (let k = 0; k < 3; k++) {
    const page = await context.newPage();
    const t = performance.now();
    await page.goto('http://127.0.0.1:4599' + route, { waitUntil: 'load' });
    const t1 = performance.now();
    if (js) await page.waitForFunction(() => document.documentElement.dataset.demosReady === 'true');
    const perf = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return { dcl: n.domContentLoadedEventEnd|0, load: n.loadEventEnd|0, resp: n.responseEnd|0 }; });
    console.log('js', js, 'load', (t1 - t) | 0, 'ready', (performance.now() - t) | 0, JSON.stringify(perf));
    await page.close();
  }
  await context.close();
}
await browser.close(); srv.kill();
