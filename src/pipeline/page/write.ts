import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../../cache/build-cache.ts';

/** Writes `<outDir><url>index.html` and caches it under the page key for later builds. */
export async function writePage(p: { outDir: string; url: string; html: string; cache: BuildCache; key: string }): Promise<void> {
  const target = path.join(p.outDir, p.url, 'index.html');
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, p.html);
  p.cache.entry('page', p.key).write('html', p.html);
}
