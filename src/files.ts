import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `<name>.<hash>.<ext>`: an asset's file name, by the first ten hex digits of its content's SHA-256. */
export function hashedName(name: string, ext: string, contents: string | Uint8Array): string {
  return `${name}.${crypto.createHash('sha256').update(contents).digest('hex').slice(0, 10)}.${ext}`;
}

/**
 * Writes a file, making its folder (and the folders above) only when the write finds it missing,
 * not checked before each write: nearly every write goes to one that exists (a cache entry's, a
 * page's), and a recursive mkdir of an existing folder costs two system calls (a cold build of
 * corpus-4000 makes 16,000 writes).
 */
export function writeFileMakingFolder(target: string, contents: string | Uint8Array): void {
  try {
    fs.writeFileSync(target, contents);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, contents);
  }
}

/** Writes a file through a temporary one renamed into place, creating its folder: a reader sees all of it or none. */
export function writeFileAtomic(target: string, contents: string | Uint8Array): void {
  const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  // The temporary file is beside the target: its folder is the target's.
  writeFileMakingFolder(tmp, contents);
  fs.renameSync(tmp, target);
}

/** Every file below `dir`, as paths relative to it with forward slashes ([] if it is missing). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** True when `real` (a real path) is `root` or below it. */
const within = (real: string, root: string) => {
  const rel = path.relative(root, real);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
};

/**
 * The content rule: a file is read from the content folder only when its real path (every
 * symlink followed) is inside the folder, so that a build, of a pull request in CI, say, never
 * reads the rest of the machine through a link. Returns where a path really leads when that is
 * outside `root`: the symlink that leaves (the path itself, or a folder above it; none when the
 * path is outside to begin with, `../..`) and its real path. Undefined when the path stays
 * inside, or does not exist.
 */
export function linkLeaving(file: string, root: string): { link?: string; target: string } | undefined {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return undefined;
  }
  const realRoot = fs.realpathSync(root);
  if (within(real, realRoot)) return undefined;
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]!)) return { target: real };
  // The first folder on the way (or the file itself) whose real path is outside.
  const link = parts.map((_, i) => path.join(root, ...parts.slice(0, i + 1))).find((at) => !within(fs.realpathSync(at), realRoot))!;
  return { link, target: fs.realpathSync(link) };
}

/** A symlink below the content folder that a walk did not follow: outside the folder, or to nothing. */
export interface RefusedLink {
  /** The link, relative to the folder walked, with forward slashes. */
  link: string;
  target: string;
  missing: boolean;
}

/**
 * Every file below `dir` as `listFiles` lists them, symlinks to files and folders followed when
 * their real path stays inside `root` (see `linkLeaving`); the links not followed are returned
 * with where they point. A link back to a folder being walked is not walked again.
 */
export function listContentFiles(dir: string, root: string): { files: string[]; refused: RefusedLink[] } {
  const files: string[] = [];
  const refused: RefusedLink[] = [];
  if (!fs.existsSync(dir)) return { files, refused };
  const realRoot = fs.realpathSync(root);
  const rel = (full: string) => path.relative(dir, full).split(path.sep).join('/');
  const walk = (folder: string, open: Set<string>) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (!entry.isSymbolicLink()) {
        if (entry.isDirectory()) walk(full, new Set([...open, fs.realpathSync(full)]));
        else if (entry.isFile()) files.push(rel(full));
        continue;
      }
      let real: string;
      try {
        real = fs.realpathSync(full);
      } catch {
        refused.push({ link: rel(full), target: path.resolve(folder, fs.readlinkSync(full)), missing: true });
        continue;
      }
      if (!within(real, realRoot)) {
        refused.push({ link: rel(full), target: real, missing: false });
        continue;
      }
      const stat = fs.statSync(real);
      if (stat.isDirectory() && !open.has(real)) walk(full, new Set([...open, real]));
      else if (stat.isFile()) files.push(rel(full));
    }
  };
  walk(dir, new Set([fs.realpathSync(dir)]));
  return { files, refused };
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

/** The directory of the package that holds a file (the nearest folder with a package.json). */
export function packageRootOf(fileName: string): string {
  let dir = path.dirname(fileName);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * Writes files (paths relative to `dir`) on libuv's threads, a few at a time, and resolves once
 * every one is written. Their folders are made before it returns: the caller may go on (render
 * pages) while the files are written, and must await the promise before it uses the folder.
 */
export async function writeFilesInBackground(dir: string, files: readonly Asset[], inFlight = 8): Promise<void> {
  for (const folder of new Set(files.map((f) => path.dirname(path.join(dir, f.file))))) fs.mkdirSync(folder, { recursive: true });
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await fs.promises.writeFile(path.join(dir, file.file), file.contents);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, files.length) }, writer));
}

/** A built browser asset: its URL path under the site and its bytes. */
export interface Asset {
  /** Path relative to the output root, e.g. "x/_static/main.3f2a1b.js". */
  file: string;
  contents: Uint8Array;
}
