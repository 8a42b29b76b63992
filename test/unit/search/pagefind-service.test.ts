// Pagefind's service panics on a write error, and its Node API never answers the requests it had:
// indexing must fail then, not wait for ever (a build in CI would hang until it is killed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexShard } from '../../../src/search/index-site.ts';
import { closeService, createIndex, serviceStopped } from '../../../src/search/pagefind-service.ts';
import { childProcesses } from '../../helpers/processes.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-service-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = (n: number) => ({ url: `/x/page-${n}/`, content: `<!DOCTYPE html><html lang="en"><head><title>Page ${n}</title></head><body><main data-pagefind-body><h1>Page ${n}</h1><p>Some words about page ${n}.</p></main></body></html>` });

describe("Pagefind's service", () => {
  it('failing on a write error fails the indexing, and the next index starts a service of its own', async () => {
    // The output goes below a regular file: Pagefind cannot create its folder, and its service dies.
    const blocker = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    await expect(indexShard([page(1), page(2)], path.join(blocker, '_pagefind'))).rejects.toThrow(/Pagefind backend closed/);
    // The thread's next index works.
    const out = path.join(dir, '_pagefind');
    const shard = await indexShard([page(1), page(2)], out);
    expect(shard.indexed).toBe(2);
    expect(fs.existsSync(path.join(out, 'pagefind-entry.json'))).toBe(true);
  }, 60_000);

  it('stopping between two requests is known: the next request would go to a service that knows nothing of the index', async () => {
    // This process's live Pagefind children (other tests of this worker may have left some).
    const services = () => new Set(childProcesses('pagefind').filter((p) => p.state !== 'Z').map((p) => String(p.pid)));
    const before = services();
    const { index } = await createIndex({});
    await index!.addHTMLFile(page(1));
    expect(serviceStopped()).toBe(false);
    const started = [...services()].filter((pid) => !before.has(pid));
    expect(started).toHaveLength(1);
    process.kill(Number(started[0]), 'SIGKILL');
    await expect.poll(serviceStopped, { timeout: 30_000, interval: 20 }).toBe(true);
    await closeService();
    // A new index starts afresh.
    await createIndex({});
    expect(serviceStopped()).toBe(false);
    await closeService();
  }, 60_000);
});
