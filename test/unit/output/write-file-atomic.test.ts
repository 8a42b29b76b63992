// writeFileAtomic writes through a temporary file renamed into place, and, as writeFileMakingFolder
// (a page's writer), makes the folder only when the write finds it missing (most writes go to a
// folder that exists: the render pool makes the pages' folders before their threads write).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFileMakingFolder, writeFilesInBackground } from '../../../src/files.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-file-atomic-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writeFileMakingFolder', () => {
  it('writes into a folder that exists, and makes one that is missing, with its parents', () => {
    fs.mkdirSync(path.join(dir, 'x/a'), { recursive: true });
    writeFileMakingFolder(path.join(dir, 'x/a/index.html'), '<p>a</p>');
    writeFileMakingFolder(path.join(dir, 'x/b/c/index.html'), '<p>c</p>');
    expect(fs.readFileSync(path.join(dir, 'x/a/index.html'), 'utf8')).toBe('<p>a</p>');
    expect(fs.readFileSync(path.join(dir, 'x/b/c/index.html'), 'utf8')).toBe('<p>c</p>');
  });

  it('reports a failure other than a missing folder', () => {
    fs.mkdirSync(path.join(dir, 'x/a/index.html'), { recursive: true });
    expect(() => writeFileMakingFolder(path.join(dir, 'x/a/index.html'), '<p>a</p>')).toThrow(/EISDIR/);
  });
});

describe('writeFileAtomic', () => {
  it('makes the missing folders of a new file, and replaces a file in place, leaving no temporary file', () => {
    const target = path.join(dir, 'a/b/c/page.html');
    writeFileAtomic(target, 'first');
    expect(fs.readFileSync(target, 'utf8')).toBe('first');
    writeFileAtomic(target, new TextEncoder().encode('second'));
    expect(fs.readFileSync(target, 'utf8')).toBe('second');
    expect(fs.readdirSync(path.dirname(target))).toEqual(['page.html']);
  });

  it('fails, writing nothing, when the folder cannot be made', () => {
    fs.writeFileSync(path.join(dir, 'file'), '');
    expect(() => writeFileAtomic(path.join(dir, 'file/below/page.html'), 'x')).toThrow(/ENOTDIR|EEXIST/);
    expect(fs.readdirSync(dir)).toEqual(['file']);
  });
});

describe('writeFilesInBackground', () => {
  it('makes every folder before it returns and writes every file by the time it resolves', async () => {
    const files = Array.from({ length: 30 }, (_, i) => ({ file: `x/_static/${i % 3 ? 'demos/code' : 'demos'}/f${i}.js`, contents: new TextEncoder().encode(`file ${i}`) }));
    const writing = writeFilesInBackground(dir, files, 4);
    // The folders exist at once (the caller renders pages into the same tree meanwhile).
    expect(fs.existsSync(path.join(dir, 'x/_static/demos/code'))).toBe(true);
    await writing;
    for (const [i, f] of files.entries()) expect(fs.readFileSync(path.join(dir, f.file), 'utf8')).toBe(`file ${i}`);
  });

  it('rejects when a file cannot be written', async () => {
    fs.mkdirSync(path.join(dir, 'taken.js'));
    await expect(writeFilesInBackground(dir, [{ file: 'taken.js', contents: new Uint8Array(1) }])).rejects.toThrow(/EISDIR/);
  });
});
