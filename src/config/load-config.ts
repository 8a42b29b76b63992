import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { ZodIssue } from 'zod';
import { diagnostic } from '../diagnostics/codes.ts';
import { DocsBuildError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { configSchema, crossKeyProblems, type SiteConfig } from './schema.ts';
import { componentProblems } from './components.ts';
import { linkLeaving } from '../files.ts';
import { packageRoot, modulesDir } from '../paths.ts';

export const CONFIG_FILE = 'docs.config.ts';

/** The resolved config plus the absolute paths every stage uses. Built once, never re-resolved. */
export interface ResolvedConfig {
  readonly site: SiteConfig;
  readonly contentDir: string;
  readonly pagesDir: string;
  /** The folder of files copied to the output as they are (`publicDir`, default `public/`; it may not exist). */
  readonly publicDir: string;
  readonly configFile: string;
  /** Files the config was bundled from (config, nav, title tables): a change to any means a full rebuild. */
  readonly configInputs: readonly string[];
}

function describeIssue(issue: ZodIssue, input: unknown): Diagnostic[] {
  const key = issue.path.join('.') || '(root)';
  if (issue.code === 'unrecognized_keys') {
    let target: unknown = input;
    for (const part of issue.path) target = (target as Record<string | number, unknown> | undefined)?.[part];
    const shape = issue.path.length === 0 ? Object.keys(configSchema.shape) : [];
    return issue.keys.map((k) =>
      diagnostic('UnknownConfigKey', { key: [...issue.path, k].join('.'), known: shape.length ? shape : ['see the schema'] }),
    );
  }
  return [diagnostic('InvalidConfig', { key, expected: issue.message.replace(/\.$/, '') })];
}

/** Validates a config object; throws a config DocsBuildError naming every bad key. */
export function parseConfig(input: unknown, file: string): SiteConfig {
  const result = configSchema.safeParse(input);
  const diagnostics = result.success
    ? crossKeyProblems(result.data).map((p) => diagnostic('InvalidConfig', p))
    : result.error.issues.flatMap((issue) => describeIssue(issue, input));
  if (result.success && diagnostics.length === 0) return result.data;
  for (const d of diagnostics) d.location = { file };
  throw new DocsBuildError('config', diagnostics);
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges `over` into `base`, object by object (arrays and values replace). */
export function deepMerge(base: Plain, over: Plain): Plain {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isPlain(value) && isPlain(out[key]) ? deepMerge(out[key] as Plain, value) : value;
  return out;
}

/**
 * `DOCS_BUILD_CONFIG`: JSON merged over the config file, checked by the same schema. Tests and
 * CI use it to point the ad network, the ad feed and analytics at local servers.
 */
function envOverrides(configFile: string): Plain {
  const raw = process.env.DOCS_BUILD_CONFIG;
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (isPlain(value)) return value;
  } catch {
    // reported below
  }
  throw new DocsBuildError('config', [
    { ...diagnostic('InvalidConfig', { key: 'DOCS_BUILD_CONFIG', expected: 'a JSON object of config values' }), location: { file: configFile } },
  ]);
}

/** Bundles and imports `docs.config.ts` from the content directory, then validates it. */
export async function loadConfig(options: { contentDir: string; overrides?: Record<string, unknown> }): Promise<ResolvedConfig> {
  const contentDir = path.resolve(options.contentDir);
  const configFile = path.join(contentDir, CONFIG_FILE);
  if (!fs.existsSync(configFile)) {
    throw new DocsBuildError('config', [diagnostic('ConfigNotFound', { file: configFile })]);
  }
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: [configFile],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      alias: { 'docs-build': path.join(packageRoot, 'src/config-entry.ts') },
      logLevel: 'silent',
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    const diagnostics: Diagnostic[] = (failure.errors ?? []).map((m) => {
      const d = diagnostic('ConfigLoadFailed', { reason: m.text });
      if (m.location) d.location = { file: path.resolve(m.location.file), line: m.location.line, column: m.location.column };
      return d;
    });
    throw new DocsBuildError('config', diagnostics.length ? diagnostics : [diagnostic('ConfigLoadFailed', { reason: String(error) })]);
  }
  const code = result.outputFiles[0]!.text;
  const dir = path.join(modulesDir, 'config');
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `config-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(tmp, code);
  let loaded: unknown;
  try {
    loaded = ((await import(pathToFileURL(tmp).href)) as { default?: unknown }).default;
  } catch (error) {
    throw new DocsBuildError('config', [
      { ...diagnostic('ConfigLoadFailed', { reason: (error as Error).message }), location: { file: configFile } },
    ]);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const merged = deepMerge(deepMerge(loaded as Record<string, unknown>, envOverrides(configFile)), options.overrides ?? {});
  const site = parseConfig(merged, configFile);
  const publicDir = checkFolders(site, contentDir, configFile);
  const configInputs = Object.keys(result.metafile.inputs).map((p) => path.resolve(p));
  return Object.freeze({ site, contentDir, pagesDir: path.join(contentDir, 'pages'), publicDir, configFile, configInputs });
}

/**
 * What only the file system can tell of the config: the folders and files `components` maps to and
 * the public folder exist and are inside the content folder (the content rule, files.ts). Returns
 * the public folder's absolute path.
 */
export function checkFolders(site: SiteConfig, contentDir: string, configFile: string): string {
  const inside = (file: string) => linkLeaving(file, contentDir) === undefined;
  const problems = componentProblems(site.components, contentDir, inside);
  /** A folder of the config, relative to the content folder: where it is, or what is wrong with its place. */
  const place = (given: string) => {
    const dir = path.resolve(contentDir, given);
    const relative = path.relative(contentDir, dir).split(path.sep).join('/');
    const outside = relative === '' || relative === '..' || relative.startsWith('../') || path.isAbsolute(relative);
    return { dir, relative, outside, where: relative === '' ? 'the content folder itself' : 'outside it', linkedOut: !outside && fs.existsSync(dir) && !inside(dir) };
  };
  const linked = (relative: string) => `a folder inside the content folder: ${relative}/ is, or is in, a symlink that leads outside it`;
  const pub = place(site.publicDir ?? 'public');
  const given = site.publicDir !== undefined;
  if (pub.outside) {
    problems.push({ key: 'publicDir', expected: `a folder inside the content folder, beside pages/ (its files are copied to the site as they are): "${site.publicDir}" is ${pub.where}` });
  } else if (pub.relative === 'pages' || pub.relative.startsWith('pages/')) {
    problems.push({ key: 'publicDir', expected: `a folder beside pages/, not in it: the pages' Markdown and demos would be served as files` });
  } else if (given && !(fs.existsSync(pub.dir) && fs.statSync(pub.dir).isDirectory())) {
    problems.push({ key: 'publicDir', expected: `an existing folder relative to docs.config.ts: there is no folder ${pub.relative}/` });
  } else if (pub.linkedOut) {
    problems.push({ key: 'publicDir', expected: linked(pub.relative) });
  }
  const snapshots = place(site.nameCheck.snapshots);
  if (snapshots.outside) {
    problems.push({ key: 'nameCheck.snapshots', expected: `a folder inside the content folder (the name snapshots of older majors): "${site.nameCheck.snapshots}" is ${snapshots.where}` });
  } else if (snapshots.linkedOut) {
    problems.push({ key: 'nameCheck.snapshots', expected: linked(snapshots.relative) });
  }
  if (problems.length) throw new DocsBuildError('config', problems.map((p) => ({ ...diagnostic('InvalidConfig', p), location: { file: configFile } })));
  return pub.dir;
}
