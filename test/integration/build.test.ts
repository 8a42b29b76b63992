import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, once, ROOT, runCli, startServe, treeDigest, type CliResult } from '../helpers/cli.ts';

const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const edit = (content: string, file: string, change: (text: string) => string) => fs.writeFileSync(path.join(content, file), change(fs.readFileSync(path.join(content, file), 'utf8')));

/** The build of the unchanged basic fixture, once: the first describe reads it, and the failures take a copy of its output as the output they must leave as it is. */
const buildBasic = once(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-out-'));
  return { out, result: await runCli(['--content', copyFixture('basic'), '--out', out]) };
});

describe('docs-build on the fixture site', () => {
  let out: string;
  let result: CliResult;

  beforeAll(async () => {
    ({ out, result } = await buildBasic());
  });

  it('exits 0 and prints stages and a summary', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ render pages');
    expect(result.stdout).toContain('pages 7/7');
    expect(result.stdout).toMatch(/pages {4}en 7 · zh 7/);
    expect(result.stdout).toContain('drafts   1 (per language)');
    expect(result.stdout).toMatch(/output {3}.+ \d+(\.\d)? (KB|MB)/);
    expect(result.stdout).toMatch(/search {3}\d+ pages read/);
  });

  it('writes a page per route and language, plus site files', () => {
    for (const route of ['introduction', 'guide/setup', 'guide/advanced', 'guide/enterprise', 'guide/experimental']) {
      expect(fs.existsSync(path.join(out, 'x', route, 'index.html')), route).toBe(true);
      expect(fs.existsSync(path.join(out, 'zh/x', route, 'index.html')), route).toBe(true);
    }
    expect(read(out, 'index.html')).toContain('url=/x/introduction/');
    expect(read(out, 'x/getting-started-group/index.html')).toContain('url=/x/introduction/');
    expect(read(out, 'x/guide/main-features/index.html')).toContain('url=/x/guide/advanced/');
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://docs.example.com/zh/x/guide/setup/</loc>');
    expect(read(out, 'robots.txt')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
    expect(read(out, 'x/404.html')).toContain('Page not found');
    expect(read(out, 'zh/x/404.html')).toContain('页面未找到');
    const assets = fs.readdirSync(path.join(out, 'x/_static'));
    expect(assets.some((f) => /^site\.[0-9a-f]{10}\.css$/.test(f))).toBe(true);
    expect(assets.some((f) => /^main\.[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
  });

  it('renders head, drawer markers, contents, previous/next and edit link', () => {
    const html = read(out, 'x/guide/setup/index.html');
    expect(html).toContain('<title>Setup - Fixture UI</title>');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/x/guide/setup/">');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://docs.example.com/zh/x/guide/setup/">');
    expect(html).toContain('<meta property="og:title" content="Setup - Fixture UI">');
    expect(html).toContain('<meta name="description" content="How to set the fixture up.">');
    expect(html).toMatch(/<a href="\/x\/guide\/setup\/" class="app-drawer-active" aria-current="page"/);
    expect(html).toContain('href="/x/introduction/#install"'); // relative .md link rewritten
    expect(html).toMatch(/class="docs-prev" href="\/x\/introduction\/"[^>]*>.*Overview/);
    expect(html).toMatch(/class="docs-next" href="\/x\/guide\/advanced\/"[^>]*>.*Advanced/);
    expect(html).toContain('href="https://example.com/edit/pages/guide/setup.md"');
    const advanced = read(out, 'x/guide/advanced/index.html');
    expect(advanced).toContain('<span class="plan-pro" title="Pro plan"');
    expect(advanced).toContain('<span class="nav-chip nav-chip-new">New</span>');
    expect(advanced).toContain('<span class="plan-premium" title="Premium plan"');
    expect(advanced).toContain('<span class="nav-chip nav-chip-planned">Planned</span>');
    expect(advanced).toContain('<span class="nav-chip nav-chip-preview">Preview</span>');
    const intro = read(out, 'x/introduction/index.html');
    expect(intro).toMatch(/<nav class="docs-toc".*href="#install".*href="#from-a-cdn".*href="#use-it"/s);
    // Each entry's text is isolated, so that a name like `useX()` reads the same right to left.
    expect(intro).toMatch(/<a href="#install"><bdi>[^<]+<\/bdi><\/a>/);
  });

  it('renders /playground pages without the theme and the app frame', () => {
    const html = read(out, 'x/playground/sandbox/index.html');
    expect(html).toContain('Nothing around it.');
    expect(html).not.toContain('docs-appbar');
    expect(html).not.toContain('id="docs-drawer"');
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/x\/_static\/site\./);
    expect(read(out, 'x/guide/setup/index.html')).toMatch(/<link rel="stylesheet" href="\/x\/_static\/site\./);
  });

  it('marks drafts and untranslated pages', () => {
    expect(read(out, 'x/guide/enterprise/index.html')).toContain('This page is being written');
    const zh = read(out, 'zh/x/guide/setup/index.html');
    expect(zh).toContain('<html lang="zh-CN"');
    expect(zh).toContain('本页尚未翻译');
    expect(zh).toContain('>设置<');
    expect(zh).toContain('href="/zh/x/introduction/#install"');
  });
});

describe('the search index of a build', () => {
  it('is fed while the pages render, and is the index made from the finished folder, byte for byte', async () => {
    // Without the cache every page renders: the index is streamed (search-stream.ts), the
    // translations and the versions page (written before the render, outside the navigation) too.
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-stream-'));
    const built = await runCli(['--content', copyFixture('basic'), '--out', out, '--no-cache']);
    expect(built.code, built.stderr).toBe(0);
    const line = /search {3}(\d+) pages read as they were written/.exec(built.stdout);
    expect(line, built.stdout).not.toBeNull();
    const streamed = treeDigest(path.join(out, 'x/_pagefind'));
    const { indexSite } = await import('../../src/search/index-site.ts');
    const result = await indexSite({ dir: out, basePath: '/x' });
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(Number(line![1]));
    expect(treeDigest(path.join(out, 'x/_pagefind'))).toBe(streamed);
  });

  it('restored from the cache, is reported as such, not with the indexing time of the build that made it', async () => {
    const content = copyFixture('basic');
    const build = () => runCli(['--content', content, '--out', fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-search-cached-'))]);
    const first = await build();
    expect(first.code, first.stderr).toBe(0);
    // The same pages again: the index is the cached one.
    const again = await build();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/search {3}\d+ pages read by an earlier build, \d+(\.\d)? (B|KB|MB) \(the index restored from the cache\)\n/);
    expect(again.stdout).not.toMatch(/search {3}.*after the last/);
  });
});

describe('docs-build failures leave the previous output untouched', () => {
  let out: string;
  let digest: string;

  beforeAll(async () => {
    // The previous output: a copy of the first describe's build (the same fixture, unchanged), so that its tests still read what it wrote.
    const first = await buildBasic();
    expect(first.result.code, first.result.stderr).toBe(0);
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-keep-'));
    fs.cpSync(first.out, out, { recursive: true });
    expect(fs.readdirSync(out).sort()).toEqual(fs.readdirSync(first.out).sort());
    digest = treeDigest(out);
  });

  async function failWith(mutate: (content: string) => void): Promise<CliResult> {
    const content = copyFixture('basic');
    mutate(content);
    const result = await runCli(['--content', content, '--out', out]);
    expect(treeDigest(out)).toBe(digest);
    expect(fs.readdirSync(path.dirname(out)).some((f) => f.startsWith(`${path.basename(out)}.staging`))).toBe(false);
    return result;
  }

  /**
   * The mutations of several tests on one copy, built once, when the first of them asks: a build
   * reports every content error at once, and each test reads its part. Only mutations whose errors
   * do not hide or repeat one another share a build (checked by running them alone and together).
   */
  function sharedFailure(...mutations: ((content: string) => void)[]): () => Promise<CliResult> {
    return once(() => failWith((c) => mutations.forEach((mutate) => mutate(c))));
  }
  /** The errors printed at a file of the build. */
  const errorsAt = (r: CliResult, file: string) => r.stderr.split('\n').filter((line) => line.includes(`${file}:`) && /:\d+(:\d+)?: error: /.test(line));

  // Errors of pages, links and demos in setup.md, advanced.md and experimental.md: one build (6 errors).
  const unknownFrontMatterKey = (c: string) => edit(c, 'pages/guide/setup.md', (text) => text.replace('title: Setup', 'title: Setup\ncolour: red'));
  const brokenLinksAndHeading = (c: string) => {
    edit(c, 'pages/guide/advanced.md', (text) => `${text}\nSee [missing](/x/guide/missing/) and [anchor](/x/guide/setup/#nope).\n`);
    fs.appendFileSync(path.join(c, 'pages/guide/experimental.md'), '\n### Orphan heading\n');
  };
  const missingDemo = (c: string) => {
    fs.writeFileSync(path.join(c, 'pages/guide/Existing.tsx'), 'export default function Existing() {\n  return <p>here</p>;\n}\n');
    edit(c, 'pages/guide/setup.md', (text) => `${text}\n{{"demo": "Mising.tsx"}}\n`);
  };
  const brokenLinkInSetup = (c: string) => edit(c, 'pages/guide/setup.md', (text) => `${text}\nSee [missing](/x/guide/missing/).\n`);
  const contentErrors = sharedFailure(unknownFrontMatterKey, brokenLinksAndHeading, missingDemo, brokenLinkInSetup);

  // An unknown component and a demo's unknown date adapter (both of setup.md, with the API reference on), and a page without its file: one build.
  // (Not with the errors above: "DataGird" takes setup.md's line 3 that "colour" takes there, the adapter's demo would be one more demo the missing demo's hint lists, and the file that goes missing is advanced.md, where the broken links are.)
  const unknownComponent = (c: string) => {
    edit(c, 'docs.config.ts', (text) => text.replace("version: '1.2.3',", "version: '1.2.3',\n  apiReference: true,"));
    edit(c, 'pages/guide/setup.md', (text) => text.replace('title: Setup', 'title: Setup\ncomponents: DataGird'));
  };
  const unknownDateAdapter = (c: string) => {
    fs.writeFileSync(
      path.join(c, 'pages/guide/OddAdapter.tsx'),
      "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';\nimport { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';\n\nexport default function OddAdapter() {\n  return <LocalizationProvider dateAdapter={AdapterTemporal} />;\n}\n",
    );
    edit(c, 'pages/guide/setup.md', (text) => `${text}\n{{"demo": "OddAdapter.tsx"}}\n`);
  };
  const missingContentFile = (c: string) => fs.rmSync(path.join(c, 'pages/guide/advanced.md'));
  const componentAndDemoErrors = sharedFailure(unknownComponent, unknownDateAdapter, missingContentFile);

  // A duplicated pathname builds its page twice, so every error of that page would be printed twice: it builds alone.
  it('a duplicated pathname', async () => {
    const r = await failWith((c) => edit(c, 'docs.config.ts', (text) => text.replace("{ pathname: '/x/guide/setup' },", "{ pathname: '/x/guide/setup' },\n        { pathname: '/x/guide/setup', title: 'Again' },")));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/docs\.config\.ts:\d+:\d+: error: Duplicated pathname "\/x\/guide\/setup"/);
    expect(r.stderr).toContain('first at Getting started › Setup, again at Getting started › Again');
  });

  it('a missing content file', async () => {
    const r = await componentAndDemoErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('The page "/x/guide/advanced" has no content file. Expected');
    expect(r.stderr).toContain(path.join('pages', 'guide', 'advanced.md'));
  });

  it('bad front matter', async () => {
    const r = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/setup\.md:3: error: Unknown front matter key "colour"/);
  });

  it('a broken internal link, reported with every other content error', async () => {
    const r = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/advanced\.md:14:5: error: Broken link "\/x\/guide\/missing\/": no page has this path/);
    expect(r.stderr).toContain('the page /x/guide/setup/ has no heading with the anchor "#nope"');
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md:\d+:1: error: The heading "### Orphan heading"/);
    // These 3 errors, and the build's 3 others of setup.md (the test below): 6 in all.
    expect([...errorsAt(r, 'pages/guide/advanced.md'), ...errorsAt(r, 'pages/guide/experimental.md')]).toHaveLength(3);
    expect(r.stderr).toMatch(/^6 errors\b/m);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack traces for content mistakes
  });

  it('a component the packages do not export, named with the closest matches', async () => {
    const r = await componentAndDemoErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/setup\.md:3: error: The component "DataGird" is not exported by the installed @mui\/x-\* packages\./);
    expect(r.stderr).toContain("Replace \"DataGird\" with \"DataGrid\" in the front matter's components");
  });

  it('a missing demo, named with the page, the line and the demos beside it', async () => {
    const r = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/setup\.md:\d+: error: Missing demo: Mising\.tsx \(looked for pages\/guide\/setup\/Mising\.tsx\)/);
    expect(r.stderr).toContain('You can use one of the following: Existing.tsx.');
  });

  it('demo errors and page errors of one build, reported together', async () => {
    // Its setup.md: the unknown key, the missing demo and a broken link.
    const r = await contentErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/setup\.md:\d+: error: Missing demo: Mising\.tsx/);
    expect(r.stderr).toMatch(/pages\/guide\/setup\.md:3: error: Unknown front matter key "colour"/);
    expect(r.stderr).toMatch(/pages\/guide\/setup\.md:\d+:\d+: error: Broken link "\/x\/guide\/missing\/"/);
    // These 3 errors, and the build's 3 others of advanced.md and experimental.md (the broken link test): 6 in all.
    expect(errorsAt(r, 'pages/guide/setup.md')).toHaveLength(3);
    expect(r.stderr).toMatch(/^6 errors\b/m);
  });

  it('a demo importing a date adapter no npm package is known for: the TypeError, naming the demo', async () => {
    const r = await componentAndDemoErrors();
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/OddAdapter\.tsx:2: error: Demo pages\/guide\/OddAdapter\.tsx: TypeError: Cannot determine the npm package required by the date adapter 'AdapterTemporal'/);
    expect(r.stderr).toMatch(/Shown by pages\/guide\/setup\.md:\d+/);
  });

  it('a config error exits 2', async () => {
    const r = await failWith((c) => edit(c, 'docs.config.ts', (text) => text.replace("version: '1.2.3',", "version: '1.2.3',\n  colour: 'red',")));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown config key "colour"');
  });
});

describe('docs-build command line', () => {
  it('--help and --version', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: docs-build [options] [command]');
    expect(help.stdout).toContain('serve [options]');
    const version = await runCli(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('DOCS_BUILD_CONFIG is checked like the config file', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-env-'));
    const notJson = await runCli(['--content', copyFixture('basic'), '--out', out], { env: { DOCS_BUILD_CONFIG: '{ads:' } });
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain('Invalid config value at "DOCS_BUILD_CONFIG": a JSON object of config values.');
    const badKey = await runCli(['--content', copyFixture('basic'), '--out', out], { env: { DOCS_BUILD_CONFIG: '{"ads":{"enabeld":true}}' } });
    expect(badKey.code).toBe(2);
    expect(badKey.stderr).toContain('Unknown config key "ads.enabeld".');
  });

  it('serve takes its own --out and --port', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-serve-'));
    fs.mkdirSync(path.join(out, 'x/only-here'), { recursive: true });
    fs.writeFileSync(path.join(out, 'x/only-here/index.html'), '<p>served from the given folder</p>');
    const server = await startServe(out);
    try {
      expect(server.url).not.toBe('http://127.0.0.1:3000');
      expect(await (await fetch(`${server.url}/x/only-here/`)).text()).toBe('<p>served from the given folder</p>');
    } finally {
      await server.stop();
    }
  });

  it('exits 2 on usage errors', async () => {
    const r = await runCli(['--no-such-flag']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--no-such-flag'");
    const port = await runCli(['serve', '--port', 'abc']);
    expect(port.code).toBe(2);
  });
});

describe('the licence key of Pro and Premium demos', () => {
  function proSite(): string {
    const content = copyFixture('basic');
    fs.writeFileSync(
      path.join(content, 'pages/guide/ProGrid.tsx'),
      "import { DataGridPro } from '@mui/x-data-grid-pro';\n\nexport default function ProGrid() {\n  return (\n    <div style={{ height: 200 }}>\n      <DataGridPro rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />\n    </div>\n  );\n}\n",
    );
    const file = path.join(content, 'pages/guide/advanced.md');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n{{"demo": "ProGrid.tsx"}}\n`);
    return content;
  }
  /** A demo of setup.md that prints while rendering on the server. */
  function addNoisyDemo(content: string): void {
    fs.writeFileSync(path.join(content, 'pages/guide/Noisy.tsx'), "export default function Noisy() {\n  console.warn('Noisy demo: check your props');\n  return <p>noisy</p>;\n}\n");
    edit(content, 'pages/guide/setup.md', (text) => `${text}\n{{"demo": "Noisy.tsx"}}\n`);
  }
  /**
   * One build of the Pro site with a key, and the noisy demo too: the key's test and the noisy
   * demo's test read it. (The build without a key stays apart: it says the packages' own notices
   * are not repeated as [DemoConsole] warnings, and the noisy demo prints one.)
   */
  const keyedBuild = once(async () => {
    const key = `TESTKEY${Date.now()}SECRET`;
    const content = proSite();
    addNoisyDemo(content);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-key-'));
    return { key, out, r: await runCli(['--content', content, '--out', out], { env: { MUI_X_LICENSE_KEY: key } }) };
  });
  /**
   * Files under `dir` holding `needle` (grep: the cache holds many thousand files). Never
   * synchronous: late in a test run the cache holds gigabytes, and a worker whose event loop is
   * blocked for a minute misses vitest's own calls (an unhandled 'Timeout calling onTaskUpdate').
   */
  const grep = (dir: string, needle: string, attempts = 5): Promise<string[]> =>
    new Promise((resolve, reject) => {
      // grep exits 1 when nothing matches: that is an answer, not a failure.
      execFile('grep', ['-rlF', needle, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        // Other tests' builds share the cache: a temporary file listed by grep can be renamed
        // or removed before grep reads it (exit 2). grep reads the folder again then.
        const vanished = error?.code === 2 && stderr.trim().split('\n').every((line) => line.endsWith('No such file or directory'));
        if (vanished && attempts > 1) grep(dir, needle, attempts - 1).then(resolve, reject);
        else if (error && error.code !== 1) reject(error);
        else resolve(stdout.split('\n').filter(Boolean).map((f) => path.relative(dir, f)));
      });
    });

  it('without a key, the build says once that the watermark shows', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-nokey-'));
    const r = await runCli(['--content', proSite(), '--out', out], { env: { MUI_X_LICENSE_KEY: '' } });
    expect(r.code, r.stderr).toBe(0);
    expect((r.stdout + r.stderr).match(/No licence key in MUI_X_LICENSE_KEY/g)).toHaveLength(1);
    // The packages' own licence notices during server rendering are not repeated as warnings.
    expect(r.stdout + r.stderr).not.toContain('[DemoConsole]');
  });

  it('reports what a demo prints while rendering on the server', async () => {
    const { r } = await keyedBuild();
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/Noisy\.tsx: warning: Demo pages\/guide\/Noisy\.tsx printed while rendering on the server: Noisy demo: check your props \[DemoConsole\]/);
  });

  it('with a key, it is only in the demo bundle: never printed, in pages, or in the cache', async () => {
    const { key, out, r } = await keyedBuild();
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain(key);
    expect(r.stdout + r.stderr).not.toContain('No licence key');
    const holders = await grep(out, key);
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.every((f) => f.startsWith(path.join('x', '_static', 'demos')))).toBe(true);
    expect(await grep(path.join(ROOT, 'node_modules/.cache/docs-build'), key)).toEqual([]);
  });
});

describe('the demo stage cache', () => {
  it('an unchanged rebuild reuses it and still writes every demo file; a changed demo misses it', async () => {
    const content = copyFixture('demos');
    // Demos of this copy alone: other files build copies of this fixture with the same cache, and
    // the same demos at another place share the entry (with the module names of whichever stored it).
    const short = path.join(content, 'pages/components/ShortDemo.tsx');
    fs.appendFileSync(short, `\n// ${path.basename(content)}\n`);
    // DOCS_BUILD_TRACE=1 prints each step of the demo stage as it ends: the steps it went through.
    const build = async () => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-demo-cache-'));
      const r = await runCli(['--content', content, '--out', out], { env: { MUI_X_LICENSE_KEY: '', DOCS_BUILD_TRACE: '1' } });
      expect(r.code, r.stderr).toBe(0);
      const steps = [...r.stderr.matchAll(/^trace demo stage: (.+?) done at [\d.]+ s, rss \d+ MB, cpu [\d.]+ s \+ children [\d.]+ s$/gm)].map((m) => m[1]!.replace(/\d+/g, 'N'));
      return { out, html: read(out, 'x/components/grid/index.html'), steps };
    };
    // Every module URL the page names: the preload list (space-separated), the islands' modules and runtime.
    const modules = (html: string) => [...new Set([...html.matchAll(/\/x\/_static\/demos\/[^"\s&]+\.js/g)].map((m) => m[0]))];
    const first = await build();
    expect(first.steps).toEqual(['scan of N demos', 'cache key (no entry)', 'records', 'browser bundles', 'server bundle', 'server rendering', 'highlighting', 'frame pre-paint script', 'hashes of N input files', 'cache entry stored', 'demo context']);
    const second = await build();
    // A hit: the scan, and nothing bundled or rendered.
    expect(second.steps).toEqual(['scan of N demos']);
    // Same pages, and every module they name is in the second output (copied from the cache).
    expect(second.html).toBe(first.html);
    expect(modules(second.html).length).toBeGreaterThan(0);
    for (const url of modules(second.html)) expect(fs.existsSync(path.join(second.out, url)), url).toBe(true);
    fs.writeFileSync(short, fs.readFileSync(short, 'utf8').replace('Clicked {count} times', 'Pressed {count} times'));
    const third = await build();
    expect(third.html).toMatch(/Pressed (<!-- -->)?0/);
  });
});
