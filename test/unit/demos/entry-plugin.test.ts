// The plugin that loads demo entries and the content's JavaScript (written with JSX).
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { expect, it } from 'vitest';
import { entryPlugin } from '../../../src/demos/bundle-demos.ts';

it("asks esbuild for the content's .js files only, not for every file of the packages a server bundle inlines", () => {
  const content = path.join(path.sep, 'site', 'content+docs');
  const loads: { filter: RegExp; namespace?: string }[] = [];
  const build = { onResolve: () => undefined, onLoad: (options: { filter: RegExp; namespace?: string }) => void loads.push(options) } as unknown as esbuild.PluginBuild;
  void entryPlugin([], content, { runtime: true }).setup(build);
  // The filters esbuild tests itself (in Go: JavaScript's syntax shared by both), for files of no namespace.
  const files = loads.filter((l) => l.namespace === undefined).map((l) => l.filter);
  const matched = (file: string) => files.some((f) => f.test(file));
  expect(matched(path.join(content, 'pages', 'Demo.js'))).toBe(true);
  expect(matched(path.join(content, 'pages', 'Demo.tsx'))).toBe(false);
  expect(matched(path.join(path.sep, 'site', 'node_modules', '@mui', 'material', 'esm', 'Button', 'Button.js'))).toBe(false);
  // The folder's name is taken literally (a `+` is no quantifier).
  expect(matched(path.join(path.sep, 'site', 'contenttdocs', 'Demo.js'))).toBe(false);
  // A folder beside it whose name starts the same is not the content.
  expect(matched(path.join(path.sep, 'site', 'content+docs-old', 'Demo.js'))).toBe(false);
});
