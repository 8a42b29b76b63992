import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/cli.ts';

interface BuildCli {
  SOURCE_PARTS: Record<string, string>;
  sourcesOf(e: typeof esbuild, entry: string): Promise<{ files: string[]; version: string }>;
  ensureCliBuilt(): Promise<string>;
}
const load = async () => (await import(pathToFileURL(path.join(ROOT, 'scripts/build-cli.mjs')).href)) as BuildCli;

describe('the bundle of the build (build/)', () => {
  it('names code fragments by the sources that highlight demo code, and keys the package groups by those that bundle demos, not by all the build code', async () => {
    const cli = await load();
    const highlight = await cli.sourcesOf(esbuild, cli.SOURCE_PARTS.__DOCS_HIGHLIGHT_SOURCES__!);
    // What makes a fragment's HTML: the highlighter, the code block's markup, its serialiser.
    expect(highlight.files).toEqual(expect.arrayContaining(['src/demos/highlight-code.ts', 'src/markdown/highlighter.ts', 'src/markdown/rehype-code.ts', 'src/markdown/stringify-hast.ts']));
    const vendor = await cli.sourcesOf(esbuild, cli.SOURCE_PARTS.__DOCS_VENDOR_SOURCES__!);
    expect(vendor.files).toEqual(expect.arrayContaining(['src/demos/bundle-demos.ts', 'src/demos/vendor-bundle.ts', 'src/demos/vendor-cache.ts']));
    for (const { files } of [highlight, vendor]) {
      // Not the Markdown pipeline, the page stages or the CLI: a change there keeps every fragment's name and the groups.
      expect(files.filter((f) => /compile-markdown|src\/pipeline\/|src\/cli\.ts/.test(f))).toEqual([]);
      expect(files.length).toBeLessThan(25);
    }
    // The bundle carries each hash in place of the global the sources read.
    await cli.ensureCliBuilt();
    const built = fs.readdirSync(path.join(ROOT, 'build'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
    const texts = built.map((f) => fs.readFileSync(path.join(ROOT, 'build', f), 'utf8'));
    for (const [name, { version }] of [['__DOCS_HIGHLIGHT_SOURCES__', highlight], ['__DOCS_VENDOR_SOURCES__', vendor]] as const) {
      expect(texts.some((t) => t.includes(JSON.stringify(version))), name).toBe(true);
      expect(texts.some((t) => t.includes(name)), name).toBe(false);
    }
  });

  it('loads TypeScript with require, never through an ES import (Node would parse its 9 MB twice more)', async () => {
    await (await load()).ensureCliBuilt();
    const chunks = fs.readdirSync(path.join(ROOT, 'build'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
    const texts = chunks.map((f) => [f, fs.readFileSync(path.join(ROOT, 'build', f), 'utf8')] as const);
    expect(texts.filter(([, t]) => /\bfrom\s*["']typescript["']|\bimport\(\s*["']typescript["']\s*\)/.test(t)).map(([f]) => f)).toEqual([]);
    // The demo scan, check-demos and the API extraction use it: some chunk requires it.
    expect(texts.some(([, t]) => /createRequire\d*\(import\.meta\.url\)\("typescript"\)/.test(t))).toBe(true);
  });
});
