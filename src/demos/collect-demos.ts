import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import type { Highlighter } from 'shiki';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashOf, type BuildCache } from '../cache/build-cache.ts';
import { parseFrontMatter } from '../markdown/front-matter.ts';
import { codeBlock } from '../markdown/rehype-code.ts';
import { findDemoDirectives } from './directive.ts';
import { availableDemos, demoFiles, slash } from './demo-files.ts';
import { importsOf, needsLicense, previewOf, sandboxDependencies, toJavaScript } from './transform.ts';
import type { DemoRecord, DemoStyle, DemoVariant } from './types.ts';

/** The demos every page shows, found before rendering (so they can be bundled once). */
export interface CollectedDemos {
  demos: Map<string, DemoRecord>;
  /** Absolute page file → ids of the demos it shows, in order. */
  uses: Map<string, string[]>;
  diagnostics: Diagnostic[];
}

interface TransformedVariant {
  js: string;
  ts: string;
  tsPreview?: string;
  jsPreview?: string;
  specifiers: { specifier: string; line: number }[];
}

/** TS source → JS and previews; cached by source, since prettier and TypeScript take a while. */
async function transformVariant(cache: BuildCache, keyBase: string, file: string, source: string): Promise<TransformedVariant> {
  const key = hashOf(keyBase, 'demo-transform', file, source);
  const cached = cache.read('demo', key, 'json');
  if (cached) return JSON.parse(cached) as TransformedVariant;
  const js = await toJavaScript(source, path.basename(file));
  const result: TransformedVariant = { js, ts: source, specifiers: importsOf(source, file) };
  const tsPreview = previewOf(source, path.basename(file));
  const jsPreview = previewOf(js, path.basename(file).replace(/\.tsx$/, '.jsx'));
  if (tsPreview && jsPreview) Object.assign(result, { tsPreview, jsPreview });
  cache.write('demo', key, 'json', JSON.stringify(result));
  return result;
}

/**
 * Reads every page's demo lines, checks them (unknown options, missing files), and prepares each
 * demo once: the JS generated from its TS, short previews, highlighted code, sandbox dependencies.
 */
export async function collectDemos(p: {
  pages: { file: string; generated?: unknown }[];
  contentDir: string;
  highlighter: Highlighter;
  cache: BuildCache;
  keyBase: string;
  versionOf: (name: string) => string | undefined;
}): Promise<CollectedDemos> {
  const demos = new Map<string, DemoRecord>();
  const uses = new Map<string, string[]>();
  const diagnostics: Diagnostic[] = [];
  const pending = new Map<string, { files: { style: DemoStyle; file: string }[]; page: string; line: number }>();
  for (const page of p.pages) {
    if (page.generated) continue;
    let source: string;
    try {
      source = fs.readFileSync(page.file, 'utf8');
    } catch {
      continue; // reported by the page itself
    }
    if (!source.includes('"demo"')) continue;
    const { body } = parseFrontMatter(source, page.file);
    const found = findDemoDirectives(body);
    for (const problem of found.problems) diagnostics.push(diagnostic('InvalidDemo', { problem: problem.problem }, { location: { file: page.file, line: problem.line } }));
    const ids: string[] = [];
    for (const { line, options } of found.directives) {
      const pageDir = path.dirname(page.file);
      const { files, expected } = demoFiles(pageDir, options.demo);
      if (files.length === 0) {
        diagnostics.push(
          diagnostic(
            'MissingDemo',
            { name: options.demo, expected: slash(path.relative(p.contentDir, expected)), available: availableDemos(path.dirname(path.resolve(pageDir, options.demo))) },
            { location: { file: page.file, line } },
          ),
        );
        continue;
      }
      const id = slash(path.relative(p.contentDir, path.resolve(pageDir, options.demo.replace(/\.(tsx|js)$/, ''))));
      ids.push(id);
      if (!pending.has(id)) pending.set(id, { files, page: page.file, line });
    }
    if (ids.length) uses.set(page.file, ids);
  }

  for (const [id, { files, page, line }] of pending) {
    const variants: DemoVariant[] = [];
    const sources: string[] = [];
    let license = false;
    for (const { style, file } of files) {
      const source = fs.readFileSync(file, 'utf8');
      sources.push(file, source);
      const rel = slash(path.relative(p.contentDir, file));
      const t = await transformVariant(p.cache, p.keyBase, rel, source);
      let dependencies: Record<string, string>;
      try {
        dependencies = sandboxDependencies(
          t.specifiers.map((s) => s.specifier),
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
      const block = (text: string, lang: 'tsx' | 'jsx', part: 'full' | 'preview'): Element => {
        const el = codeBlock(p.highlighter, text.replace(/\n$/, ''), lang);
        // The demo toolbar copies; a block of its own has no button.
        el.children = el.children.filter((c) => !(c.type === 'element' && c.tagName === 'button'));
        el.properties.dataPart = part;
        // The page shows no final empty line; copying and sandboxes put it back.
        if (part === 'full') el.properties.dataEol = String(text.endsWith('\n'));
        return el;
      };
      const code: DemoVariant['code'] = { ts: block(t.ts, 'tsx', 'full'), js: block(t.js, 'jsx', 'full') };
      if (t.tsPreview && t.jsPreview) {
        code.tsPreview = block(t.tsPreview, 'tsx', 'preview');
        code.jsPreview = block(t.jsPreview, 'jsx', 'preview');
      }
      variants.push({ style, file: rel, code, dependencies });
    }
    if (variants.length !== files.length) continue;
    demos.set(id, { id, name: path.basename(id), variants, license, hash: hashOf(...sources) });
  }
  return { demos, uses, diagnostics };
}

