import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import type { Highlighter } from 'shiki';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashOf, type BuildCache } from '../cache/build-cache.ts';
import { codeBlock } from '../markdown/rehype-code.ts';
import { slash, type PendingDemo } from './demo-files.ts';
import { importsOf, needsLicense, previewOf, sandboxDependencies, toJavaScript } from './transform.ts';
import type { DemoRecord, DemoVariant } from './types.ts';

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
 * Prepares each demo once: the JS generated from its TS, short previews, highlighted code and
 * sandbox dependencies (an adapter without a known package is reported here).
 */
export async function prepareDemoRecords(
  pending: Map<string, PendingDemo>,
  p: { contentDir: string; highlighter: Highlighter; cache: BuildCache; keyBase: string; versionOf: (name: string) => string | undefined },
): Promise<{ demos: Map<string, DemoRecord>; diagnostics: Diagnostic[] }> {
  const demos = new Map<string, DemoRecord>();
  const diagnostics: Diagnostic[] = [];
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
  return { demos, diagnostics };
}

