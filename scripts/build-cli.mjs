// Bundles src/ (the Node side of docs-build) into build/ with esbuild, only when a source is newer
// than the output. Used by bin/docs-build.js, so `npx docs-build` works right after `npm install`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'build');
const entries = { cli: 'src/cli.ts', 'render-worker': 'src/render/worker.ts' };

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
  if (!fs.existsSync(stamp)) return false;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [newestMtime(path.join(root, 'src')), fs.statSync(path.join(root, 'package.json')).mtimeMs];
  return inputs.every((t) => t <= built);
}

/** Builds build/cli.mjs and build/render-worker.mjs if needed and returns the CLI's file URL. */
export async function ensureCliBuilt({ force = false } = {}) {
  const cli = path.join(outDir, 'cli.mjs');
  if (force || !isFresh()) {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: entries,
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      write: false,
      logLevel: 'silent',
    });
    fs.mkdirSync(outDir, { recursive: true });
    // Write next to the target and rename, so concurrent runs never see half a file.
    for (const file of result.outputFiles) {
      const tmp = `${file.path}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, file.contents);
      fs.renameSync(tmp, file.path);
    }
  }
  return pathToFileURL(cli).href;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureCliBuilt({ force: true });
}
