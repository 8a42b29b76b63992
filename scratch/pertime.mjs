import { checkDemoPages, demoRoutes } from './gate.mjs';
import { launchBrowser } from './browser.mjs';
import { spawn } from 'node:child_process';
const out = process.argv[2];
const srv = spawn('node', ['bin/docs-build.js', 'serve', '--out', out, '--port', '4599'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const browser = await launchBrowser();
let routes = demoRoutes(out);
const res = [];
for (const r of routes) { const rep = await checkDemoPages({ browser, baseUrl: 'http://127.0.0.1:4599', routes: [r], tabs: 1 }); res.push([rep.ms, rep.demos, r]); }
res.sort((a,b)=>b[0]-a[0]);
let tot=0; for (const x of res) tot+=x[0];
console.log('total', (tot/1000).toFixed(1));
for (const x of res.slice(0, 30)) console.log((x[0]/1000).toFixed(1), x[1], x[2]);
await browser.close(); srv.kill();
