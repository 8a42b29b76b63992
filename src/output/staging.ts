import fs from 'node:fs';
import path from 'node:path';

/**
 * A build writes into a sibling staging directory; only a build that succeeded replaces the
 * output, so a failed build leaves the previous site untouched.
 */
export function createStaging(outDir: string) {
  const dir = `${outDir.replace(/[\\/]+$/, '')}.staging-${process.pid}-${Date.now()}`;
  fs.mkdirSync(dir, { recursive: true });
  return {
    dir,
    /** Replaces the output with the staging directory. */
    commit() {
      const old = `${outDir}.old-${process.pid}-${Date.now()}`;
      const hadOld = fs.existsSync(outDir);
      if (hadOld) fs.renameSync(outDir, old);
      try {
        fs.renameSync(dir, outDir);
      } catch (error) {
        if (hadOld) fs.renameSync(old, outDir);
        throw error;
      }
      if (hadOld) fs.rmSync(old, { recursive: true, force: true });
    },
    /** Drops the staging directory. */
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a file, creating its folder. */
export function writeFileSafe(file: string, contents: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
}
