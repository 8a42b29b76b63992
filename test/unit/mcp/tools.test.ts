// The MCP server's tools on a small index made by hand: tokenizing (Chinese too), ranking,
// page and section lookup, API members, demos, and what a caller's huge or odd text costs.
import { describe, expect, it } from 'vitest';
import { INDEX_VERSION, type IndexPage, type LlmsIndex } from '../../../src/export/types.ts';
import type { LoadedDocs } from '../../../src/mcp/load-docs.ts';
import { plainTextOf, tokenize } from '../../../src/mcp/search.ts';
import { createDocsContext, findPage, getApi, getDemo, getPage, listDemos, searchDocs } from '../../../src/mcp/tools.ts';

const SITE = 'https://docs.example.com';

function page(pathname: string, title: string, zh: string, markdown: string, extra: Partial<IndexPage> = {}): { page: IndexPage; markdown: string } {
  const sections: IndexPage['sections'] = [];
  const headings = [...markdown.matchAll(/^(#{2,3}) (.+)$/gm)];
  sections.push({ anchor: '', heading: '', depth: 1, start: 0, end: headings[0]?.index ?? markdown.length });
  headings.forEach((m, i) => sections.push({ anchor: m[2]!.toLowerCase().replace(/\W+/g, '-'), heading: m[2]!, depth: m[1]!.length, start: m.index!, end: headings[i + 1]?.index ?? markdown.length }));
  return {
    markdown,
    page: { pathname, url: `${SITE}${pathname}/`, file: `${pathname.slice(1)}.md`, markdownUrl: `${SITE}${pathname}.md`, title, description: '', kind: 'content', navTitles: { en: title, zh }, trail: { en: ['Data Grid'], zh: ['数据表格'] }, group: 'react-data-grid', sections, demos: [], apiNames: [], ...extra },
  };
}

const pages = [
  page('/x/react-data-grid/row-selection', 'Row selection', '行选择', '# Row selection\n\nSelect rows.\n\n## Checkbox selection\n\nUse `checkboxSelection` to show checkboxes.\n\n```tsx\nconst noise = "checkbox selection checkbox selection";\n```\n\n## Single row selection\n\nClick a row.\n', { demos: ['pages/react-data-grid/row-selection/CheckboxGrid'], apiNames: ['DataGrid', 'useGridApiRef'] }),
  page('/x/react-data-grid/sorting', 'Sorting', '排序', '# Sorting\n\nSort columns by clicking their headers.\n\n## Multi-sorting\n\nHold a key.\n'),
  page('/x/api/data-grid/data-grid', 'DataGrid API', 'DataGrid API', '# DataGrid API\n\nThe grid.\n\n## Props\n\n| Name | Type |\n| - | - |\n| `rows` | `GridRowsProp` |\n', { kind: 'api' }),
];
const index: LlmsIndex = {
  version: INDEX_VERSION,
  productName: 'Fixture',
  docsVersion: '1.0.0',
  siteUrl: SITE,
  basePath: '/x',
  language: 'en',
  languages: ['en', 'zh'],
  groups: [{ slug: 'react-data-grid', title: 'Data Grid', file: 'x/react-data-grid/llms-full.txt', url: `${SITE}/x/react-data-grid/llms-full.txt` }],
  pages: pages.map((p) => p.page),
  api: [
    {
      name: 'DataGrid',
      kind: 'component',
      product: 'data-grid',
      packageName: '@mui/x-data-grid',
      plan: 'community',
      pathname: '/x/api/data-grid/data-grid',
      description: 'The grid.',
      imports: ["import { DataGrid } from '@mui/x-data-grid';"],
      props: [
        { name: 'checkboxSelection', type: 'boolean', default: 'false', description: 'If `true`, the grid shows a checkbox column for row selection.', required: false },
        { name: 'rows', type: 'GridRowsProp', description: 'The rows.', required: true },
      ],
      slots: [{ name: 'toolbar', description: 'The toolbar.' }],
      classes: [{ name: 'root', className: 'MuiDataGrid-root', description: 'The root.' }],
    },
  ],
  demos: [
    {
      id: 'pages/react-data-grid/row-selection/CheckboxGrid',
      name: 'CheckboxGrid',
      pages: ['/x/react-data-grid/row-selection'],
      jsUrl: `${SITE}/x/_llms/demos/react-data-grid/row-selection/CheckboxGrid.js`,
      variants: [{ style: 'system', file: 'pages/react-data-grid/row-selection/CheckboxGrid.tsx', main: { name: 'CheckboxGrid.tsx', ts: 'export default function CheckboxGrid(): JSX.Element {\n  return <DataGrid checkboxSelection />;\n}\n', js: 'export default function CheckboxGrid() {\n  return <DataGrid checkboxSelection />;\n}\n', jsName: 'CheckboxGrid.js' }, files: [{ name: 'data.ts', ts: 'export const rows: Row[] = [];\n', js: 'export const rows = [];\n', jsName: 'data.js' }] }],
    },
  ],
};
const docs: LoadedDocs = { index, markdown: new Map(pages.map((p) => [p.page.pathname, p.markdown])), pages: new Map(pages.map((p) => [p.page.pathname, p.page])) };
const ctx = createDocsContext(docs);

describe('tokenize', () => {
  it('splits identifiers into their camelCase words and stems plurals', () => {
    expect(tokenize('checkboxSelection columns')).toEqual(['checkboxselection', 'checkbox', 'selection', 'column']);
  });

  it('segments Chinese into words and character pairs', () => {
    const terms = tokenize('数据表格行选择');
    expect(terms).toContain('选择');
    expect(terms).toContain('行选');
    expect(tokenize('DataGrid 的排序')).toEqual(expect.arrayContaining(['datagrid', 'data', 'grid', '排序']));
  });

  it('reads Markdown as text, leaving code blocks out', () => {
    expect(plainTextOf('## A [link](https://x.y/) and `code`\n\n```tsx\nhidden\n```\n| a | b |\n| - | - |\n')).toBe('A link and code a b');
  });
});

describe('search_docs', () => {
  it('ranks the section whose heading is the query first, with its anchor and a snippet', () => {
    const { hits } = searchDocs(ctx, { query: 'checkbox selection', limit: 5 });
    expect(hits[0]).toMatchObject({ pathname: '/x/react-data-grid/row-selection', anchor: 'checkbox-selection', url: `${SITE}/x/react-data-grid/row-selection/#checkbox-selection` });
    expect(hits[0]!.snippet).toContain('checkboxSelection to show checkboxes');
    // API members are results of their own.
    expect(hits.some((h) => h.anchor === 'prop-checkboxSelection')).toBe(true);
  });

  it('finds pages by their Chinese titles', () => {
    expect(searchDocs(ctx, { query: '行选择', limit: 3 }).hits[0]?.pathname).toBe('/x/react-data-grid/row-selection');
    expect(searchDocs(ctx, { query: '数据表格 排序', limit: 3 }).hits[0]?.pathname).toBe('/x/react-data-grid/sorting');
  });

  it('says when nothing matches', () => {
    expect(searchDocs(ctx, { query: 'zzzqqq', limit: 5 }).text).toContain('No section');
  });

  it('answers a query of a million characters of matching words (no spread of its words overflows the stack)', () => {
    const { hits } = searchDocs(ctx, { query: 'checkbox selection rows '.repeat(45_000), limit: 5 });
    expect(hits[0]?.anchor).toBe('checkbox-selection');
    expect(hits[0]!.snippet).toContain('checkbox');
  });

  it('segments 100,000 Chinese characters in time linear in their number', () => {
    // CPU time, the least of three runs, of ten times the text against the text: about 10 when
    // the cost is linear, 100 when quadratic. (A bound in wall time failed on a busy machine:
    // 3.4 s for what takes 0.2 s alone.)
    const cost = (repeats: number) => {
      let least = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = process.cpuUsage();
        const terms = tokenize('数据表格的行选择和排序'.repeat(repeats));
        const used = process.cpuUsage(started);
        least = Math.min(least, used.user + used.system);
        expect(terms).toContain('选择');
      }
      return least;
    };
    const small = cost(1_000);
    expect(cost(10_000) / small).toBeLessThan(40);
  });
});

describe('get_page', () => {
  it('finds a page by URL, path, .md URL, Chinese URL or title', () => {
    for (const reference of [`${SITE}/x/react-data-grid/sorting/`, '/x/react-data-grid/sorting', 'react-data-grid/sorting', `${SITE}/x/react-data-grid/sorting.md`, `${SITE}/zh/x/react-data-grid/sorting/`, 'Sorting']) {
      expect(findPage(ctx, reference)?.page.pathname, reference).toBe('/x/react-data-grid/sorting');
    }
  });

  it('returns the whole page, or one section from its anchor', () => {
    expect(getPage(ctx, { page: '/x/react-data-grid/sorting' }).text).toBe(pages[1]!.markdown);
    const section = getPage(ctx, { page: `${SITE}/x/react-data-grid/row-selection/#checkbox-selection` });
    expect(section.text).toContain('## Checkbox selection');
    expect(section.text).not.toContain('Single row selection');
    expect(getPage(ctx, { page: '/x/react-data-grid/sorting', section: 'nope' })).toMatchObject({ error: true });
    expect(getPage(ctx, { page: '/x/nowhere' }).error).toBe(true);
  });
});

describe('get_api, list_demos, get_demo', () => {
  it("gives an API page, one member, or the pages documenting a hook", () => {
    expect(getApi(ctx, { name: '<DataGrid />' }).text).toBe(pages[2]!.markdown);
    expect(getApi(ctx, { name: 'DataGrid', member: 'checkboxSelection' }).text).toContain('Type: `boolean`\nDefault: `false`');
    expect(getApi(ctx, { name: 'useGridApiRef' }).text).toContain('Row selection: https://docs.example.com/x/react-data-grid/row-selection/');
    expect(getApi(ctx, { name: 'DataGird' })).toMatchObject({ error: true });
  });

  it('lists demos by page and component, and gives their code in both languages', () => {
    expect(listDemos(ctx, { page: '/x/react-data-grid/row-selection' }).text).toContain('pages/react-data-grid/row-selection/CheckboxGrid');
    expect(listDemos(ctx, { component: 'DataGridPro' }).text).toContain('No demo');
    expect(listDemos(ctx, { component: '<DataGrid />' }).text).toContain('pages/react-data-grid/row-selection/CheckboxGrid');
    const ts = getDemo(ctx, { id: 'CheckboxGrid', language: 'ts' }).text;
    expect(ts).toContain('```tsx title="CheckboxGrid.tsx"\nexport default function CheckboxGrid(): JSX.Element');
    expect(ts).toContain('```ts title="data.ts"');
    const js = getDemo(ctx, { id: 'pages/react-data-grid/row-selection/CheckboxGrid', language: 'js' }).text;
    expect(js).toContain('```jsx title="CheckboxGrid.js"\nexport default function CheckboxGrid() {');
    expect(getDemo(ctx, { id: 'CheckboxGrid', language: 'ts', style: 'css' })).toMatchObject({ error: true });
  });

  it("matches a component as a whole word of the demo's code, the caller's text taken as text", () => {
    expect(listDemos(ctx, { component: 'Grid' }).text).toContain('No demo');
    // Regex syntax is no pattern here: before, ".*" matched every demo.
    for (const component of ['.*', '\\b', '(', '[a-z]+']) expect(listDemos(ctx, { component }).text, component).toContain('No demo');
    // Before: "Invalid regular expression: /\bGridGrid…/: Regular expression too large".
    expect(listDemos(ctx, { component: 'Grid'.repeat(100_000) }).text).toContain('No demo');
  });
});
