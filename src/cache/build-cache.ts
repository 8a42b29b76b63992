import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir, packageRoot } from '../paths.ts';

/** A sha256 hex digest of the parts, in order. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('hex');
}

let pipelineVersion: string | undefined;

/**
 * Identifies the build code itself: a hash of every bundled file of build/ (entries and
 * chunks), so any change to src/ or to a dependency version invalidates the cache. Running
 * from sources (tests), every process gets its own value, which turns the cache off across runs.
 */
export function getPipelineVersion(): string {
  if (pipelineVersion) return pipelineVersion;
  const here = fileURLToPath(import.meta.url);
  const buildDir = path.join(packageRoot, 'build');
  if (here.startsWith(buildDir + path.sep)) {
    const files = fs
      .readdirSync(buildDir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.mjs'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    pipelineVersion = hashOf(...files.map((f) => fs.readFileSync(f)));
  } else {
    pipelineVersion = hashOf(String(process.pid), String(Date.now()), String(Math.random()));
  }
  return pipelineVersion;
}

/**
 * The persistent build cache under node_modules/.cache/docs-build/: small files named by
 * content hash, written atomically, so concurrent builds and crashes never leave half an entry.
 */
export function createBuildCache(options: { enabled: boolean; dir?: string }) {
  const root = options.dir ?? cacheDir;
  const file = (kind: string, key: string, ext: string) => path.join(root, kind, key.slice(0, 2), `${key}.${ext}`);
  const write = (target: string, contents: string | Uint8Array) => {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, contents);
    fs.renameSync(tmp, target);
  };
  return {
    enabled: options.enabled,
    root,
    path: file,
    /** Reads an entry, or undefined when missing (or when the cache is off). */
    read(kind: string, key: string, ext: string): string | undefined {
      if (!options.enabled) return undefined;
      try {
        return fs.readFileSync(file(kind, key, ext), 'utf8');
      } catch {
        return undefined;
      }
    },
    has(kind: string, key: string, ext: string): boolean {
      return options.enabled && fs.existsSync(file(kind, key, ext));
    },
    write(kind: string, key: string, ext: string, contents: string | Uint8Array): void {
      if (options.enabled) write(file(kind, key, ext), contents);
    },
  };
}

export type BuildCache = ReturnType<typeof createBuildCache>;
