import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { cacheDir, packageRoot } from '../paths.ts';

/** The server entry module, as `templates/server-entry.tsx` exports it. */
export type ServerEntry = typeof import('../../templates/server-entry.tsx');

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
  const result = await esbuild.build({
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
  const inputs = Object.keys(result.metafile.inputs)
    .filter((p) => !p.includes('node_modules'))
    .map((p) => path.resolve(packageRoot, p));
  return { file, inputs };
}

/**
 * Writes a bundled Node module under the cache as `<folder>/entry-<hash>.mjs` (atomically, once
 * per content), so a changed bundle loads as a new module despite Node's module cache.
 */
export function writeHashedModule(folder: string, code: Uint8Array): string {
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 12);
  const dir = path.join(cacheDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `entry-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  }
  return file;
}

/** Imports a bundled server entry. */
export async function importServerEntry(file: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
