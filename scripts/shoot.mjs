#!/usr/bin/env node
// Screenshots pages of a built site for review: each page in light, dark and right-to-left, after
// every demo on it has scrolled into view and gone live.
//
//   node scripts/shoot.mjs --out dist --dir shots /x/react-data-grid/sorting/ [more routes…]
//   options: --modes light,dark,rtl (default all three)  --width 1280  --full (whole page)
//            --demos (also one picture per demo, named after it)
//            --settings (also one picture with the settings drawer open)
//
// It serves the output itself on a free 127.0.0.1 port and blocks every other host.
import fs from 'node:fs';
import path from 'node:path';
import { commandLine, launchChromium, serveBuilt } from './lib/built-site.mjs';

const cli = commandLine();
const out = cli.option('out', 'dist');
const dir = cli.option('dir', 'shots');
const modes = cli.option('modes', 'light,dark,rtl').split(',');
const width = Number(cli.option('width', '1280'));
const full = cli.flag('full');
const perDemo = cli.flag('demos');
const withSettings = cli.flag('settings');
const routes = cli.rest();
if (routes.length === 0) {
  console.error('usage: node scripts/shoot.mjs [--out dist] [--dir shots] [--modes light,dark,rtl] [--width 1280] [--full] /x/route/ …');
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });

const { base, stop } = await serveBuilt(out);
const browser = await launchChromium();
let failed = 0;
try {
  for (const route of routes) {
    for (const mode of modes) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode === 'dark' ? 'dark' : 'light' });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
      await context.addInitScript((m) => {
        localStorage.setItem('mui-mode', m === 'dark' ? 'dark' : 'light');
        if (m === 'rtl') sessionStorage.setItem('docs-direction', 'rtl');
      }, mode);
      const page = await context.newPage();
      const problems = [];
      page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && problems.push(`${msg.type()}: ${msg.text()}`));
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await page.goto(base + route, { waitUntil: 'load' });
      const demos = page.locator('.docs-demo-live');
      const count = await demos.count();
      for (let i = 0; i < count; i++) {
        await demos.nth(i).scrollIntoViewIfNeeded();
        await page.waitForFunction((n) => document.querySelectorAll('.docs-demo-live')[n]?.getAttribute('data-live') === 'true', i, { timeout: 30_000 });
      }
      await page.evaluate(() => document.fonts.ready);
      if (perDemo) {
        for (let i = 0; i < count; i++) {
          const demo = page.locator('.docs-demo').nth(i);
          const name = ((await demo.getAttribute('data-demo')) ?? `demo-${i}`).split('/').pop();
          const shot = path.join(dir, `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_')}-${name}-${mode}.png`);
          await demo.locator('.docs-demo-frame').screenshot({ path: shot });
          console.log(shot);
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = path.join(dir, `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}-${mode}.png`);
      await page.screenshot({ path: file, fullPage: full });
      if (withSettings) {
        await page.locator('.docs-settings-button').click();
        await page.locator('#docs-settings').waitFor();
        const settingsShot = file.replace(/\.png$/, '-settings.png');
        await page.screenshot({ path: settingsShot });
        console.log(settingsShot);
      }
      console.log(`${file}${problems.length ? `  (${problems.length} console problems: ${problems.slice(0, 3).join(' | ')})` : ''}`);
      if (problems.length) failed++;
      await context.close();
    }
  }
} finally {
  await browser.close();
  stop();
}
process.exitCode = failed ? 1 : 0;
