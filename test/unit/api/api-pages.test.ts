// The API pages' views and markup, from hand-made data: type names linked only to pages that exist,
// callback signatures, the demos setting a prop, theme and ref facts, hook pages, and demo usage
// read from JSX.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAnchors, apiArticleView, apiIndexView, apiToc } from '../../../src/api/api-page.ts';
import { collectDemoUsage, propsSetIn } from '../../../src/api/demo-usage.ts';
import { typeNameSpans } from '../../../src/api/names.ts';
import { createTypeLinker, linkTypeText } from '../../../src/api/type-links.ts';
import type { ApiData, ComponentApi, HookApi, InterfaceApi } from '../../../src/api/types.ts';
import { createBuildCache } from '../../../src/cache/build-cache.ts';
import { getHighlighter } from '../../../src/markdown/highlighter.ts';
import { searchDocument } from '../../../src/search/index-site.ts';
import { ApiArticle, ApiClassesList, classesTitle } from '../../../templates/components/ApiArticle.tsx';
import { createTranslator } from '../../../templates/i18n.ts';

const grid: ComponentApi = {
  kind: 'component',
  name: 'DataGrid',
  slug: 'data-grid',
  product: 'data-grid',
  packageName: '@mui/x-data-grid',
  packageVersion: '8.5.0',
  plan: 'community',
  description: 'The grid.',
  imports: ["import { DataGrid } from '@mui/x-data-grid';"],
  props: [
    {
      name: 'onRowClick',
      type: "GridEventListener<'rowClick'>",
      description: 'Callback fired when a row is clicked.',
      required: false,
      signature: {
        params: [
          { name: 'params', type: 'GridRowParams', description: 'With all properties from [[GridRowParams]].' },
          { name: 'event', type: 'MuiEvent<React.MouseEvent>', description: 'The event object.' },
        ],
      },
    },
    { name: 'rows', type: 'readonly R[]', description: 'The rows.', required: false },
    { name: 'slotProps', type: 'DataGridSlotProps | HiddenType', description: 'Props of the slots.', required: false },
  ],
  slots: [],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'The root.' }],
  source: 'DataGrid/DataGrid.d.ts',
  theme: { name: 'MuiDataGrid', defaultProps: true, styleOverrides: true },
  ref: { forwarded: true, element: 'HTMLDivElement' },
};
const iface = (name: string, extra: Partial<InterfaceApi> = {}): InterfaceApi => ({ kind: 'interface', name, slug: '', product: 'data-grid', description: '', imports: [`import { ${name} } from '@mui/x-data-grid';`], props: [], source: '', ...extra });
const hook: HookApi = {
  kind: 'hook',
  name: 'useGridApiRef',
  slug: 'use-grid-api-ref',
  product: 'data-grid',
  packageName: '@mui/x-data-grid',
  packageVersion: '8.5.0',
  plan: 'community',
  description: 'Creates the ref.',
  imports: ["import { useGridApiRef } from '@mui/x-data-grid';"],
  declaration: 'function useGridApiRef(): RefObject<GridApi | null>',
  signature: { params: [], returns: { type: 'RefObject<GridApi | null>', description: 'The ref.' } },
  source: 'hooks/useGridApiRef.d.ts',
};
// A component the theme has no key for, taking no ref.
const { theme: _theme, ...gridWithoutTheme } = grid;
const data: ApiData = {
  components: [grid, { ...gridWithoutTheme, name: 'DataGridPro', slug: 'data-grid-pro', props: [], ref: { forwarded: false } }],
  interfaces: [iface('GridRowParams'), iface('GridApi', { extends: ['GridFilterApi', 'GridSortApi'] }), iface('GridFilterApi', { referenced: true }), iface('HiddenType', { referenced: true })],
  hooks: [hook],
  events: [],
  packages: { '@mui/x-data-grid': '8.5.0' },
  warnings: [],
};
// HiddenType has no page on this site: it must stay plain text.
const pages = new Set(['/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid-pro', '/x/api/data-grid/grid-row-params', '/x/api/data-grid/grid-api', '/x/api/data-grid/grid-filter-api', '/x/api/data-grid/use-grid-api-ref']);
const hasPage = (p: string) => pages.has(p);

describe('type names', () => {
  it('finds the names of a type, not string literals nor the members of a namespace', () => {
    expect(typeNameSpans("GridEventListener<'rowClick'> | React.MouseEvent<HTMLElement>").map((s) => s.name)).toEqual(['GridEventListener', 'React', 'HTMLElement']);
    expect(typeNameSpans('(...args: Args) => void').map((s) => s.name)).toEqual(['args', 'Args', 'void']);
  });

  it('links the names that have a page, and a component props type to its props', () => {
    const linker = createTypeLinker(data, hasPage);
    expect(linkTypeText('readonly GridRowParams[] | HiddenType', { product: 'data-grid', linker })).toEqual([
      { text: 'readonly ' },
      { text: 'GridRowParams', pathname: '/x/api/data-grid/grid-row-params' },
      { text: '[] | HiddenType' },
    ]);
    expect(linker('DataGridProps', 'data-grid')).toEqual({ pathname: '/x/api/data-grid/data-grid', hash: '#props' });
    expect(linker('HiddenType', 'data-grid')).toBeUndefined();
  });
});

describe('API page views', async () => {
  const highlighter = await getHighlighter();
  const usage = { 'data-grid/DataGrid': { onRowClick: Array.from({ length: 8 }, (_, i) => ({ pathname: '/x/react-data-grid/events', anchor: `Demo${i}.tsx`, demo: `Demo${i}`, titles: { en: 'Events', zh: '事件' } })) } };
  const view = apiArticleView(grid, { highlighter, demos: {}, data, usage, hasPage });

  it('gives a callback its signature, with the parameter types linked', () => {
    const onRowClick = view.props.find((p) => p.name === 'onRowClick')!;
    expect(onRowClick.signature?.parts.map((p) => p.text).join('')).toBe('(params: GridRowParams, event: MuiEvent<React.MouseEvent>) => void');
    expect(onRowClick.signature?.params[0]).toMatchObject({ name: 'params', typeParts: [{ text: 'GridRowParams', pathname: '/x/api/data-grid/grid-row-params' }] });
    expect(onRowClick.signature?.params[0]?.descriptionHtml).toContain('<a href="/x/api/data-grid/grid-row-params/">GridRowParams</a>');
    expect(view.props.find((p) => p.name === 'slotProps')?.typeParts).toBeUndefined(); // nothing in it has a page
  });

  it('lists the first demos setting a prop and counts the others', () => {
    const onRowClick = view.props.find((p) => p.name === 'onRowClick')!;
    expect(onRowClick.usedIn?.map((u) => u.demo)).toEqual(['Demo0', 'Demo1', 'Demo2', 'Demo3', 'Demo4', 'Demo5']);
    expect(onRowClick.usedInMore).toBe(2);
  });

  it('renders the signature, the demos, the theme key and the ref, with language-prefixed links', () => {
    const html = renderToStaticMarkup(createElement(ApiArticle, { view, t: createTranslator('zh'), prefix: '/zh' }));
    expect(html).toContain('<a href="/zh/x/api/data-grid/grid-row-params/">GridRowParams</a>');
    expect(html).toContain('<a href="/zh/x/react-data-grid/events/#Demo0.tsx" title="事件">Demo0</a>');
    expect(html).toContain('以及另外 2 个示例');
    expect(html).toMatch(/<h2 id="theme">主题与 ref<\/h2>/);
    expect(html).toContain('<code>MuiDataGrid</code>');
    expect(html).toContain('<code>HTMLDivElement</code>');
    expect(apiToc(view, (key) => key).map((e) => e.id)).toEqual(['import', 'props', 'theme', 'classes', 'source']);
    expect(apiAnchors(view)).toContain('theme');
  });

  it('says when the theme has no key for a component and the ref is not forwarded', () => {
    const pro = apiArticleView(data.components[1]!, { highlighter, demos: {}, data, hasPage });
    const html = renderToStaticMarkup(createElement(ApiArticle, { view: pro, t: createTranslator('en'), prefix: '' }));
    expect(html).toContain('None: the theme&#x27;s components have no entry of this component.');
    expect(html).toContain('Not forwarded: the component takes no ref.');
  });

  it('builds a hook page: declaration, parameters, return value, and the pages that list it', () => {
    const hookView = apiArticleView(hook, { highlighter, demos: { useGridApiRef: [{ pathname: '/x/react-data-grid/api-object', titles: { en: 'API object' } }] }, data, hasPage });
    expect(hookView.kind).toBe('hook');
    expect(hookView.hook?.returns?.typeParts).toEqual([{ text: 'RefObject<' }, { text: 'GridApi', pathname: '/x/api/data-grid/grid-api' }, { text: ' | null>' }]);
    const html = renderToStaticMarkup(createElement(ApiArticle, { view: hookView, t: createTranslator('en'), prefix: '' }));
    expect(html).toContain('<a href="/x/react-data-grid/api-object/">API object</a>');
    expect(html).toContain('This hook takes no parameters.');
    expect(apiToc(hookView, (key) => key).map((e) => e.id)).toEqual(['demos', 'import', 'params', 'returns', 'source']);
  });

  it('gives every entry the anchors of mui.com as well, so that links written for mui.com land on it', () => {
    const slotted = apiArticleView({ ...grid, slots: [{ name: 'toolbar', description: 'The toolbar.' }, { name: 'cell', description: 'A cell.', className: 'MuiDataGrid-cell' }] }, { highlighter, demos: {}, data, hasPage });
    expect(slotted.props.map((p) => [p.id, p.aliases])).toEqual([
      ['prop-onRowClick', ['data-grid-prop-onRowClick']],
      ['prop-rows', ['data-grid-prop-rows']],
      ['prop-slotProps', ['data-grid-prop-slotProps']],
    ]);
    expect(slotted.slots.map((s) => [s.id, s.aliases])).toEqual([
      ['slot-toolbar', ['DataGrid-css-toolbar']],
      ['slot-cell', ['DataGrid-css-MuiDataGrid-cell', 'DataGrid-slots-MuiDataGrid-cell']],
    ]);
    expect(slotted.classes.map((c) => [c.id, c.aliases])).toEqual([['classes-root', ['data-grid-classes-MuiDataGrid-root', 'data-grid-classes-root']]]);
    const anchors = apiAnchors(slotted);
    for (const id of ['data-grid-prop-rows', 'DataGrid-css-toolbar', 'data-grid-classes-MuiDataGrid-root']) expect(anchors).toContain(id);
    // An interface's properties, and a hook's parameters and returned members.
    const gridApi = apiArticleView(iface('GridApi', { props: [{ name: 'setFilterModel', type: '(model: GridFilterModel) => void', description: 'Sets the filter model.', required: true }] }), { highlighter, demos: {}, data, hasPage });
    expect(apiAnchors(gridApi)).toContain('grid-api-prop-setFilterModel');
    const withParams: HookApi = { ...hook, signature: { params: [{ name: 'options', type: 'object', description: 'Options.' }] }, returns: [{ name: 'current', type: 'GridApi', description: 'The API.', required: true }] };
    const hookAnchors = apiAnchors(apiArticleView(withParams, { highlighter, demos: {}, data, hasPage }));
    expect(hookAnchors).toEqual(expect.arrayContaining(['param-options', 'use-grid-api-ref-parameters-options', 'returns-current', 'use-grid-api-ref-return-value-current']));
    // The first is the entry's own id, any other an empty anchor at its top.
    const html = renderToStaticMarkup(createElement(ApiArticle, { view: slotted, t: createTranslator('en'), prefix: '' }));
    expect(html).toContain('<section class="api-entry" id="data-grid-prop-rows"><h3 id="prop-rows"');
    expect(html).toMatch(/<section class="api-entry" id="DataGrid-css-toolbar">|<span id="DataGrid-css-toolbar" class="api-anchor"><\/span>/);
    expect(html).toMatch(/<section class="api-entry" id="data-grid-classes-MuiDataGrid-root">|<span id="data-grid-classes-MuiDataGrid-root" class="api-anchor"><\/span>/);
    // The fields' labels are given once a list, in the order of its fields (custom properties the
    // stylesheet shows before each field by place), not on each field nor as spans of their own.
    expect(html).toContain('<div class="api-entries" data-columns="2" style="--api-label-1:&quot;Type&quot;;--api-label-2:&quot;Default&quot;">');
    expect(html).toContain('<div class="api-entries" data-columns="2" style="--api-label-1:&quot;Default&quot;;--api-label-2:&quot;Class name&quot;">');
    expect(html).not.toContain('data-label');
    expect(html).not.toMatch(/<span class="api-label" data-pagefind-ignore="">(Type|Default)<\/span>/);
    const css = fs.readFileSync(new URL('../../../templates/styles/docs.css', import.meta.url), 'utf8');
    for (const n of [1, 2, 3]) expect(css).toContain(`.api-entry > div:not(.api-entry-description):nth-of-type(${n})::before { content: var(--api-label-${n}); }`);
    // Search ranks every entry's name as a heading of weight 10: the index adds the weight to the
    // headings this template writes (searchDocument), which carry none themselves.
    expect(html).not.toContain('data-pagefind-weight');
    const indexed = searchDocument(`<html lang="en"><head><title>DataGrid</title></head><body><article data-pagefind-body="">${html}</article></body></html>`);
    const entries = html.match(/<section class="api-entry"/g)!.length;
    expect(entries).toBeGreaterThan(3);
    expect(indexed.match(/<h3 id="[^"]*" data-pagefind-weight="10">/g)).toHaveLength(entries);
    // Classes that are a file of their own: the page holds a link to the file, and the search
    // index is given the page as it was with the classes in it, byte for byte.
    const filed = { ...slotted, classesAnchorPrefix: 'data-grid' };
    const t = createTranslator('en');
    const holding = renderToStaticMarkup(createElement(ApiArticle, { view: filed, t, prefix: '', classesHref: '/x/_static/api/classes.0123456789ab.html' }));
    expect(holding).toContain('<div class="api-fragment" data-api-fragment="/x/_static/api/classes.0123456789ab.html" data-anchor-prefix="data-grid"><p><a href="/x/_static/api/classes.0123456789ab.html">The 1 classes, on a page of their own</a></p></div>');
    expect(holding).not.toContain('classes-MuiDataGrid-root');
    // The file as server-entry.tsx writes it: the list in the document's main.
    const file = `<!DOCTYPE html><html lang="en"><head><title>${classesTitle(filed, t)}</title></head><body><main class="markdown-content">${renderToStaticMarkup(createElement(ApiClassesList, { view: filed, t }))}</main></body></html>`;
    expect(classesTitle(filed, t)).toBe('CSS classes: .MuiDataGrid-*');
    expect(file).toContain('<section class="api-entry" id="~-classes-MuiDataGrid-root"><span id="~-classes-root" class="api-anchor"></span>');
    const asPage = (article: string) => `<html lang="en"><head><title>DataGrid</title></head><body><article data-pagefind-body="">${article}</article></body></html>`;
    const read = (url: string) => (url === '/x/_static/api/classes.0123456789ab.html' ? file : undefined);
    expect(searchDocument(asPage(holding), read)).toBe(indexed);
    // A file that cannot be read leaves the holder (and its link) in place.
    expect(searchDocument(asPage(holding), () => undefined)).toContain('data-api-fragment');
  });

  it('shows what an interface extends, linked where the pages exist', () => {
    const api = apiArticleView(data.interfaces[1]!, { highlighter, demos: {}, data, hasPage });
    expect(api.extends).toEqual([[{ text: 'GridFilterApi', pathname: '/x/api/data-grid/grid-filter-api' }], [{ text: 'GridSortApi' }]]);
  });

  it('indexes components, hooks, interfaces and the other types that have a page', () => {
    expect(apiIndexView(data, 'data-grid', hasPage).groups.map((g) => [g.title, g.entries.map((e) => e.name)])).toEqual([
      ['components', ['DataGrid', 'DataGridPro']],
      ['hooks', ['useGridApiRef']],
      ['interfaces', ['GridRowParams', 'GridApi']],
      ['types', ['GridFilterApi']],
    ]);
  });
});

describe('demos setting props', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-usage-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the attributes of the MUI X elements of a demo, through its imports', () => {
    const source = `import * as React from 'react';
import { DataGridPro as Grid, GridToolbar } from '@mui/x-data-grid-pro';
import * as Charts from '@mui/x-charts';
import { Button } from '@mui/material';
export default function Demo() {
  return <div><Grid rows={rows} columns={columns} {...data} checkboxSelection /><Charts.BarChart series={[]} /><Button onClick={f} /></div>;
}`;
    expect(propsSetIn('Demo.tsx', source)).toEqual([
      { module: '@mui/x-data-grid-pro', exportName: 'DataGridPro', props: ['checkboxSelection', 'columns', 'rows'] },
      { module: '@mui/x-charts', exportName: 'BarChart', props: ['series'] },
    ]);
  });

  it('maps them to component pages, in reading order, and caches the parse by the sources', () => {
    const content = path.join(dir, 'content');
    fs.mkdirSync(path.join(content, 'grid'), { recursive: true });
    fs.writeFileSync(path.join(content, 'grid/A.tsx'), "import { DataGrid } from '@mui/x-data-grid-premium';\nexport default () => <DataGrid rows={[]} onRowClick={f} />;\n");
    fs.writeFileSync(path.join(content, 'grid/B.js'), "import { DataGrid } from '@mui/x-data-grid';\nexport default () => <DataGrid onRowClick={f} />;\n");
    const demos = {
      contentDir: content,
      demos: {
        'grid/A': { name: 'A', variants: [{ file: 'grid/A.tsx' }] },
        'grid/B': { name: 'B', jsOnly: true as const, variants: [{ file: 'grid/B.js' }] },
        'grid/Embed': { name: 'Embed', embed: {}, variants: [{ file: 'grid/A.tsx' }] },
      },
      uses: { '/pages/events.md': ['grid/A', 'grid/B', 'grid/Embed'] },
    };
    const cache = createBuildCache({ enabled: true, dir: path.join(dir, 'cache') });
    const p = { data, pages: [{ file: '/pages/events.md', pathname: '/x/react-data-grid/events', titles: { en: 'Events' } }], demos, cache };
    const { usage, props } = collectDemoUsage(p);
    expect(usage).toEqual({
      'data-grid/DataGrid': {
        rows: [{ pathname: '/x/react-data-grid/events', anchor: 'A.tsx', demo: 'A', titles: { en: 'Events' } }],
        onRowClick: [
          { pathname: '/x/react-data-grid/events', anchor: 'A.tsx', demo: 'A', titles: { en: 'Events' } },
          { pathname: '/x/react-data-grid/events', anchor: 'B.js', demo: 'B', titles: { en: 'Events' } },
        ],
      },
    });
    // Parsed once: the same sources read the parses from the cache.
    expect(fs.readdirSync(path.join(dir, 'cache', 'api-usage'))).toHaveLength(1);
    expect(props['grid/B.js']).toEqual([{ module: '@mui/x-data-grid', exportName: 'DataGrid', props: ['onRowClick'] }]);
    expect(collectDemoUsage(p)).toEqual({ usage, props });
    expect(fs.readdirSync(path.join(dir, 'cache', 'api-usage'))).toHaveLength(1);
  });
});
