// The build cache can never poison the site: output files are copies, and every damaged entry
// (truncated, garbled, of any kind) is rebuilt with a warning, giving the same output.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, treeDigest } from '../helpers/cli.ts';

describe('the build cache', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-'));
  const env = { ...process.env, DOCS_BUILD_CACHE_DIR: cacheDir };
  let content: string;
  let out: string;
  let digest: string;
  const build = () => runCli(['--content', content, '--out', out], { env });

  beforeAll(async () => {
    content = copyFixture('basic');
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
    const first = await build();
    expect(first.code, first.stderr).toBe(0);
    digest = treeDigest(out);
  }, 300_000);
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('is not changed by an edit of the output: the next build writes the page as it was', async () => {
    const page = path.join(out, 'x/introduction/index.html');
    const before = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, before.replace('</body>', '<script>injected()</script></body>'));
    const again = await build();
    expect(again.code, again.stderr).toBe(0);
    expect(fs.readFileSync(page, 'utf8')).toBe(before);
    expect(treeDigest(out)).toBe(digest);
  }, 300_000);

  it('rebuilds truncated and garbled entries of every kind with a warning, and the output is the same', async () => {
    const entries = fs.readdirSync(cacheDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && !e.name.endsWith('.mjs'));
    const kinds = new Set(entries.map((e) => path.relative(cacheDir, e.parentPath).split(path.sep)[0]));
    // The kinds this site uses: compiled pages, their facts, their HTML, search index, worker.
    for (const kind of ['compile', 'meta', 'page', 'search', 'sw']) expect(kinds).toContain(kind);
    entries.forEach((e, i) => {
      const file = path.join(e.parentPath, e.name);
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(file, i % 2 ? bytes.subarray(0, Math.floor(bytes.length / 2)) : Buffer.from(`{"garbled": ${bytes.length}`));
    });
    const again = await build();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout + again.stderr).not.toMatch(/internal error|SyntaxError/);
    expect(again.stdout + again.stderr).toMatch(/CacheEntryInvalid/);
    expect(treeDigest(out)).toBe(digest);
    // And the entries are whole again: a third build takes everything from the cache, silently.
    const third = await build();
    expect(third.stdout + third.stderr).not.toMatch(/CacheEntryInvalid/);
    expect(treeDigest(out)).toBe(digest);
  }, 300_000);
});

describe('the build cache, every entry in a batch (DOCS_BUILD_CACHE_BATCH_AFTER=0)', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-'));
  const env = { ...process.env, DOCS_BUILD_CACHE_DIR: cacheDir, DOCS_BUILD_CACHE_BATCH_AFTER: '0' };
  const batches = path.join(cacheDir, 'batches');
  let content: string;
  let out: string;
  const build = () => runCli(['--content', content, '--out', out], { env });
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('serves the next build, and a damaged batch is made again with a warning, the output the same', async () => {
    content = copyFixture('basic');
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
    const first = await build();
    expect(first.code, first.stderr).toBe(0);
    const digest = treeDigest(out);
    // Only batches: no entry is a file of its own, and none is left unflushed.
    const files = fs.readdirSync(cacheDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && !e.name.endsWith('.mjs') && e.name !== '.swept');
    expect(files.every((e) => e.parentPath === batches)).toBe(true);
    expect(fs.readdirSync(batches).filter((f) => f.endsWith('.index')).length).toBeGreaterThan(0);
    expect(fs.readdirSync(batches).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const warm = await build();
    expect(warm.stdout).toMatch(/pages {4}en .*\((\d+) of \1 from the cache\)/);
    expect(warm.stdout).toMatch(/the index restored from the cache/);
    expect(treeDigest(out)).toBe(digest);
    // Every batch damaged: the last byte of its last entry changed.
    for (const name of fs.readdirSync(batches).filter((f) => f.endsWith('.batch'))) {
      const file = path.join(batches, name);
      const bytes = fs.readFileSync(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x20, bytes.length - 1);
      fs.writeFileSync(file, bytes);
    }
    const again = await build();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout + again.stderr).toMatch(/CacheEntryInvalid[\s\S]*fail their check and are dropped/);
    expect(treeDigest(out)).toBe(digest);
    const third = await build();
    expect(third.stdout + third.stderr).not.toMatch(/CacheEntryInvalid/);
    expect(third.stdout).toMatch(/pages {4}en .*\((\d+) of \1 from the cache\)/);
    expect(treeDigest(out)).toBe(digest);
  }, 300_000);
});

describe('the batches of render threads', () => {
  it('are flushed before the render stage ends: the next build takes every page from the cache', async () => {
    // 300 pages: the fewest the build renders on worker threads (render-pool.ts).
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-threads-'));
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-'));
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
    try {
      fs.mkdirSync(path.join(content, 'pages'));
      const nav = Array.from({ length: 300 }, (_, i) => ({ pathname: `/x/page-${i}`, title: `Page ${i}` }));
      for (const [i] of nav.entries()) fs.writeFileSync(path.join(content, 'pages', `page-${i}.md`), `# Page ${i}\n\nThe text of page ${i}, with \`code ${i}\`.\n`);
      const config = { productName: 'Threads', version: '1.0.0', basePath: '/x', languages: ['en'], siteUrl: 'https://threads.example', productionHost: 'threads.example', nav };
      fs.writeFileSync(path.join(content, 'docs.config.ts'), `import { defineConfig } from 'docs-build';\n\nexport default defineConfig(${JSON.stringify(config)});\n`);
      const env = { ...process.env, DOCS_BUILD_CACHE_DIR: cacheDir, DOCS_BUILD_THREADS: '2' };
      const build = () => runCli(['--content', content, '--out', out], { env });
      const first = await build();
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/pages {4}en 300 \(all rendered\)/);
      const digest = treeDigest(out);
      // Each render thread (thread ids 1 and 2, the main thread's is 0) flushed a batch.
      const indexes = fs.readdirSync(path.join(cacheDir, 'batches')).filter((f) => f.endsWith('.index'));
      expect(new Set(indexes.map((f) => f.split('-')[2]).filter((thread) => thread !== '0')).size).toBe(2);
      expect(fs.readdirSync(path.join(cacheDir, 'batches')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      const warm = await build();
      expect(warm.code, warm.stderr).toBe(0);
      expect(warm.stdout).toMatch(/pages {4}en 300 \(300 of 300 from the cache\)/);
      expect(warm.stdout + warm.stderr).not.toMatch(/CacheEntryInvalid/);
      expect(treeDigest(out)).toBe(digest);
    } finally {
      for (const dir of [content, cacheDir, out]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('one build cache shared by two sites', () => {
  it("never gives a site the facts of the other site's pages at the same address", async () => {
    // The cache every build of the test run shares (as two sites of one checkout would): its API
    // data is extracted once for the whole run, and what is checked must hold whatever else it holds.
    const env = { ...process.env, DOCS_BUILD_CONFIG: JSON.stringify({ search: { enabled: false } }) };
    // Two sites with the same API pages: in the full one, the DataGrid page links the content page
    // that shows it; the small one has no such page, so its DataGrid page links nothing there.
    const full = copyFixture('gates');
    const small = copyFixture('gates');
    fs.rmSync(path.join(small, 'pages/components/healthy.md'));
    fs.rmSync(path.join(small, 'pages/components/healthy'), { recursive: true });
    const config = path.join(small, 'docs.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("    { pathname: '/x/components/healthy', title: 'Healthy' },\n", ''));
    const outSmall = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
    const outFull = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
    const buildSmall = () => runCli(['--content', small, '--out', outSmall], { env });

    const first = await buildSmall();
    expect(first.code, first.stderr).toBe(0);
    const digest = treeDigest(outSmall);
    const other = await runCli(['--content', full, '--out', outFull], { env });
    expect(other.code, other.stderr).toBe(0);
    expect(fs.readFileSync(path.join(outFull, 'x/api/data-grid/data-grid/index.html'), 'utf8')).toContain('/x/components/healthy/');
    // The small site again, its pages restored from the cache: no link of the full site's pages.
    const again = await buildSmall();
    expect(again.code, again.stderr).toBe(0);
    expect(treeDigest(outSmall)).toBe(digest);
  }, 600_000);
});

describe('an API page\'s "Try it" playground', () => {
  it('is written again when its sample changes: the page names the new module, which exists', async () => {
    // The run's shared cache (its API data is extracted once per run).
    const content = copyFixture('playgrounds');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
    const sample = path.join(content, 'components/playgrounds/SimpleTreeView.tsx');
    // A first build with a sample of its own for the Simple Tree View, then one with another. The
    // labels are new to the shared cache each run: an earlier run's builds of the same samples
    // would otherwise be taken from it, and nothing rendered again.
    const run = crypto.randomUUID().slice(0, 8);
    const write = (label: string) => fs.writeFileSync(sample, `import { SimpleTreeView, type SimpleTreeViewProps } from '@mui/x-tree-view/SimpleTreeView';\nimport { TreeItem } from '@mui/x-tree-view/TreeItem';\n\nexport default function Sample(props: SimpleTreeViewProps<boolean>) {\n  return (\n    <SimpleTreeView {...props}>\n      <TreeItem itemId="one" label="${label}" />\n    </SimpleTreeView>\n  );\n}\n`);
    const page = path.join(out, 'x/api/tree-view/simple-tree-view/index.html');
    const modules = () => [...fs.readFileSync(page, 'utf8').matchAll(/\/x\/_static\/demos\/[\w./-]+\.js/g)].map((m) => m[0]);
    write(`First label ${run}`);
    const first = await runCli(['--content', content, '--out', out]);
    expect(first.code, first.stderr).toBe(0);
    expect(fs.readFileSync(page, 'utf8')).toContain(`First label ${run}`);
    write(`Second label ${run}`);
    const second = await runCli(['--content', content, '--out', out]);
    expect(second.code, second.stderr).toBe(0);
    expect(fs.readFileSync(page, 'utf8')).toContain(`Second label ${run}`);
    const missing = modules().filter((url) => !fs.existsSync(path.join(out, url)));
    expect(modules().length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    // The pages of the sample's component were rendered again, not the others ("N of M from the cache").
    const fromCache = (stdout: string) => /pages {4}en (\d+) .*\((?:(\d+) of \1 from the cache|all rendered)\)/.exec(stdout)?.slice(1, 3).map(Number);
    const [pages = 0, cached = 0] = fromCache(second.stdout) ?? [];
    expect(cached, second.stdout).toBeGreaterThan(0);
    expect(cached).toBeLessThan(pages);
    // Nothing changed: every page comes from the cache, those with a playground too (each keyed by its demo).
    const third = await runCli(['--content', content, '--out', out]);
    expect(third.code, third.stderr).toBe(0);
    expect(fromCache(third.stdout), third.stdout).toEqual([pages, pages]);
    expect(fs.readFileSync(page, 'utf8')).toContain(`Second label ${run}`);
  }, 300_000);
});

describe('a new version of docs-build (its code changed, DOCS_BUILD_CODE_SALT here)', () => {
  it("renders every page again, but writes them byte for byte, code fragments named as before, from the package groups it bundled before", async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-cache-'));
    const content = copyFixture('demos');
    const outs = [fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-')), fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'))];
    try {
      const first = await runCli(['--content', content, '--out', outs[0]!], { env: { ...process.env, DOCS_BUILD_CACHE_DIR: cacheDir } });
      expect(first.code, first.stderr).toBe(0);
      const second = await runCli(['--content', content, '--out', outs[1]!], { env: { ...process.env, DOCS_BUILD_CACHE_DIR: cacheDir, DOCS_BUILD_CODE_SALT: 'another version' } });
      expect(second.code, second.stderr).toBe(0);
      // The other version of the code shares none of the pages' entries.
      expect(second.stdout).toMatch(/pages {4}en \d+ .*\(all rendered\)/);
      const files = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
      expect(files(outs[1]!)).toEqual(files(outs[0]!));
      const fragments = files(outs[0]!).filter((f) => f.includes(`demos${path.sep}code${path.sep}`));
      expect(fragments.length).toBeGreaterThan(0);
      // Only the build's revision (and the service worker that carries it) tells the versions apart.
      const differ = files(outs[0]!).filter((f) => !fs.readFileSync(path.join(outs[0]!, f)).equals(fs.readFileSync(path.join(outs[1]!, f))));
      expect(differ.map((f) => path.basename(f)).sort()).toEqual(['_build.json', 'sw.js']);
      // One entry of package groups: the second build took the first one's.
      const vendorEntries = fs.readdirSync(path.join(cacheDir, 'vendor'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.pack.json'));
      expect(vendorEntries).toHaveLength(1);
    } finally {
      for (const dir of [cacheDir, ...outs]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
