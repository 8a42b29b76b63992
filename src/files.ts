import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it with forward slashes ([] if it is missing). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Total size in bytes of the files below `dir`. */
export function directoryBytes(dir: string): number {
  return listFiles(dir).reduce((total, file) => total + fs.statSync(path.join(dir, file)).size, 0);
}

/** Writes a file, creating its folder. */
export function writeFileSafe(file: string, contents: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
}

/** A built browser asset: its URL path under the site and its bytes. */
export interface Asset {
  /** Path relative to the output root, e.g. "x/_static/main.3f2a1b.js". */
  file: string;
  contents: Uint8Array;
}
