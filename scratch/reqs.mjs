import { launchBrowser } from './browser.mjs';
import { spawn } from 'node:child_process';
const out = process.argv[2]; const route = process.argv[3];
const srv = spawn('node', ['bin/docs-build.js', 'serve', '--out', out, '--port', '4599'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const browser = await launchBrowser();
const page = await browser.newPage();
const list = [];
page.on('requestfinished', async (r) => { const s = await r.sizes(); list.push([r.resourceType(), s.responseBodySize, r.url().replace('http://127.0.0.1:4599','')]); });
await page.goto('http://127.0.0.1:4599' + route, { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.demosReady === 'true');
await new Promise(r=>setTimeout(r,1000));
const by = {}; for (const [t,s] of list) { by[t] = by[t] ?? [0,0]; by[t][0]++; by[t][1]+=s; }
console.log(by);
for (const x of list.slice(0,200)) console.log(x.join(' '));
await browser.close(); srv.kill();
