import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuildCache } from '../../../src/cache/build-cache.ts';
import { scanDemos } from '../../../src/demos/demo-files.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';
import { findDemoDirectives as findInTree } from '../../../src/markdown/demo-directive.ts';
import { parseMarkdown } from '../../../src/markdown/syntax.ts';
import { importsOf, needsLicense, previewOf, sandboxDependencies, toJavaScript } from '../../../src/demos/transform.ts';
import { packageOf } from '../../../src/demos/package-name.ts';

const versions: Record<string, string> = { react: '^19.1.0', 'react-dom': '^19.1.0', '@emotion/react': '^11.14.0', '@emotion/styled': '^11.14.0', '@mui/material': '^7.3.0', dayjs: '^1.11.23' };
const versionOf = (name: string) => versions[name];
const findDemoDirectives = (body: string) => findInTree(parseMarkdown(body), body);

describe('demo lines', () => {
  it('finds demo lines outside code fences, with their file lines and options', () => {
    const body = ['', '# T', '', '{{"demo": "A.tsx", "bg": "inline"}}', '', '```md', '{{"demo": "InFence.tsx"}}', '```', '', '  {{"demo": "B.tsx", "defaultCodeOpen": false}}  '].join('\n');
    const { directives, problems } = findDemoDirectives(body);
    expect(problems).toEqual([]);
    expect(directives).toEqual([
      { line: 4, options: { demo: 'A.tsx', bg: 'inline' } },
      { line: 10, options: { demo: 'B.tsx', defaultCodeOpen: false } },
    ]);
  });

  it('reports bad JSON, unknown options and contradictory ones, by line', () => {
    const body = ['{{"demo": "A.tsx",}}', '{{"demo": "A.tsx", "colour": "red"}}', '{{"demo": "A.tsx", "hideToolbar": true, "defaultCodeOpen": true}}', '{{"demo": "A.tsx", "hideToolbar": false}}', '{{"demo": "../Up.tsx"}}', '{{"demo": "A.jsx"}}'].join('\n');
    const { problems } = findDemoDirectives(body);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(problems[0]!.problem).toMatch(/not valid JSON/);
    expect(problems[1]!.problem).toMatch(/unknown demo option "colour"/);
    expect(problems[2]!.problem).toMatch(/hideToolbar/);
    expect(problems[3]!.problem).toMatch(/only `true` is allowed/);
    expect(problems[4]!.problem).toMatch(/beside the page/);
    expect(problems[5]!.problem).toMatch(/Name\.tsx/);
  });

  it('takes demo lines one under the other as a demo each, and reads lines in lists, callouts and quotes', () => {
    const body = ['{{"demo": "A.tsx"}}', '{{"demo": "B.tsx"}}', '{{"demo": "C.tsx"}}', '', '- Item', '', '  {{"demo": "InList.tsx"}}', '', ':::info', '{{"demo": "InCallout.tsx"}}', ':::', '', '> {{"demo": "InQuote.tsx"}}'].join('\n');
    const { directives, problems } = findDemoDirectives(body);
    expect(problems).toEqual([]);
    expect(directives.map((d) => [d.line, d.options.demo])).toEqual([
      [1, 'A.tsx'],
      [2, 'B.tsx'],
      [3, 'C.tsx'],
      [7, 'InList.tsx'],
      [10, 'InCallout.tsx'],
      [13, 'InQuote.tsx'],
    ]);
  });

  it('is not thrown off by a code fence opened inside a list item', () => {
    const body = ['- Install:', '  ```tsx', '  {{"demo": "InFence.tsx"}}', '  ```', '', '{{"demo": "After.tsx"}}'].join('\n');
    expect(findDemoDirectives(body).directives.map((d) => [d.line, d.options.demo])).toEqual([[6, 'After.tsx']]);
    const unclosed = ['- Install:', '  ```tsx', '  npm install', '', '{{"demo": "After.tsx"}}'].join('\n');
    expect(findDemoDirectives(unclosed).directives.map((d) => [d.line, d.options.demo])).toEqual([[5, 'After.tsx']]);
  });

  it('reports a demo line that shares its paragraph with text, at the demo line', () => {
    const body = ['Some text right above:', '{{"demo": "A.tsx"}}'].join('\n');
    const { directives, problems } = findDemoDirectives(body);
    expect(directives).toEqual([]);
    expect(problems.map((p) => [p.line, p.problem])).toEqual([[2, 'a demo line must stand alone: leave a blank line between it and the text before or after it']]);
  });
});

describe('demo scan', () => {
  it('finds each page\'s demos, and reads the lines of an unchanged page from the cache instead of parsing it again', () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-scan-'));
    fs.mkdirSync(path.join(content, 'pages/guide'), { recursive: true });
    for (const name of ['A', 'B']) fs.writeFileSync(path.join(content, `pages/guide/${name}.tsx`), `export default function ${name}() {\n  return null;\n}\n`);
    const file = path.join(content, 'pages/guide.md');
    const sources = new Map([[file, pageSourceOf(file, '# Guide\n\nLead.\n\n{{"demo": "A.tsx"}}\n')]]);
    const cache = createBuildCache({ enabled: true, dir: path.join(content, 'cache') });
    expect(scanDemos({ sources, contentDir: content, cache }).uses.get(file)).toEqual(['pages/guide/A']);
    // The cached lines of this body are what the next scan uses (here, doctored to name B).
    const [kind] = fs.readdirSync(path.join(content, 'cache'));
    expect(kind).toBe('demo-lines');
    const entry = fs.readdirSync(path.join(content, 'cache', kind!), { recursive: true, withFileTypes: true }).find((e) => e.isFile())!;
    const key = entry.name.replace(/\.json$/, '');
    cache.entry('demo-lines', key).write('json', JSON.stringify({ directives: [{ line: 5, options: { demo: 'B.tsx' } }], problems: [] }));
    expect(scanDemos({ sources, contentDir: content, cache }).uses.get(file)).toEqual(['pages/guide/B']);
    expect(scanDemos({ sources, contentDir: content }).uses.get(file)).toEqual(['pages/guide/A']);
  });
});

describe('component lines of a docs app', () => {
  const make = () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-scan-'));
    fs.mkdirSync(path.join(content, 'pages'), { recursive: true });
    fs.mkdirSync(path.join(content, 'src/modules/components/overview'), { recursive: true });
    fs.writeFileSync(path.join(content, 'src/modules/components/FeatureGrid.tsx'), 'export default function FeatureGrid() {\n  return null;\n}\n');
    fs.writeFileSync(path.join(content, 'src/modules/components/overview/Hero.js'), 'export default function Hero() {\n  return null;\n}\n');
    return content;
  };
  const scan = (content: string, lines: string[], components?: Parameters<typeof scanDemos>[0]['components']) => {
    const file = path.join(content, 'pages/page.md');
    const sources = new Map([[file, pageSourceOf(file, `# Page\n\nLead.\n\n${lines.join('\n\n')}\n`)]]);
    return { file, ...scanDemos({ sources, contentDir: content, ...(components ? { components } : {}) }) };
  };

  it('are the files the config maps them to, a demo per set of props', () => {
    const content = make();
    const found = scan(content, ['{{"component": "modules/components/FeatureGrid.js", "columns": 2}}', '{{"component": "modules/components/overview/Hero.js"}}', '{{"component": "modules/components/SelectorsDocs.js", "category": "Filtering"}}'], {
      'modules/components/': 'src/modules/components/',
      'modules/components/SelectorsDocs.js': { generated: 'selectors' },
    });
    expect(found.diagnostics).toEqual([]);
    const ids = found.uses.get(found.file)!;
    expect(ids).toEqual([expect.stringMatching(/^src\/modules\/components\/FeatureGrid~\w+$/), 'src/modules/components/overview/Hero']);
    expect(found.pending.get(ids[0]!)).toMatchObject({ files: [{ style: 'system', file: path.join(content, 'src/modules/components/FeatureGrid.tsx') }], embed: { component: 'modules/components/FeatureGrid.js', props: { columns: 2 } } });
  });

  it('without a mapping: one error per line with the entry to add, found in the content, generated, or to fill in', () => {
    const content = make();
    const found = scan(content, [
      '{{"component": "modules/components/FeatureGrid.js", "columns": 2}}',
      '{{"component": "modules/components/overview/Hero.js"}}',
      '{{"component": "modules/components/FeatureGrid.js", "columns": 3}}',
      '{{"component": "modules/components/SelectorsDocs.js", "category": "Sorting"}}',
      '{{"component": "modules/elsewhere/Nowhere.js"}}',
    ]);
    expect(found.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([
      ['UnmappedComponent', 5],
      ['UnmappedComponent', 7],
      ['UnmappedComponent', 9],
      ['UnmappedComponent', 11],
      ['UnmappedComponent', 13],
    ]);
    const [grid, hero, , selectors, nowhere] = found.diagnostics;
    expect(grid!.message).toBe('The component "modules/components/FeatureGrid.js" is not in the content\'s components/ folder, and no entry of the config\'s components setting maps it.');
    expect(grid!.hint).toBe("The component is the file src/modules/components/FeatureGrid.tsx; add to the config's components: { 'modules/components/': 'src/modules/components/' } (the prefix maps every component under it to that folder).");
    expect(grid!.notes?.[0]).toBe('2 component lines name components under modules/components/: the one entry maps all of them.');
    expect(hero!.hint).toContain("{ 'modules/components/overview/': 'src/modules/components/overview/' }");
    expect(selectors!.hint).toBe("docs-build generates this itself; add to the config's components: { 'modules/components/SelectorsDocs.js': { generated: 'selectors' } }.");
    expect(nowhere!.hint).toContain("{ 'modules/elsewhere/': '<the folder holding Nowhere, relative to docs.config.ts>' }");
    // Every entry at once, on each error.
    expect(nowhere!.notes?.at(-1)).toContain("components: { 'modules/components/': 'src/modules/components/', 'modules/components/SelectorsDocs.js': { generated: 'selectors' }, 'modules/components/overview/'");
  });

  it('mapped to a file that does not exist, or to a generated one with keys it does not take: an error at the line', () => {
    const content = make();
    const found = scan(content, ['{{"component": "modules/components/FeatureGird.js"}}', '{{"component": "modules/components/SelectorsDocs.js", "category": "Filtering", "columns": 2}}'], {
      'modules/components/': 'src/modules/components/',
      'modules/components/SelectorsDocs.js': { generated: 'selectors' },
    });
    expect(found.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([
      ['MappedComponentMissing', 5, 'The component "modules/components/FeatureGird.js" is mapped by the config\'s components entry "modules/components/" to src/modules/components/FeatureGird.js, which does not exist (nor with another of .tsx, .ts, .jsx, .js).'],
      ['InvalidDemo', 7, expect.stringContaining('which takes "category"') as unknown as string],
    ]);
    expect(found.diagnostics[0]!.hint).toBe('Components in that folder: FeatureGrid. Name one of them, or fix the entry.');
  });
});

describe('TypeScript to JavaScript', () => {
  const source = [
    "import * as React from 'react';",
    "import type { GridColDef } from '@mui/x-data-grid';",
    "import { DataGrid } from '@mui/x-data-grid';",
    '',
    'interface Row {',
    '  id: number;',
    '}',
    '',
    "const columns: GridColDef<Row>[] = [{ field: 'id' }];",
    '',
    'export default function Demo() {',
    '  const [rows] = React.useState<Row[]>([{ id: 1 }]);',
    '',
    '  // Shown as is.',
    '  return <DataGrid rows={rows} columns={columns} />;',
    '}',
    '',
  ].join('\n');

  it('removes the types, keeps blank lines and comments, and formats the result', async () => {
    expect(await toJavaScript(source, 'Demo.tsx')).toBe(
      [
        "import * as React from 'react';",
        "import { DataGrid } from '@mui/x-data-grid';",
        '',
        "const columns = [{ field: 'id' }];",
        '',
        'export default function Demo() {',
        '  const [rows] = React.useState([{ id: 1 }]);',
        '',
        '  // Shown as is.',
        '  return <DataGrid rows={rows} columns={columns} />;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('drops what types emptied, with their leading comments, and a .ts file with type assertions', async () => {
    const typed = [
      "import { DataGrid, GridColDef } from '@mui/x-data-grid';",
      "import { rows } from './data';",
      '',
      '// The columns the grid shows.',
      '',
      '/** A row of the grid. */',
      'type Row = { id: number };',
      '// Section: the demo.',
      'export default function Demo() {',
      '  const [count] = React.useState<',
      '    number',
      '  >(0);',
      '  const columns: GridColDef<Row>[] = [];',
      '  return (',
      '    <DataGrid rows={rows} columns={columns} aria-label={`${count}`} />',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await toJavaScript(typed, 'Demo.tsx')).toBe(
      [
        "import { DataGrid } from '@mui/x-data-grid';",
        "import { rows } from './data';",
        '',
        '// Section: the demo.',
        'export default function Demo() {',
        '  const [count] = React.useState(0);',
        '  const columns = [];',
        '  return <DataGrid rows={rows} columns={columns} aria-label={`${count}`} />;',
        '}',
        '',
      ].join('\n'),
    );
    expect(await toJavaScript('export const first = <number>[1, 2][0];\n', 'data.ts')).toBe('export const first = [1, 2][0];\n');
  });

  it('gives a source with a syntax error back as it is, for the bundler to report at its line', async () => {
    const broken = 'export default function Demo() {\n  return <p>Pressed {count times</p>;\n}\n';
    expect(await toJavaScript(broken, 'Demo.tsx')).toBe(broken);
    const typed = 'const a: number = ;\n';
    expect(await toJavaScript(typed, 'data.ts')).toBe(typed);
  });

  it('previews the returned JSX when it is at most 16 lines', () => {
    expect(previewOf(source, 'Demo.tsx')).toBe('<DataGrid rows={rows} columns={columns} />');
    const long = `export default function Long() {\n  return (\n    <div>\n${'      <span />\n'.repeat(15)}    </div>\n  );\n}\n`;
    expect(previewOf(long, 'Long.tsx')).toBeUndefined();
    const sixteen = `export default function Ok() {\n  return (\n    <div>\n${'      <span />\n'.repeat(14)}    </div>\n  );\n}\n`;
    expect(previewOf(sixteen, 'Ok.tsx')!.split('\n')).toHaveLength(16);
    expect(previewOf(sixteen, 'Ok.tsx')!.startsWith('<div>\n  <span />')).toBe(true);
  });
});

describe('sandbox dependencies', () => {
  it('takes package names from bare imports (two segments when scoped) and adds the fixed ones', () => {
    expect(packageOf('@mui/x-date-pickers/AdapterDayjs')).toBe('@mui/x-date-pickers');
    expect(packageOf('lodash/debounce')).toBe('lodash');
    expect(packageOf('./data')).toBeUndefined();
    const specifiers = importsOf("import a from './local';\nimport { x } from 'lodash/debounce';\nexport { y } from '@scope/pkg/deep';\n", 'D.tsx').map((i) => i.specifier);
    expect(sandboxDependencies(specifiers, versionOf)).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@scope/pkg': 'latest',
      lodash: 'latest',
      react: '^19.1.0',
      'react-dom': '^19.1.0',
    });
  });

  it('adds Material UI for @mui packages, "latest" for X packages, and the date library of each adapter', () => {
    expect(sandboxDependencies(['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers/DatePicker', 'dayjs'], versionOf)).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@mui/material': '^7.3.0',
      '@mui/x-date-pickers': 'latest',
      dayjs: '^1.11.13',
      react: '^19.1.0',
      'react-dom': '^19.1.0',
    });
    expect(sandboxDependencies(['@mui/x-date-pickers-pro/AdapterLuxon'], versionOf).luxon).toBe('^3.6.1');
    expect(sandboxDependencies(['@mui/lab/AdapterMomentJalaali'], versionOf)['moment-jalaali']).toBe('^0.10.4');
  });

  it('throws a TypeError for an adapter it cannot map to a package', () => {
    expect(() => sandboxDependencies(['@mui/x-date-pickers/AdapterTemporal'], versionOf)).toThrow(TypeError);
    expect(() => sandboxDependencies(['@mui/x-date-pickers/AdapterTemporal'], versionOf)).toThrow(/Cannot determine the npm package required by the date adapter 'AdapterTemporal'/);
  });

  it('knows which demos need the licence key', () => {
    expect(needsLicense(['@mui/x-data-grid-pro'])).toBe(true);
    expect(needsLicense(['@mui/x-date-pickers-pro/DateRangePicker'])).toBe(true);
    expect(needsLicense(['@mui/x-data-grid', '@mui/material'])).toBe(false);
  });
});

describe('component lines', () => {
  it('embed a component of the content, as a demo without toolbar or frame, one per set of props', () => {
    const body = ['{{"component": "PlanChip"}}', '', '{{"component": "PlanChip", "props": {"plan": "pro"}}}', '{{"component": "PlanChip", "props": {"plan": "premium"}}}'].join('\n');
    const { directives, problems } = findDemoDirectives(body);
    expect(problems).toEqual([]);
    expect(directives.map((d) => d.line)).toEqual([1, 3, 4]);
    expect(directives[0]!.options).toEqual({ demo: 'PlanChip', hideToolbar: true, bg: 'inline', embed: { component: 'PlanChip' } });
    const [, pro, premium] = directives.map((d) => d.options.demo);
    expect(pro).toMatch(/^PlanChip~\w+$/);
    expect(premium).toMatch(/^PlanChip~\w+$/);
    expect(pro).not.toBe(premium);
  });

  it('reports props given twice, bad names and bad prop names at their lines', () => {
    const body = ['{{"component": "PlanChip", "size": 3, "props": {"plan": "pro"}}}', '{{"component": "../Up"}}', '{{"component": "PlanChip", "props": {"bad-name": 1}}}', '{{"component": "PlanChip", "props": [1]}}', '{{"component": "modules/components/Grid.js", "bad-name": 1}}', '{{"component": "modules/../secrets.js"}}'].join('\n');
    const { directives, problems } = findDemoDirectives(body);
    expect(directives).toEqual([]);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(problems[0]!.problem).toContain('the props are given both as "props" and as keys of the line ("size")');
    expect(problems[4]!.problem).toContain('component option "bad-name": a prop name');
  });

  it('name the components of a docs app by path, the line\'s other keys being the props (the dialect\'s form)', () => {
    const body = ['{{"component": "modules/components/SelectorsDocs.js", "category": "Filtering"}}', '{{"component": "modules/components/FeatureGrid.js", "features": ["A", "B"], "columns": 2}}', '{{"component": "PlanChip", "plan": "pro"}}'].join('\n');
    const { directives, problems } = findDemoDirectives(body);
    expect(problems).toEqual([]);
    expect(directives.map((d) => d.options.embed)).toEqual([
      { component: 'modules/components/SelectorsDocs.js', props: { category: 'Filtering' } },
      { component: 'modules/components/FeatureGrid.js', props: { features: ['A', 'B'], columns: 2 } },
      { component: 'PlanChip', props: { plan: 'pro' } },
    ]);
    // The same props either way are the same demo.
    const [line] = findDemoDirectives('{{"component": "PlanChip", "props": {"plan": "pro"}}}').directives;
    expect(line!.options.demo).toBe(directives[2]!.options.demo);
  });
});

describe('demo files', () => {
  it('a line naming Name.js finds Name.tsx and the other way round; a JavaScript-only demo is found', async () => {
    const { resolveDemo } = await import('../../../src/demos/demo-files.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
    fs.mkdirSync(path.join(dir, 'page'));
    fs.writeFileSync(path.join(dir, 'page/Typed.tsx'), '');
    fs.writeFileSync(path.join(dir, 'page/Plain.js'), '');
    const page = path.join(dir, 'page.md');
    expect(resolveDemo(dir, page, 'Typed.js').files.map((f) => path.basename(f.file))).toEqual(['Typed.tsx']);
    expect(resolveDemo(dir, page, 'Plain.tsx').files.map((f) => path.basename(f.file))).toEqual(['Plain.js']);
    expect(resolveDemo(dir, page, 'Plain.js').id).toBe('page/Plain');
    expect(resolveDemo(dir, page, 'None.js').files).toEqual([]);
  });
});
