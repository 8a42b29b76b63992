// A page's writer: the render pool makes the folders of the pages it hands out, and the writer
// makes a page's folder itself when it is missing (a variant page, a folder the pool failed to make).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuildCache } from '../../../src/cache/build-cache.ts';
import { writePage } from '../../../src/pipeline/page/write.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-page-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writePage', () => {
  it('writes into a folder that exists, and makes one that is missing, with its parents', () => {
    const outDir = path.join(dir, 'dist');
    const cache = createBuildCache({ enabled: true, dir: path.join(dir, 'cache') });
    fs.mkdirSync(path.join(outDir, 'x/a'), { recursive: true });
    writePage({ outDir, url: '/x/a/', html: '<p>a</p>', cache, key: 'a'.repeat(64) });
    writePage({ outDir, url: '/x/b/c/', html: '<p>c</p>', cache, key: 'c'.repeat(64) });
    expect(fs.readFileSync(path.join(outDir, 'x/a/index.html'), 'utf8')).toBe('<p>a</p>');
    expect(fs.readFileSync(path.join(outDir, 'x/b/c/index.html'), 'utf8')).toBe('<p>c</p>');
    expect(cache.entry('page', 'c'.repeat(64)).read('html')).toBe('<p>c</p>');
  });

  it('reports a failure other than a missing folder', () => {
    const outDir = path.join(dir, 'dist');
    const cache = createBuildCache({ enabled: false, dir: path.join(dir, 'cache') });
    fs.mkdirSync(path.join(outDir, 'x/a/index.html'), { recursive: true });
    expect(() => writePage({ outDir, url: '/x/a/', html: '<p>a</p>', cache, key: 'a'.repeat(64) })).toThrow(/EISDIR/);
  });
});
