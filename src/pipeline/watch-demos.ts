import fs from 'node:fs';
import path from 'node:path';
import { hashOf } from '../cache/build-cache.ts';
import type { DemoUpdate } from '../demos/prepare-demos.ts';
import type { NavPage } from '../nav/resolve-nav.ts';
import type { BuildState } from './summary.ts';

/**
 * The demos a change touches, when it touches demos only: every changed file is still there and
 * is a content file some demo's module was built from (its source, or a file it imports).
 * Undefined when a full build is needed instead: any other file, a removed one, or a demo shown
 * in an iframe (its frame document is written by a full build).
 */
export function changedDemos(state: BuildState, files: string[]): string[] | undefined {
  const update = state.demoUpdate;
  if (!update) return undefined;
  const owners = new Map<string, string[]>();
  for (const [id, inputs] of Object.entries(update.base.inputs)) for (const file of inputs) (owners.get(file) ?? owners.set(file, []).get(file)!).push(id);
  const ids = new Set<string>();
  for (const file of files) {
    const found = owners.get(file);
    if (!found || !fs.existsSync(file)) return undefined;
    for (const id of found) ids.add(id);
  }
  if ([...ids].some((id) => !update.pending.has(id) || state.ctx.demos?.frames?.[id])) return undefined;
  return [...ids].sort();
}

/**
 * Whether the edited demos now set other props of MUI X components than the API pages list
 * (their "set by demos" entries): those pages change too, which a full build does.
 */
export async function apiUsageChanged(state: BuildState, ids: string[]): Promise<boolean> {
  const props = state.demoUpdate?.props;
  if (!props || !state.ctx.api) return false;
  const { propsSetIn } = await import('../api/demo-usage.ts');
  const contentDir = state.config.contentDir;
  for (const id of ids) {
    for (const { file } of state.demoUpdate!.pending.get(id)!.files) {
      const rel = path.relative(contentDir, file).split(path.sep).join('/');
      if (rel in props && JSON.stringify(propsSetIn(rel, fs.readFileSync(file, 'utf8'))) !== JSON.stringify(props[rel])) return true;
    }
  }
  return false;
}

/**
 * Puts rebuilt demos in the state the pages render from: their records and keys (the pages
 * showing them render again), their modules' preloads, the files they were built from, and their
 * code for the Markdown export. Returns the pages showing them.
 */
export function applyDemoUpdate(state: BuildState, update: DemoUpdate): NavPage[] {
  const demos = state.ctx.demos!;
  for (const demo of update.demos) {
    demos.demos[demo.id] = demo;
    demos.keys[demo.id] = hashOf(JSON.stringify(demo));
  }
  Object.assign(demos.preload, update.preload);
  Object.assign(state.demoUpdate!.base.inputs, update.inputs);
  const fragments = update.assets.filter((a) => a.file.endsWith('.html') && a.file.includes('/demos/code/')).map((a) => [`/${a.file}`, a.contents] as const);
  if (state.exportSource.demoCode) state.exportSource.demoCode = new Map([...state.exportSource.demoCode, ...fragments]);
  const ids = new Set(update.demos.map((d) => d.id));
  return state.nav.pages.filter((page) => demos.uses[page.file]?.some((id) => ids.has(id)));
}
