import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type CliResult } from '../helpers/cli.ts';

/** The article of a built page: what the Markdown became, without the layout around it. */
function articleOf(out: string, route: string): string {
  const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the dialect fixture: Markdown written for MUI-style docs', () => {
  let out: string;
  let result: CliResult;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-'));
    result = await runCli(['--content', copyFixture('dialect'), '--out', out]);
  });

  it('builds without errors', () => {
    expect(result.stderr).not.toMatch(/error/);
    expect(result.code).toBe(0);
  });

  it('a JavaScript-only demo: shown as written, without a TypeScript tab or language toggle', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const block = html.slice(html.indexOf('id="demo-Counter-0"'), html.indexOf('id="demo-Greeting-1"'));
    expect(tagWithId(html, 'demo-Counter-0')).toContain('data-js-only="true"');
    expect(block).toContain('data-language="JS"');
    expect(block).not.toContain('data-language="TS"');
    expect(block).not.toContain('data-pref="codeVariant"');
    // Server-rendered, from the .js file.
    expect(block).toMatch(/Clicked (<!-- -->)?0(<!-- -->)? times/);
  });

  it('a demo line naming Name.js finds Name.tsx, with both languages', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const block = html.slice(html.indexOf('id="demo-Greeting-1"'), html.indexOf('id="demo-PlanChip-2"'));
    expect(tagWithId(html, 'demo-Greeting-1')).toContain('data-demo="pages/dialect/demos/Greeting"');
    expect(block).toContain('data-language="TS"');
    expect(block).toContain('Hello, <!-- -->reader<!-- -->.');
  });

  it('embedded components: server-rendered with their props, in the page flow, without toolbar or code', () => {
    const html = articleOf(out, 'x/dialect/demos');
    const chip = html.slice(html.indexOf('id="demo-PlanChip-2"'), html.indexOf('id="demo-ReleaseDate-3"'));
    expect(tagWithId(html, 'demo-PlanChip-2')).toMatch(/class="docs-demo docs-embed"/);
    expect(chip).toContain('Premium plan');
    expect(chip).toContain('data-bg="inline"');
    expect(chip).not.toContain('docs-demo-toolbar');
    expect(chip).not.toContain('docs-demo-code');
    expect(html).toContain('Released in spring.');
  });
});

describe('dialect errors, each at its line', () => {
  async function buildWith(mutate: (content: string) => void): Promise<CliResult> {
    const content = copyFixture('dialect');
    mutate(content);
    return runCli(['--content', content, '--out', fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-dialect-'))]);
  }
  const append = (content: string, text: string) => {
    const file = path.join(content, 'pages/dialect/demos.md');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${before}\n${text}\n`);
    return before.split('\n').length + 1;
  };

  it('an unknown component names the components that exist; bad component options are demo-line errors', async () => {
    let unknown = 0;
    let option = 0;
    const r = await buildWith((c) => {
      unknown = append(c, '{{"component": "PlanChp"}}');
      option = append(c, '{{"component": "PlanChip", "size": 3}}');
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${unknown}: error: Unknown component "PlanChp" \\(looked for components/PlanChp\\.tsx\\)`));
    expect(r.stderr).toContain('Components that exist: PlanChip, ReleaseDate.');
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${option}: error: .*unknown component option "size"`));
  });

  it('check-demos holds embedded components\' props to the component\'s types, at the page line', async () => {
    const content = copyFixture('dialect');
    const line = append(content, '{{"component": "PlanChip", "props": {"plan": "enterprise"}}}');
    const r = await runCli(['check-demos', '--content', content]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`pages/dialect/demos\\.md:${line}: error: .*props of the embedded component: Type '"enterprise"' is not assignable to type '"pro" \\| "premium"'`));
    // The lines of the fixture itself type-check: only the one added fails.
    expect(r.stderr.match(/: error: /g)).toHaveLength(1);
  });
});
