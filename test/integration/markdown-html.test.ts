// Raw HTML and family links through the CLI: the warning for what the allowlist removed names
// file:line, and links matching `externalLinks` are written as links to their site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type CliResult } from '../helpers/cli.ts';

describe('raw HTML and externalLinks on a built page', () => {
  let out: string;
  let result: CliResult;

  beforeAll(async () => {
    const content = copyFixture('markdown-html');
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-markdown-html-'));
    result = await runCli(['--content', content, '--out', out]);
  });

  it('builds, warning at file:line about the attribute it removed', () => {
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).toContain(
      "pages/keys.md:7:23: warning: Removed the onclick attribute of <kbd> from the page's HTML: event handlers run script. [RawHtmlRemoved]",
    );
  });

  it('writes the raw HTML kept, the lead and the family link', () => {
    const html = fs.readFileSync(path.join(out, 'x/keys/index.html'), 'utf8');
    expect(html).toContain('<p class="description">Press <kbd>Tab</kbd> to move between cells.</p>');
    expect(html).toContain('<meta name="description" content="Press Tab to move between cells.">');
    expect(html).toMatch(/<h2 id="with-esc"><a class="title-link-to-anchor" href="#with-esc">With <kbd>Esc<\/kbd>/);
    expect(html).toContain('Close the editor with <kbd>Esc</kbd>');
    expect(html).not.toContain('onclick');
    expect(html).toContain('<a href="https://mui.com/material-ui/react-button/#basics" target="_blank" rel="noopener noreferrer">Button</a>');
  });
});
