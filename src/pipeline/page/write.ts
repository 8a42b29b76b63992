import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../../cache/build-cache.ts';
import { writeFileAtomic } from '../../files.ts';

/** Writes `<outDir><url>index.html` and caches it under the page key for later builds. */
export async function writePage(p: { outDir: string; url: string; html: string; cache: BuildCache; key: string }): Promise<void> {
  const target = path.join(p.outDir, p.url, 'index.html');
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, p.html);
  p.cache.entry('page', p.key).write('html', p.html);
}

/** The cache key of a shared asset of pages (an API article of tab pages), from its path below the output folder. */
export const sharedAssetKey = (file: string): string => file.replace(/[^\w.-]+/g, '_');

/**
 * Writes a shared asset named by its content (an API article of tab pages) once: whoever wrote
 * it before (another thread, an earlier page) wrote the same bytes. Cached for pages restored
 * from the cache, which name it without rendering it (render-site.ts).
 */
export function writeSharedAsset(p: { outDir: string; file: string; contents: string; cache: BuildCache }): void {
  const target = path.join(p.outDir, p.file);
  if (!fs.existsSync(target)) writeFileAtomic(target, p.contents);
  const cached = p.cache.entry('shared', sharedAssetKey(p.file));
  if (!cached.has('html')) cached.write('html', p.contents);
}

/** Restores a shared asset a cached page names; false when the cache lacks it. */
export function restoreSharedAsset(p: { outDir: string; file: string; cache: BuildCache }): boolean {
  const target = path.join(p.outDir, p.file);
  return fs.existsSync(target) || p.cache.entry('shared', sharedAssetKey(p.file)).restore('html', target);
}
