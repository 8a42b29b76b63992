import { defineConfig } from 'docs-build';
import zhTitles from './i18n/titles.zh.json';
import { navigation } from './nav.ts';

const versions = (overrides: Record<string, string> = {}, labels = ['v7', 'v6', 'v5', 'v4']) =>
  labels.map((label) => ({
    label,
    host: `https://${label}.mui.com`,
    ...(overrides[label] ? { path: overrides[label] } : {}),
  }));

export default defineConfig({
  productName: 'MUI X',
  version: '8.5.0',
  basePath: '/x',
  languages: ['en', 'zh'],
  siteUrl: 'https://mui.com',
  productionHost: 'mui.com',
  repositoryUrl: 'https://github.com/mui/mui-x',
  editUrl: 'https://github.com/mui/mui-x/edit/master/content/{path}',
  nav: navigation,
  // The rest of the family lives on the same host: root-relative links to it open there.
  externalLinks: {
    '/material-ui/': 'https://mui.com/material-ui/',
    '/system/': 'https://mui.com/system/',
    '/base-ui/': 'https://mui.com/base-ui/',
    '/joy-ui/': 'https://mui.com/joy-ui/',
    '/toolpad/': 'https://mui.com/toolpad/',
    '/blog/': 'https://mui.com/blog/',
    '/store/': 'https://mui.com/store/',
    '/pricing/': 'https://mui.com/pricing/',
  },
  demos: {
    sourceUrl: 'https://github.com/mui/mui-x/blob/v8.5.0/content/{path}',
    // A "Try it" props playground on each component API page of these products, rendered with the
    // samples of components/playgrounds/ (the data a chart needs, the parent a part needs).
    playgrounds: { api: ['charts', 'date-pickers', 'tree-view'] },
  },
  apiReference: true,
  // Every page is written: a page marked `draft: true` fails the build.
  drafts: 'error',
  // Every page is UTF-8: bytes that are not fail the build instead of showing as U+FFFD.
  invalidUtf8: 'error',
  // Every prop, slot, class, state key, method and selector a page names in inline code exists in
  // the installed packages (migration pages: or in the older major they migrate from).
  nameCheck: {
    level: 'error',
    packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium', '@mui/x-date-pickers', '@mui/x-date-pickers-pro', '@mui/x-charts', '@mui/x-charts-pro', '@mui/x-tree-view', '@mui/x-tree-view-pro', '@mui/x-license', '@mui/x-internals', '@mui/x-telemetry'],
    known: ['@types/react', 'csstype', '@mui/material', '@mui/system', '@mui/utils', '@mui/icons-material', 'dayjs', 'date-fns', '@types/luxon', 'moment', '@types/moment-hijri', 'typescript'],
    // Names of other tools the pages mention: a browser global, webpack plugins, Next.js and Vite
    // settings, and the type a Charts codemod renames (no release exports it: the page says so).
    allow: ['webkitSpeechRecognition', 'EnvironmentPlugin', 'DefinePlugin', 'transpilePackages', 'noExternal', 'LegendPosition'],
    previous: {
      'migration/migration-data-grid-v7.md': ['@mui/x-data-grid-v7', '@mui/x-data-grid-pro-v7', '@mui/x-data-grid-premium-v7'],
      'migration/migration-data-grid-v6.md': ['@mui/x-data-grid-v6', '@mui/x-data-grid-pro-v6', '@mui/x-data-grid-premium-v6', '@mui/x-data-grid-v7', '@mui/x-data-grid-pro-v7', '@mui/x-data-grid-premium-v7'],
      'migration/migration-data-grid-v5.md': ['@mui/x-data-grid-v5', '@mui/x-data-grid-pro-v5', '@mui/x-data-grid-premium-v5', '@mui/x-data-grid-v6', '@mui/x-data-grid-pro-v6', '@mui/x-data-grid-premium-v6'],
      'migration/migration-data-grid-v4.md': ['@material-ui/data-grid', '@material-ui/x-grid', '@mui/x-data-grid-v5', '@mui/x-data-grid-pro-v5'],
      'migration/migration-pickers-v7.md': ['@mui/x-date-pickers-v7', '@mui/x-date-pickers-pro-v7'],
      'migration/migration-pickers-v6.md': ['@mui/x-date-pickers-v6', '@mui/x-date-pickers-pro-v6', '@mui/x-date-pickers-v7', '@mui/x-date-pickers-pro-v7'],
      'migration/migration-pickers-v5.md': ['@mui/x-date-pickers-v5', '@mui/x-date-pickers-pro-v5', '@mui/x-date-pickers-v6', '@mui/x-date-pickers-pro-v6'],
      'migration/migration-charts-v7.md': ['@mui/x-charts-v7', '@mui/x-charts-pro-v7'],
      'migration/migration-charts-v6.md': ['@mui/x-charts-v6', '@mui/x-charts-v7'],
      'migration/migration-tree-view-v7.md': ['@mui/x-tree-view-v7'],
      'migration/migration-tree-view-v6.md': ['@mui/x-tree-view-v6', '@mui/x-tree-view-v7'],
      'migration/migration-pickers-lab.md': ['@mui/lab-pickers', '@mui/x-date-pickers-v5', '@mui/x-date-pickers-pro-v5'],
      'migration/migration-tree-view-lab.md': ['@mui/lab-tree-view', '@mui/x-tree-view-v6'],
    },
    // The majors npm cannot install beside React 19 and Material UI 7 (their peer dependencies
    // name React 17/18 and Material UI 5) are read from name snapshots of their published
    // tarballs, in names/ (made by `docs-build names-snapshot`), and so are the two @mui/lab
    // releases the lab guides start from (5.0.0-alpha.66 for the pickers, alpha.120 for the tree).
  },
  // Pages the site shows without an ad (Pro and Premium pages never have one).
  adFreeRoutes: [
    '/x/introduction',
    '/x/introduction/installation',
    '/x/introduction/licensing',
    '/x/introduction/support',
    '/x/common-concepts/custom-components',
    '/x/react-data-grid',
    '/x/react-data-grid/quickstart',
    '/x/react-data-grid/features',
    '/x/react-data-grid/server-side-data',
    '/x/react-data-grid/api-object',
    '/x/react-date-pickers',
    '/x/react-date-pickers/quickstart',
    '/x/react-date-pickers/playground',
    '/x/react-charts',
    '/x/react-charts/quickstart',
    '/x/react-charts/localization',
    '/x/react-tree-view',
    '/x/api/date-pickers',
  ],
  titles: { zh: zhTitles },
  products: {
    default: { label: 'MUI X', root: '/x/introduction', versions: versions({ v4: '/components/data-grid/' }, ['v7', 'v6', 'v5', 'v4']) },
    'x-data-grid': { label: 'Data Grid', root: '/x/react-data-grid', versions: versions({ v4: '/components/data-grid/' }) },
    'x-date-pickers': {
      label: 'Date Pickers',
      root: '/x/react-date-pickers',
      versions: versions({ v5: '/x/react-date-pickers/getting-started/' }, ['v7', 'v6', 'v5']),
    },
    'x-charts': { label: 'Charts', root: '/x/react-charts', versions: versions({}, ['v7', 'v6']) },
    'x-tree-view': {
      label: 'Tree View',
      root: '/x/react-tree-view',
      versions: versions({ v6: '/x/react-tree-view/getting-started' }, ['v7', 'v6']),
    },
  },
});
