// The Markdown export of pages: fixture pages (callouts, demos, links, tables) against file
// snapshots, checked with the pages' own parser; API pages as tables; llms.txt.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ComponentApi, HookApi } from '../../../src/api/types.ts';
import { apiPageMarkdown, createJsdocConverter, hookPageMarkdown } from '../../../src/export/api-markdown.ts';
import { llmsTxt } from '../../../src/export/llms-txt.ts';
import { contentPageMarkdown, pageOutline, type ContentPageInput, type PageOutline } from '../../../src/export/page-markdown.ts';
import type { IndexDemo } from '../../../src/export/types.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';
import { parseMarkdown } from '../../../src/markdown/syntax.ts';
import { visit } from 'unist-util-visit';
import { ROOT } from '../../helpers/cli.ts';

const FIXTURES = path.join(ROOT, 'test/fixtures/export');
const SITE = 'https://docs.example.com';

/** Raw HTML as the page's own parser sees it in some Markdown: there must be none. */
function rawHtml(markdown: string): string[] {
  const found: string[] = [];
  visit(parseMarkdown(markdown), 'html', (node) => void found.push(node.value));
  return found;
}

const demo = (name: string, ts: string, files: IndexDemo['variants'][number]['files'] = []): Omit<IndexDemo, 'pages'> => ({
  id: `pages/guide/page/${name}`,
  name,
  jsUrl: `${SITE}/x/_llms/demos/guide/page/${name}.js`,
  variants: [{ style: 'system', file: `pages/guide/page/${name}.tsx`, main: { name: `${name}.tsx`, ts, js: ts.replace(': number', ''), jsName: `${name}.js` }, files }],
});
const DEMOS: Record<string, Omit<IndexDemo, 'pages'>> = {
  'Basic.tsx': demo('Basic', 'export default function Basic() {\n  const size: number = 2;\n  return <Button size={size} />;\n}\n'),
  'WithData.tsx': demo('WithData', "import { rows } from './data';\n\nexport default function WithData() {\n  return <DataGrid rows={rows} />;\n}\n", [{ name: 'data.ts', ts: 'export const rows = [{ id: 1 }];\n', js: 'export const rows = [{ id: 1 }];\n', jsName: 'data.js' }]),
};

function inputOf(source: string): ContentPageInput {
  const page = pageSourceOf('/site/pages/guide/page.md', source);
  return {
    source: page,
    pathname: '/x/guide/page',
    url: `${SITE}/x/guide/page/`,
    siteUrl: SITE,
    navTitle: 'Page',
    routeOfFile: (file) => (file === '/site/pages/guide/other.md' ? '/x/guide/other/' : undefined),
    resolveApi: (reference) => (reference === 'DataGrid#checkboxSelection' ? '/x/api/data-grid/data-grid/#prop-checkboxSelection' : undefined),
    demo: (name) => DEMOS[name],
    events: {
      list: [
        { name: 'rowClick', description: 'Fired when a row is clicked.\nNot when a cell is edited.', params: 'GridRowParams', event: 'React.MouseEvent<HTMLElement>', plan: 'community' },
        { name: 'cellSelectionChange', description: 'Fired when the selected cells change.', params: 'GridCellSelectionModel', plan: 'premium', deprecated: 'Use `cellSelectionModelChange`.' },
      ],
      typeUrl: (name) => (name === 'GridRowParams' ? `${SITE}/x/api/data-grid/grid-row-params/` : undefined),
    },
    components: (page.frontMatter.data.components ?? []).map((name) => ({ name, url: `${SITE}/x/api/data-grid/${name.toLowerCase()}/` })),
  };
}

describe('a content page as Markdown', () => {
  for (const name of fs.readdirSync(FIXTURES).sort()) {
    it(`${name}: matches its snapshot, with no HTML left`, async () => {
      const md = contentPageMarkdown(inputOf(fs.readFileSync(path.join(FIXTURES, name, 'input.md'), 'utf8')));
      await expect(md.markdown).toMatchFileSnapshot(path.join(FIXTURES, name, 'output.md'));
      expect(rawHtml(md.markdown)).toEqual([]);
      // Every section starts at its heading.
      for (const s of md.sections.filter((x) => x.anchor)) expect(md.markdown.slice(s.start, s.end)).toMatch(/^#{2,3} /);
    });
  }

  it('gives the same Markdown from the outline the page compiler keeps (plain data, cached as JSON), and ignores an outline of another body', () => {
    for (const name of fs.readdirSync(FIXTURES).sort()) {
      const input = inputOf(fs.readFileSync(path.join(FIXTURES, name, 'input.md'), 'utf8'));
      const { body } = input.source.frontMatter;
      const outline = JSON.parse(JSON.stringify(pageOutline(parseMarkdown(body), body))) as PageOutline;
      const expected = contentPageMarkdown(input);
      expect(contentPageMarkdown({ ...input, outline })).toEqual(expected);
      const other = pageOutline(parseMarkdown(`${body}\n\nMore.\n`), `${body}\n\nMore.\n`);
      expect(contentPageMarkdown({ ...input, outline: other })).toEqual(expected);
    }
    // The outline is what the edits come from: one with nothing to edit leaves the body as written.
    const input = inputOf('# T\n\nSee [a](/x/a/).\n');
    const empty: PageOutline = { body: pageOutline(parseMarkdown(''), input.source.frontMatter.body).body, spots: [], headings: [], lead: '' };
    expect(contentPageMarkdown({ ...input, outline: empty }).markdown).toContain('See [a](/x/a/).');
    expect(contentPageMarkdown(input).markdown).toContain(`See [a](${SITE}/x/a/).`);
  });

  it("replaces each demo with its TypeScript source, the files it imports and its JavaScript's URL", () => {
    const md = contentPageMarkdown(inputOf(fs.readFileSync(path.join(FIXTURES, 'demos/input.md'), 'utf8')));
    expect(md.demos).toEqual(['pages/guide/page/Basic', 'pages/guide/page/Basic', 'pages/guide/page/WithData', 'pages/guide/page/Basic']);
    expect(md.markdown).toContain('```tsx title="Basic.tsx"\nexport default function Basic() {\n  const size: number = 2;');
    expect(md.markdown).toContain('```ts title="data.ts"\nexport const rows');
    expect(md.markdown).toContain(`JavaScript version: [\`WithData.js\`](${SITE}/x/_llms/demos/guide/page/WithData.js)`);
    expect(md.markdown).not.toContain('"demo"');
    expect(md.markdown).toContain('```text\nno language\n```');
  });

  it('reduces the front matter to title and description (the lead paragraph when it has none)', () => {
    const md = contentPageMarkdown(inputOf('---\ntitle: Short\nproductId: x-charts\ncomponents: DataGrid\n---\n\n# Heading\n\nThe lead, *emphasised*.\n'));
    expect(md.markdown.startsWith('---\ntitle: Short\ndescription: The lead, emphasised.\n---\n\n# Heading\n')).toBe(true);
    expect(md.markdown).toContain(`## API\n\nSee the API reference of the components this page shows:\n\n- [\`DataGrid\`](${SITE}/x/api/data-grid/datagrid/)`);
    expect(md.sections.map((s) => s.anchor)).toEqual(['', 'api']);
  });

  it('gives sections the anchors of the HTML page, repeats included', () => {
    const md = contentPageMarkdown(inputOf(fs.readFileSync(path.join(FIXTURES, 'links/input.md'), 'utf8')));
    expect(md.sections.map((s) => [s.anchor, s.heading, s.depth])).toEqual([
      ['', '', 1],
      ['details', 'Details', 2],
      ['details-1', 'Details', 3],
      ['api', 'API', 2],
    ]);
  });
});

describe('what the page\'s own parser tells apart', () => {
  /** A page of the given body lines, under a title and a description. */
  const page = (...lines: string[]) => contentPageMarkdown(inputOf(['---', 'title: T', 'description: D', '---', '', '# T', '', ...lines, ''].join('\n')));

  it('keeps links, tags and callout markers inside code as written, and finds them after an escaped backtick', () => {
    const { markdown } = page(
      'Write `[a link](/x/other/)` or `<kbd>Esc</kbd>` as is, but [this one](/x/other/) is a link.',
      '',
      'An escaped \\` opens no code: [a link](/x/other/) and <kbd>Esc</kbd>, the next ` neither.',
      '',
      '```md',
      '[in a fence](/x/other/) <kbd>Esc</kbd>',
      ':::warning',
      '## Not a heading',
      '```',
      '',
      '    :::warning',
      '    Indented code: <kbd>Esc</kbd> [a](/x/other/)',
      '    :::',
    );
    expect(markdown).toContain(`Write \`[a link](/x/other/)\` or \`<kbd>Esc</kbd>\` as is, but [this one](${SITE}/x/other/) is a link.`);
    expect(markdown).toContain(`An escaped \\\` opens no code: [a link](${SITE}/x/other/) and \`Esc\`, the next \` neither.`);
    expect(markdown).toContain('```md\n[in a fence](/x/other/) <kbd>Esc</kbd>\n:::warning\n## Not a heading\n```');
    expect(markdown).toContain('    :::warning\n    Indented code: <kbd>Esc</kbd> [a](/x/other/)\n    :::');
    expect(markdown).not.toContain('**Warning**');
  });

  it('gives sections the anchors of the HTML page: none for a `#` line in a fence, one for a setext heading, entities read', () => {
    const { sections } = page('```bash', '# install', '```', '', 'Details', '-------', '', '## Rows &amp; `apiRef` <kbd>keys</kbd>', '', '### Details', '', '### Time note:this');
    expect(sections.map((s) => [s.anchor, s.heading])).toEqual([
      ['', ''],
      ['details', 'Details'],
      ['rows--apiref-keys', 'Rows & apiRef keys'],
      ['details-1', 'Details'],
      ['time-notethis', 'Time note:this'],
    ]);
  });

  it('rewrites a URL with nested parentheses, a link text with brackets in code, and keeps titles, autolinks and references', () => {
    const { markdown } = page(
      'See [the [nested] text](/x/a(b(c))/ "A (title)"), [`a]`](/x/c/), ![an [x] image](/static/a.png) and [spaced](</x/a b/>).',
      '',
      '<https://example.com/> and [a reference][ref] and [escaped \\] bracket](/x/c/).',
      '',
      '[ref]: /x/other/ "Other"',
    );
    expect(markdown).toContain(`See [the [nested] text](<${SITE}/x/a(b(c))/> "A (title)"), [\`a]\`](${SITE}/x/c/), ![an [x] image](${SITE}/static/a.png) and [spaced](<${SITE}/x/a b/>).`);
    expect(markdown).toContain(`<https://example.com/> and [a reference][ref] and [escaped \\] bracket](${SITE}/x/c/).`);
    expect(markdown).toContain(`[ref]: ${SITE}/x/other/ "Other"`);
  });

  it('quotes nested callouts, and a fence inside one keeps its lines', () => {
    // An outer callout has the longer markers (remark-directive's rule for nesting).
    const { markdown } = page('::::info', 'Outer.', '', '  :::warning', '  Inner.', '  :::', '', '```', ':::', '```', '::::', 'After.');
    expect(markdown).toContain(['> **Note**', '>', '> Outer.', '>', '>   > **Warning**', '>   >', '>   > Inner.', '>', '> ```text', '> :::', '> ```', '', 'After.'].join('\n'));
  });

  it('takes the lead from the paragraph after the H1, as the text the page shows', () => {
    const md = contentPageMarkdown(inputOf('# Title\n\nUse [`apiRef`](/x/api/) with <kbd>Ctrl</kbd> and *care*, see <https://example.com/>.\n'));
    expect(md.description).toBe('Use apiRef with Ctrl and care, see https://example.com/.');
    expect(contentPageMarkdown(inputOf('# Title\n\n{{"demo": "Basic.tsx"}}\n')).description).toBe('');
  });
});

describe('JSDoc as Markdown', () => {
  const jsdoc = createJsdocConverter({ siteUrl: SITE, interfaceUrl: () => undefined });

  it('leaves code alone and rewrites only prose', () => {
    expect(jsdoc.blocks('Set `<b>[x](/y)</b>` to <b>bold</b>, see [the guide](/x/guide/) and \\`[the API](/x/api/)`.')).toBe(
      `Set \`<b>[x](/y)</b>\` to **bold**, see [the guide](${SITE}/x/guide/) and \\\`[the API](${SITE}/x/api/)\`.`,
    );
  });

  it('makes a fenced block one code span in a table cell, whatever fence closes it', () => {
    expect(jsdoc.inline('Use it:\n\n```tsx\n<Grid a="``" />\n````\n\nThen | more.')).toBe('Use it: ```<Grid a="``" />``` Then \\| more.');
  });
});

describe('an API page as Markdown', () => {
  const api: ComponentApi = {
    kind: 'component',
    name: 'DataGrid',
    slug: 'data-grid',
    product: 'data-grid',
    packageName: '@mui/x-data-grid',
    packageVersion: '8.5.0',
    plan: 'community',
    description: 'The grid. See [[GridColDef]] and [the Material UI docs](/material-ui/getting-started/).',
    imports: ["import { DataGrid } from '@mui/x-data-grid/DataGrid';", "import { DataGrid } from '@mui/x-data-grid';"],
    props: [
      { name: 'rows', type: 'GridRowsProp', description: 'The rows.', required: true },
      { name: 'density', type: "'comfortable'\n| 'compact'\n| 'standard'", default: '"standard"', description: 'How dense rows are.\n\n```tsx\n<DataGrid density="compact" />\n```', required: false },
      { name: 'checkboxSelectionVisibleOnly', type: 'boolean', default: 'false', description: 'Only the rows shown.', required: false, deprecated: 'Use the selection model.' },
    ],
    slots: [{ name: 'toolbar', default: 'null', description: 'The toolbar <b>above</b> the grid.', className: 'MuiDataGrid-toolbar' }],
    classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'Styles applied to the root element.' }],
    source: 'DataGrid/DataGrid.d.ts',
  };
  const jsdoc = createJsdocConverter({ siteUrl: SITE, interfaceUrl: (name) => (name === 'GridColDef' ? `${SITE}/x/api/data-grid/grid-col-def/` : undefined) });
  const md = apiPageMarkdown({ api, url: `${SITE}/x/api/data-grid/data-grid/`, jsdoc, demos: [{ title: 'Overview', url: `${SITE}/x/react-data-grid/` }], packages: { '@mui/x-data-grid': '8.5.0' } });

  it('has its props table: name, type, default, description', () => {
    expect(md.markdown).toContain('## Props\n\n| Name | Type | Default | Description |');
    expect(md.markdown).toContain('| `rows` (required) | `GridRowsProp` | | The rows. |');
    expect(md.markdown).toContain("| `density` | `'comfortable' \\| 'compact' \\| 'standard'` | `\"standard\"` | How dense rows are. `<DataGrid density=\"compact\" />` |");
    expect(md.markdown).toContain('| `checkboxSelectionVisibleOnly` | `boolean` | `false` | **Deprecated**: Use the selection model. Only the rows shown. |');
  });

  it('has slots and CSS classes, links made absolute, no HTML', () => {
    expect(md.markdown).toContain('| `toolbar` | `null` | `.MuiDataGrid-toolbar` | The toolbar **above** the grid. |');
    expect(md.markdown).toContain('| `.MuiDataGrid-root` | `root` | Styles applied to the root element. |');
    expect(md.markdown).toContain(`[GridColDef](${SITE}/x/api/data-grid/grid-col-def/)`);
    expect(md.markdown).toContain('(https://mui.com/material-ui/getting-started/)');
    expect(md.sections.map((s) => s.anchor)).toEqual(['', 'demos', 'import', 'props', 'slots', 'classes', 'source']);
    expect(rawHtml(md.markdown)).toEqual([]);
  });
});

describe('llms.txt', () => {
  it('lists each page under its group, API pages apart, descriptions as plain text', () => {
    const site = { productName: 'Fixture', version: '1.0.0', siteUrl: SITE } as Parameters<typeof llmsTxt>[0]['site'];
    const entry = (pathname: string, title: string, description: string, generated = false) => ({
      page: { pathname, ...(generated ? { generated: { kind: 'api-component', product: 'charts', name: title } } : {}) } as never,
      md: { markdown: '', bodyStart: 0, title, description, sections: [], demos: [] },
    });
    const text = llmsTxt({
      site,
      summary: 'The overview.',
      markdownUrl: (pathname) => `${SITE}${pathname}.md`,
      groups: [{ info: { slug: 'charts', title: 'Charts', file: 'x/charts/llms-full.txt', url: `${SITE}/x/charts/llms-full.txt` }, pages: [entry('/x/charts/bars', 'Bars [beta]', 'Bar charts.'), entry('/x/api/charts/chart-container', 'ChartContainer API', 'It sets up the <svg> for the chart.', true)] }],
    });
    expect(text).toBe(
      [
        '# Fixture',
        '',
        '> Fixture 1.0.0 documentation. The overview.',
        '',
        'Every page of this site is also served as Markdown: add `.md` to its URL in place of the final slash (the Markdown is in English, the default language). Demos are written out as their TypeScript source; API pages list props, slots and CSS classes as tables.',
        '',
        'Each section in full, as one file:',
        '',
        `- [Charts](${SITE}/x/charts/llms-full.txt)`,
        '',
        '## Charts',
        '',
        `- [Bars \\[beta\\]](${SITE}/x/charts/bars.md): Bar charts.`,
        '',
        '## Charts: API reference',
        '',
        `- [ChartContainer API](${SITE}/x/api/charts/chart-container.md): It sets up the \`<svg>\` for the chart.`,
        '',
      ].join('\n'),
    );
  });
});

describe('a hook page as Markdown', () => {
  it('gives its import, declaration, parameters with their types and text, and its return value', () => {
    const hook: HookApi = {
      kind: 'hook',
      name: 'useDrawingArea',
      slug: 'use-drawing-area',
      product: 'charts',
      packageName: '@mui/x-charts',
      packageVersion: '8.5.0',
      plan: 'community',
      description: 'The area the series are drawn in, inside the margins.',
      imports: ["import { useDrawingArea } from '@mui/x-charts/hooks';"],
      declaration: 'function useDrawingArea(options?: { rounded?: boolean }): ChartDrawingArea',
      signature: { params: [{ name: 'options', type: '{ rounded?: boolean }', description: 'How to measure: see [[GridColDef]].', optional: true }], returns: { type: 'ChartDrawingArea', description: 'Its position and size.' } },
      returns: [{ name: 'width', type: 'number', description: 'Width in px.', required: true }],
      source: 'hooks/useDrawingArea.d.ts',
    };
    const SITE = 'https://docs.example.com';
    const jsdoc = createJsdocConverter({ siteUrl: SITE, interfaceUrl: (name) => (name === 'GridColDef' ? `${SITE}/x/api/data-grid/grid-col-def/` : undefined) });
    const { markdown, sections } = hookPageMarkdown({ hook, jsdoc, packages: { '@mui/x-charts': '8.5.0' } });
    expect(markdown).toContain('# useDrawingArea API\n\nThe area the series are drawn in, inside the margins.');
    expect(markdown).toContain("```js\nimport { useDrawingArea } from '@mui/x-charts/hooks';\n```");
    expect(markdown).toContain('```ts\nfunction useDrawingArea(options?: { rounded?: boolean }): ChartDrawingArea\n```');
    expect(markdown).toContain('| `options?` | `{ rounded?: boolean }` | How to measure: see [GridColDef](https://docs.example.com/x/api/data-grid/grid-col-def/). |');
    expect(markdown).toContain('`ChartDrawingArea`: Its position and size.');
    expect(markdown).toContain('| `width` (required) | `number` | | Width in px. |');
    expect(sections.map((s) => s.anchor)).toEqual(['', 'import', 'signature', 'parameters', 'returns', 'source']);
  });
});
