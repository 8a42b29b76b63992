import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGUE, API_HOOKS, API_INTERFACES } from '../../../src/api/catalogue.ts';
import { extractApi, extractorStats } from '../../../src/api/extract-api.ts';
import { sharedLead } from '../../../src/api/extract-hooks.ts';
import { extractorSource, loadApi } from '../../../src/api/load-api.ts';
import { cacheDir } from '../../../src/paths.ts';
import { createBuildCache } from '../../../src/cache/build-cache.ts';
import { kebabCase } from '../../../src/api/ts-members.ts';
import type { ApiData, ComponentApi, HookApi, InterfaceApi } from '../../../src/api/types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const nodeModules = path.join(root, 'node_modules');
const fixtureDir = path.join(root, 'test/fixtures/api-package');

/** Components whose declared signature takes no parameter at all: their pages legitimately list no props. */
const NO_PROPS = ['RadarMetricLabels', 'ChartZoomSlider'];

describe('extractApi on the fixture package', () => {
  // An empty node_modules: only the fixture package (given by folder) takes part.
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'api-nm-'));
  afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

  it('extracts Widget exactly', async () => {
    const data = await extractApi({
      nodeModules: empty,
      packageDirs: { '@mui/x-fixture': fixtureDir },
      catalogue: [
        { product: 'charts', name: 'Widget', packageName: '@mui/x-fixture' },
        { product: 'charts', name: 'Wodget', packageName: '@mui/x-fixture' },
      ],
      interfaces: [],
      hooks: [{ product: 'charts', name: 'useWidget', packageName: '@mui/x-fixture' }],
    });
    const widget: ComponentApi = {
      kind: 'component',
      name: 'Widget',
      slug: 'widget',
      product: 'charts',
      packageName: '@mui/x-fixture',
      packageVersion: '8.5.0',
      plan: 'community',
      description: 'A small widget used to test the API extractor.',
      imports: ["import { Widget } from '@mui/x-fixture';"],
      props: [
        // `control`: what a props playground offers for the prop, from its resolved type (src/api/extract-controls.ts).
        { name: 'label', type: 'string', description: 'The text shown in the widget.', required: true, control: { kind: 'string' } },
        {
          name: 'classes',
          type: 'Partial<WidgetClasses>',
          description: 'Override or extend the styles applied to the component.',
          required: false,
        },
        { name: 'disabled', type: 'boolean', default: 'false', description: 'If `true`, the widget is disabled.', required: false, control: { kind: 'boolean' } },
        {
          name: 'onActivate',
          type: '(event: React.MouseEvent<HTMLButtonElement>, count: number) => void',
          description: 'Callback fired when the widget is activated.',
          required: false,
          signature: {
            params: [
              { name: 'event', type: 'React.MouseEvent<HTMLButtonElement>', description: 'The event source of the callback.' },
              { name: 'count', type: 'number', description: 'How many times it was activated.' },
            ],
          },
        },
        {
          name: 'onWidgetChange',
          type: '(change: WidgetChange) => boolean',
          description: 'Callback fired when the widget changes.',
          required: false,
          signature: {
            params: [{ name: 'change', type: 'WidgetChange', description: 'What changed.' }],
            returns: { type: 'boolean', description: 'Whether to keep the change.' },
          },
        },
        // Its type is not exported: no page, plain text. A knob can still set its members.
        { name: 'secret', type: 'WidgetSecret', description: 'A secret the widget keeps.', required: false, control: { kind: 'object', members: { code: { kind: 'string' } } } },
        {
          name: 'size',
          type: "'small' | 'medium' | 'large'",
          default: "'medium'",
          description: 'The size of the widget.',
          required: false,
          control: { kind: 'enum', values: ['small', 'medium', 'large'] },
        },
        { name: 'slots', type: '{ icon?: React.ElementType }', description: 'Overridable component parts.', required: false },
        {
          name: 'small',
          type: 'boolean',
          description: 'If `true`, the widget is rendered smaller.',
          required: false,
          deprecated: 'Use `size` instead.',
          control: { kind: 'boolean' },
        },
      ],
      slots: [
        { name: 'icon', default: 'WidgetIcon', description: 'The icon shown before the label.', className: 'MuiFixtureWidget-icon' },
      ],
      classes: [
        { key: 'icon', className: 'MuiFixtureWidget-icon', description: 'Styles applied to the icon element.' },
        { key: 'root', className: 'MuiFixtureWidget-root', description: 'Styles applied to the root element.' },
      ],
      source: 'index.d.ts',
      // From the fixture's theme augmentation and its `React.RefAttributes<HTMLDivElement>`.
      theme: { name: 'MuiWidget', defaultProps: true, styleOverrides: true },
      ref: { forwarded: true, element: 'HTMLDivElement' },
    };
    const member = (name: string, type: string, description: string) => ({ name, type, description, required: true });
    const useWidget: HookApi = {
      kind: 'hook',
      name: 'useWidget',
      slug: 'use-widget',
      product: 'charts',
      packageName: '@mui/x-fixture',
      packageVersion: '8.5.0',
      plan: 'community',
      description: 'Reads the state of a widget.',
      imports: ["import { useWidget } from '@mui/x-fixture';"],
      declaration: 'function useWidget(id: string, options?: { strict?: boolean }): WidgetState',
      signature: {
        params: [
          { name: 'id', type: 'string', description: 'The id of the widget.' },
          { name: 'options', type: '{ strict?: boolean }', description: 'How to read it.', optional: true },
        ],
        returns: { type: 'WidgetState', description: "The widget's state." },
      },
      returns: [member('active', 'boolean', 'Whether the widget is active.'), member('label', 'string', "The widget's label.")],
      source: 'index.d.ts',
    };
    // The types a callback and the hook name get pages of their own.
    const referenced = (name: string, description: string, props: InterfaceApi['props']): InterfaceApi => ({
      kind: 'interface',
      name,
      slug: kebabCase(name),
      product: 'charts',
      description,
      imports: [`import { ${name} } from '@mui/x-fixture';`],
      props,
      source: 'index.d.ts',
      referenced: true,
    });
    expect(data).toEqual({
      components: [widget],
      interfaces: [
        referenced('WidgetChange', 'What the widget reports when it changes.', [member('count', 'number', 'How many times it was activated.'), member('label', 'string', 'Its label after the change.')]),
        referenced('WidgetState', 'The state of a widget, as `useWidget` returns it.', [member('active', 'boolean', 'Whether the widget is active.'), member('label', 'string', "The widget's label.")]),
      ],
      events: [],
      selectors: [],
      locales: [],
      hooks: [useWidget],
      packages: { '@mui/x-fixture': '8.5.0' },
      warnings: [{ code: 'ApiExportMissing', kind: 'Component', name: 'Wodget', packages: ['@mui/x-fixture@8.5.0'], closest: ['Widget', 'useWidget', 'WidgetProps'] }],
    });
  });

  it('warns about an exported hook the catalogue has no page for', async () => {
    const data = await extractApi({ nodeModules: empty, packageDirs: { '@mui/x-fixture': fixtureDir }, catalogue: [], interfaces: [], hooks: [{ product: 'charts', name: 'useWodget', packageName: '@mui/x-fixture' }] });
    expect(data.hooks).toEqual([]);
    expect(data.warnings).toEqual([
      { code: 'ApiExportMissing', kind: 'Hook', name: 'useWodget', packages: ['@mui/x-fixture@8.5.0'], closest: ['useWidget', 'Widget', 'WidgetProps'] },
      { code: 'ApiHookUncatalogued', name: 'useWidget', package: '@mui/x-fixture' },
    ]);
  });

  it('splits the JSDoc of overloads into what they share and what each adds', () => {
    expect(sharedLead(['A.', 'A.\n\nB.', 'A.'])).toEqual({ lead: 'A.', rests: ['', 'B.', ''] });
    expect(sharedLead(['A.\n\nB.', 'A.\n\nB.'])).toEqual({ lead: 'A.\n\nB.', rests: ['', ''] });
    // Nothing shared: the first describes the hook, the others keep their own text.
    expect(sharedLead(['A.', 'C.'])).toEqual({ lead: 'A.', rests: ['', 'C.'] });
    expect(sharedLead(['', 'C.'])).toEqual({ lead: '', rests: ['', 'C.'] });
  });

  it('kebab-cases names like lodash', () => {
    expect(kebabCase('ChartsXAxis')).toBe('charts-x-axis');
    expect(kebabCase('DataGridPro')).toBe('data-grid-pro');
    expect(kebabCase('GridApi')).toBe('grid-api');
    expect(kebabCase('TreeItemDragAndDropOverlay')).toBe('tree-item-drag-and-drop-overlay');
  });
});

describe('extractApi on the installed MUI X packages', { timeout: 120_000 }, () => {
  let data: ApiData;
  // The build cache every build of the run shares (DOCS_BUILD_CACHE_DIR or node_modules/.cache):
  // the API data is extracted once per run, by the docs build, a fixture build or this file,
  // whichever asks first (the others wait for it). Its key holds the extractor's own code
  // (extractorSource), so what is read here was made by the code under test.
  const shared = () => createBuildCache({ enabled: true, dir: cacheDir });
  const component = (name: string, packageName?: string) => {
    const found = data.components.find((c) => c.name === name && (!packageName || c.packageName === packageName));
    if (!found) throw new Error(`${name} was not extracted`);
    return found;
  };
  const prop = (c: ComponentApi, name: string) => c.props.find((p) => p.name === name);

  beforeAll(async () => {
    data = (await loadApi({ nodeModules, cache: shared() })).data;
    // A cold extraction of every X package: a few seconds alone, minutes beside a full test run on two cores.
  }, 600_000);

  it('lists the Data Grid props', () => {
    const grid = component('DataGrid');
    expect(prop(grid, 'rows')).toBeDefined();
    expect(prop(grid, 'columns')).toMatchObject({ required: true });
    expect(prop(grid, 'checkboxSelection')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(grid.props.map((p) => p.name)).not.toContain('onClick'); // DOM attributes are dropped
    expect(grid.classes.find((c) => c.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(grid.plan).toBe('community');
    expect(grid.imports[0]).toBe("import { DataGrid } from '@mui/x-data-grid/DataGrid';");
    // Pro-only props are not on the community grid.
    expect(prop(grid, 'treeData')).toBeUndefined();
  });

  it('lists the pickers, charts and plans', () => {
    const picker = component('DatePicker');
    expect(prop(picker, 'value')?.type).toBe('PickerValue');
    expect(prop(picker, 'onChange')).toBeDefined();
    expect(prop(component('BarChart'), 'series')).toMatchObject({ required: true });
    expect(component('DataGridPro').plan).toBe('pro');
    expect(component('DataGridPro').classes.find((c) => c.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(component('DataGridPremium').plan).toBe('premium');
    expect(component('ChartsXAxis').classes.find((c) => c.key === 'root')?.className).toBe('MuiChartsAxis-root');
    const heatmapClasses = component('Heatmap').classes;
    expect(heatmapClasses.find((c) => c.key === 'cell')?.className).toBe('MuiHeatmap-cell');
    expect(heatmapClasses.find((c) => c.key === 'highlighted')?.className).toBe('Charts-highlighted');
    // An XOR of two prop sets documents the props of both sides.
    const referenceLine = component('ChartsReferenceLine');
    expect(prop(referenceLine, 'x')).toMatchObject({ type: 'string | number | Date', required: false });
    expect(prop(referenceLine, 'y')).toMatchObject({ type: 'string | number | Date', required: false });
    expect(component('PickersDay').inherits).toMatchObject({ name: 'ButtonBase', packageName: '@mui/material' });
    expect(component('HeatmapTooltipContent').inherits).toBeUndefined(); // a Pick of one key is no inheritance
    expect(component('FunnelChart').imports).toContain("import { Unstable_FunnelChart } from '@mui/x-charts-pro';");
  });

  it('gives each prop a playground can set its control, from the type the checker resolves', () => {
    const bar = component('BarChart');
    // Written `BarSeriesType['layout']`: its literals.
    expect(prop(bar, 'layout')?.control).toEqual({ kind: 'enum', values: expect.arrayContaining(['horizontal', 'vertical']) });
    expect(prop(bar, 'borderRadius')?.control).toEqual({ kind: 'number' });
    expect(prop(bar, 'grid')?.control).toEqual({ kind: 'object', members: { vertical: { kind: 'boolean' }, horizontal: { kind: 'boolean' } } });
    // An array of a union of axis configs: the element's members, under `0`.
    const axis = prop(bar, 'xAxis')?.control;
    expect(axis?.kind === 'object' && axis.members['0']).toMatchObject({ kind: 'object', members: { position: { kind: 'enum', values: expect.arrayContaining(['top', 'bottom', 'none']) }, reverse: { kind: 'boolean' } } });
    // Callbacks, slots, styles and children have none.
    for (const name of ['onItemClick', 'slots', 'sx', 'children', 'className']) expect(prop(bar, name)?.control, name).toBeUndefined();
    // Nor identifiers, which name what the data has (`axisId: string | number` is no length to try).
    expect(prop(component('ChartsXAxis'), 'axisId')?.control).toBeUndefined();
    // A length given as a number or a string (`'50%'`) gets the number knob.
    const pieSeries = prop(component('PieChart'), 'series')?.control;
    expect(pieSeries?.kind === 'object' && pieSeries.members['0']?.kind === 'object' && pieSeries.members['0'].members.innerRadius).toEqual({ kind: 'number' });
    // A prop typed by the component's type parameter (`multiSelect?: Multiple`, Multiple extends boolean | undefined).
    expect(prop(component('RichTreeView'), 'multiSelect')?.control).toEqual({ kind: 'boolean' });
    expect(prop(component('DatePicker'), 'openTo')?.control).toEqual({ kind: 'enum', values: expect.arrayContaining(['day', 'month', 'year']) });
    // Numeric options in order, whatever order the checker made the union's types in.
    expect(prop(component('DateRangeCalendar'), 'calendars')?.control).toEqual({ kind: 'enum', values: [1, 2, 3] });
    expect(prop(component('DataGrid'), 'density')?.control).toEqual({ kind: 'enum', values: expect.arrayContaining(['compact', 'standard', 'comfortable']) });
  });

  it('extracts every catalogue component with props', () => {
    const missing = API_CATALOGUE.filter((e) => !data.components.some((c) => c.name === e.name && c.packageName === e.packageName));
    expect(missing.map((e) => `${e.packageName} ${e.name}`)).toEqual([]);
    const empty = data.components.filter((c) => c.props.length === 0).map((c) => c.name);
    expect(empty.sort()).toEqual([...NO_PROPS].sort());
    const counts = { 'data-grid': 0, 'date-pickers': 0, charts: 0, 'tree-view': 0 };
    for (const c of data.components) counts[c.product]++;
    expect(counts).toEqual({ 'data-grid': 23, 'date-pickers': 58, charts: 71, 'tree-view': 7 });
    expect(data.components).toHaveLength(23 + 58 + 71 + 7);
  });

  it('extracts the interface pages with plan marks', () => {
    const catalogued = data.interfaces.filter((i) => !i.referenced);
    expect(catalogued).toHaveLength(18 + 5);
    expect(catalogued.map((i) => i.name).sort()).toEqual(API_INTERFACES.map((i) => i.name).sort());
    const colDef = data.interfaces.find((i) => i.name === 'GridColDef');
    const names = colDef?.props.map((p) => p.name) ?? [];
    expect(names).toContain('field');
    expect(names).toContain('headerName');
    expect(colDef?.props.find((p) => p.name === 'field')).toMatchObject({ required: true, type: 'string' });
    expect(colDef?.props.find((p) => p.name === 'aggregable')?.plan).toBe('premium');
    expect(colDef?.props.find((p) => p.name === 'headerName')?.plan).toBeUndefined();
    expect(colDef?.imports).toHaveLength(3);
    const api = data.interfaces.find((i) => i.name === 'GridApi');
    expect(api?.props.find((p) => p.name === 'pinColumn')?.plan).toBe('pro');
  });

  it("shows a DataGrid callback's full signature, as the JSDoc gives it", () => {
    const grid = component('DataGrid');
    expect(prop(grid, 'onRowClick')?.signature).toEqual({
      params: [
        { name: 'params', type: 'GridRowParams', description: 'With all properties from [[GridRowParams]].' },
        { name: 'event', type: 'MuiEvent<React.MouseEvent>', description: 'The event object.' },
        { name: 'details', type: 'GridCallbackDetails', description: 'Additional details for this callback.' },
      ],
    });
    expect(prop(grid, 'processRowUpdate')?.signature?.returns).toEqual({ type: 'Promise<R> | R', description: 'The final values to update the row.' });
    // React's ref callbacks and MUI System's `sx` function are no callbacks of the grid.
    expect(prop(grid, 'sx')?.signature).toBeUndefined();
    expect(prop(component('DatePicker'), 'onChange')?.signature?.params.map((p) => p.name)).toEqual(['value', 'context']);
  });

  it('gives each component its theme key and ref', () => {
    expect(component('DataGridPro')).toMatchObject({ theme: { name: 'MuiDataGrid', defaultProps: true, styleOverrides: true }, ref: { forwarded: true, element: 'HTMLDivElement' } });
    expect(component('DatePicker')).toMatchObject({ theme: { name: 'MuiDatePicker', defaultProps: true, styleOverrides: false }, ref: { forwarded: true, element: 'HTMLDivElement' } });
    expect(component('BarChart')).toMatchObject({ theme: { name: 'MuiBarChart' }, ref: { forwarded: true, element: 'SVGSVGElement' } });
    expect(component('RichTreeView')).toMatchObject({ theme: { name: 'MuiRichTreeView' }, ref: { forwarded: true, element: 'HTMLUListElement' } });
    // Styled under the key of the component whose class names it shares, without default props of its own.
    expect(component('ChartsAxisTooltipContent').theme).toEqual({ name: 'MuiChartsTooltip', defaultProps: false, styleOverrides: true });
    expect(component('QuickFilter')).toMatchObject({ ref: { forwarded: false } });
    expect(component('QuickFilter').theme).toBeUndefined();
    expect(data.components.every((c) => c.ref !== undefined)).toBe(true);
    expect(component('PickersDay').inherits?.props).toEqual(expect.arrayContaining(['centerRipple', 'disableRipple']));
  });

  it('extracts a page for every public hook of the four products', () => {
    expect(data.warnings.filter((w) => w.code === 'ApiHookUncatalogued' || (w.code === 'ApiExportMissing' && w.kind === 'Hook'))).toEqual([]);
    expect(data.hooks?.map((h) => h.name).sort()).toEqual(API_HOOKS.map((h) => h.name).sort());
    const hook = (name: string) => data.hooks?.find((h) => h.name === name);
    expect(hook('useGridApiRef')).toMatchObject({ product: 'data-grid', plan: 'community', description: expect.stringContaining('Hook that instantiate') });
    expect(hook('useGridApiRef')?.imports).toEqual(["import { useGridApiRef } from '@mui/x-data-grid';", "import { useGridApiRef } from '@mui/x-data-grid-pro';", "import { useGridApiRef } from '@mui/x-data-grid-premium';"]);
    expect(hook('useDrawingArea')?.returns?.map((m) => m.name)).toEqual(['bottom', 'height', 'left', 'right', 'top', 'width']);
    expect(hook('useXScale')?.signature.params).toEqual([{ name: 'axisId', type: 'AxisId | undefined', description: expect.stringContaining('If provided returns the scale'), optional: true }]);
    expect(hook('useKeepGroupedColumnsHidden')?.plan).toBe('premium');
    expect(hook('useDateField')?.imports).toEqual(["import { unstable_useDateField } from '@mui/x-date-pickers';", "import { unstable_useDateField } from '@mui/x-date-pickers-pro';"]);
    expect(hook('usePickerContext')?.declaration).toMatch(/^function usePickerContext<.*>\(\): PickerContextValue<TValue, TView, TError>$/);
    // An overloaded hook: the paragraph its overloads share describes it once, each call keeps the rest.
    const bars = hook('useBarSeries')!;
    expect(bars.description).toBe('Get access to the internal state of bar series.');
    expect(bars.declaration.split('\n')).toEqual([
      'function useBarSeries(seriesId: SeriesId): UseBarSeriesReturnValue | undefined',
      'function useBarSeries(): UseBarSeriesReturnValue[]',
      'function useBarSeries(seriesIds: SeriesId[]): UseBarSeriesReturnValue[]',
    ]);
    expect(bars.overloads?.map((o) => [o.signature.params.map((p) => p.name), o.description])).toEqual([
      [['seriesId'], ''],
      [[], 'When called without arguments, it returns all bar series.'],
      [['seriesIds'], ''],
    ]);
    expect(bars.overloads?.[2]?.signature.params[0]?.description).toBe('The ids of the series to get. Order is preserved.');
    expect(hook('useGridApiRef')?.overloads).toBeUndefined();
    const counts = { 'data-grid': 0, 'date-pickers': 0, charts: 0, 'tree-view': 0 };
    for (const h of data.hooks ?? []) counts[h.product]++;
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
  });

  it('gives a page to the types props, callbacks and hooks name, and to their relatives', () => {
    const page = (product: string, name: string) => data.interfaces.find((i) => i.product === product && i.name === name);
    // A callback's parameter, a hook's return value, an event's params, a catalogue interface's relatives.
    expect(page('data-grid', 'GridCallbackDetails')).toMatchObject({ referenced: true });
    expect(page('charts', 'ChartDrawingArea')?.props.map((p) => p.name)).toContain('width');
    expect(page('data-grid', 'GridRenderCellParams')).toMatchObject({ referenced: true, extends: ['GridCellParams<R, V, F, N>'] });
    expect(page('data-grid', 'GridFilterApi')).toMatchObject({ referenced: true }); // a section of GridApi
    expect(page('data-grid', 'GridApiPro')?.extends).toEqual(expect.arrayContaining(['GridColumnPinningApi', 'GridDetailPanelApi']));
    expect(page('date-pickers', 'DateView')).toMatchObject({ definition: "'year' | 'month' | 'day'" });
    expect(page('date-pickers', 'DateValidationError')?.definition).toContain("'minDate'");
    expect(page('data-grid', 'GridColDef')?.definition).toContain('GridSingleSelectColDef');
    // A component's props type links to the component page instead; the grid's private API has no page.
    expect(page('charts', 'ChartsXAxisProps')).toBeUndefined();
    expect(data.interfaces.some((i) => /Private/.test(i.name))).toBe(false);
    expect(new Set(data.interfaces.map((i) => `${i.product}/${i.name}`)).size).toBe(data.interfaces.length);
  });

  it('lists the Data Grid events of every plan, with their parameter types, without the internal ones', () => {
    const event = (name: string) => data.events.find((e) => e.name === name);
    expect(event('rowClick')).toEqual({
      name: 'rowClick',
      description: expect.stringContaining('Fired when a row is clicked.'),
      params: 'GridRowParams',
      event: 'React.MouseEvent<HTMLElement>',
      plan: 'community',
    });
    expect(event('unmount')).toMatchObject({ plan: 'community' });
    expect(event('unmount')?.params).toBeUndefined();
    expect(event('rowOrderChange')).toMatchObject({ plan: 'pro', params: 'GridRowOrderChangeParams' });
    expect(event('clipboardPasteStart')).toMatchObject({ plan: 'premium', params: '{ data: string[][] }' });
    expect(event('rowGroupingModelChange')).toMatchObject({ plan: 'premium', params: 'GridRowGroupingModel' });
    // `@ignore`d events are internal.
    expect(event('rowMouseOut')).toBeUndefined();
    expect(data.events.map((e) => e.name)).toEqual(data.events.map((e) => e.name).sort());
    expect(data.events.length).toBeGreaterThan(60);
  });

  it('lists the Data Grid selectors with their plan, feature, argument and return type, without the internal ones', () => {
    const selector = (name: string) => data.selectors?.find((s) => s.name === name);
    expect(selector('gridFilterModelSelector')).toEqual({
      name: 'gridFilterModelSelector',
      description: 'Get the current filter model.',
      plan: 'community',
      feature: 'filter',
      returns: 'GridFilterModel',
      source: 'hooks/features/filter/gridFilterSelector.d.ts',
    });
    // The argument the combiner takes, named as the package's code names it.
    expect(selector('gridRowNodeSelector')).toMatchObject({ feature: 'rows', args: { name: 'rowId', type: 'GridRowId' }, returns: 'GridTreeNode' });
    // The declared Args of a combiner without an argument is an inference artefact (the last input's result): no argument.
    expect(selector('gridColumnFieldsSelector')).toMatchObject({ feature: 'columns', returns: 'string[]' });
    expect(selector('gridColumnFieldsSelector')?.args).toBeUndefined();
    // A combiner given by name (createRowSelectionManager, imported from another module) is read there.
    expect(selector('gridRowSelectionManagerSelector')?.args).toBeUndefined();
    expect(selector('gridAggregationModelSelector')).toMatchObject({ plan: 'premium', feature: 'aggregation' });
    expect(selector('gridDetailPanelExpandedRowIdsSelector')).toMatchObject({ plan: 'pro', feature: 'detailPanel' });
    // Internal (@ignore) selectors, hooks and components named …Selector are left out.
    expect(selector('gridVisibleRowsLookupSelector')).toBeUndefined();
    expect(selector('useGridSelector')).toBeUndefined();
    expect(selector('GridToolbarDensitySelector')).toBeUndefined();
    expect(data.selectors!.length).toBeGreaterThan(80);
  });

  it('takes each selector entry from its declaration: exported by its plan\'s package and no lower one, declared in its source file with its JSDoc', () => {
    const packageOf = { community: '@mui/x-data-grid', pro: '@mui/x-data-grid-pro', premium: '@mui/x-data-grid-premium' } as const;
    // The packages' CommonJS builds, run as they are (their stylesheet is a side effect the test ignores).
    const require = createRequire(import.meta.url);
    const extensions = (require as unknown as { extensions: Record<string, unknown> }).extensions;
    extensions['.css'] ??= () => {};
    const modules = {
      community: require('@mui/x-data-grid') as Record<string, unknown>,
      pro: require('@mui/x-data-grid-pro') as Record<string, unknown>,
      premium: require('@mui/x-data-grid-premium') as Record<string, unknown>,
    };
    for (const s of data.selectors ?? []) {
      const declaration = fs.readFileSync(path.join(nodeModules, packageOf[s.plan], s.source), 'utf8');
      const at = declaration.indexOf(`export declare const ${s.name}:`);
      expect(at, `${s.name} in ${s.source}`).toBeGreaterThanOrEqual(0);
      expect(declaration.slice(at, declaration.indexOf(';\n', at)), s.name).toMatch(/OutputSelector<|=>/);
      // The JSDoc right above the declaration holds the description's first line.
      const before = declaration.slice(0, at);
      const doc = before.endsWith('*/\n') ? before.slice(before.lastIndexOf('/**')) : '';
      if (s.description) expect(doc, s.name).toContain(s.description.split('\n')[0]);
      else expect(doc.replace(/@\w+.*$/gm, '').replace(/[/*\s]/g, ''), s.name).toBe('');
      // Its plan's package exports a function of that name; no lower plan's package does.
      expect(typeof modules[s.plan][s.name], s.name).toBe('function');
      const lower = s.plan === 'premium' ? (['community', 'pro'] as const) : s.plan === 'pro' ? (['community'] as const) : [];
      for (const plan of lower) expect(modules[plan][s.name], `${s.name} in ${plan}`).toBeUndefined();
    }
  });

  it('tabulates the bundled locales of the Data Grid and the pickers against their locale files', () => {
    const require = createRequire(import.meta.url);
    const products = { 'data-grid': ['@mui/x-data-grid/locales', 'MuiDataGrid'], 'date-pickers': ['@mui/x-date-pickers/locales', 'MuiLocalizationProvider'] } as const;
    expect(data.locales?.map((s) => s.product)).toEqual(['data-grid', 'date-pickers']);
    for (const set of data.locales ?? []) {
      const [module, component] = products[set.product];
      const exported = require(module) as Record<string, { components?: Record<string, { defaultProps: { localeText: Record<string, unknown> } }> }>;
      const textsOf = (name: string) => exported[name]!.components![component]!.defaultProps.localeText;
      expect(set.module).toBe(module);
      expect(set.keys).toEqual(Object.keys(textsOf('enUS')));
      // Every export of the locale shape, and nothing else (the pickers' DEFAULT_LOCALE is the bare texts).
      expect(set.locales.map((l) => l.exportName)).toEqual(Object.keys(exported).filter((name) => exported[name]?.components?.[component]).sort());
      for (const locale of set.locales) {
        const texts = textsOf(locale.exportName);
        expect(locale.missing, locale.exportName).toEqual(set.keys.filter((key) => texts[key] === undefined));
        expect(set.keys.length - locale.missing.length, locale.exportName).toBe(set.keys.filter((key) => key in texts && texts[key] !== undefined).length);
      }
    }
    const grid = data.locales!.find((s) => s.product === 'data-grid')!;
    expect(grid.locales.find((l) => l.exportName === 'enUS')?.missing).toEqual([]);
    expect(grid.locales.find((l) => l.exportName === 'frFR')?.missing).toContain('paginationDisplayedRows');
    expect(grid.locales.find((l) => l.exportName === 'frFR')).toMatchObject({ tag: 'fr-FR' });
    expect(data.locales!.find((s) => s.product === 'date-pickers')!.locales.find((l) => l.exportName === 'eu')).toMatchObject({ tag: 'eu' });
  });

  it('warns about the Tree View Pro version', () => {
    expect(data.packages['@mui/x-tree-view-pro']).toBe('8.6.0');
    expect(data.warnings).toContainEqual({ code: 'ApiVersionMismatch', package: '@mui/x-tree-view-pro', installed: '8.6.0', docsVersion: '8.5.0' });
  });

  it('loads from the cache once extracted, without a TypeScript program', async () => {
    const programs = extractorStats.programs;
    const again = await loadApi({ nodeModules, cache: shared() });
    expect(again.fromCache).toBe(true);
    expect(extractorStats.programs).toBe(programs);
    expect(again.data).toEqual(data);
  });

  it('keys the cached data by the code of the extractor and of every file it imports', () => {
    const files = [...extractorSource().matchAll(/(?:^|\0)(src\/[\w/.-]+\.ts)\0/g)].map((m) => m[1]);
    for (const file of ['src/api/extract-api.ts', 'src/api/extract-members.ts', 'src/api/extract-prop.ts', 'src/api/catalogue.ts', 'src/api/types.ts']) expect(files).toContain(file);
    // What only renders the data is not part of it: an edit there does not extract again.
    expect(files).not.toContain('src/api/api-page.ts');
  });
});
