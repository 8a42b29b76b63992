import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReferenceNav } from '../../../src/api/api-nav.ts';
import { API_HOOKS } from '../../../src/api/catalogue.ts';
import type { ApiData } from '../../../src/api/types.ts';
import { addReferencedTypePages } from '../../../src/nav/api-type-pages.ts';
import { deriveTitle } from '../../../src/nav/titles.ts';
import { productIdOf, resolveNav } from '../../../src/nav/resolve-nav.ts';
import { resolvedConfig } from '../../helpers/resolved-config.ts';

function contentDir(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nav-'));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, 'pages', f)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pages', f), '# T\n');
  }
  return dir;
}

describe('deriveTitle', () => {
  it('follows the site rules', () => {
    expect(deriveTitle('/x/react-data-grid/column-definition')).toBe('Column definition');
    expect(deriveTitle('/x/react-data-grid/recipes-editing')).toBe('Recipes editing');
    expect(deriveTitle('/x/react-data-grid')).toBe('Data grid');
    expect(deriveTitle('/x/api/charts/charts-x-axis')).toBe('ChartsXAxis');
    expect(deriveTitle('/x/api/data-grid/use-grid-api-ref')).toBe('useGridApiRef');
    expect(deriveTitle('main-features')).toBe('Main features');
    expect(deriveTitle('/x/page.v2')).toBe('Page');
  });
});

describe('resolveNav', () => {
  it('orders pages depth-first with prev/next and inherits plans', () => {
    const dir = contentDir(['a.md', 'g/b.md', 'g/c/index.md']);
    const nav = resolveNav(
      resolvedConfig(dir, {
        nav: [
          { pathname: '/x/a' },
          { pathname: '/x/g-group', title: 'G', plan: 'pro', children: [{ pathname: '/x/g/b' }, { pathname: '/x/g/c', title: 'See' }] },
        ],
      }),
    );
    expect(nav.diagnostics).toEqual([]);
    expect(nav.pages.map((p) => p.pathname)).toEqual(['/x/a', '/x/g/b', '/x/g/c']);
    expect(nav.pages[1]!.prev?.pathname).toBe('/x/a');
    expect(nav.pages[1]!.next?.titles.en).toBe('See');
    expect(nav.pages[1]!.plan).toBe('pro');
    expect(nav.pages[2]!.file).toBe(path.join(dir, 'pages/g/c/index.md'));
    expect(nav.byPathname.get('/x/g-group')!.firstPage).toBe('/x/g/b');
  });

  it('reports a duplicated pathname naming both entries', () => {
    const dir = contentDir(['a.md', 'b.md']);
    const nav = resolveNav(
      resolvedConfig(dir, {
        nav: [
          { pathname: '/x/a', title: 'First' },
          { pathname: '/x/grp', title: 'Group', children: [{ pathname: '/x/b' }, { pathname: '/x/a', title: 'Again' }] },
        ],
      }),
    );
    const dup = nav.diagnostics.find((d) => d.code === 'DuplicatePathname');
    expect(dup?.message).toBe('Duplicated pathname "/x/a" in the navigation: first at First, again at Group › Again.');
  });

  it('rejects a pathname not in canonical form, and finds the duplicate it hides', () => {
    const dir = contentDir(['introduction/licensing.md']);
    const nav = resolveNav(
      resolvedConfig(dir, {
        nav: [{ pathname: '/x/introduction/licensing', title: 'Licensing' }, { pathname: '/x/introduction/licensing/', title: 'Again' }, { pathname: '/x//Introduction/Other', title: 'Other' }],
      }),
    );
    const codes = nav.diagnostics.map((d) => d.code);
    expect(codes.filter((c) => c === 'NonCanonicalPathname')).toHaveLength(2);
    expect(codes).toContain('DuplicatePathname');
    expect(nav.diagnostics.find((d) => d.code === 'NonCanonicalPathname')?.hint).toContain('"/x/introduction/licensing"');
  });

  it('treats docs-tab variants as the same page, not duplicates', () => {
    const dir = contentDir(['a.md']);
    const nav = resolveNav(resolvedConfig(dir, { nav: [{ pathname: '/x/a' }, { pathname: '/x/a/components-api' }, { pathname: '/x/a/hooks-api' }] }));
    expect(nav.diagnostics).toEqual([]);
    expect(nav.pages.map((p) => p.pathname)).toEqual(['/x/a']);
  });

  it('reports a missing content file with the expected path', () => {
    const dir = contentDir([]);
    const nav = resolveNav(resolvedConfig(dir, { nav: [{ pathname: '/x/missing/page' }] }));
    expect(nav.diagnostics).toHaveLength(1);
    expect(nav.diagnostics[0]!.code).toBe('MissingContentFile');
    expect(nav.diagnostics[0]!.message).toContain(path.join(dir, 'pages/missing/page.md'));
  });

  it('requires a title in every other language', () => {
    const dir = contentDir(['a.md']);
    const nav = resolveNav(resolvedConfig(dir, { languages: ['en', 'zh'], nav: [{ pathname: '/x/a' }], titles: { zh: {} } }));
    expect(nav.diagnostics.map((d) => d.message)).toEqual(['No zh title for navigation entry "/x/a".']);
  });
});

describe('productIdOf', () => {
  it('maps routes to product ids', () => {
    expect(productIdOf('/x/react-data-grid/sorting', '/x')).toEqual({ productId: 'x-data-grid', productCategoryId: 'x' });
    expect(productIdOf('/x/react-date-pickers', '/x')).toEqual({ productId: 'x-date-pickers', productCategoryId: 'x' });
    expect(productIdOf('/x/api/charts/bar-chart', '/x')).toEqual({ productId: 'x-charts', productCategoryId: 'x' });
    expect(productIdOf('/x/api/tree-view/tree-item', '/x').productId).toBe('null');
    expect(productIdOf('/x/introduction', '/x')).toEqual({ productId: 'null', productCategoryId: 'x' });
    expect(productIdOf('/blog/x-grid-v8/', '/x')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });

  it('follows the base path', () => {
    expect(productIdOf('/docs/react-data-grid/sorting', '/docs')).toEqual({ productId: 'x-data-grid', productCategoryId: 'x' });
    expect(productIdOf('/x/react-data-grid/sorting', '/docs')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });
});

describe('API reference navigation', () => {
  const referenced = (name: string, product: 'data-grid' | 'charts') => ({ kind: 'interface' as const, name, slug: '', product, description: '', imports: [], props: [], source: '', referenced: true as const });

  it('lists hooks under their own subheader, between components and interfaces', () => {
    const entries = apiReferenceNav('data-grid');
    expect(entries.map((e) => e.subheader ?? e.title)).toEqual(['Index', 'components', 'hooks', 'interfaces']);
    const hooks = entries.find((e) => e.subheader === 'hooks')!.children!;
    expect(hooks.map((h) => h.title)).toEqual(API_HOOKS.filter((h) => h.product === 'data-grid').map((h) => h.name).sort());
    expect(hooks.find((h) => h.title === 'useGridApiRef')).toEqual({ pathname: '/x/api/data-grid/use-grid-api-ref', title: 'useGridApiRef' });
    expect(hooks.find((h) => h.title === 'useKeepGroupedColumnsHidden')?.plan).toBe('premium');
    expect(apiReferenceNav('tree-view').map((e) => e.subheader ?? e.title).slice(-1)).toEqual(['hooks']);
  });

  it('routes hook pages, and the pages of referenced types beside their product’s interfaces, outside the side navigation', () => {
    const dir = contentDir(['a.md']);
    const nav = resolveNav(resolvedConfig(dir, { apiReference: true, nav: [{ pathname: '/x/a' }, { pathname: '/x/api-group', title: 'API', children: apiReferenceNav('data-grid') }] }));
    expect(nav.diagnostics).toEqual([]);
    expect(nav.pages.find((p) => p.pathname === '/x/api/data-grid/use-grid-selector')?.generated).toEqual({ kind: 'api-hook', product: 'data-grid', name: 'useGridSelector' });
    const before = nav.pages.length;
    const data: ApiData = { components: [], interfaces: [referenced('GridCallbackDetails', 'data-grid'), referenced('ChartDrawingArea', 'charts')], events: [], packages: {}, warnings: [] };
    const added = addReferencedTypePages(nav, { basePath: '/x', file: path.join(dir, 'docs.config.ts'), data });
    // The charts have no API pages on this site: their types get none either.
    expect(added.map((p) => p.pathname)).toEqual(['/x/api/data-grid/grid-callback-details']);
    expect(nav.pages).toHaveLength(before + 1);
    const node = nav.byPathname.get('/x/api/data-grid/grid-callback-details')!;
    expect(node).toMatchObject({ kind: 'page', inSideNav: false, titles: { en: 'GridCallbackDetails' } });
    expect(nav.nodes[node.parent!]!.pathname).toBe('/x/api/data-grid-interfaces-group');
    expect(added[0]).toMatchObject({ slug: 'api/data-grid/grid-callback-details', generated: { kind: 'api-interface', product: 'data-grid', name: 'GridCallbackDetails' } });
  });
});
