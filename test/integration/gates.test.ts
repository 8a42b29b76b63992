// The content gates that fail the build or the type check, each naming the file and line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, ROOT, runCli } from '../helpers/cli.ts';

const tmpOut = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-gates-out-'));

describe('check-demos', () => {
  it('type-checks every demo of the bundled docs', async () => {
    const result = await runCli(['check-demos']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/check-demos: \d+ files type-check/);
  }, 900_000);

  it('fails on a type error, naming the demo, line and column', async () => {
    const content = copyFixture('gates');
    const demo = path.join(content, 'pages/components/healthy/CounterButton.tsx');
    fs.writeFileSync(demo, fs.readFileSync(demo, 'utf8').replace('React.useState(0)', "React.useState<number>('zero')"));
    const result = await runCli(['check-demos', '--content', content]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/CounterButton\.tsx:5:52: error: Type error TS2345: Argument of type 'string' is not assignable/);
    expect(result.stderr).toContain('check-demos: 1 type error in');
  }, 120_000);
});

describe('build gates', () => {
  it('fails on an api: link to a member that does not exist, with the closest names', async () => {
    const content = copyFixture('gates');
    const page = path.join(content, 'pages/components/healthy.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('(api:DataGrid#rows)', '(api:DataGrid#checkboxSelectio)'));
    const out = tmpOut();
    const result = await runCli(['--content', content, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('healthy.md:9:67: error: Broken API link');
    expect(result.stderr).toContain('Broken API link "api:DataGrid#checkboxSelectio": DataGrid has no prop, slot or CSS class named "checkboxSelectio"');
    expect(result.stderr).toContain('Did you mean "checkboxSelection"');
    expect(fs.readdirSync(out)).toEqual([]);
  }, 300_000);

  it('fails on any draft when the config says drafts: "error"', async () => {
    const content = copyFixture('gates');
    const result = await runCli(['--content', content, '--out', tmpOut()], { env: { DOCS_BUILD_CONFIG: JSON.stringify({ drafts: 'error' }) } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unwritten.md:1: error: The page /x/components/unwritten is a draft');
  }, 300_000);

  it('keeps the writer\'s guide true: every gate it names exists', () => {
    const guide = fs.readFileSync(path.join(ROOT, 'content/CONTRIBUTING.md'), 'utf8');
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(guide).toContain('npm run check:demos');
    expect(scripts['check:demos']).toBe('node bin/docs-build.js check-demos');
    for (const file of ['test/e2e/content-demos.test.ts', 'scripts/shoot.mjs', 'scripts/try-playgrounds.mjs']) {
      expect(guide).toContain(file);
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
  });
});

describe('playground lines', () => {
  it('fail the build at their line when a prop path has no knob, the component is unknown or the host file is missing; the previous output stays', async () => {
    const content = copyFixture('playgrounds');
    const out = tmpOut();
    fs.writeFileSync(path.join(out, 'index.html'), 'previous build');
    const page = path.join(content, 'pages/charts.md');
    fs.appendFileSync(
      page,
      [
        '',
        '{{"playground": "BarChart", "props": ["layout", "grid.diagonal", "colour"]}}',
        '',
        '{{"playground": "BarChat"}}',
        '',
        '{{"playground": "PieChart", "demo": "PiePlayground.tsx"}}',
        '',
      ].join('\n'),
    );
    const lines = fs.readFileSync(page, 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    const result = await runCli(['--content', content, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`charts.md:${lineOf('BarChat"')}: error: Invalid demo line: playground "BarChat" is not a component of the API reference (close: BarChart`);
    expect(result.stderr).toMatch(new RegExp(`charts\\.md:${lineOf('PiePlayground')}: error: .*PiePlayground\\.tsx`));
    // In the same run: the knobs' paths, checked against the API data when the page renders.
    const line = lineOf('grid.diagonal');
    expect(result.stderr).toContain(`charts.md:${line}: error: Invalid playground line of BarChart: "grid" of BarChart has no member "diagonal" a knob can set (it has: horizontal, vertical).`);
    expect(result.stderr).toContain(`charts.md:${line}: error: Invalid playground line of BarChart: BarChart has no prop "colour".`);
    expect(result.stderr).toContain("hint: Name props the component's API page lists (/x/api/charts/bar-chart)");
    expect(result.stderr).toContain('4 errors');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
  }, 300_000);
});
