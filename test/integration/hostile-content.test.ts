// Content that could hang, blow up or leak a build (nesting, alias bombs, huge pages, symlinks,
// bytes that are not UTF-8) fails it with a content diagnostic naming the file and the line, and a
// failed build leaves the previous output as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, once, ROOT, runCli, treeDigest, type CliResult } from '../helpers/cli.ts';

const FRONT = '---\ntitle: Experimental\ndescription: Experimental features.\n---\n\n# Experimental\n\nThings that may change.\n\n';
const tmpDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `docs-build-${name}-`));
const write = (content: string, file: string, text: string | Uint8Array) => {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), text);
};
/** A file outside every content folder, with a marker that must never reach the output or the terminal. */
const outsideFile = (name: string, text: string) => {
  const file = path.join(tmpDir('outside'), name);
  fs.writeFileSync(file, text);
  return file;
};
const SECRET = 'SECRET-OUTSIDE-THE-CONTENT';

/**
 * The build of a copy of the basic fixture whose page file and page folder are symlinks inside the
 * content folder, once: its describe reads it, and the failures take a copy of its output as the
 * output they must leave as it is.
 */
const buildInsideSymlinks = once(async () => {
  const content = copyFixture('basic');
  fs.renameSync(path.join(content, 'pages/guide/experimental.md'), path.join(content, 'experimental.md'));
  fs.symlinkSync('../../experimental.md', path.join(content, 'pages/guide/experimental.md'));
  fs.renameSync(path.join(content, 'pages/playground'), path.join(content, 'playground'));
  fs.symlinkSync('../playground', path.join(content, 'pages/playground'));
  const out = tmpDir('symlinks-out');
  return { out, r: await runCli(['--content', content, '--out', out]) };
});

describe('hostile content fails the build, and the previous output stays', () => {
  let out: string;
  let digest: string;

  beforeAll(async () => {
    // The previous output: a copy of the output of the passing build with symlinks inside the content folder (below).
    const first = await buildInsideSymlinks();
    expect(first.r.code, `the build with symlinks inside the content folder: ${first.r.stderr}`).toBe(0);
    out = tmpDir('hostile-out');
    fs.cpSync(first.out, out, { recursive: true });
    expect(fs.readdirSync(out).sort()).toEqual(fs.readdirSync(first.out).sort());
    digest = treeDigest(out);
  });

  async function failWith(mutate: (content: string) => void, env: NodeJS.ProcessEnv = {}): Promise<CliResult & { ms: number }> {
    const content = copyFixture('basic');
    mutate(content);
    const started = performance.now();
    const result = await runCli(['--content', content, '--out', out], { env });
    const ms = performance.now() - started;
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).not.toContain('PageRenderFailed');
    expect(treeDigest(out)).toBe(digest);
    expect(fs.readdirSync(path.dirname(out)).some((f) => f.startsWith(`${path.basename(out)}.staging`))).toBe(false);
    return { ...result, ms };
  }

  it('lists and block quotes nested past the limit: refused before parsing, naming the file, the line and the limit', async () => {
    const r = await failWith((c) => {
      write(c, 'pages/guide/experimental.md', `${FRONT}${'> '.repeat(10_000)}Deep.\n`);
      write(c, 'pages/guide/advanced.md', `${FRONT}${'- '.repeat(10_000)}Deep.\n`);
      // 300 levels of indented list: depth 101 is on the 101st line of it.
      write(c, 'pages/guide/setup.md', `${FRONT}${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- Level ${i + 1}`).join('\n')}\n`);
    });
    for (const page of ['experimental.md:10', 'advanced.md:10', 'setup.md:110']) {
      expect(r.stderr).toMatch(new RegExp(`pages/guide/${page.replace('.', '\\.')}: error: Lists and block quotes nest more than 100 levels deep on this line: the page is not compiled\\. \\[NestingTooDeep\\]`));
    }
    expect(r.stderr).not.toContain('Maximum call stack size exceeded');
    // Seconds, like any build of the fixture: parsing these took minutes and overflowed the stack.
    expect(r.ms).toBeLessThan(60_000);
  }, 90_000);

  it('a YAML alias bomb in front matter: a front matter error at the line of the alias', async () => {
    const r = await failWith((c) =>
      write(
        c,
        'pages/guide/experimental.md',
        [
          '---',
          'title: Experimental',
          'a: &a [x, x, x, x, x, x, x, x, x, x]',
          'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
          'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
          'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
          '---',
          '',
          '# Experimental',
          '',
        ].join('\n'),
      ),
    );
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md:5: error: The front matter's YAML aliases could not be expanded: Excessive alias count indicates a resource exhaustion attack\. \[FrontMatterAliases\]/);
    expect(r.stderr).toContain('Front matter needs no anchors (&name) or aliases (*name)');
    expect(r.stderr).not.toContain('template error');
  });

  it('a page over the size limit: refused unread, with its size, the limit and the config key to raise', async () => {
    const r = await failWith((c) => write(c, 'pages/guide/experimental.md', `${FRONT}${'A paragraph of the page, again and again.\n\n'.repeat(26_000)}`));
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md: error: The page is 1\.1 MB \(\d+ bytes\) of Markdown, over the limit of 1\.0 MB \(1048576 bytes\) a page: it is not compiled\. \[PageTooLarge\]/);
    expect(r.stderr).toContain('Split it into several pages, or raise maxPageBytes in the config (now 1048576)');
    // The config sets the limit.
    const small = await failWith(() => {}, { DOCS_BUILD_CONFIG: JSON.stringify({ maxPageBytes: 120 }) });
    expect(small.stderr).toMatch(/pages\/guide\/setup\.md: error: The page is \d+ bytes of Markdown, over the limit of 120 bytes a page/);
    expect(small.stderr).not.toMatch(/experimental\.md: error/); // 105 bytes
  });

  it('a page or page folder that is a symlink leading outside the content folder, or to nothing: refused, saying where it points and the rule', async () => {
    const secretPage = outsideFile('experimental.md', `${FRONT}${SECRET}\n`);
    const secretFolder = path.dirname(outsideFile('sandbox.md', `${FRONT}${SECRET}\n`));
    const r = await failWith((c) => {
      fs.rmSync(path.join(c, 'pages/guide/experimental.md'));
      fs.symlinkSync(secretPage, path.join(c, 'pages/guide/experimental.md'));
      fs.rmSync(path.join(c, 'pages/playground'), { recursive: true });
      fs.symlinkSync(secretFolder, path.join(c, 'pages/playground'));
      fs.rmSync(path.join(c, 'pages/guide/advanced.md'));
      fs.symlinkSync('../old/advanced.md', path.join(c, 'pages/guide/advanced.md'));
    });
    const real = (file: string) => fs.realpathSync(file);
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md: error: The page \S+pages\/guide\/experimental\.md is a symlink to (\S+), outside the content folder: it is not read\. \[OutsideContent\]/);
    expect(r.stderr).toContain(`is a symlink to ${real(secretPage)}, outside the content folder`);
    expect(r.stderr).toContain(`pages/playground/sandbox.md is in `);
    expect(r.stderr).toContain(`pages/playground, a symlink to ${real(secretFolder)}, outside the content folder`);
    expect(r.stderr).toContain('The build reads a file only when its real path, symlinks followed, is inside the content folder (the folder of docs.config.ts)');
    expect(r.stderr).toMatch(/pages\/guide\/advanced\.md: error: The page \S+ is a symlink to \S+\/pages\/old\/advanced\.md, which does not exist\. \[BrokenSymlink\]/);
    expect(r.stderr).not.toContain('MissingContentFile');
    expect(r.stderr).not.toContain(SECRET);
  });

  /**
   * The two tests below share one copy and one build: a page whose demo on line 10 is a symlink (the
   * first test), and whose demo on line 12 imports a file that is one (the second).
   */
  let demoSymlinks: Promise<CliResult & { ms: number }> | undefined;
  const demoSymlinksBuild = () =>
    (demoSymlinks ??= (() => {
      const secretDemo = outsideFile('Secret.tsx', `export default function Secret() {\n  return <p>${SECRET}</p>;\n}\n`);
      const secretData = outsideFile('secret.ts', `export const secret = '${SECRET}';\n`);
      return failWith((c) => {
        write(c, 'pages/guide/experimental.md', `${FRONT}{{"demo": "Secret.tsx"}}\n\n{{"demo": "Shown.tsx"}}\n`);
        // A demo file that is a symlink.
        fs.mkdirSync(path.join(c, 'pages/guide/experimental'));
        fs.symlinkSync(secretDemo, path.join(c, 'pages/guide/experimental/Secret.tsx'));
        // A demo importing a file that is a symlink.
        write(c, 'pages/guide/experimental/Shown.tsx', `import { secret } from './secret';\n\nexport default function Shown() {\n  return <p>{secret}</p>;\n}\n`);
        fs.symlinkSync(secretData, path.join(c, 'pages/guide/experimental/secret.ts'));
      });
    })());

  it('a demo file that is a symlink leading outside the content folder: refused at the demo line', async () => {
    const r = await demoSymlinksBuild();
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md:10: error: The demo file \S+pages\/guide\/experimental\/Secret\.tsx is a symlink to \S+Secret\.tsx, outside the content folder: it is not read\. \[OutsideContent\]/);
    expect(r.stderr).not.toContain(SECRET);
  });

  it('a file a demo imports that is a symlink leading outside the content folder: refused at the import', async () => {
    const r = await demoSymlinksBuild();
    expect(r.stderr).toMatch(/pages\/guide\/experimental\/Shown\.tsx:1: error: The file imported here, \S+pages\/guide\/experimental\/secret\.ts is a symlink to \S+secret\.ts, outside the content folder: it is not read\. \[OutsideContent\]/);
    expect(r.stderr).not.toContain(SECRET);
  });
});

describe('symlinks that stay inside the content folder', () => {
  it('are followed: a page file and a page folder that are symlinks build as any page', async () => {
    const { out, r } = await buildInsideSymlinks();
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(fs.readFileSync(path.join(out, 'x/guide/experimental/index.html'), 'utf8')).toContain('Things that may change.');
    expect(fs.readFileSync(path.join(out, 'x/playground/sandbox/index.html'), 'utf8')).toContain('Nothing around it.');
  });
});

describe('bytes that are not UTF-8', () => {
  const latin1 = (content: string) => write(content, 'pages/guide/experimental.md', Buffer.concat([Buffer.from(FRONT), Buffer.from('Caf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]));

  it('are a warning naming the file, the line and the byte offset', async () => {
    const content = copyFixture('basic');
    latin1(content);
    const r = await runCli(['--content', content, '--out', tmpDir('utf8-out')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md:10: warning: The file is not valid UTF-8: byte 109 \(0xE9\) on this line begins no UTF-8 character, and shows as "\uFFFD" in the page and its Markdown\. \[InvalidUtf8\]/);
    expect(r.stderr).toContain('the config key invalidUtf8: "error" makes this fail the build');
  });

  it('are an error with invalidUtf8: "error", as the bundled docs set it', async () => {
    const content = copyFixture('basic');
    latin1(content);
    const out = tmpDir('utf8-error-out');
    const r = await runCli(['--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify({ invalidUtf8: 'error' }) } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pages\/guide\/experimental\.md:10: error: The file is not valid UTF-8: byte 109 \(0xE9\)/);
    expect(fs.readdirSync(out)).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, 'content/docs.config.ts'), 'utf8')).toMatch(/^\s*invalidUtf8: 'error',$/m);
  });
});
