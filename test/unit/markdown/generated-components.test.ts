import { describe, expect, it } from 'vitest';
import type { ComponentMap } from '../../../src/config/components.ts';
import { createMarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';
import { featureToken, generatedNodes } from '../../../src/markdown/generated-components.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';

const components: ComponentMap = {
  'modules/components/': 'src/modules/components/',
  'modules/components/SelectorsDocs.js': { generated: 'selectors' },
  'modules/components/GridLocales.js': { generated: 'locales', product: 'data-grid' },
  'modules/components/LocalizationTable.js': { generated: 'locales' },
  'modules/components/GridEvents.js': { generated: 'events', product: 'data-grid' },
  'modules/components/PickersInstallationInstructions.js': { generated: 'install', packages: ['@mui/x-date-pickers'], dateLibraries: true },
  'modules/components/GridInstallation.js': { generated: 'install', packages: ['@mui/x-data-grid'] },
};
const compiler = await createMarkdownCompiler({ routeOfFile: () => undefined, components });
const html = (body: string) => stringifyHast(compiler(pageSourceOf('/site/pages/page.md', `# T\n\nLead.\n\n${body}\n`)).hast);
/** The text of highlighted code: its tokens' spans dropped. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('component lines mapped to what the build generates', () => {
  it('become the selectors catalogue of their category (all of them without one), as the build\'s own line would', () => {
    expect(html('{{"component": "modules/components/SelectorsDocs.js", "category": "Filtering"}}')).toContain('<docs-api-selectors data-features="filtering"></docs-api-selectors>');
    expect(html('{{"component": "modules/components/SelectorsDocs.js", "category": "List View"}}')).toContain('<docs-api-selectors data-features="listView"></docs-api-selectors>');
    expect(html('{{"component": "modules/components/SelectorsDocs.js"}}')).toContain('<docs-api-selectors data-features="all"></docs-api-selectors>');
    expect(html('{{"component": "modules/components/SelectorsDocs.js", "features": ["rows", "rowSelection"]}}')).toContain('<docs-api-selectors data-features="rows rowSelection"></docs-api-selectors>');
    expect(featureToken('Row selection')).toBe('rowSelection');
    expect(featureToken('Pagination')).toBe('pagination');
  });

  it('become the locales and events tables, of the line\'s product or the mapping\'s', () => {
    expect(html('{{"component": "modules/components/GridLocales.js"}}')).toContain('<docs-api-locales data-product="data-grid"></docs-api-locales>');
    expect(html('{{"component": "modules/components/LocalizationTable.js", "product": "date-pickers"}}')).toContain('<docs-api-locales data-product="date-pickers"></docs-api-locales>');
    expect(html('{{"component": "modules/components/GridEvents.js"}}')).toContain('<docs-api-events data-product="data-grid"></docs-api-events>');
  });

  it('become install commands: package manager tabs, and a set per date library when asked', () => {
    const grid = html('{{"component": "modules/components/GridInstallation.js"}}');
    expect(grid).toContain('data-choice-group="packageManager"');
    expect(grid).not.toContain('data-choice-group="dateLibrary"');
    expect(textOf(grid)).toContain('npm install @mui/x-data-grid');
    const pickers = html('- Install:\n\n  {{"component": "modules/components/PickersInstallationInstructions.js"}}');
    expect(pickers).toMatch(/<li>[\s\S]*data-choice-group="dateLibrary"[\s\S]*<\/li>/);
    for (const library of ['dayjs', 'date-fns', 'luxon', 'moment']) expect(textOf(pickers)).toContain(`npm install @mui/x-date-pickers ${library}`);
    expect(textOf(pickers)).toContain('pnpm add @mui/x-date-pickers luxon');
    // The line may ask for other packages.
    expect(textOf(html('{{"component": "modules/components/GridInstallation.js", "packages": ["@mui/x-data-grid-pro"]}}'))).toContain('npm install @mui/x-data-grid-pro');
  });

  it('say which keys a generated one takes, and what is wrong with a value (the demo scan reports it at the line)', () => {
    const selectors = { generated: 'selectors' } as const;
    expect(generatedNodes(selectors, { category: 'Filtering', columns: 2 }, { key: 'modules/components/SelectorsDocs.js', line: 3 })).toEqual({
      problem: '"modules/components/SelectorsDocs.js" is mapped to the selectors table docs-build generates, which takes "category" (a feature of the Data Grid as a heading names it ("Filtering", "Row selection")) and "features" (a feature, or a list of features ("filter", ["rows", "rowSelection"])), not "columns"',
    });
    expect(generatedNodes(selectors, { category: 3 }, { key: 'k', line: 1 })).toEqual({ problem: '"category" must be a feature\'s name such as "Filtering" or "Row selection"' });
    expect(generatedNodes({ generated: 'locales' }, {}, { key: 'modules/components/LocalizationTable.js', line: 1 })).toEqual({
      problem: `the locales table needs a product: add "product": "data-grid" to the line, or product: 'data-grid' to the config's entry for "modules/components/LocalizationTable.js" (products: data-grid, date-pickers)`,
    });
    expect(generatedNodes({ generated: 'install', packages: ['a'] }, { packages: 'Not a package' }, { key: 'k', line: 1 })).toEqual({ problem: '"packages" must be npm package names such as ["@mui/x-date-pickers"]' });
    // A line with a problem is left out of the page (the build stops on the scan's error).
    expect(html('{{"component": "modules/components/GridLocales.js", "product": "charts"}}')).not.toContain('docs-api-locales');
  });

  it('leave the other component lines to the demos', () => {
    expect(html('{{"component": "modules/components/FeatureGrid.js", "columns": 2}}')).toMatch(/<docs-demo data-options="[^"]*FeatureGrid/);
  });
});
