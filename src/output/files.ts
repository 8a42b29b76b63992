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
