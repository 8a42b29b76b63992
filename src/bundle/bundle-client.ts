import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Asset } from '../files.ts';
import { packageRoot } from '../paths.ts';

export type { Asset } from '../files.ts';

export interface ClientManifest {
  /** URL of the entry script. */
  script: string;
  assets: Asset[];
}

/** Bundles client/ for the browser (minified ES modules, content-hashed names). */
export async function bundleClient(options: { staticDir: string; minify?: boolean }): Promise<ClientManifest> {
  const result = await esbuild.build({
    absWorkingDir: packageRoot,
    entryPoints: { main: path.join(packageRoot, 'client/main.ts') },
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: options.minify ?? true,
    outdir: path.join(packageRoot, '.client-out'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    logLevel: 'silent',
  });
  const outRoot = path.join(packageRoot, '.client-out');
  const assets: Asset[] = [];
  let script = '';
  for (const output of result.outputFiles) {
    const rel = path.relative(outRoot, output.path).split(path.sep).join('/');
    const file = `${options.staticDir}/${rel}`;
    assets.push({ file, contents: output.contents });
    if (/^main\.[A-Z0-9]+\.js$/i.test(rel)) script = `/${file}`;
  }
  return { script, assets };
}
