import fs from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../markdown/front-matter.ts';
import { findDemoDirectives } from './directive.ts';
import { DEMO_STYLES, type DemoStyle } from './types.ts';

export const slash = (p: string) => p.split(path.sep).join('/');

/** The source files of a demo name beside a page: one file, or a folder of style variants. */
export function demoFiles(pageDir: string, name: string): { files: { style: DemoStyle; file: string }[]; expected: string } {
  const base = path.resolve(pageDir, name.replace(/\.(tsx|js)$/, ''));
  if (/\.(tsx|js)$/.test(name)) {
    const file = `${base}.tsx`;
    return { files: fs.existsSync(file) ? [{ style: 'system', file }] : [], expected: file };
  }
  const files = DEMO_STYLES.map((style) => ({ style, file: path.join(base, style, 'index.tsx') })).filter((f) => fs.existsSync(f.file));
  // A folder without its default (system) variant is not a demo.
  return { files: files.some((f) => f.style === 'system') ? files : [], expected: path.join(base, 'system', 'index.tsx') };
}

/** Demos a reader could have meant: the .tsx files and variant folders where the name points. */
export function availableDemos(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => (e.isFile() && e.name.endsWith('.tsx') ? [e.name] : e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'system', 'index.tsx')) ? [e.name] : []))
    .sort();
}

/** The ids of the demos a page source shows (existing files only), as `collectDemos` lists them. */
export function demoIdsOfSource(file: string, source: string, contentDir: string): string[] {
  if (!source.includes('"demo"')) return [];
  const pageDir = path.dirname(file);
  return findDemoDirectives(parseFrontMatter(source, file).body)
    .directives.filter(({ options }) => demoFiles(pageDir, options.demo).files.length > 0)
    .map(({ options }) => slash(path.relative(contentDir, path.resolve(pageDir, options.demo.replace(/\.(tsx|js)$/, '')))));
}
