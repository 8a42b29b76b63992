// The render floor (`npm run bench`): how long the build's Markdown compiler alone takes to turn a
// site's pages into HTML, on the threads the render stage would use. The render stage does that
// and more (the layout, React, writing, the cache), so its time is held against this one.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../config/load-config.ts';
import { resolveNav } from '../nav/resolve-nav.ts';
import { urlFor } from '../render/nav-items.ts';
import { packageRoot } from '../paths.ts';
import { PAGE_THREAD_LIMITS } from '../threads.ts';
import { renderThreads } from '../pipeline/render-pool.ts';
import type { FloorWork } from './floor-worker.ts';

/** Compiles every Markdown page of the content on as many threads as the render stage takes for it (each starting its compiler, as a render thread does); wall time in seconds. */
export async function compileFloor(contentDir: string): Promise<{ pages: number; threads: number; seconds: number }> {
  const config = await loadConfig({ contentDir });
  const nav = resolveNav(config);
  const files = nav.pages.filter((p) => !p.generated).map((p) => p.file);
  const routes = nav.pages.map((p) => [p.file, urlFor(p.pathname, '')] as [string, string]);
  const family = { basePath: config.site.basePath, prefixes: config.site.externalLinks };
  const threads = Math.max(1, renderThreads(files.length));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: threads }, (_, i) => {
      const work: FloorWork = { files: files.filter((_, j) => j % threads === i), routes, family };
      const worker = new Worker(path.join(packageRoot, 'build/floor-worker.mjs'), { workerData: work, resourceLimits: PAGE_THREAD_LIMITS });
      return new Promise<void>((resolve, reject) => {
        worker.once('message', () => void worker.terminate().then(() => resolve()));
        worker.once('error', reject);
      });
    }),
  );
  return { pages: files.length, threads, seconds: (performance.now() - started) / 1000 };
}
