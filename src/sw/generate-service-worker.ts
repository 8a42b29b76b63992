import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
// injectManifest's own module: workbox-build's index also loads generateSW's rollup and Babel (0.7 s of CPU).
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { packageRoot } from '../paths.ts';

export interface ServiceWorkerResult {
  /** Files precached and their total size in bytes. */
  count: number;
  size: number;
  warnings: string[];
}

/** The worker's source (client/service-worker/sw.ts), bundled for the browser with workbox's production build. */
export async function bundleWorker(): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: packageRoot,
    entryPoints: [path.join(packageRoot, 'client/service-worker/sw.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    // Workbox logs and asserts only in development.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Writes `<base>/sw.js`, after every other file: the worker of client/service-worker/sw.ts, with
 * workbox-build's `injectManifest` writing into it the hashed scripts and styles to precache.
 * (Bundling our own worker with esbuild and injecting the manifest takes a fraction of a second;
 * `generateSW` ran rollup, Babel and Terser over workbox on every build.) The build's revision (a
 * hash of every page's inputs) goes into the manifest, so every deploy with a changed page
 * installs a new worker, which open tabs then move to.
 */
export async function generateServiceWorker(options: { dir: string; basePath: string; revision: string; worker?: string }): Promise<ServiceWorkerResult> {
  const base = options.basePath;
  const staticDir = `${base.slice(1)}/_static`;
  const revision = options.revision;
  // A real file: the worker fetches every manifest entry when it installs.
  fs.writeFileSync(path.join(options.dir, base.slice(1), '_build.json'), `${JSON.stringify({ revision })}\n`);
  // The source sits next to the output only while the manifest is injected (not in the glob).
  const swSrc = path.join(options.dir, base.slice(1), 'sw.src.js');
  fs.writeFileSync(swSrc, options.worker ?? (await bundleWorker()));
  try {
    const result = await injectManifest({
      swSrc,
      swDest: path.join(options.dir, base.slice(1), 'sw.js'),
      globDirectory: options.dir,
      // Only the hashed assets. The public folder's files (public-files.ts) are not precached: a
      // first visit would download every image and video of the site, most of them on pages the
      // reader never opens, and their names carry no hash to tell a changed file. Videos above all:
      // they are megabytes each, and players fetch them in byte ranges (206 responses), which the
      // Cache API cannot store. They load from the network like any file the page names.
      globPatterns: [`${staticDir}/*.{js,css,svg,json}`],
      globIgnores: [`${staticDir}/chunks/**`],
      modifyURLPrefix: { '': '/' },
      additionalManifestEntries: [{ url: `${base}/_build.json`, revision }],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      dontCacheBustURLsMatching: /\.[0-9a-zA-Z]{8,}\./,
    });
    return { count: result.count, size: result.size, warnings: result.warnings };
  } finally {
    fs.rmSync(swSrc, { force: true });
  }
}
