// npm run bench: measures build throughput and memory, one summary line per case:
//   bench case=<name> pages=<N> seconds=<wall> pages_per_s=<P> peak_rss_mb=<M>
// Cases: corpus-1000, corpus-4000 (cold), corpus-4000-warm, docs-fresh (every cache entry cleared,
// as on a fresh clone), docs-cold (the same but the API extraction of the installed packages; its
// line says api=cached, or api=extracted when there was none to keep), docs-warm, watch-edit,
// demo-budgets (JavaScript of a page without demos, of the Data Grid overview and of the live editor, and the time
// until the overview's grid sorts with 4× CPU throttling; see scripts/bench-demos.mjs), lighthouse
// (Lighthouse mobile on an article, the one page with a single demo, the Data Grid overview and an
// API page, one `bench lighthouse page=…` line each; see scripts/bench-lighthouse.mjs).
// corpus-4000 also prints `bench floor case=corpus-4000 seconds=…`: the same pages compiled alone
// by the build's Markdown compiler on the render stage's threads, and the render stage's ratio to it.
// Long cases, run only when named: demos-200 and demos-800 build a site of N generated demos
// (scripts/make-demo-corpus.mjs: the docs' mix of Data Grid, pickers, charts and tree view) cold,
// then warm, each in a cache of its own, printing demos=N (every build case also prints a
// `bench stages case=… <stage>_s=…` line with the CLI's stage times, and a `bench html case=…` line
// with the mean and largest page HTML, and a `bench search case=… after_last_page_s=…` line with what
// the search index added after the last page was written), to follow the demo stage at scale (any demos-N works,
// e.g. demos-24 as a quick check of the case). watch-demo-N (named only): five edits of one demo's
// text in --watch mode on the demos-N corpus, each timed from the write to the reload.
// Usage: node scripts/bench.mjs [case ...]   (default: all but demos-*). Progress goes to stderr.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCliBuilt } from './build-cli.mjs';
import { makeDemoCorpus } from './make-demo-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin/docs-build.js');
const cacheDir = path.join(root, 'node_modules/.cache/docs-build');
const makeCorpus = path.resolve(root, '../shared/bench/make-corpus.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-bench-'));
const log = (...args) => console.error('[bench]', ...args);

/** Sum of VmRSS over a process and all its descendants, in KB. */
export function treeRssKb(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]);
    } catch {
      // gone
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Runs a command, sampling the RSS of its process tree every 50 ms. */
export function runMeasured(args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...options.env } });
    let peak = 0;
    let output = '';
    const sample = () => (peak = Math.max(peak, treeRssKb(child.pid)));
    const timer = setInterval(sample, 50);
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`exit ${code}:\n${output.slice(-3000)}`));
      else resolve({ seconds, peakMb: peak / 1024, output });
    });
  });
}

/** Clears a build cache but the folders named in `keep` (the API extraction's, `api`). */
function clearCache(cache, keep) {
  if (keep.length === 0) return fs.rmSync(cache, { recursive: true, force: true });
  if (!fs.existsSync(cache)) return;
  for (const entry of fs.readdirSync(cache, { withFileTypes: true })) {
    if (!keep.includes(entry.name)) fs.rmSync(path.join(cache, entry.name), { recursive: true, force: true });
  }
}

/** The files of the cache's API extraction entries (a build that extracts writes a new one). */
function apiEntries(cache) {
  try {
    return new Set(fs.readdirSync(path.join(cache, 'api'), { recursive: true }).map(String));
  } catch {
    return new Set();
  }
}

function line(name, pages, seconds, peakMb, demos, api) {
  const row = `bench case=${name} pages=${pages}${demos === undefined ? '' : ` demos=${demos}`} seconds=${seconds.toFixed(3)} pages_per_s=${(pages / seconds).toFixed(1)} peak_rss_mb=${Math.round(peakMb)}${api ? ` api=${api}` : ''}`;
  console.log(row);
  return { name, pages, seconds, peakMb };
}

/** The render floor of a content folder, in a process of its own (as a build is): scripts/bench-floor.mjs. */
function measureFloor(contentDir) {
  log('floor: compiling the same pages alone');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/bench-floor.mjs'), contentDir], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`the floor failed (${result.status}): ${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** The CLI's summary line `  stages   load config 25 ms · prepare demos 1.38 s · …` as [snake_name, seconds]. */
function parseStages(output) {
  const text = /^ {2}stages {3}(.*)$/m.exec(output)?.[1] ?? '';
  return text
    .split(' · ')
    .map((part) => /^(.+) (\d+(?:\.\d+)?) (ms|s)$/.exec(part.trim()))
    .filter(Boolean)
    .map(([, name, value, unit]) => [name.replace(/\W+/g, '_'), Number(value) / (unit === 'ms' ? 1000 : 1)]);
}

/** Turns a generated corpus (docs/ + sidebar.json) into a docs-build content directory. */
function corpusSite(n) {
  const src = path.join(work, `corpus-${n}-src`);
  const site = path.join(work, `corpus-${n}`);
  if (fs.existsSync(site)) return site;
  const result = spawnSync(process.execPath, [makeCorpus, String(n), src], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`make-corpus failed (${result.status})`);
  const sidebar = JSON.parse(fs.readFileSync(path.join(src, 'sidebar.json'), 'utf8'));
  const toNav = (items, parent) =>
    items.map((item) => {
      if (item.link) return { pathname: `/x${item.link}`, title: item.text };
      const pathname = `${parent}/${item.text}`;
      return { pathname, title: item.text, children: toNav(item.items ?? [], pathname) };
    });
  const nav = toNav(sidebar, '/x');
  fs.cpSync(path.join(src, 'docs'), path.join(site, 'pages'), { recursive: true, filter: (f) => path.basename(f) !== 'index.md' || fs.statSync(f).isDirectory() });
  fs.writeFileSync(
    path.join(site, 'docs.config.ts'),
    `import { defineConfig } from 'docs-build';\n\nexport default defineConfig(${JSON.stringify(
      { productName: 'Corpus', version: '1.0.0', basePath: '/x', languages: ['en'], siteUrl: 'https://corpus.example', productionHost: 'corpus.example', nav },
      null,
      1,
    )});\n`,
  );
  return site;
}

/** The mean and largest size of the pages' HTML (every index.html of the output). */
function htmlPerPage(out) {
  const sizes = fs.readdirSync(out, { recursive: true }).map(String).filter((f) => f.endsWith('index.html')).map((f) => fs.statSync(path.join(out, f)).size);
  return { pages: sizes.length, kb: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length) / 1024, largestKb: Math.max(0, ...sizes) / 1024 };
}

async function buildCase(name, contentDir, { cold, keep = [], cache = cacheDir, env = {}, demos }) {
  if (cold) clearCache(cache, keep);
  const apiBefore = apiEntries(cache);
  const out = path.join(work, `out-${name}`);
  log(`${name}: building ${path.relative(root, contentDir) || contentDir}${cold ? ' (cache cleared)' : ''}`);
  const { seconds, peakMb, output } = await runMeasured([bin, '--content', contentDir, '--out', out], { env: { ...env, ...(cache === cacheDir ? {} : { DOCS_BUILD_CACHE_DIR: cache }) } });
  // `pages    en 865 · zh 865 (865 of 865 from the cache)`: the languages' counts, before the parenthesis.
  const perLanguage = /pages {4}([^(\n]*)/.exec(output)?.[1] ?? '';
  const pages = [...perLanguage.matchAll(/(\w+) (\d+)/g)].reduce((sum, m) => sum + Number(m[2]), 0);
  // Whether the build extracted the API reference (it wrote an entry) or read it from the cache.
  const apiAfter = apiEntries(cache);
  const result = line(name, pages, seconds, peakMb, demos, contentDir === path.join(root, 'content') ? ([...apiAfter].some((e) => !apiBefore.has(e)) ? 'extracted' : 'cached') : undefined);
  const stages = parseStages(output);
  result.stages = Object.fromEntries(stages);
  console.log(`bench stages case=${name} ${stages.map(([stage, s]) => `${stage}_s=${s.toFixed(3)}`).join(' ')}`);
  // `search   928 pages read as they were written, 5.5 MB, 2.98 s after the last`, or, indexed once
  // the render is over (shards), `search   4001 pages read in 6 shards, 22.3 MB, 12.43 s`: either way
  // the time the index added after the last page was written.
  const search = /search {3}(\d+) pages read( as they were written)?[^,]*, [^,]+, ([\d.]+) (ms|s)/.exec(output);
  if (search) {
    result.searchAfterLastS = Number(search[3]) / (search[4] === 'ms' ? 1000 : 1);
    console.log(`bench search case=${name} pages=${search[1]} streamed=${search[2] ? 'yes' : 'no'} after_last_page_s=${result.searchAfterLastS.toFixed(3)}`);
  }
  const html = htmlPerPage(out);
  console.log(`bench html case=${name} pages=${html.pages} html_kb_per_page=${html.kb.toFixed(1)} largest_kb=${html.largestKb.toFixed(1)}`);
  return result;
}

/**
 * demos-N: N generated demos built cold, then warm. Their own cache, so they neither wipe nor
 * warm the one the other cases use; no licence key, so the warm build may reuse the demo stage
 * (with a key it is always rebuilt) and runs compare with each other.
 */
async function demosCase(n) {
  const site = path.join(work, `demos-${n}`);
  const started = performance.now();
  const made = makeDemoCorpus(n, site);
  log(`demos-${n}: generated ${made.demos} demos on ${made.pages} pages in ${Math.round(performance.now() - started)} ms`);
  const options = { cache: path.join(work, `cache-demos-${n}`), env: { MUI_X_LICENSE_KEY: '' }, demos: made.demos };
  return [await buildCase(`demos-${n}-cold`, site, { ...options, cold: true }), await buildCase(`demos-${n}-warm`, site, { ...options, cold: false })];
}

/** watch-demo-N: in --watch mode on the demos-N corpus, the first demo's text edited 5 times, each timed to the reload. */
async function watchDemoCase(n) {
  const site = path.join(work, `watch-demos-${n}`);
  makeDemoCorpus(n, site);
  const demo = fs.readdirSync(site, { recursive: true }).map(String).filter((f) => /\.tsx$/.test(f) && !/(^|\/)data\.tsx?$/.test(f)).sort()[0];
  log(`watch-demo-${n}: 5 edits of ${demo} in --watch mode`);
  const { measureWatchEdit } = await import('./bench-watch.mjs');
  const edit = (original, i) => `${original}\n// Benchmark edit number ${i}.\n`;
  const r = await measureWatchEdit({ root, bin, work, runMeasuredTree: treeRssKb, source: site, file: demo, edits: 5, edit, env: { MUI_X_LICENSE_KEY: '', DOCS_BUILD_CACHE_DIR: path.join(work, `cache-watch-demos-${n}`) } });
  console.log(`bench case=watch-demo-${n} demos=${n} seconds=${r.medianSeconds.toFixed(3)} runs=${r.times.map((t) => t.toFixed(2)).join(',')} peak_rss_mb=${Math.round(r.peakMb)}`);
  return { name: `watch-demo-${n}`, seconds: r.medianSeconds, peakMb: r.peakMb };
}

const wanted = new Set(process.argv.slice(2));
const run = (name) => wanted.size === 0 || wanted.has(name);
await ensureCliBuilt();
const results = [];
try {
  if (run('corpus-1000')) results.push(await buildCase('corpus-1000', corpusSite(1000), { cold: true }));
  if (run('corpus-4000') || run('corpus-4000-warm')) {
    const site = corpusSite(4000);
    const cold = await buildCase('corpus-4000', site, { cold: true });
    results.push(cold);
    // The floor the render stage is held to: the same pages through the same Markdown compiler
    // (unified, GFM, shiki) on the same threads, with nothing else (src/bench/compile-floor.ts).
    const floor = measureFloor(site);
    const ratio = cold.stages.render_pages / floor.seconds;
    console.log(`bench floor case=corpus-4000 seconds=${floor.seconds.toFixed(3)} pages=${floor.pages} threads=${floor.threads} render_s=${cold.stages.render_pages.toFixed(3)} render_to_floor=${ratio.toFixed(2)}`);
    results.push({ name: 'render-floor-corpus-4000', ratio });
    if (run('corpus-4000-warm')) results.push(await buildCase('corpus-4000-warm', site, { cold: false }));
  }
  // docs-fresh: what a fresh clone's first build does, the API extraction included (every cache
  // entry cleared). docs-cold: the docs built with no entry of the content's build (demos, pages,
  // package groups, names), but with the API extraction of the installed packages, which only an
  // npm install changes: issue 36 holds the two to 75 s and 45 s. It runs after docs-fresh, whose
  // extraction it keeps; run alone on a cache without one, it extracts too, and its line says so.
  if (run('docs-fresh')) results.push(await buildCase('docs-fresh', path.join(root, 'content'), { cold: true }));
  if (run('docs-cold')) results.push(await buildCase('docs-cold', path.join(root, 'content'), { cold: true, keep: ['api'] }));
  if (run('docs-warm')) results.push(await buildCase('docs-warm', path.join(root, 'content'), { cold: false }));
  if (run('watch-edit')) {
    log('watch-edit: 20 edits of one page in --watch mode');
    const { measureWatchEdit } = await import('./bench-watch.mjs');
    const r = await measureWatchEdit({ root, bin, work, runMeasuredTree: treeRssKb });
    results.push(line('watch-edit', 1, r.medianSeconds, r.peakMb));
  }
  if (run('demo-budgets')) {
    const out = ['out-docs-warm', 'out-docs-cold'].map((d) => path.join(work, d)).find((d) => fs.existsSync(d)) ?? (await buildCase('docs-for-demos', path.join(root, 'content'), { cold: false }), path.join(work, 'out-docs-for-demos'));
    log('demo-budgets: Chromium against the built docs');
    const { measureDemoBudgets } = await import('./bench-demos.mjs');
    const r = await measureDemoBudgets({ bin, outDir: out });
    console.log(`bench case=js-page-without-demos gz_kb=${r.plain.gzKb.toFixed(1)} scripts=${r.plain.files.length} react=${r.plain.files.some((f) => f.includes('/demos/')) ? 'yes' : 'no'}`);
    console.log(`bench case=js-data-grid-overview gz_kb=${r.grid.gzKb.toFixed(1)} scripts=${r.grid.files.length}`);
    console.log(`bench case=js-live-editor gz_kb=${r.editor.gzKb.toFixed(1)} scripts=${r.editor.files.length}`);
    console.log(`bench case=data-grid-interactive-4x-cpu seconds=${r.sortedSeconds.toFixed(3)} runs=${r.runs.map((x) => (x.sorted / 1000).toFixed(2)).join(',')} grid_rendered_s=${(r.runs[2].rendered / 1000).toFixed(2)} dcl_s=${(r.runs[2].domContentLoaded / 1000).toFixed(2)}`);
    results.push({ name: 'js-page-without-demos', gzKb: r.plain.gzKb, react: r.plain.files.some((f) => f.includes('/demos/')) }, { name: 'js-live-editor', gzKb: r.editor.gzKb }, { name: 'data-grid-interactive-4x-cpu', seconds: r.sortedSeconds });
  }
  if (run('lighthouse')) {
    // Third parties off (nothing but 127.0.0.1 is reachable here): the pages as the site serves them, less the ad and analytics scripts.
    const env = { DOCS_BUILD_CONFIG: JSON.stringify({ ads: { enabled: false }, analytics: { measurementId: '' }, demos: { iconFontUrl: '' } }) };
    await buildCase('docs-for-lighthouse', path.join(root, 'content'), { cold: false, env });
    const out = path.join(work, 'out-docs-for-lighthouse');
    log('lighthouse: mobile, against docs-build serve');
    const { measureLighthouse } = await import('./bench-lighthouse.mjs');
    for (const r of await measureLighthouse({ bin, outDir: out })) {
      console.log(`bench lighthouse page=${r.route} performance=${r.performance} accessibility=${r.accessibility} best-practices=${r.bestPractices} seo=${r.seo} lcp_ms=${r.lcpMs} tbt_ms=${r.tbtMs} runs=${r.runs.join(',')}${r.failing.length ? ` failing=${r.failing.join(',')}` : ''}`);
      results.push({ name: `lighthouse-${r.type}`, ...r });
    }
  }
  // demos-200 and demos-800, or any demos-N named (demos-24 checks the case itself in seconds).
  const demoSizes = [...wanted].map((name) => /^demos-(\d+)$/.exec(name)?.[1]).filter(Boolean).map(Number);
  for (const n of demoSizes.sort((a, b) => a - b)) results.push(...(await demosCase(n)));
  // watch-demo-N: 5 edits of one demo's text in --watch mode on the demos-N corpus.
  for (const n of [...wanted].map((name) => /^watch-demo-(\d+)$/.exec(name)?.[1]).filter(Boolean).map(Number)) results.push(await watchDemoCase(n));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

const targets = [
  ['corpus-4000', (r) => r.seconds <= 20, 'at most 20 s'],
  ['corpus-4000', (r) => r.peakMb <= 1024, 'at most 1 GB peak RSS'],
  ['corpus-4000-warm', (r) => r.seconds <= 4, 'at most 4 s'],
  ['render-floor-corpus-4000', (r) => r.ratio <= 1.2, 'render stage at most 1.2× the compile floor'],
  ['watch-edit', (r) => r.seconds <= 0.1, 'median at most 100 ms'],
  ['watch-demo-800', (r) => r.seconds <= 1, 'median at most 1 s'],
  // One line for the time: the earlier budget of 30 s is stricter than issue 36's 45 s, so it holds both.
  ['docs-cold', (r) => r.seconds <= 30, 'at most 30 s'],
  // Issue 36: a fresh clone's first build, the API extraction included, in at most 75 s.
  ['docs-fresh', (r) => r.seconds <= 75, 'at most 75 s'],
  ['docs-fresh', (r) => r.peakMb <= 1536, 'at most 1.5 GB peak RSS'],
  // Issue 36: peak at most 1.5 GB (the process tree, esbuild's included), and the search index at
  // most 3 s after the last page, on the docs and on corpus-4000.
  ['docs-cold', (r) => r.peakMb <= 1536, 'at most 1.5 GB peak RSS'],
  ['docs-cold', (r) => r.searchAfterLastS !== undefined && r.searchAfterLastS <= 3, 'search index at most 3 s after the last page'],
  ['corpus-4000', (r) => r.searchAfterLastS !== undefined && r.searchAfterLastS <= 3, 'search index at most 3 s after the last page'],
  ['js-page-without-demos', (r) => r.gzKb <= 20 && !r.react, 'at most 20 KB of gzipped JavaScript, no React'],
  ['js-live-editor', (r) => r.gzKb <= 80, 'at most 80 KB of gzipped JavaScript, the in-browser compiler included'],
  // Issue 36 asks 2.5 s (the demo budgets of an earlier issue had 3 s).
  ['data-grid-interactive-4x-cpu', (r) => r.seconds <= 2.5, 'sorts within 2.5 s'],
  ['lighthouse-article', (r) => r.performance >= 95, 'Lighthouse mobile performance at least 95'],
  ['lighthouse-picker-demo', (r) => r.performance >= 95, 'Lighthouse mobile performance at least 95'],
  ['lighthouse-data-grid-overview', (r) => r.performance >= 90, 'Lighthouse mobile performance at least 90'],
  ['lighthouse-api', (r) => r.performance >= 95, 'Lighthouse mobile performance at least 95'],
];
for (const [name, ok, text] of targets) {
  const r = results.find((x) => x.name === name);
  if (r) log(`target ${name} ${text}: ${ok(r) ? 'met' : 'NOT met'}`);
}
