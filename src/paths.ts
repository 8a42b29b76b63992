import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Root of the docs-build package. The CLI runs from build/*.mjs (one level below the root);
 * tests import src/ directly (also one level below). Both resolve to the same folder.
 */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Persistent cache for expensive build steps. */
export const cacheDir = path.join(packageRoot, 'node_modules/.cache/docs-build');
