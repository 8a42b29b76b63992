// What the name check reads as a name in inline code, and what it leaves as prose or values.
import { describe, expect, it } from 'vitest';
import { closestNames, isDeclared, namesIn } from '../../../src/checks/check-names.ts';

const names = (text: string) => namesIn({ text, line: 1, column: 0 }).map((u) => `${u.kind}:${u.name}`);

describe('names in inline code', () => {
  it('reads API names: identifiers, paths, JSX, props with values and CSS classes', () => {
    expect(names('checkboxSelection')).toEqual(['name:checkboxSelection']);
    expect(names('GridColDef')).toEqual(['name:GridColDef']);
    expect(names('initialState.filter.filterModel')).toEqual(['state key:filter', 'name:filterModel']);
    expect(names('apiRef.current.setRowSelectionModel(model)')).toEqual(['API method:setRowSelectionModel']);
    expect(names('slotProps.toolbar')).toEqual(['slot:toolbar']);
    expect(names('<DataGridPro checkboxSelection disableRowSelectionOnClick />')).toEqual(['name:DataGridPro', 'prop:checkboxSelection', 'prop:disableRowSelectionOnClick']);
    expect(names('pageSizeOptions={[5, 10, 25]}')).toEqual(['prop:pageSizeOptions']);
    expect(names('.MuiDataGrid-cell--editing')).toEqual(['CSS class:cell--editing']);
    expect(names('scrollArea--left')).toEqual(['CSS class:scrollArea--left']);
  });

  it('leaves out values, code, commands, plain words, constants, prefixes and classes made at run time', () => {
    for (const text of ["'server'", 'true', 'rows', 'npm install @mui/x-data-grid', '() => null', '{ open, filterCount }', 'NODE_ENV', 'unstable_', 'apiRef.current', 'MuiLineElement-series-forecast', '--DataGrid-scrollbarSize', 'x = cx + r·sin(a)']) {
      expect(names(text), text).toEqual([]);
    }
  });

  it('looks state keys, methods and slots up in their own sets, and plain names also among the page’s own code', () => {
    const declared = [{ names: new Set(['filterModel', 'rowSelectionModel']), initialState: new Set(['filter']), api: new Set(['setPage']), slots: new Set(['toolbar']) }];
    const use = (text: string) => namesIn({ text, line: 1, column: 0 })[0]!;
    const p = { declared, known: new Set(['useState']), local: new Set(['renderRating']) };
    expect(isDeclared(use('initialState.filter'), p)).toBe(true);
    // A name the declarations have, but not as a key of the initial state.
    expect(isDeclared(use('initialState.rowSelectionModel'), p)).toBe(false);
    expect(isDeclared(use('apiRef.current.setPage(1)'), p)).toBe(true);
    expect(isDeclared(use('apiRef.current.selectAll()'), p)).toBe(false);
    expect(isDeclared(use('useState'), p)).toBe(true);
    expect(isDeclared(use('renderRating'), p)).toBe(true);
    expect(isDeclared(use('baseIcon'), p)).toBe(false);
  });

  it('suggests close names, those beginning with the name first', () => {
    const declared = [{ names: new Set(['baseIconButton', 'base', 'baseInput', 'checkboxSelection']), initialState: new Set<string>(), api: new Set<string>(), slots: new Set<string>() }];
    expect(closestNames(namesIn({ text: 'baseIcon', line: 1, column: 0 })[0]!, declared)).toEqual(['baseIconButton']);
    expect(closestNames(namesIn({ text: 'checkBoxSelection', line: 1, column: 0 })[0]!, declared)).toEqual(['checkboxSelection']);
  });
});
