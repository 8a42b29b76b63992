// Every diagnostic code has a title, a message and a hint in the catalogue, and its printed form
// (what a user reads in the terminal and in the watch overlay) is pinned by a snapshot.
import { describe, expect, it } from 'vitest';
import { codes, diagnostic, titleOf, type ArgsOf, type DiagnosticCode } from '../../../src/diagnostics/codes.ts';
import { formatDiagnostic } from '../../../src/diagnostics/format.ts';

/** One example of each code's arguments: a new code without an example is a type error. */
const examples: { [C in DiagnosticCode]: ArgsOf<C> } = {
  InvalidConfig: { key: 'site.basePath', expected: 'a path starting with "/"' },
  UnknownConfigKey: { key: 'sitee', known: ['site', 'nav'] },
  ConfigNotFound: { file: 'content/docs.config.ts' },
  ConfigLoadFailed: { reason: 'Unexpected token (3:4)' },
  DuplicatePathname: { pathname: '/x/introduction', first: 'nav.ts entry 1', second: 'nav.ts entry 7' },
  NonCanonicalPathname: { pathname: '/x/introduction/licensing/', canonical: '/x/introduction/licensing' },
  InvalidNavEntry: { at: 'nav.ts entry 3', problem: 'the pathname does not start with "/"' },
  MissingContentFile: { pathname: '/x/guide', expected: 'pages/guide.md' },
  AmbiguousContentFile: { pathname: '/x/guide', files: ['pages/guide.md', 'pages/guide/index.md'] },
  OutsideContent: { kind: 'page', file: 'pages/guide/setup.md', link: 'pages/guide', target: '/home/someone/notes' },
  BrokenSymlink: { file: 'pages/guide.md', link: 'pages/guide.md', target: 'pages/old/guide.md' },
  PageTooLarge: { bytes: 5_242_880, limit: 1_048_576 },
  NestingTooDeep: { limit: 100 },
  InvalidUtf8: { offset: 1234, byte: 0xe9 },
  MissingTranslatedTitle: { pathname: '/x/guide', language: 'zh' },
  InvalidFrontMatter: { key: 'draft', problem: 'expected a boolean' },
  UnknownFrontMatterKey: { key: 'titel', known: ['title', 'description'] },
  DuplicateFrontMatterKey: { key: 'title', first: 2 },
  FrontMatterSyntax: { reason: 'bad indentation of a mapping entry (3:5)' },
  FrontMatterAliases: { reason: 'Excessive alias count indicates a resource exhaustion attack' },
  MissingTitle: {},
  HeadingOrder: { text: 'Options' },
  UnknownCallout: { severity: 'tip' },
  UnclosedCallout: { severity: 'info', runsTo: { line: 42, end: 'the page' } },
  RawHtmlUnclosed: { tagName: 'div' },
  StrayCalloutMarker: { line: '::: info' },
  RawHtmlRemoved: { what: 'the onclick attribute of <span>', reason: 'event handlers run script', instead: 'Show behaviour in a live demo ({{"demo": "Name.tsx"}}).' },
  BrokenLink: { url: '/x/guide/#setup', reason: 'the page /x/guide/ has no heading with the anchor "#setup"' },
  DraftPage: { pathname: '/x/guide' },
  UnknownApiMember: { reference: 'DataGrid#rowz', problem: 'DataGrid has no prop "rowz"', closest: ['rows'] },
  UnknownCodeLanguage: { lang: 'tsxx' },
  UnknownComponent: { name: 'DataGird', closest: ['DataGrid'] },
  UnknownHook: { name: 'useGridApiReff', closest: ['useGridApiRef'] },
  UnknownEmbeddedComponent: { name: 'PlanChp', expected: 'components/PlanChp.tsx', available: ['PlanChip', 'ReleaseDate'] },
  UnmappedComponent: { name: 'modules/components/FeatureGrid.js', entry: "'modules/components/': 'src/modules/components/'", how: 'found', found: 'src/modules/components/FeatureGrid.tsx' },
  MappedComponentMissing: { name: 'modules/components/FeatureGird.js', key: 'modules/components/', expected: 'src/modules/components/FeatureGird.js', available: ['FeatureGrid', 'ProductShowcase'] },
  MissingPublicFile: { url: '/static/x/release/filtre.png', what: 'image', expected: 'public/static/x/release/filtre.png', closest: 'public/static/x/release/filter.png (/static/x/release/filter.png)' },
  PublicFileClash: { file: 'public/x/sw.js', output: 'x/sw.js' },
  ApiPackageMissing: { package: '@mui/x-charts', manifest: 'node_modules/@mui/x-charts/package.json', docsVersion: '8.5.0' },
  ApiVersionMismatch: { package: '@mui/x-tree-view-pro', installed: '8.6.0', docsVersion: '8.5.0' },
  ApiEntryUnreadable: { package: '@mui/x-charts', entry: 'node_modules/@mui/x-charts/index.d.ts' },
  ApiNestedPackage: { owner: '@mui/x-tree-view-pro', package: '@mui/x-tree-view', nested: '8.6.0', topLevel: '8.5.0' },
  ApiExportMissing: { kind: 'Component', name: 'DataGird', packages: ['@mui/x-data-grid@8.5.0'], closest: ['DataGrid', 'DataGridProps'] },
  ApiPropsMissing: { name: 'GridToolbar', package: '@mui/x-data-grid' },
  ApiHookUncatalogued: { name: 'useGridNewThing', package: '@mui/x-data-grid' },
  ApiEventsMissing: { packages: ['@mui/x-data-grid@8.5.0'] },
  ApiPageWithoutData: { name: 'DataGrid', pathname: '/x/api/data-grid/data-grid' },
  SearchIndex: { problem: 'page /x/guide/ has no <body>' },
  MarkdownExport: { problem: "ENOSPC: no space left on device, write 'dist/x/llms.txt'" },
  ServiceWorker: { warning: 'x/_static/big.js is 3 MB, and will not be precached.' },
  PrecacheOverBudget: { bytes: 3_200_000, limit: 3_000_000 },
  PageRenderFailed: { route: '/x/guide/', reason: 'Cannot read properties of undefined' },
  MissingTranslation: { language: 'zh', key: 'copy' },
  InvalidDemo: { problem: 'unknown option "bgg"' },
  InvalidPlayground: { component: 'BarChart', problem: 'BarChart has no prop "colour"', api: '/x/api/charts/bar-chart' },
  DemoOptionIgnored: { option: '"bg": "inline"', reason: 'an iframe demo is a document of its own, shown in a frame: it has no background in the page', instead: 'Remove "bg": "inline" from the line' },
  InvalidEventsLine: { line: '{{"events": "charts"}}', products: ['data-grid'] },
  EventsWithoutApi: {},
  InvalidSelectorsLine: { line: '{{"selectors": 3}}' },
  UnknownSelectorFeature: { feature: 'filtre', features: ['filter', 'sorting'] },
  SelectorsWithoutApi: {},
  InvalidCodeChoice: { choice: 'dateLibrary', values: ['dayjs', 'date-fns', 'luxon', 'moment'], unknown: ['temporal'], missing: ['moment'] },
  InvalidCodeTabs: { problem: 'stray', what: 'paragraph' },
  InvalidLocalesLine: { line: '{{"locales": "charts"}}', products: ['data-grid', 'date-pickers'] },
  LocalesWithoutData: { product: 'date-pickers' },
  MissingDemo: { name: 'Basic.tsx', expected: 'pages/guide/Basic', available: ['Advanced.tsx'] },
  DemoDependency: { demo: 'pages/guide/Basic.tsx', reason: "no npm package for the date adapter 'AdapterFoo'" },
  DemoBundle: { reason: 'Could not resolve "left-pad"' },
  DemoPackageMissing: { demo: 'pages/guide/HijriDates.tsx', name: 'moment-hijri', via: '@mui/x-date-pickers/AdapterMomentHijri/AdapterMomentHijri.js' },
  DemoServerRender: { demo: 'pages/guide/Basic.tsx', reason: 'window is not defined' },
  DemoServerRenderTimeout: { demo: 'pages/guide/Endless', seconds: 60 },
  NameCheckPackageMissing: { name: '@mui/x-data-grid-v7', snapshots: 'names' },
  NameSnapshotBroken: { problem: 'names/@mui/x-date-pickers-v6.json was made by another version of the name reader (1, this one is 2)' },
  UnknownName: { name: 'baseIcon', kind: 'name', written: 'baseIcon', closest: ['baseIconButton'], versions: true },
  DemoConsole: { demo: 'pages/guide/Basic.tsx', messages: ['Warning: Each child in a list should have a unique "key" prop.'] },
  DemoLicense: {},
  DemoType: { message: "Property 'rowz' does not exist on type 'DataGridProps'.", code: 2322 },
  MarkdownMessage: { reason: 'Unexpected character', source: 'micromark' },
  CacheEntryInvalid: { problem: 'cache entry page/3f2a….html: its content does not match its checksum (truncated or edited)' },
};

describe('the diagnostics catalogue', () => {
  const names = Object.keys(codes) as DiagnosticCode[];

  it('gives every code a title, a message and a hint', () => {
    for (const code of names) {
      const made = diagnostic(code, examples[code] as never);
      expect(titleOf(code), code).toMatch(/^[A-Z].{4,60}$/);
      expect(made.message, code).toMatch(/\S/);
      expect(made.hint, code).toMatch(/\S/);
    }
  });

  it('prints each code as the terminal shows it', () => {
    const printed = names.map((code) => {
      const made = diagnostic(code, examples[code] as never, { location: { file: '/site/pages/guide.md', line: 3, column: 4 } });
      return `## ${code}: ${titleOf(code)}\n${formatDiagnostic(made, { cwd: '/site' })}`;
    });
    expect(printed.join('\n\n')).toMatchSnapshot();
  });
});
