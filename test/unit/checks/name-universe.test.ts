// The declared names the name check reads, and whether the build cache already holds them all
// (a build then starts no thread to read them ahead: check-page-names.ts warmNameUniverse).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createBuildCache } from '../../../src/cache/build-cache.ts';
import { loadNameUniverse, nameUniverseCached } from '../../../src/checks/name-universe.ts';

it('reads a package once per version into the cache, and says when every name is cached', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-names-'));
  const nodeModules = path.join(root, 'node_modules');
  const pkg = (name: string, version: string, dts: string) => {
    fs.mkdirSync(path.join(nodeModules, name), { recursive: true });
    fs.writeFileSync(path.join(nodeModules, name, 'package.json'), JSON.stringify({ name, version, types: 'index.d.ts' }));
    fs.writeFileSync(path.join(nodeModules, name, 'index.d.ts'), dts);
  };
  pkg('@acme/grid', '1.0.0', 'export interface GridProps { pageSizeOptions?: number[]; }\nexport declare function Grid(props: GridProps): null;\n');
  pkg('react-lite', '2.0.0', 'export declare function useThing(): void;\n');
  const cache = createBuildCache({ enabled: true, dir: path.join(root, 'cache') });
  // A package that is not installed needs no entry: it is reported missing either way.
  const args = { nodeModules, packages: ['@acme/grid', '@acme/absent'], known: ['react-lite'], previous: [], cache };
  expect(nameUniverseCached(args)).toBe(false);
  const universe = loadNameUniverse(args);
  expect(universe.current.names.has('pageSizeOptions')).toBe(true);
  expect(universe.known.has('useThing')).toBe(true);
  expect(universe.missing).toEqual(['@acme/absent']);
  expect(nameUniverseCached(args)).toBe(true);
  // A new version of a package is read again.
  pkg('@acme/grid', '1.1.0', 'export interface GridProps { rowHeight?: number; }\n');
  expect(nameUniverseCached(args)).toBe(false);
  expect(loadNameUniverse(args).current.names.has('rowHeight')).toBe(true);
  expect(nameUniverseCached(args)).toBe(true);
});

it('reads the members of initial state, API and slots declarations, whatever the file and the case of the name', async () => {
  const { readDeclaredNames } = await import('../../../src/api/declared-names.ts');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-declared-'));
  const write = (name: string, text: string) => (fs.writeFileSync(path.join(root, name), text), path.join(root, name));
  const files = [
    write('api.d.ts', 'export declare class GridPrivateApi<T> { scrollTo(): void; }\nexport interface gridApiCommunity { setRows: () => void; }\n'),
    write('state.d.ts', 'export type GridInitialStateCommunity = { sorting?: object } & { filter: object };\n'),
    write('slots.d.ts', 'export interface GridSlotProps { toolbar: object; }\nexport type PickersSlots = { day: unknown };\n'),
    // No declaration named so: its tokens only.
    write('plain.d.ts', 'export interface GridColDef { field: string; }\n'),
  ];
  const names = readDeclaredNames(files);
  expect([...names.api].sort()).toEqual(['scrollTo', 'setRows']);
  expect([...names.initialState].sort()).toEqual(['filter', 'sorting']);
  expect([...names.slots].sort()).toEqual(['day', 'toolbar']);
  expect(names.names.has('field')).toBe(true);
  fs.rmSync(root, { recursive: true, force: true });
});
