import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from '../paths.ts';

/** Files outside node_modules a bundle was built from (watch mode follows them). */
export function inputsOf(metafile: esbuild.Metafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((p) => !p.includes('node_modules') && !p.includes(':'))
    .map((p) => path.resolve(packageRoot, p));
}

/**
 * A script inlined at the top of documents, from its typed source: small, minified, run before
 * the first paint. The page's pre-paint script (bundle-templates.ts) and that of demo frame
 * documents (client/demo/frame-prepaint.ts) are built so. (A module of its own: every build
 * loads it, and the demo bundler beside it loads TypeScript.)
 */
export async function bundleInlineScript(entry: string): Promise<{ code: string; inputs: string[] }> {
  const result = await esbuild.build({
    absWorkingDir: packageRoot,
    entryPoints: [path.join(packageRoot, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text.trim(), inputs: inputsOf(result.metafile) };
}

/** The pre-paint script of demo frame documents: inlined in each frame so its first paint has the page's scheme. */
export const bundleFramePrepaint = () => bundleInlineScript('client/demo/frame-prepaint.ts');
