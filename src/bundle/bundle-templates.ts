import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundleInlineScript } from '../demos/inline-script.ts';
import { writeHashedModule } from '../cache/module-file.ts';
import { packageRoot } from '../paths.ts';

export interface ServerBundle {
  /** Absolute path of the bundled module (workers import the same file). */
  file: string;
  /** Template files it was built from (watch mode re-renders when one changes). */
  inputs: string[];
}

/**
 * Bundles templates/ for Node with esbuild, so server rendering and the browser share one
 * JSX/TS transform, and a changed template loads without fighting Node's module cache: the
 * file name carries the content hash.
 */
export async function bundleTemplates(): Promise<ServerBundle> {
  const prepaint = await bundlePrepaintScript();
  const result = await esbuild.build({
    define: { __DOCS_PREPAINT_SCRIPT__: JSON.stringify(prepaint.code) },
    absWorkingDir: packageRoot,
    entryPoints: [path.join(packageRoot, 'templates/server-entry.tsx')],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    loader: { '.css': 'text' },
    logLevel: 'silent',
  });
  const file = writeHashedModule('server', result.outputFiles[0]!.contents);
  const inputs = [...Object.keys(result.metafile.inputs), ...prepaint.inputs]
    .filter((p) => !p.includes('node_modules'))
    .map((p) => path.resolve(packageRoot, p));
  return { file, inputs };
}

/**
 * The pre-paint script, from its typed source (client/prepaint.ts): one small minified function
 * for the top of every page, sharing its code with the client's settings.
 */
const bundlePrepaintScript = () => bundleInlineScript('client/prepaint.ts');
