import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiUsageChanged, changedDemos } from '../../../src/pipeline/watch-demos.ts';
import type { BuildState } from '../../../src/pipeline/summary.ts';

/** The parts of a build's state these read: the demos' inputs and files, their API parse, the frames. */
function stateOf(dir: string, p: { api?: boolean; framed?: string[] } = {}): BuildState {
  const file = (name: string) => path.join(dir, name);
  const pending = new Map([
    ['grid/A', { files: [{ style: 'system' as const, file: file('grid/A.tsx') }], page: file('grid.md'), line: 3 }],
    ['grid/B', { files: [{ style: 'system' as const, file: file('grid/B.tsx') }], page: file('grid.md'), line: 5 }],
  ]);
  const inputs = { 'grid/A': [file('grid/A.tsx'), file('grid/data.ts')], 'grid/B': [file('grid/B.tsx'), file('grid/data.ts')] };
  const props = { 'grid/A.tsx': [{ module: '@mui/x-data-grid', exportName: 'DataGrid', props: ['rows'] }], 'grid/B.tsx': [] };
  return {
    config: { contentDir: dir },
    ctx: { ...(p.api ? { api: {} } : {}), demos: { frames: Object.fromEntries((p.framed ?? []).map((id) => [id, `/frames/${id}.html`])) } },
    demoUpdate: { pending, base: { vendor: { specifiers: [], urls: [] }, graph: {}, inputs }, props },
  } as unknown as BuildState;
}

describe('watch mode, demo edits', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-watch-demos-'));
  fs.mkdirSync(path.join(dir, 'grid'));
  fs.writeFileSync(path.join(dir, 'grid/A.tsx'), "import { DataGrid } from '@mui/x-data-grid';\nexport default () => <DataGrid rows={[]} />;\n");
  fs.writeFileSync(path.join(dir, 'grid/B.tsx'), 'export default () => null;\n');
  fs.writeFileSync(path.join(dir, 'grid/data.ts'), 'export const rows = [];\n');

  it('finds the demos built from the changed files, and needs a full build for any other file', () => {
    const state = stateOf(dir);
    expect(changedDemos(state, [path.join(dir, 'grid/A.tsx')])).toEqual(['grid/A']);
    // A file two demos import: both.
    expect(changedDemos(state, [path.join(dir, 'grid/data.ts')])).toEqual(['grid/A', 'grid/B']);
    expect(changedDemos(state, [path.join(dir, 'grid/A.tsx'), path.join(dir, 'grid.md')])).toBeUndefined();
    expect(changedDemos(state, [path.join(dir, 'grid/new.ts')])).toBeUndefined();
    // Removed: the demo's files change, which a full build finds.
    expect(changedDemos(state, [path.join(dir, 'grid/gone.tsx')])).toBeUndefined();
    // Shown in an iframe: its frame document is written by a full build.
    expect(changedDemos(stateOf(dir, { framed: ['grid/B'] }), [path.join(dir, 'grid/data.ts')])).toBeUndefined();
  });

  it('needs a full build when an edited demo sets other props of an MUI X component (its API page lists them)', async () => {
    const state = stateOf(dir, { api: true });
    expect(await apiUsageChanged(state, ['grid/A', 'grid/B'])).toBe(false);
    fs.writeFileSync(path.join(dir, 'grid/A.tsx'), "import { DataGrid } from '@mui/x-data-grid';\nexport default () => <DataGrid rows={[]} /* edited */ />;\n");
    expect(await apiUsageChanged(state, ['grid/A'])).toBe(false);
    fs.writeFileSync(path.join(dir, 'grid/A.tsx'), "import { DataGrid } from '@mui/x-data-grid';\nexport default () => <DataGrid rows={[]} density=\"compact\" />;\n");
    expect(await apiUsageChanged(state, ['grid/A'])).toBe(true);
    // Without API pages, nothing lists them.
    expect(await apiUsageChanged(stateOf(dir), ['grid/A'])).toBe(false);
  });
});
