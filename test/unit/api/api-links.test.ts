import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { createApiResolver, linkApiMentions } from '../../../src/api/api-links.ts';
import type { ApiData, ComponentApi } from '../../../src/api/types.ts';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';

const grid: ComponentApi = {
  kind: 'component',
  name: 'DataGrid',
  slug: 'data-grid',
  product: 'data-grid',
  packageName: '@mui/x-data-grid',
  packageVersion: '8.5.0',
  plan: 'community',
  description: '',
  imports: [],
  props: [
    { name: 'rows', type: 'R[]', description: '', required: false },
    { name: 'autoHeight', type: 'boolean', description: '', required: false, deprecated: 'Use a flex parent container instead.' },
  ],
  slots: [{ name: 'toolbar', description: '' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: '' }],
  source: '',
};
const data: ApiData = {
  components: [grid, { ...grid, name: 'Hidden', slug: 'hidden' }],
  interfaces: [{ kind: 'interface', name: 'GridColDef', slug: 'grid-col-def', product: 'data-grid', description: '', imports: [], props: [{ name: 'width', type: 'number', description: '', required: false }], source: '' }],
  packages: {},
  events: [],
  warnings: [],
};
// "Hidden" has no page on this site: it cannot be linked.
const pages = new Set(['/x/api/data-grid/data-grid', '/x/api/data-grid/grid-col-def']);
const resolver = createApiResolver(data, (p) => pages.has(p));

const el = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({ type: 'element', tagName, properties, children });
const code = (value: string) => el('code', {}, [{ type: 'text', value }]);

describe('API links', () => {
  it('resolves components, interfaces, props, slots and classes', () => {
    expect(resolver.resolve('DataGrid')).toEqual({ target: { href: '/x/api/data-grid/data-grid/' } });
    expect(resolver.resolve('DataGrid#rows')).toEqual({ target: { href: '/x/api/data-grid/data-grid/#prop-rows' } });
    expect(resolver.resolve('DataGrid#slot-toolbar')).toEqual({ target: { href: '/x/api/data-grid/data-grid/#slot-toolbar' } });
    expect(resolver.resolve('DataGrid#slots-toolbar')).toEqual({ target: { href: '/x/api/data-grid/data-grid/#slot-toolbar' } });
    expect(resolver.resolve('DataGrid#toolbar')).toEqual({ target: { href: '/x/api/data-grid/data-grid/#slot-toolbar' } });
    expect(resolver.resolve('DataGrid#classes-root')).toEqual({ target: { href: '/x/api/data-grid/data-grid/#classes-root' } });
    expect(resolver.resolve('GridColDef#width')).toEqual({ target: { href: '/x/api/data-grid/grid-col-def/#prop-width' } });
    expect(resolver.resolve('DataGrid#autoHeight')).toEqual({ target: { href: '/x/api/data-grid/data-grid/#prop-autoHeight', deprecated: 'Use a flex parent container instead.' } });
  });

  it('explains what is missing and suggests the closest names', () => {
    expect(resolver.resolve('DataGrid#row')).toMatchObject({ problem: 'DataGrid has no prop, slot or CSS class named "row"', closest: expect.arrayContaining(['rows']) });
    expect(resolver.resolve('DataGird')).toMatchObject({ problem: 'no component, hook or interface named "DataGird" has an API page on this site', closest: expect.arrayContaining(['DataGrid']) });
    expect(resolver.resolve('Hidden')).toMatchObject({ problem: expect.stringContaining('"Hidden"') });
    expect(resolver.resolve('DataGrid#slot-footer')).toMatchObject({ problem: 'DataGrid has no slot "footer"', closest: ['slot-toolbar'] });
  });

  it('links explicit api: links and inline prop names, but not code in links, headings or blocks', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('h2', {}, [code('rows')]),
        el('p', {}, [code('rows'), { type: 'text', value: ' and ' }, el('a', { href: 'api:GridColDef#width' }, [code('width')]), { type: 'text', value: ' and ' }, el('a', { href: '/x/elsewhere/' }, [code('rows')])]),
        el('pre', {}, [code('rows')]),
        el('p', {}, [code('autoHeight'), code('notAProp')]),
      ],
    };
    const before = JSON.stringify(tree);
    const html = stringifyHast(linkApiMentions(tree, { resolver, components: ['DataGrid'], product: 'data-grid' }));
    expect(JSON.stringify(tree)).toBe(before); // the shared compiled tree is never changed
    expect(html).toBe(
      '<h2><code>rows</code></h2>' +
        '<p><a href="/x/api/data-grid/data-grid/#prop-rows" class="docs-api-link"><code>rows</code></a> and <a href="/x/api/data-grid/grid-col-def/#prop-width"><code>width</code></a> and <a href="/x/elsewhere/"><code>rows</code></a></p>' +
        '<pre><code>rows</code></pre>' +
        '<p><a href="/x/api/data-grid/data-grid/#prop-autoHeight" class="docs-api-link"><code>autoHeight</code></a> <span class="docs-api-deprecated" data-i18n="deprecatedMark" title="Use a flex parent container instead."></span><code>notAProp</code></p>',
    );
  });

  it('leaves a page without components or api: links untouched', () => {
    const tree: Root = { type: 'root', children: [el('p', {}, [code('rows')])] };
    expect(linkApiMentions(tree, { resolver, components: [] })).toBe(tree);
  });
});

describe('links in the packages\' JSDoc', () => {
  it('send root-relative links outside the API section to the upstream docs, keep /x/ links here, and report them for the link check', async () => {
    const { markdownToHtml, rootRelativeLinks, JSDOC_UPSTREAM_HOST } = await import('../../../src/api/api-page.ts');
    const html = markdownToHtml('Props of the [Input](/material-ui/api/input/) element; see [validation](/x/react-date-pickers/validation/#rules) and [MDN](https://developer.mozilla.org/).');
    expect(html).toContain(`href="${JSDOC_UPSTREAM_HOST}/material-ui/api/input/"`);
    expect(html).toContain('href="/x/react-date-pickers/validation/#rules"');
    expect(rootRelativeLinks(html)).toEqual([{ url: '/x/react-date-pickers/validation/#rules' }]);
  });
});
