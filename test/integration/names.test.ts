// The name check: every name the bundled docs write in inline code exists in the installed
// declarations (or, on a migration page, in the older major it migrates from), and the wrong names
// the audit found on the Data Grid v7 migration page each fail the gate when they are put back.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuildCache } from '../../src/cache/build-cache.ts';
import { loadConfig, type ResolvedConfig } from '../../src/config/load-config.ts';
import { scanDemos } from '../../src/demos/demo-files.ts';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { codeSpansOf } from '../../src/markdown/compile-markdown.ts';
import { pageSourceOf, type PageSource } from '../../src/markdown/page-source.ts';
import { markdownSyntax } from '../../src/markdown/syntax.ts';
import { checkPageNames } from '../../src/pipeline/check-page-names.ts';
import type { PageResult } from '../../src/pipeline/page/types.ts';
import { copyFixture, ROOT, runCli } from '../helpers/cli.ts';
import { sharedDocsBuild } from '../helpers/docs-site.ts';

const parser = unified().use(markdownSyntax);
const cache = createBuildCache({ enabled: true });
let config: ResolvedConfig;

/** The name check over pages as the build runs it: their inline code, their fenced code, their demos. */
function check(pages: { file: string; source: string }[]): Diagnostic[] {
  const sources = new Map<string, PageSource>(pages.map((p) => [p.file, pageSourceOf(p.file, p.source)]));
  const scan = scanDemos({ sources, contentDir: config.contentDir });
  const demos = Object.fromEntries([...scan.pending].map(([id, d]) => [id, { variants: d.files.map((f) => ({ file: path.relative(config.contentDir, f.file) })) }]));
  const results = pages.map((p) => ({ file: p.file, codeSpans: codeSpansOf(parser.parse(sources.get(p.file)!.frontMatter.body) as Root) }) as unknown as PageResult);
  return checkPageNames({ config, results, sources, cache, demos: { demos: demos as never, uses: Object.fromEntries(scan.uses) } });
}

const contentPages = () =>
  fs
    .readdirSync(path.join(ROOT, 'content/pages'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

beforeAll(async () => {
  config = await loadConfig({ contentDir: path.join(ROOT, 'content') });
}, 120_000);

describe('the name check on the bundled docs', () => {
  it('is an error in the bundled docs’ config, and finds no unknown name on any page', async () => {
    expect(config.site.nameCheck.level).toBe('error');
    // The build of the docs the site tests share runs the check over every page, at that level:
    // an unknown name fails it, listed with its file and line. (Checking the pages here again,
    // synchronously, held this worker for most of a minute on a busy machine.)
    const { built } = await sharedDocsBuild();
    expect(built.stderr).not.toMatch(/\[(UnknownName|NameCheckPackageMissing|NameSnapshotBroken)\]/);
    expect(built.code, built.stderr).toBe(0);
    expect(contentPages().length).toBeGreaterThan(100);
  }, 900_000);

  it('fails on each wrong name the audit found on the Data Grid v7 migration page, put back', () => {
    const file = path.join(ROOT, 'content/pages/migration/migration-data-grid-v7.md');
    const page = fs.readFileSync(file, 'utf8');
    const lines = page.split('\n').length;
    const wrong = [
      'The change affects `rowSelectionModel` and `initialState.rowSelectionModel`.',
      'New base slots include `baseSkeleton` and `baseIcon`.',
      '| `scrollArea--up`, `scrollArea--down` | removed |',
    ];
    const found = check([{ file, source: `${page}\n${wrong.join('\n\n')}\n` }]);
    expect(found.map((d) => [d.severity, d.location?.line, /`([^`]*)` names (?:the [a-zA-Z ]+ )?(\S+?),/.exec(d.message)?.slice(1)])).toEqual([
      ['error', lines + 1, ['initialState.rowSelectionModel', 'rowSelectionModel']],
      ['error', lines + 3, ['baseIcon', 'baseIcon']],
      ['error', lines + 5, ['scrollArea--up', 'scrollArea--up']],
      ['error', lines + 5, ['scrollArea--down', 'scrollArea--down']],
    ]);
    // The hint names the close names of the declarations.
    expect(found[1]!.message).toContain('Close names: baseIconButton');
    expect(found[0]!.message).toContain('the state key');
  }, 120_000);
});

describe('the name check on guides from majors npm cannot install beside the current ones', () => {
  it('checks the v5 to v6 pickers guide against the name snapshots of v5 and v6', () => {
    const file = path.join(ROOT, 'content/pages/migration/migration-pickers-v5.md');
    const page = fs.readFileSync(file, 'utf8');
    const lines = page.split('\n').length;
    // `renderInput` and `PickersDay` exist only in the snapshot of v5 (and v6), not in 8.5.0;
    // `renderInputs` is in no version.
    const added = ['In v5, `renderInput` drew the field; `PickersDay` rendered each day.', 'The `renderInputs` prop never existed.'];
    const found = check([{ file, source: `${page}\n${added.join('\n\n')}\n` }]);
    expect(found.map((d) => [d.code, d.location?.line, /`([^`]*)` names/.exec(d.message)?.[1]])).toEqual([['UnknownName', lines + 3, 'renderInputs']]);
    const snapshot = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/names/@mui/x-date-pickers-v5.json'), 'utf8')) as { package: string; version: string; integrity: string };
    expect([snapshot.package, snapshot.version, snapshot.integrity]).toEqual(['@mui/x-date-pickers', '5.0.20', expect.stringMatching(/^sha512-/)]);
  }, 120_000);

  it('makes a snapshot with docs-build names-snapshot, checks a page against it, and refuses one it cannot use', async () => {
    const content = copyFixture('basic');
    const pkg = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache/old-lib-'));
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'old-lib', version: '1.2.3', main: 'index.js', types: 'index.d.ts' }));
    fs.writeFileSync(path.join(pkg, 'index.d.ts'), 'export interface OldGridProps { legacyDensity?: number }\nexport declare function useOldGrid(): void;\n');
    fs.writeFileSync(path.join(pkg, 'index.js'), "exports.mode = 'oldMode';\n");
    const made = await runCli(['names-snapshot', '--content', content, `@old/lib-v1=${pkg}`, 'not-an-alias']);
    expect(made.code, made.stderr).toBe(2);
    expect(made.stderr).toContain('"not-an-alias" is not alias=package');
    const ok = await runCli(['names-snapshot', '--content', content, `@old/lib-v1=${pkg}`]);
    expect(ok.code, ok.stderr).toBe(0);
    const file = path.join(content, 'names/@old/lib-v1.json');
    expect(ok.stdout).toContain('@old/lib-v1: old-lib@1.2.3');
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { package: string; version: string; integrity?: string; names: { names: string[] } };
    expect([snapshot.package, snapshot.version, snapshot.integrity]).toEqual(['old-lib', '1.2.3', undefined]);
    expect(snapshot.names.names).toEqual(expect.arrayContaining(['OldGridProps', 'legacyDensity', 'useOldGrid', 'oldMode']));

    const page = path.join(content, 'pages/introduction.md');
    const source = `${fs.readFileSync(page, 'utf8')}\nThe \`legacyDensity\` prop and \`useOldGrid\` are gone; \`legacyDensityz\` never was.\n`;
    const line = source.split('\n').length - 1;
    const checkWith = async (previous: string[]) => {
      const fixtureConfig = await loadConfig({ contentDir: content, overrides: { nameCheck: { level: 'error', packages: ['@mui/x-data-grid'], previous: { 'introduction.md': previous } } } });
      const sources = new Map<string, PageSource>([[page, pageSourceOf(page, source)]]);
      const results = [{ file: page, codeSpans: codeSpansOf(parser.parse(sources.get(page)!.frontMatter.body) as Root) } as unknown as PageResult];
      return checkPageNames({ config: fixtureConfig, results, sources, cache }).map((d) => [d.code, d.location?.line ?? null, d.message]);
    };
    expect(await checkWith(['@old/lib-v1'])).toEqual([['UnknownName', line, expect.stringContaining('`legacyDensityz` names legacyDensityz')]]);
    // No snapshot and not installed: the check says so, at the config.
    expect((await checkWith(['@old/lib-v2'])).map((d) => d[0])).toEqual(['NameCheckPackageMissing', 'UnknownName', 'UnknownName', 'UnknownName']);
    // A snapshot made by another version of the reader is refused, not half used.
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"namesVersion": \d+/, '"namesVersion": 1'));
    const stale = await checkWith(['@old/lib-v1']);
    expect(stale[0]).toEqual(['NameSnapshotBroken', null, expect.stringContaining('names/@old/lib-v1.json was made by another')]);
    fs.rmSync(pkg, { recursive: true, force: true });
  }, 120_000);
});

describe('the name check in a build', () => {
  it('fails the build at the file and line of an unknown name, and passes the names the declarations have', async () => {
    const content = copyFixture('basic');
    const page = path.join(content, 'pages/introduction.md');
    fs.writeFileSync(page, `${fs.readFileSync(page, 'utf8')}\nSet \`checkboxSelection\` and read \`apiRef.current.getSelectedRows()\` or \`initialState.pagination\`.\n\nThe \`baseIcon\` slot, \`apiRef.current.selectAllRows()\` and \`initialState.rowSelectionModel\` do not exist.\n`);
    const line = fs.readFileSync(page, 'utf8').split('\n').findIndex((l) => l.includes('`baseIcon`')) + 1;
    const overrides = { nameCheck: { level: 'error', packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'] } };
    const out = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache/names-out-'));
    const result = await runCli(['--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(1);
    expect(output).toContain(`pages/introduction.md:${line}:5: error: \`baseIcon\` names baseIcon`);
    expect(output).toMatch(/`apiRef\.current\.selectAllRows\(\)` names the API method selectAllRows/);
    expect(output).toMatch(/`initialState\.rowSelectionModel` names the state key rowSelectionModel/);
    expect(output.match(/\[UnknownName\]/g)).toHaveLength(3);
    fs.rmSync(out, { recursive: true, force: true });
  }, 300_000);
});
