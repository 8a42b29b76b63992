import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        if ((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docs-build') return dir;
      } catch {
        // not ours; keep looking
      }
    }
    if (path.dirname(dir) === dir) throw new Error(`docs-build: no package root above ${from}`);
  }
}

/**
 * Root of the docs-build package: the nearest folder above this module holding docs-build's
 * package.json. The CLI runs from build/ and build/chunks/, tests from src/: all find it.
 */
export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Persistent cache for expensive build steps (DOCS_BUILD_CACHE_DIR moves it, e.g. for a test). */
export const cacheDir = process.env.DOCS_BUILD_CACHE_DIR ? path.resolve(process.env.DOCS_BUILD_CACHE_DIR) : path.join(packageRoot, 'node_modules/.cache/docs-build');

/** Bundled modules the build imports (server entry, demo renderer): inside the package, so their bare imports resolve. */
export const modulesDir = path.join(packageRoot, 'node_modules/.cache/docs-build');

/**
 * A path as cache keys name it: relative to the content folder (or, outside it, to the package
 * root), with forward slashes. Keys never hold the checkout's place, so a cache restored into a
 * checkout at another path is warm there, and the build's revision is the same at any path.
 */
export function portablePath(file: string, contentDir: string): string {
  const inContent = path.relative(contentDir, file);
  const rel = inContent.startsWith('..') || path.isAbsolute(inContent) ? path.join('<package>', path.relative(packageRoot, file)) : inContent;
  return rel.split(path.sep).join('/');
}

/** Text (a folder's path, a file's name) taken literally inside a regular expression: its special characters escaped. */
export const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
