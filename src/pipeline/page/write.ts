import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { BuildCache } from '../../cache/build-cache.ts';
import { writeFileMakingFolder } from '../../files.ts';

// Both writers are synchronous: a render thread handles one page at a time, so it waited for each
// promise of the file system's thread pool with nothing else to do (on corpus-4000, about 2 s idle
// per render thread, the files taking a fraction of a millisecond each).

/**
 * Writes `<outDir><url>index.html` and caches it under the page key for later builds. The page's
 * folder is made only when the write finds it missing: the render pool makes the folders of the
 * pages it hands out while its threads start (render-pool.ts).
 */
export function writePage(p: { outDir: string; url: string; html: string; cache: BuildCache; key: string }): void {
  const target = path.join(p.outDir, p.url, 'index.html');
  writeFileMakingFolder(target, p.html);
  p.cache.entry('page', p.key).write('html', p.html);
}

/**
 * Writes a file pages share (named by its content: pages that make the same write the same) below
 * `outDir`, through a temporary file, since two render threads may write it at once; cached by
 * its content. Returns what a page's cached facts keep to restore it.
 */
export function writeSharedFile(cache: BuildCache, outDir: string, file: { url: string; html: string }): { path: string; key: string } {
  const relative = file.url.replace(/^\/+/, '');
  const target = path.join(outDir, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${threadId}.tmp`;
  fs.writeFileSync(temporary, file.html);
  fs.renameSync(temporary, target);
  const key = crypto.createHash('sha256').update(file.html).digest('hex');
  cache.entry('shared-file', key).write('html', file.html);
  return { path: relative, key };
}
