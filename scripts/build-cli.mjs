// Bundles src/ (the Node side of docs-build) into build/ with esbuild, only when a source is newer
// than the output. Used by bin/docs-build.js, so `npx docs-build` works right after `npm install`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'build');
const entries = { cli: 'src/cli.ts', 'render-worker': 'src/pipeline/render-worker.ts', 'ssr-worker': 'src/demos/ssr-worker.ts', 'api-worker': 'src/api/api-worker.ts', 'search-worker': 'src/search/search-worker.ts', 'highlight-worker': 'src/demos/highlight-worker.ts', 'names-worker': 'src/checks/names-worker.ts', 'compile-floor': 'src/bench/compile-floor.ts', 'floor-worker': 'src/bench/floor-worker.ts' };

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function isFresh() {
  const stamp = path.join(outDir, 'cli.mjs');
  if (Object.keys(entries).some((name) => !fs.existsSync(path.join(outDir, `${name}.mjs`)))) return false;
  const built = fs.statSync(stamp).mtimeMs;
  // templates/ too: src imports its constants and the document shell, which the bundle inlines.
  // And this script: its options and plugins shape the bundle.
  const inputs = [newestMtime(path.join(root, 'src')), newestMtime(path.join(root, 'templates')), fs.statSync(path.join(root, 'package.json')).mtimeMs, fs.statSync(fileURLToPath(import.meta.url)).mtimeMs];
  return inputs.every((t) => t <= built);
}

/**
 * Parts of the build whose output is cached or named by their own sources rather than by all the
 * build's code (src/cache/build-cache.ts, partVersion): the global each is defined as, and the
 * entry whose imports are its sources. The highlight thread makes every code fragment's HTML; the
 * demo bundling makes the package groups.
 */
export const SOURCE_PARTS = {
  __DOCS_HIGHLIGHT_SOURCES__: 'src/demos/highlight-worker.ts',
  __DOCS_VENDOR_SOURCES__: 'src/demos/bundle-demos.ts',
};

/** The source files (src/ and templates/) an entry reaches, and a hash of their contents. */
export async function sourcesOf(esbuild, entry) {
  const result = await esbuild.build({ absWorkingDir: root, entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, logLevel: 'silent', outdir: outDir });
  const files = Object.keys(result.metafile.inputs).sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file))).update('\0');
  return { files, version: hash.digest('hex').slice(0, 32) };
}

/**
 * TypeScript through `require`: Node imports a CommonJS package into an ES module by parsing its
 * source for the names it exports, after parsing it once more to tell its format, and for
 * TypeScript's 9 MB that is twice the time of loading it (loaded through `import`, 0.6–0.8 s;
 * through `require`, 0.25–0.33 s, measured). Each build loads it (the demo scan reads imports with
 * it), and so do check-demos and the API extraction's thread. The sources keep `import ts from
 * 'typescript'`: the module's value is the same object either way.
 */
const typescriptByRequire = {
  name: 'typescript-by-require',
  setup(build) {
    build.onResolve({ filter: /^typescript$/ }, () => ({ path: 'typescript', namespace: 'typescript-by-require' }));
    build.onLoad({ filter: /.*/, namespace: 'typescript-by-require' }, () => ({
      contents: "import { createRequire } from 'node:module';\nexport default createRequire(import.meta.url)('typescript');\n",
      loader: 'js',
    }));
  },
};

/** Builds build/cli.mjs and build/render-worker.mjs if needed and returns the CLI's file URL. */
export async function ensureCliBuilt({ force = false } = {}) {
  const cli = path.join(outDir, 'cli.mjs');
  if (force || !isFresh()) {
    const esbuild = await import('esbuild');
    const define = {};
    for (const [name, entry] of Object.entries(SOURCE_PARTS)) define[name] = JSON.stringify((await sourcesOf(esbuild, entry)).version);
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: entries,
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // Chunks keep heavy stages (API extraction, search, service worker) out of startup:
      // they load only when a build reaches them.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [typescriptByRequire],
      sourcemap: 'linked',
      define,
      write: false,
      logLevel: 'silent',
    });
    fs.mkdirSync(path.join(outDir, 'chunks'), { recursive: true });
    // Chunks first (content-hashed names), entries last; each written next to its target and
    // renamed, so concurrent runs never see half a file.
    const ordered = [...result.outputFiles].sort((a, b) => Number(a.path.includes(`${path.sep}chunks${path.sep}`)) ? -1 : Number(b.path.includes(`${path.sep}chunks${path.sep}`)) ? 1 : 0);
    for (const file of ordered) {
      const tmp = `${file.path}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, file.contents);
      fs.renameSync(tmp, file.path);
    }
    // Chunks of earlier builds would change the pipeline hash (the cache key): remove them.
    const current = new Set(result.outputFiles.map((f) => f.path));
    for (const name of fs.readdirSync(path.join(outDir, 'chunks'))) {
      const file = path.join(outDir, 'chunks', name);
      if (!current.has(file) && !name.endsWith('.tmp')) fs.rmSync(file, { force: true });
    }
  }
  return pathToFileURL(cli).href;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureCliBuilt({ force: true });
}
