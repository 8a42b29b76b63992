import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/cli.ts';

interface BuildCli {
  highlightSources(e: typeof esbuild): Promise<{ files: string[]; version: string }>;
  ensureCliBuilt(): Promise<string>;
}
const load = async () => (await import(pathToFileURL(path.join(ROOT, 'scripts/build-cli.mjs')).href)) as BuildCli;

describe('the bundle of the build (build/)', () => {
  it('names code fragments by the sources that highlight demo code, not by all the build code', async () => {
    const cli = await load();
    const { files, version } = await cli.highlightSources(esbuild);
    // What makes a fragment's HTML: the highlighter, the code block's markup, its serialiser.
    expect(files).toEqual(expect.arrayContaining(['src/demos/highlight-code.ts', 'src/markdown/highlighter.ts', 'src/markdown/rehype-code.ts', 'src/markdown/stringify-hast.ts']));
    // Not the Markdown pipeline, the page stages or the CLI: a change there keeps every fragment's name.
    expect(files.filter((f) => /compile-markdown|src\/pipeline\/|src\/cli\.ts/.test(f))).toEqual([]);
    expect(files.length).toBeLessThan(15);
    // The bundle carries the hash in place of the global the sources read.
    await cli.ensureCliBuilt();
    const built = fs.readdirSync(path.join(ROOT, 'build'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
    const texts = built.map((f) => fs.readFileSync(path.join(ROOT, 'build', f), 'utf8'));
    expect(texts.some((t) => t.includes(JSON.stringify(version)))).toBe(true);
    expect(texts.some((t) => t.includes('__DOCS_HIGHLIGHT_SOURCES__'))).toBe(false);
  });
});
