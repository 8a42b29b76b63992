import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { tokensOf } from '../api/declared-names.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { unknownNames, type NamedPage } from '../checks/check-names.ts';
import { loadNameUniverse, nameUniverseCached } from '../checks/name-universe.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DemoContext } from '../demos/types.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { packageRoot } from '../paths.ts';
import type { PageResult } from './page/types.ts';

const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^ {0,3}\1[`~]*[ \t]*$/gm;

/** The names a page's own code declares and uses (its fenced code and its demos' files): prose may name them. */
function localNames(source: string | undefined, demoFiles: string[]): Set<string> {
  const local = new Set<string>();
  for (const match of (source ?? '').matchAll(FENCED)) tokensOf(match[2]!, local);
  for (const file of demoFiles) {
    try {
      tokensOf(fs.readFileSync(file, 'utf8'), local);
    } catch {
      // a demo that is missing is reported by the demo stage
    }
  }
  return local;
}

/** What the name check reads of the packages, for a config: see `loadNameUniverse`. */
export function universeArgs(config: ResolvedConfig): { nodeModules: string; packages: readonly string[]; known: readonly string[]; previous: readonly string[]; snapshots: string } {
  const settings = config.site.nameCheck;
  return { nodeModules: path.join(packageRoot, 'node_modules'), packages: settings.packages, known: settings.known, previous: Object.values(settings.previous).flat(), snapshots: path.resolve(config.contentDir, settings.snapshots) };
}

/**
 * Reads the packages' declared names into the build cache on a thread of its own
 * (src/checks/names-worker.ts), from the start of a build: the check after the render then reads
 * them from the cache. On a cold build of the docs that was 3.5 s of one core after the render,
 * now done beside the demo scan, which leaves the other core mostly idle. Settles when the thread is done (or
 * failed: the check then reads them itself). Nothing to do without a cache or a name check.
 */
export function warmNameUniverse(config: ResolvedConfig, cache: BuildCache): Promise<void> {
  const settings = config.site.nameCheck;
  if (!cache.enabled || settings.level === 'off' || settings.packages.length === 0) return Promise.resolve();
  // Already cached (any build after the first): the check reads them at once, with no thread to start.
  if (nameUniverseCached({ ...universeArgs(config), cache })) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const worker = new Worker(path.join(packageRoot, 'build/names-worker.mjs'), { workerData: universeArgs(config) });
    worker.unref();
    worker.once('exit', () => resolve());
    worker.once('error', () => resolve());
  });
}

/**
 * The name check of the built pages (nameCheck in the config): each name a content page's inline
 * code claims must be declared by the packages the site describes, by a library it may name, or
 * by the page's own code. Off when the config names no package.
 */
export function checkPageNames(p: { config: ResolvedConfig; results: readonly PageResult[]; sources: ReadonlyMap<string, PageSource>; demos?: Pick<DemoContext, 'demos'> & { uses: Record<string, string[]> }; cache: BuildCache }): Diagnostic[] {
  const settings = p.config.site.nameCheck;
  const relativeOf = (file: string) => path.relative(p.config.pagesDir, file).split(path.sep).join('/');
  if (settings.level === 'off' || settings.packages.length === 0) return [];
  const universe = loadNameUniverse({ ...universeArgs(p.config), cache: p.cache });
  const severity = settings.level === 'error' ? 'error' : 'warning';
  const missing = [
    ...universe.missing.map((name) => diagnostic('NameCheckPackageMissing', { name, snapshots: path.relative(p.config.contentDir, universeArgs(p.config).snapshots) }, { severity, location: { file: p.config.configFile } })),
    ...universe.broken.map((problem) => diagnostic('NameSnapshotBroken', { problem }, { severity, location: { file: p.config.configFile } })),
  ];
  const under = (relative: string, prefixes: readonly string[]) => prefixes.some((prefix) => relative === prefix || relative.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  const known = settings.allow.length ? new Set([...universe.known, ...settings.allow]) : universe.known;
  const pages: NamedPage[] = p.results
    .filter((r) => r.codeSpans?.length && !under(relativeOf(r.file), settings.skip))
    .map((r) => {
      const ids = p.demos?.uses[r.file] ?? [];
      const demoFiles = ids.flatMap((id) => p.demos?.demos[id]?.variants.map((v) => path.join(p.config.contentDir, v.file)) ?? []);
      return { file: r.file, relative: relativeOf(r.file), codeSpans: r.codeSpans!, local: localNames(p.sources.get(r.file)?.source, demoFiles) };
    });
  return [...missing, ...unknownNames(pages, { ...universe, known }, settings.previous, settings.level === 'error' ? 'error' : 'warning')];
}
