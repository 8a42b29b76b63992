import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { modulesDir } from '../paths.ts';

/**
 * Writes a bundled Node module under the cache as `<folder>/entry-<hash>.mjs` (atomically, once
 * per content), so a changed bundle loads as a new module despite Node's module cache.
 */
export function writeHashedModule(folder: string, code: Uint8Array): string {
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 12);
  const dir = path.join(modulesDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `entry-${hash}.mjs`);
  // The name is the content's hash: a file that no longer matches it (edited, truncated) is rewritten.
  const intact = () => {
    try {
      return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12) === hash;
    } catch {
      return false;
    }
  };
  if (!intact()) {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  }
  return file;
}
