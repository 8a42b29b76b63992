import { describe, expect, it } from 'vitest';
import { selectorArgumentIn, selectorFeatureOf } from '../../../src/api/extract-selectors.ts';
import { featureLabel, matchSelectorFeature, selectorGroups } from '../../../src/api/selectors-table.ts';
import type { ApiSelector } from '../../../src/api/types.ts';
import { selectorsTables } from '../../../src/export/api-markdown.ts';

describe('the argument of a selector, read from the package JavaScript', () => {
  it('is the combiner parameter after the inputs, or none', () => {
    const source = `
import { createSelector, createRootSelector, createSelectorMemoized } from '../../utils/createSelector.js';
import { makeManager } from './manager.js';
export const gridRowsStateSelector = createRootSelector(state => state.rows);
export const gridRowSelector = createRootSelector((state, id) => state.rows.lookup[id]);
export const gridLookupSelector = createSelector(gridRowsStateSelector, rows => rows.lookup);
export const gridNodeSelector = createSelector(gridRowsStateSelector, gridLookupSelector, (rows, lookup, rowId) => lookup[rowId]);
export const gridArraySelector = createSelectorMemoized([gridRowsStateSelector], (rows, { field }) => rows[field]);
export const gridManagerSelector = createSelectorMemoized(gridRowsStateSelector, makeManager);
export const gridLocalSelector = createSelector(gridRowsStateSelector, local);
function local(rows, extra) { return rows; }
export const gridOtherSelector = somethingElse(gridRowsStateSelector);
`;
    const imported = 'export function makeManager(model) { return { has: (id) => model.has(id) }; }';
    const resolve = (specifier: string) => (specifier === './manager.js' ? imported : undefined);
    expect(selectorArgumentIn(source, 'gridRowsStateSelector', resolve)).toBeNull();
    expect(selectorArgumentIn(source, 'gridRowSelector', resolve)).toBe('id');
    expect(selectorArgumentIn(source, 'gridLookupSelector', resolve)).toBeNull();
    expect(selectorArgumentIn(source, 'gridNodeSelector', resolve)).toBe('rowId');
    expect(selectorArgumentIn(source, 'gridArraySelector', resolve)).toBe('args');
    expect(selectorArgumentIn(source, 'gridManagerSelector', resolve)).toBeNull();
    expect(selectorArgumentIn(source, 'gridLocalSelector', resolve)).toBe('extra');
    // Shapes it does not read, and names it does not find: unknown.
    expect(selectorArgumentIn(source, 'gridOtherSelector', resolve)).toBeUndefined();
    expect(selectorArgumentIn(source, 'gridMissingSelector', resolve)).toBeUndefined();
    expect(selectorArgumentIn(source, 'gridManagerSelector', () => undefined)).toBeUndefined();
  });
});

describe('selector features and groups', () => {
  it('takes the feature from the declaration folder and names it', () => {
    expect(selectorFeatureOf('/n/node_modules/@mui/x-data-grid/hooks/features/rowSelection/gridRowSelectionSelector.d.ts')).toBe('rowSelection');
    expect(selectorFeatureOf('/n/node_modules/@mui/x-data-grid/esm/hooks/features/filter/gridFilterSelector.d.ts')).toBe('filter');
    expect(selectorFeatureOf('/n/node_modules/@mui/x-data-grid/hooks/core/gridCoreSelector.d.ts')).toBe('core');
    expect(featureLabel('rowGrouping')).toBe('Row grouping');
    expect(featureLabel('filter')).toBe('Filter');
  });

  const selector = (name: string, feature: string, extra: Partial<ApiSelector> = {}): ApiSelector => ({ name, feature, description: '', plan: 'community', returns: 'number', source: 'x.d.ts', ...extra });
  const all = [selector('gridB', 'sorting'), selector('gridA', 'sorting'), selector('gridC', 'filter', { plan: 'premium', description: 'The **count**.', args: { name: 'id', type: 'GridRowId | null' } })];

  it('groups the features a line names in its order, and every feature (sorted) for "all"', () => {
    expect(selectorGroups(all, ['sorting']).map((g) => [g.feature, g.selectors.map((s) => s.name)])).toEqual([['sorting', ['gridA', 'gridB']]]);
    expect(selectorGroups(all, ['sorting', 'filter']).map((g) => g.feature)).toEqual(['sorting', 'filter']);
    expect(selectorGroups(all, ['all']).map((g) => g.feature)).toEqual(['filter', 'sorting']);
  });

  it('exports a catalogue as Markdown tables, headed by feature when there are several', () => {
    expect(selectorsTables(all, ['filter'])).toBe(
      ['| Selector | Returns | Description |', '| - | - | - |', '| `gridC(apiRef, id)` (Premium) | `number` | The **count**. Argument `id`: `GridRowId \\| null`. |'].join('\n'),
    );
    const both = selectorsTables(all, ['all']);
    expect(both.startsWith('**Filter**\n\n| Selector')).toBe(true);
    expect(both).toContain('\n\n**Sorting**\n\n| Selector');
  });
});

describe('the feature a line names', () => {
  const features = ['columns', 'filter', 'headerFiltering', 'listView', 'pagination', 'rowSelection', 'rows', 'sorting'];
  it('is the feature of that name, or of the words a docs app\'s category gives it', () => {
    expect(matchSelectorFeature('filter', features)).toBe('filter');
    // Categories as MUI's docs write them, made into names by the component line (featureToken).
    expect(matchSelectorFeature('filtering', features)).toBe('filter');
    expect(matchSelectorFeature('headerFiltering', features)).toBe('headerFiltering');
    expect(matchSelectorFeature('listView', features)).toBe('listView');
    expect(matchSelectorFeature('Pagination', features)).toBe('pagination');
    expect(matchSelectorFeature('row', features)).toBe('rows');
    expect(matchSelectorFeature('column', features)).toBe('columns');
    expect(matchSelectorFeature('computedColumns', features)).toBeUndefined();
  });

  it('picks the selectors of a category', () => {
    const selectors = [
      { name: 'gridFilterModelSelector', feature: 'filter' },
      { name: 'gridSortModelSelector', feature: 'sorting' },
    ] as ApiSelector[];
    expect(selectorGroups(selectors, ['filtering']).map((g) => [g.feature, g.selectors.map((s) => s.name)])).toEqual([['filter', ['gridFilterModelSelector']]]);
  });
});
