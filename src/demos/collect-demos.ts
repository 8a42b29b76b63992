import fs from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashOf, type BuildCache } from '../cache/build-cache.ts';
import { linkLeaving } from '../files.ts';
import { slash, type PendingDemo, type PendingPlayground } from './demo-files.ts';
import { importsOf, needsLicense, previewOf, resolveLocalImport, rewriteImports, sandboxDependencies, toJavaScript } from './transform.ts';
import type { CodeFragments, LazyCode } from './code-fragments.ts';
import type { CodeHtml, DemoFile, DemoRecord, DemoVariant } from './types.ts';

interface TransformedVariant {
  js: string;
  ts: string;
  tsPreview?: string;
  jsPreview?: string;
  specifiers: { specifier: string; line: number }[];
}

/** TS source → JS and previews; cached by source, since formatting and TypeScript take a while. A JavaScript-only demo is shown as written. */
async function transformVariant(p: { cache: BuildCache; keyBase: string }, file: string, source: string): Promise<TransformedVariant> {
  if (/\.js$/.test(file)) {
    const jsPreview = previewOf(source, path.basename(file).replace(/\.js$/, '.jsx'));
    return { js: source, ts: source, specifiers: importsOf(source, file), ...(jsPreview ? { jsPreview } : {}) };
  }
  // The file's name, not its path: only the name shapes the result, and keys hold no checkout's place.
  const key = hashOf(p.keyBase, 'demo-transform', path.basename(file), source);
  const entry = p.cache.entry('demo', key);
  const cached = entry.readJson<TransformedVariant>();
  if (cached) return cached;
  const js = await toJavaScript(source, path.basename(file));
  const result: TransformedVariant = { js, ts: source, specifiers: importsOf(source, file) };
  const tsPreview = previewOf(source, path.basename(file));
  const jsPreview = previewOf(js, path.basename(file).replace(/\.tsx$/, '.jsx'));
  if (tsPreview && jsPreview) Object.assign(result, { tsPreview, jsPreview });
  entry.write('json', JSON.stringify(result));
  return result;
}

/** A local file a demo imports: where it is, and the name it gets beside the demo. */
interface LocalFile {
  file: string;
  name: string;
}

/** A local import the content rule (files.ts) refuses: where it is written, and where it leads. */
interface OutsideImport {
  from: string;
  line: number;
  file: string;
  link?: string;
  target: string;
}

/**
 * The local files a demo imports, followed through each other's imports, each flattened to its
 * own name beside the demo (`../shared/data.ts` → `data.ts`), and for each file the specifier
 * rewrites that make the flattened set work (`'../shared/data'` → `'./data'`). An import whose
 * real path leaves the content folder is not read: it is returned in `outside`.
 */
export function localFilesOf(entry: string, contentDir: string): { files: LocalFile[]; rewrites: Map<string, Map<string, string>>; problem?: string; outside: OutsideImport[] } {
  const files: LocalFile[] = [];
  const rewrites = new Map<string, Map<string, string>>();
  const byName = new Map<string, string>([[path.basename(entry).replace(/\.[^.]+$/, ''), entry]]);
  const queue = [entry];
  const seen = new Set(queue);
  const outside: OutsideImport[] = [];
  let problem: string | undefined;
  while (queue.length) {
    const from = queue.shift()!;
    const mapping = new Map<string, string>();
    for (const { specifier, line } of importsOf(fs.readFileSync(from, 'utf8'), from)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveLocalImport(from, specifier, (f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (!target) continue; // the bundler reports it
      const leaving = linkLeaving(target, contentDir);
      if (leaving) {
        outside.push({ from, line, file: target, ...leaving });
        continue;
      }
      const stem = path.basename(target).replace(/\.[^.]+$/, '');
      const owner = byName.get(stem);
      if (owner && owner !== target) problem ??= `it imports two files named "${stem}" (${slash(owner)} and ${slash(target)}); a sandbox puts every file beside the demo, so give them different names`;
      byName.set(stem, target);
      const flat = /\.(tsx?|jsx?)$/.test(target) ? `./${stem}` : `./${path.basename(target)}`;
      if (flat !== specifier) mapping.set(specifier, flat);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
        files.push({ file: target, name: path.basename(target) });
      }
    }
    rewrites.set(from, mapping);
  }
  return { files, rewrites, ...(problem ? { problem } : {}), outside };
}

/** The error for an import the content rule refuses, at the line that writes it. */
const outsideImport = (o: OutsideImport) => diagnostic('OutsideContent', { kind: 'import', file: o.file, target: o.target, ...(o.link ? { link: o.link } : {}) }, { location: { file: o.from, line: o.line } });

/** A local file's name and language in the JS variant: TypeScript files become JavaScript. */
const jsNameOf = (name: string) => name.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');
const langOf = (name: string) => (/\.(tsx|ts|jsx|js)$/.test(name) ? name.split('.').pop()! : (path.extname(name).slice(1) || 'text'));

/**
 * Prepares each demo once: the JS generated from its TS, short previews, highlighted code and
 * sandbox dependencies (an adapter without a known package is reported here).
 */
export async function prepareDemoRecords(
  pending: Map<string, PendingDemo>,
  p: { contentDir: string; cache: BuildCache; keyBase: string; versionOf: (name: string) => string | undefined; fragments: CodeFragments },
): Promise<{ demos: Map<string, DemoRecord>; diagnostics: Diagnostic[] }> {
  const demos = new Map<string, DemoRecord>();
  const diagnostics: Diagnostic[] = [];
  const { preview, full, fileBlock } = codeBlocks(p.fragments);
  let slice = performance.now();
  for (const [id, { files, page, line, embed, playground }] of pending) {
    // A turn of the event loop now and then: a helper thread highlighting the blocks asked for so
    // far gets its next batch (highlight-thread.ts).
    if (performance.now() - slice > 20) {
      await nextTurn();
      slice = performance.now();
    }
    if (playground) {
      const { outside } = files[0] ? localFilesOf(files[0].file, p.contentDir) : { outside: [] };
      if (outside.length) diagnostics.push(...outside.map(outsideImport));
      else demos.set(id, playgroundRecord(id, { file: files[0]?.file, playground, contentDir: p.contentDir }));
      continue;
    }
    if (embed) {
      // Its code is not shown, but it is bundled: what it imports is held to the content rule too.
      const { outside } = localFilesOf(files[0]!.file, p.contentDir);
      if (outside.length) diagnostics.push(...outside.map(outsideImport));
      else demos.set(id, embeddedRecord(id, { file: files[0]!.file, props: embed.props, contentDir: p.contentDir }));
      continue;
    }
    const variants: DemoVariant[] = [];
    const sources: string[] = []; // every file shown, for the demo's hash
    let license = false;
    for (const { style, file } of files) {
      const rel = slash(path.relative(p.contentDir, file));
      const local = localFilesOf(file, p.contentDir);
      if (local.outside.length) {
        diagnostics.push(...local.outside.map(outsideImport));
        continue;
      }
      if (local.problem) {
        diagnostics.push(diagnostic('DemoDependency', { demo: rel, reason: local.problem }, { location: { file }, notes: [`Shown by ${slash(path.relative(p.contentDir, page))}:${line}.`] }));
        continue;
      }
      // What readers see and sandboxes get: imports pointing at the flattened files.
      const source = rewriteImports(fs.readFileSync(file, 'utf8'), file, local.rewrites.get(file)!);
      sources.push(file, source);
      const t = await transformVariant(p, rel, source);
      const extra: { name: string; t: TransformedVariant }[] = [];
      for (const f of local.files) {
        const text = rewriteImports(fs.readFileSync(f.file, 'utf8'), f.file, local.rewrites.get(f.file) ?? new Map());
        sources.push(f.file, text);
        const script = /\.(tsx?|jsx?)$/.test(f.name);
        extra.push({ name: f.name, t: script ? await transformVariant(p, slash(path.relative(p.contentDir, f.file)), text) : { js: text, ts: text, specifiers: [] } });
      }
      let dependencies: Record<string, string>;
      try {
        dependencies = sandboxDependencies(
          [...t.specifiers, ...extra.flatMap((e) => e.t.specifiers)].map((s) => s.specifier),
          p.versionOf,
        );
      } catch (error) {
        const at = t.specifiers.find((s) => /\/Adapter/.test(s.specifier));
        diagnostics.push(
          diagnostic('DemoDependency', { demo: rel, reason: `${(error as Error).name}: ${(error as Error).message}` }, { location: { file, ...(at ? { line: at.line } : {}) }, notes: [`Shown by ${slash(path.relative(p.contentDir, page))}:${line}.`] }),
        );
        continue;
      }
      license ||= needsLicense(t.specifiers.map((s) => s.specifier));
      const jsOnly = /\.js$/.test(file);
      const code: NonNullable<DemoVariant['code']> = { js: full(t.js, 'jsx'), ...(jsOnly ? {} : { ts: full(t.ts, 'tsx') }) };
      if (t.jsPreview && (jsOnly || t.tsPreview)) {
        code.jsPreview = preview(t.jsPreview, 'jsx');
        if (!jsOnly) code.tsPreview = preview(t.tsPreview!, 'tsx');
      }
      const demoFiles: DemoFile[] = extra.map((e) => ({
        ts: { name: e.name, code: fileBlock(e.t.ts, e.name) },
        js: { name: jsNameOf(e.name), code: fileBlock(e.t.js, jsNameOf(e.name)) },
      }));
      variants.push({ style, file: rel, code, dependencies, ...(demoFiles.length ? { files: demoFiles } : {}) });
    }
    if (variants.length !== files.length) continue;
    // A demo with one JavaScript-only variant shows JavaScript only: the language toggle applies to all of them.
    const jsOnly = variants.some((v) => !v.code?.ts);
    demos.set(id, { id, name: path.basename(id), variants, license, hash: hashOf(...sources), ...(jsOnly ? { jsOnly: true as const } : {}) });
  }
  return { demos, diagnostics };
}

/**
 * Code blocks of demos and of the files they import, highlighted later (code-fragments.ts). A file
 * many demos import (a shared data set) is one fragment: it is the same text each time.
 */
function codeBlocks(fragments: CodeFragments) {
  const preview = (text: string, lang: 'tsx' | 'jsx'): CodeHtml => fragments.inline({ text, lang, properties: { dataPart: 'preview' } });
  // The page shows no final empty line; copying and sandboxes put it back.
  const full = (text: string, lang: 'tsx' | 'jsx'): LazyCode => fragments.lazy(text, `full\0${lang}`, { text, lang, properties: { dataPart: 'full', dataEol: String(text.endsWith('\n')) } });
  const fileBlock = (text: string, name: string): LazyCode =>
    fragments.lazy(text, `file\0${name}`, { text, lang: langOf(name), properties: { dataPart: 'file', dataFile: name, dataEol: String(text.endsWith('\n')) } });
  return { preview, full, fileBlock };
}

/**
 * A playground as a demo: its host file (a sample or a demo beside the page) when it has one, else
 * the component alone; no code to show (the playground shows its JSX), rendered with its starting props.
 */
function playgroundRecord(id: string, p: { file: string | undefined; playground: PendingPlayground; contentDir: string }): DemoRecord {
  const source = p.file ? fs.readFileSync(p.file, 'utf8') : '';
  const rel = p.file ? slash(path.relative(p.contentDir, p.file)) : '';
  const specifiers = [p.playground.specifier, ...(p.file ? importsOf(source, p.file).map((s) => s.specifier) : [])];
  return {
    id,
    name: p.playground.component,
    variants: [{ style: 'system', file: rel, dependencies: {} }],
    license: needsLicense(specifiers),
    hash: hashOf(rel, source, JSON.stringify(p.playground)),
    embed: { props: p.playground.values },
    playground: { component: p.playground.component, specifier: p.playground.specifier, ...(p.playground.exportName ? { exportName: p.playground.exportName } : {}) },
  };
}

/** An embedded component as a demo: no code to show, no sandbox, rendered with its props. */
function embeddedRecord(id: string, p: { file: string; props: Record<string, unknown> | undefined; contentDir: string }): DemoRecord {
  const source = fs.readFileSync(p.file, 'utf8');
  const rel = slash(path.relative(p.contentDir, p.file));
  return {
    id,
    name: path.basename(id).replace(/~.*$/, ''),
    variants: [{ style: 'system', file: rel, dependencies: {} }],
    license: needsLicense(importsOf(source, p.file).map((s) => s.specifier)),
    hash: hashOf(rel, source, JSON.stringify(p.props ?? {})),
    embed: p.props ? { props: p.props } : {},
  };
}
