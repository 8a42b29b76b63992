import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { listContentFiles } from '../files.ts';
import { STATIC_DIR } from '../../templates/constants.ts';

/**
 * The public folder (`publicDir`, default `public/` beside `pages/`): images, videos and other
 * files pages reference by root paths (`/static/x/release/filter.png`), copied to the output root
 * as they are, paths kept. The output root is the host's root (the base path is a folder of it), so
 * `public/static/…` serves `/static/…` as a docs app's public folder does, and files meant to live
 * under the base path go in `public/x/…`. Links to them are checked (check-links.ts).
 */
export interface PublicFiles {
  /** The folder (absolute). */
  dir: string;
  /** Its files, relative to it with forward slashes (symlinks followed when they stay in the content folder). */
  files: string[];
  /** Symlinks that leave the content folder or lead nowhere, and files in the build's own folders: errors. */
  diagnostics: Diagnostic[];
}

/** Reads the public folder (an absent folder has no files): the content rule holds as for pages (files.ts). */
export function readPublicFiles(config: Pick<ResolvedConfig, 'publicDir' | 'contentDir' | 'site'>): PublicFiles {
  const dir = config.publicDir;
  const { files, refused } = listContentFiles(dir, config.contentDir);
  const diagnostics: Diagnostic[] = refused.map((r) => {
    const link = path.join(dir, r.link);
    return r.missing ? diagnostic('BrokenSymlink', { kind: 'public', file: link, link, target: r.target }, { location: { file: link } }) : diagnostic('OutsideContent', { kind: 'public', file: link, link, target: r.target }, { location: { file: link } });
  });
  // The build's hashed assets: a file there could take the name of the next build's asset.
  const assets = `${config.site.basePath.slice(1)}/${STATIC_DIR}/`;
  for (const file of files) if (file.startsWith(assets)) diagnostics.push(diagnostic('PublicFileClash', { file: path.join(dir, file), output: `${assets} (the build's own assets)` }, { location: { file: path.join(dir, file) } }));
  return { dir, files: files.filter((f) => !f.startsWith(assets)).sort(), diagnostics };
}

/** The site URL paths of the public files (`/static/x/a.png`), for the link check. */
export const publicUrls = (files: readonly string[]): Set<string> => new Set(files.map((f) => `/${f}`));

/** The first file at or above `target` (up to `root`): where a public file's path runs into a generated file. */
function existingFileOnTheWay(target: string, root: string): string | undefined {
  for (let at = path.dirname(target); at.startsWith(root) && at !== root; at = path.dirname(at)) {
    if (fs.existsSync(at) && !fs.statSync(at).isDirectory()) return at;
  }
  return undefined;
}

/**
 * Copies public files into the output folder `dir`, after every generated file is written: a file
 * whose place the build has taken (a page, an asset, sw.js…) is not copied and is a
 * `PublicFileClash` naming both. Copies, never links: editing the output cannot change the content.
 * `owned` are earlier copies of public files (watch mode), which may be replaced.
 */
export function copyPublicFiles(p: { publicDir: string; files: readonly string[]; dir: string; owned?: ReadonlySet<string> }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const root = path.resolve(p.dir);
  for (const file of p.files) {
    const source = path.join(p.publicDir, file);
    const target = path.join(root, file);
    const taken = (fs.existsSync(target) && !p.owned?.has(file) ? target : undefined) ?? existingFileOnTheWay(target, root);
    if (taken) {
      diagnostics.push(diagnostic('PublicFileClash', { file: source, output: path.relative(root, taken).split(path.sep).join('/') }, { location: { file: source } }));
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
  }
  return diagnostics;
}
