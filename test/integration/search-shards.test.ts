// The search index of a site larger than one shard: shards are indexed on threads of their own
// (each with its own Pagefind service), listed in the first shard's shards.json, and every page
// is in exactly one of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexSite, planShards, shardDir } from '../../src/search/index-site.ts';
import { startSearchStream } from '../../src/search/search-stream.ts';
import { hashOf } from '../../src/cache/build-cache.ts';
import { childProcesses } from '../helpers/processes.ts';

const root = path.resolve(import.meta.dirname, '../..');

function page(lang: string, title: string, text: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><nav>Drawer</nav><article data-pagefind-body=""><h1>${title}</h1><p>${text}</p></article></body></html>`;
}

beforeAll(async () => {
  // The shard threads run build/search-worker.mjs: the CLI's build must be current.
  const cli = (await import(pathToFileURL(path.join(root, 'scripts/build-cli.mjs')).href)) as { ensureCliBuilt(): Promise<string> };
  await cli.ensureCliBuilt();
});

describe('search index in shards', () => {
  it('cuts the pages into an even number of equal shards indexed on threads, lists the extra shards, and skips pages without an article', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-shards-'));
    const write = (route: string, html: string) => {
      fs.mkdirSync(path.join(dir, route), { recursive: true });
      fs.writeFileSync(path.join(dir, route, 'index.html'), html);
    };
    for (const unit of ['alpha', 'beta', 'gamma']) {
      for (let i = 1; i <= 3; i++) write(`x/${unit}/page-${i}`, page('en', `${unit} ${i}`, `The ${unit} unit, page ${i}: quartzite${unit}.`));
    }
    write('x/beta/redirect', '<!DOCTYPE html><html lang="en"><head><title>Moved</title></head><body><p>Moved.</p></body></html>');

    // Nine pages at three a shard: four shards (an even number, for two cores), in URL order.
    expect(planShards(dir, 3).map((shard) => shard.map((p) => p.url))).toEqual([
      ['/x/alpha/page-1/', '/x/alpha/page-2/'],
      ['/x/alpha/page-3/', '/x/beta/page-1/'],
      ['/x/beta/page-2/', '/x/beta/page-3/'],
      ['/x/gamma/page-1/', '/x/gamma/page-2/', '/x/gamma/page-3/'],
    ]);
    expect(planShards(dir, 9)).toHaveLength(1);

    const zombies = () => childProcesses('pagefind').filter((p) => p.state === 'Z').length;
    const zombiesBefore = zombies();
    const result = await indexSite({ dir, basePath: '/x', pagesPerShard: 3 });
    expect(result.errors).toEqual([]);
    // Each thread waited for its service to exit: none is left a zombie process.
    expect(zombies()).toBe(zombiesBefore);
    expect({ pages: result.pages, shards: result.shards }).toEqual({ pages: 9, shards: 4 });
    const base = path.join(dir, 'x');
    expect(JSON.parse(fs.readFileSync(path.join(base, shardDir(0), 'shards.json'), 'utf8'))).toEqual(['/x/_pagefind-2/', '/x/_pagefind-3/', '/x/_pagefind-4/']);
    const counts = [0, 1, 2, 3].map((shard) => {
      const entry = JSON.parse(fs.readFileSync(path.join(base, shardDir(shard), 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
      return entry.languages.en?.page_count;
    });
    expect(counts).toEqual([2, 2, 2, 3]);
    // Nothing of the work folders is left beside the shards.
    expect(fs.readdirSync(base).sort()).toEqual(['_pagefind', '_pagefind-2', '_pagefind-3', '_pagefind-4', 'alpha', 'beta', 'gamma']);
    expect(result.bytes).toBeGreaterThan(0);
  }, 120_000);

  it('indexes a single shard on a thread when the caller has work meanwhile, and says when the thread has its pages', async () => {
    const indexOnce = async (offThread?: () => void) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-offthread-'));
      for (let i = 1; i <= 3; i++) {
        fs.mkdirSync(path.join(dir, `x/guide/page-${i}`), { recursive: true });
        fs.writeFileSync(path.join(dir, `x/guide/page-${i}/index.html`), page('en', `Guide ${i}`, `Guide page ${i}: basalt.`));
      }
      const result = await indexSite({ dir, basePath: '/x', ...(offThread ? { offThread } : {}) });
      const base = path.join(dir, 'x', shardDir(0));
      return { result, files: fs.readdirSync(base, { recursive: true }).map(String).sort() };
    };
    const events: string[] = [];
    const handed = indexOnce(() => events.push('threads have their pages'));
    // Called once, before the index is done, while this thread is free for other work.
    await handed.then(() => events.push('indexed'));
    expect(events).toEqual(['threads have their pages', 'indexed']);
    const { result, files } = await handed;
    expect({ pages: result.pages, shards: result.shards, errors: result.errors }).toEqual({ pages: 3, shards: 1, errors: [] });
    // The same index as one made on this thread.
    expect(files).toEqual((await indexOnce()).files);
  }, 120_000);

  it('keeps the previous index files for a reader mid-load when it re-indexes the same folder, and only one generation back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-reindex-'));
    const base = path.join(dir, 'x', shardDir(0));
    const meta = () => fs.readdirSync(base).filter((f) => f.endsWith('.pf_meta'));
    const entryMeta = () => {
      const entry = JSON.parse(fs.readFileSync(path.join(base, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
      return `pagefind.${entry.languages.en!.hash}.pf_meta`;
    };
    const generation = async (word: string) => {
      fs.mkdirSync(path.join(dir, 'x/guide'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'x/guide/index.html'), page('en', 'Guide', `The word ${word}.`));
      expect((await indexSite({ dir, basePath: '/x' })).errors).toEqual([]);
      return entryMeta();
    };
    const first = await generation('alphaquokka');
    expect(meta()).toEqual([first]);
    const second = await generation('betaquokka');
    expect(second).not.toBe(first);
    // A browser that read the first entry file still finds what it names.
    expect(meta().sort()).toEqual([first, second].sort());
    const third = await generation('gammaquokka');
    expect(meta().sort()).toEqual([second, third].sort());
  }, 120_000);

  describe('fed while the pages are written', () => {
    /** A site of `n` pages in English and Chinese (a page's translation under /zh/x/), a variant page without an article, and a redirect. */
    const site = (n: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-stream-'));
      const files: string[] = [];
      for (let i = 1; i <= n; i++) {
        for (const [prefix, lang] of [['', 'en'], ['zh/', 'zh-CN']] as const) {
          const file = path.join(dir, `${prefix}x/guide/page-${i}/index.html`);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, page(lang, `Guide ${i} ${lang}`, `Guide page ${i}: obsidian${i} ${lang === 'en' ? 'stone' : '石头'}.`));
          files.push(file);
        }
      }
      fs.mkdirSync(path.join(dir, 'x/guide/page-1/components-api'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'x/guide/page-1/components-api/index.html'), '<!DOCTYPE html><html lang="en"><head><title>API</title></head><body><p>Tab.</p></body></html>');
      return { dir, files };
    };
    const shardHash = (dir: string) => {
      const base = path.join(dir, 'x', shardDir(0));
      const files = fs.readdirSync(base, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(base, f)).isFile()).sort();
      return hashOf(...files.flatMap((f) => [f, fs.readFileSync(path.join(base, f), 'utf8')]));
    };

    it('writes, from pages written in any order, the index made from the finished folder, byte for byte', async () => {
      const { dir, files } = site(6);
      const stream = startSearchStream({ dir, basePath: '/x', expected: files });
      // Written as render threads finish them: out of order, the variant page with its page.
      const shuffled = [files[5]!, files[0]!, files[3]!, path.join(dir, 'x/guide/page-1/components-api/index.html'), files[1]!, files[2]!, ...files.slice(4).filter((f) => f !== files[5])];
      for (const file of shuffled) stream.written([file]);
      const streamed = await indexSite({ dir, basePath: '/x', stream });
      expect({ pages: streamed.pages, shards: streamed.shards, errors: streamed.errors }).toEqual({ pages: 12, shards: 1, errors: [] });
      const fromStream = shardHash(dir);
      expect((await indexSite({ dir, basePath: '/x' })).pages).toBe(12);
      expect(shardHash(dir)).toBe(fromStream);
    }, 120_000);

    it('leaves the folder to be indexed as usual when a page it did not expect has an article, or when the pages outgrow a shard', async () => {
      const { dir, files } = site(3);
      // A page the build did not announce (not in `expected`), with an article.
      const stray = path.join(dir, 'x/stray/index.html');
      fs.mkdirSync(path.dirname(stray), { recursive: true });
      fs.writeFileSync(stray, page('en', 'Stray', 'A stray page: pumice.'));
      const stream = startSearchStream({ dir, basePath: '/x', expected: files });
      stream.written(files);
      const result = await indexSite({ dir, basePath: '/x', stream });
      // All seven pages, the stray one too: the folder was indexed.
      expect({ pages: result.pages, errors: result.errors }).toEqual({ pages: 7, errors: [] });
      expect(fs.readFileSync(path.join(dir, 'x', shardDir(0), 'pagefind-entry.json'), 'utf8')).toContain('"en"');

      const big = site(3);
      const over = startSearchStream({ dir: big.dir, basePath: '/x', expected: big.files, pagesPerShard: 4 });
      over.written(big.files);
      expect(over.finish(path.join(big.dir, 'unused'))).toBeUndefined();
      expect(fs.existsSync(path.join(big.dir, 'unused'))).toBe(false);
    }, 120_000);
  });
});
