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
    expect(built.stderr).not.toMatch(/\[(UnknownName|NameCheckPackageMissing)\]/);
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
