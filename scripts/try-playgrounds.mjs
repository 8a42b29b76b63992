#!/usr/bin/env node
// Exercises the props playgrounds of built pages: on each page, every knob of every playground is
// set to each value it offers (a switch on and off, each option, a number's bounds or 0, 1 and 10,
// a text), one at a time from the starting state, and the component must stay live without an
// error frame, a console error or warning, or an uncaught exception. Then Reset.
//
//   node scripts/try-playgrounds.mjs --out dist /x/api/charts/bar-chart/ /x/react-charts/bars/ …
//   node scripts/try-playgrounds.mjs --out dist --all        (every page with a playground)
//
// It serves the output itself on a free 127.0.0.1 port and blocks every other host. Exit code 1
// when any knob value breaks its component; each failure is printed with its page, playground,
// knob and value.
import fs from 'node:fs';
import path from 'node:path';
import { commandLine, launchChromium, serveBuilt } from './lib/built-site.mjs';

const cli = commandLine();
const out = cli.option('out', 'dist');
const all = cli.flag('all');
let routes = cli.rest();
if (all) {
  routes = [];
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.readFileSync(file, 'utf8').includes('data-playground=')) routes.push(`/${path.relative(out, path.dirname(file)).split(path.sep).join('/')}/`);
  }
  routes.sort();
}
if (routes.length === 0) {
  console.error('usage: node scripts/try-playgrounds.mjs [--out dist] (--all | /x/route/ …)');
  process.exit(2);
}

const { base, stop } = await serveBuilt(out);
const browser = await launchChromium();

/** The values a knob is tried with. */
function valuesOf(knob) {
  if (knob.kind === 'boolean') return [true, false];
  if (knob.kind === 'enum') return knob.values;
  if (knob.kind === 'number') return knob.range ? [knob.range[0], knob.range[1]] : [0, 1, 10];
  return ['Sample text'];
}

let failures = 0;
let tried = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  for (const route of routes) {
    const page = await context.newPage();
    const problems = [];
    // Not the playgrounds' doing: requests to other hosts (blocked here: ads, fonts) and the
    // packages' notice that a Pro component has no licence key (a build without the key).
    const expected = (text) => /^Failed to load resource: net::ERR_FAILED$/.test(text) || /MUI X: Missing license key/.test(text) || /^\*{10,}/.test(text);
    page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && !expected(msg.text()) && problems.push(`${msg.type()}: ${msg.text().slice(0, 300)}`));
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 300)}`));
    await page.goto(base + route, { waitUntil: 'load' });
    const playgrounds = page.locator('[data-playground]');
    const count = await playgrounds.count();
    /** Waits until a playground's component is live and its knobs are wired. */
    const ready = async (playground) => {
      await playground.scrollIntoViewIfNeeded();
      await playground.locator('.docs-demo-live[data-live="true"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForFunction((el) => el.dataset.playgroundReady === 'true', await playground.elementHandle());
    };
    for (let i = 0; i < count; i++) {
      const playground = playgrounds.nth(i);
      const name = await playground.getAttribute('data-playground');
      await ready(playground);
      const { knobs } = JSON.parse(await playground.locator('.docs-playground-data').textContent());
      const report = (what) => {
        failures++;
        console.log(`FAIL ${route} ${name}: ${what}`);
      };
      if (problems.length) report(`on load: ${problems.splice(0).join(' | ')}`);
      for (const knob of knobs) {
        for (const value of valuesOf(knob)) {
          tried++;
          // Sets the value as the knob's own control would, then waits two frames for React.
          await playground.evaluate(
            (el, { path, value }) => {
              const knobEl = el.querySelector(`[data-knob-path="${CSS.escape(path)}"]`);
              const inputs = [...knobEl.querySelectorAll('[data-knob-input]')];
              const input = inputs.find((x) => x.type === 'radio' ? x.value === JSON.stringify(value) : x.type !== 'range') ?? inputs[0];
              if (input.type === 'checkbox') input.checked = value;
              else if (input.type === 'radio') input.checked = true;
              else if (input.tagName === 'SELECT') input.value = JSON.stringify(value);
              else input.value = String(value);
              input.dispatchEvent(new Event('input', { bubbles: true }));
              return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            },
            { path: knob.path, value },
          );
          const error = await playground.locator('.docs-demo-error').count();
          if (error || problems.length) {
            report(`${knob.path} = ${JSON.stringify(value)}: ${error ? 'error frame; ' : ''}${problems.splice(0).join(' | ')}`);
            // A fresh page for the next value: a failure is not carried over.
            await page.reload({ waitUntil: 'load' });
            await ready(playground);
            // What the fresh page says on load was reported with the first load ("on load"): not the next value's.
            problems.splice(0);
          } else await playground.locator('[data-playground-action="reset"]').click();
        }
      }
    }
    console.log(`${route}: ${count} playground(s)`);
    await page.close();
  }
  await context.close();
} finally {
  await browser.close();
  stop();
}
console.log(`${tried} knob values tried, ${failures} failures`);
process.exitCode = failures ? 1 : 0;
