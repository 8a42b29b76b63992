// The API reference of a small site: a page listing a component and a hook, with a demo that
// sets props of the component. Hook pages and the Hooks API tab, callback signatures, theme and
// ref facts, the pages of the types props name, and the demos setting each prop, all linked
// without a broken link (the build's link check covers the generated pages).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type CliResult } from '../helpers/cli.ts';

let out: string;
let built: CliResult;
const page = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
/** The text of an HTML fragment, tags dropped and spaces collapsed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');
/** The HTML of one API entry (a prop), up to the next one. */
const entryOf = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('<section class="api-entry"', html.indexOf(`id="${id}"`)));

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-api-out-'));
  built = await runCli(['--content', copyFixture('api'), '--out', out]);
}, 600_000);

describe('API reference of a site', () => {
  it('builds with no broken link from any API page', () => {
    expect(built.stderr).not.toMatch(/error/);
    expect(built.code).toBe(0);
  });

  it('shows the full signature of a DataGrid callback, with parameter docs and linked types', () => {
    const entry = entryOf(page('x/api/data-grid/data-grid'), 'prop-onRowClick');
    expect(textOf(entry)).toContain('Signature (params: GridRowParams , event: MuiEvent <React.MouseEvent>, details: GridCallbackDetails ) => void');
    expect(textOf(entry)).toContain('The event object.');
    expect(entry).toContain('<a href="/x/api/data-grid/grid-row-params/">GridRowParams</a>');
    expect(entry).toContain('<a href="/x/api/data-grid/grid-callback-details/">GridCallbackDetails</a>');
  });

  it('links a prop to the demo that sets it', () => {
    const entry = entryOf(page('x/api/data-grid/data-grid'), 'prop-onRowClick');
    expect(entry).toContain('<a href="/x/grid/#ClickableGrid.tsx" title="Grid events">ClickableGrid</a>');
    expect(entryOf(page('x/api/data-grid/data-grid'), 'prop-checkboxSelection')).not.toContain('ClickableGrid');
  });

  it('gives every component page its theme key and ref', () => {
    for (const [route, key, element] of [
      ['x/api/data-grid/data-grid', 'MuiDataGrid', 'HTMLDivElement'],
      ['x/api/data-grid/data-grid-premium', 'MuiDataGrid', 'HTMLDivElement'],
      ['x/api/data-grid/export-csv', undefined, 'HTMLButtonElement'],
    ] as const) {
      const text = textOf(page(route));
      expect(text, route).toContain('Theme and ref Theme key');
      expect(text, route).toContain(key ? `Theme key ${key}` : "Theme key None: the theme's components have no entry of this component.");
      expect(text, route).toContain(`Ref Forwarded to the root element ( ${element} )`);
    }
  });

  it('has a page per hook, linking back to the pages that list it, and a Hooks API tab on those pages', () => {
    const hook = page('x/api/data-grid/use-grid-api-ref');
    expect(hook).toMatch(/<h1[^>]*>useGridApiRef API<\/h1>/);
    expect(hook).toContain('<a href="/x/grid/">Grid events</a>');
    expect(fs.existsSync(path.join(out, 'x/api/data-grid/use-grid-selector/index.html'))).toBe(true);
    const tab = page('x/grid/hooks-api');
    expect(tab).toContain('<a href="/x/grid/hooks-api/" aria-current="page">Hooks API</a>');
    expect(tab).toContain('useGridApiRef API');
    // The tab names the hook's API page, whose article the client puts in place of the link.
    // No copy of the article is written (the site test checks the tab in the browser).
    expect(tab).toContain('<div class="api-tab-article" data-api-article="/x/api/data-grid/use-grid-api-ref/" data-api-id="use-grid-api-ref"><p class="api-tab-fallback"><a href="/x/api/data-grid/use-grid-api-ref/">Read the useGridApiRef API on its page</a></p></div>');
    expect(tab).not.toContain('id="import"');
    expect(fs.existsSync(path.join(out, 'x/_static/api-tabs'))).toBe(false);
    expect(page('x/grid')).toContain('<a href="/x/grid/hooks-api/">Hooks API</a>');
  });

  it('gives the types props name a page of their own, outside the side navigation', () => {
    const details = page('x/api/data-grid/grid-callback-details');
    expect(details).toMatch(/<h1[^>]*>GridCallbackDetails API<\/h1>/);
    const drawer = details.slice(details.indexOf('<nav id="docs-drawer"'), details.indexOf('</nav>', details.indexOf('<nav id="docs-drawer"')));
    expect(drawer).toContain('<ul class="nav-list"');
    expect(drawer).not.toContain('href="/x/api/data-grid/grid-callback-details/"');
    expect(textOf(page('x/api/data-grid/grid-render-cell-params'))).toContain('Extends GridCellParams <R, V, F, N>');
  });

  it('lists a feature\'s selectors and the bundled locales on a content page, from the installed packages', () => {
    const html = page('x/grid');
    const row = html.slice(html.indexOf('<tr id="selector-gridRowNodeSelector">'), html.indexOf('</tr>', html.indexOf('<tr id="selector-gridRowNodeSelector">')));
    expect(textOf(row)).toContain('gridRowNodeSelector(apiRef, rowId)');
    expect(textOf(row)).toContain('Argument rowId : GridRowId');
    // Only the rows feature: no selector of another one.
    expect(html).toContain('id="selector-gridRowCountSelector"');
    expect(html).not.toContain('id="selector-gridSortModelSelector"');
    expect(html).toMatch(/<tr id="locale-frFR"><td>French \(France\)<\/td><td><code>frFR<\/code><\/td>/);
    expect(html).toContain('<code>paginationDisplayedRows</code>');
  });

  it('fails on a selectors line naming a feature the packages lack, at its line, with the features they have', async () => {
    const content = copyFixture('api');
    const file = path.join(content, 'pages/grid.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{{"selectors": "rows"}}', '{{"selectors": ["rows", "rowz"]}}'));
    const failed = await runCli(['--content', content, '--out', fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-api-out-'))]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/pages\/grid\.md:17:1: error: No selector of the installed Data Grid packages belongs to the feature "rowz"\./);
    expect(failed.stderr).toMatch(/Features with selectors: [\w, ]*\browSelection\b[\w, ]*\brows\b/);
  }, 600_000);

  it('fails on a hook the API reference does not document, at the line of the front matter', async () => {
    const content = copyFixture('api');
    const file = path.join(content, 'pages/grid.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('hooks: useGridApiRef', 'hooks: useGridApiReff'));
    const failed = await runCli(['--content', content, '--out', fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-api-out-'))]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/pages\/grid\.md:6: error: The hook "useGridApiReff" is not one the API reference documents/);
    expect(failed.stderr).toContain('Replace "useGridApiReff" with "useGridApiRef" in the front matter\'s hooks');
  }, 600_000);
});
