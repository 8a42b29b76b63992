// Raw HTML in pages: parsed into the tree, kept to an allowlist, each removal a warning at its
// line; the build's own elements and pages without raw HTML come through unchanged.
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';

const compiler = await createMarkdownCompiler({ routeOfFile: () => undefined });
const FILE = '/site/pages/page.md';
const compile = (body: string) => compiler(pageSourceOf(FILE, `# Title\n\nLead.\n\n${body}`));
const html = (body: string) => stringifyHast(compile(body).hast);
/** The removals reported: [line, message]. */
const removals = (body: string) =>
  compile(body)
    .diagnostics.filter((d) => d.code === 'RawHtmlRemoved')
    .map((d) => [d.location?.line, d.severity, d.message]);

describe('raw HTML', () => {
  it('keeps the prose elements and their text', () => {
    const body = 'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="Right to left">RTL</abbr>,<br>next line.\n';
    expect(html(body)).toContain('<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="Right to left">RTL</abbr>,<br>next line.</p>');
    expect(removals(body)).toEqual([]);
  });

  it('parses blocks around Markdown: details, HTML tables, images, class and id', () => {
    const body = [
      '<details>',
      '<summary>More <span class="hint">options</span></summary>',
      '',
      'Hidden **Markdown**.',
      '',
      '</details>',
      '',
      '<table><tr><td colspan="2" id="cell">A</td></tr></table>',
      '',
      '<img src="/x/static/a.png" alt="A grid" width="300">',
      '',
      '<a id="old-anchor"></a>',
      '',
    ].join('\n');
    const out = html(body);
    expect(out).toContain('<details>\n<summary>More <span class="hint">options</span></summary>\n<p>Hidden <strong>Markdown</strong>.</p>\n</details>');
    expect(out).toContain('<table><tbody><tr><td colspan="2" id="cell">A</td></tr></tbody></table>');
    expect(out).toContain('<img src="/x/static/a.png" alt="A grid" width="300">');
    expect(compile(body).anchors).toEqual(['cell', 'old-anchor']);
    expect(compile(body).diagnostics).toEqual([]);
  });

  it('removes what runs script or escapes the theme, with a warning at its line naming why', () => {
    const body = [
      'Text <span onclick="steal()" style="color: red" data-island="Demo" class="ok">kept</span>.', // line 5
      '',
      '<script>alert(1)</script>', // line 7
      '',
      '<iframe src="https://example.com"></iframe>', // line 9
      '',
      '[safe](https://e.com/) and <a href="javascript:alert(1)">bad</a> and <img src="data:text/html,x" alt="x">', // line 11
      '',
      '<center>Centred</center>', // line 13
      '',
    ].join('\n');
    const out = html(body);
    expect(out).toContain('<p>Text <span class="ok">kept</span>.</p>');
    expect(out).not.toMatch(/<script|alert|iframe|onclick|style=|data-island|javascript|data:text/);
    expect(out).toContain('<a>bad</a>');
    expect(out).toContain('<img alt="x">');
    expect(out).toContain('Centred');
    expect(removals(body)).toEqual([
      [5, 'warning', "Removed the onclick attribute of <span> from the page's HTML: event handlers run script."],
      [5, 'warning', "Removed the style attribute of <span> from the page's HTML: inline styles ignore the theme (dark mode, right to left) and can cover the page."],
      [5, 'warning', "Removed the data-island attribute of <span> from the page's HTML: data attributes are reserved for the site's own scripts."],
      [7, 'warning', "Removed <script> and its content from the page's HTML: scripts do not run in an article."],
      [9, 'warning', "Removed <iframe> and its content from the page's HTML: embedding another page or a plugin is not allowed."],
      [11, 'warning', 'Removed the URL "javascript:alert(1)" of <a> from the page\'s HTML: the scheme "javascript:" is not allowed here.'],
      [11, 'warning', "Removed the src URL of <img> from the page's HTML: only data:image/… URLs are allowed."],
      [13, 'warning', "Removed the <center> element from the page's HTML: <center> is not an allowed element (its content is kept)."],
    ]);
    const [first] = compile(body).diagnostics;
    expect(first?.hint).toBe('Show behaviour in a live demo ({{"demo": "Name.tsx"}}). Raw HTML in pages is kept to an allowlist (see "Markdown" in the README).');
  });

  it('says what to write instead of an attribute that is not allowed', () => {
    const page = compile('<p align="center">Centred</p>\n\n<a href="/x/a/" target="_top">out</a>\n');
    expect(page.diagnostics.map((d) => [d.message, d.hint])).toEqual([
      [
        "Removed the align attribute of <p> from the page's HTML: it is not an allowed attribute of <p>.",
        'Allowed attributes of <p>: class, id, title, lang, dir, role, aria-label, aria-labelledby, aria-describedby, aria-hidden. Raw HTML in pages is kept to an allowlist (see "Markdown" in the README).',
      ],
      [
        'Removed the target "_top" of <a> from the page\'s HTML: a link opens in the page or, with target="_blank", in a new tab.',
        'Write target="_blank" for a new tab, or leave it out (external links open in a new tab by themselves). Raw HTML in pages is kept to an allowlist (see "Markdown" in the README).',
      ],
    ]);
  });

  it('links with target="_blank" open in a new tab, always with rel="noopener noreferrer"; rel keeps only what restricts', () => {
    const body = '<a href="/x/a/" target="_blank">docs</a> <a href="https://e.com/" target="_blank" rel="nofollow">out</a> <a href="https://e.com/" rel="opener">back</a>\n'; // line 5
    expect(html(body)).toContain(
      '<a href="/x/a/" target="_blank" rel="noopener noreferrer">docs</a> <a href="https://e.com/" target="_blank" rel="nofollow noopener noreferrer">out</a> <a href="https://e.com/" target="_blank" rel="noopener noreferrer">back</a>',
    );
    expect(removals(body)).toEqual([[5, 'warning', 'Removed the rel value "opener" of <a> from the page\'s HTML: a link\'s rel may only restrict what the opened page gets.']]);
  });

  it('sizes images with width, height and a style that holds only their size; other declarations go, each named', () => {
    const body = '<img src="/x/static/grid.png" alt="The grid" width="600" height="400">\n\n<img src="/x/static/grid.png" alt="Scaled" style="width: 50%; max-width:480px; border: 1px solid red; height: auto; min-height: calc(10px + 1em)">\n'; // lines 5, 7
    const out = html(body);
    expect(out).toContain('<img src="/x/static/grid.png" alt="The grid" width="600" height="400">');
    expect(out).toContain('<img src="/x/static/grid.png" alt="Scaled" style="width: 50%; max-width: 480px; height: auto">');
    expect(removals(body)).toEqual([
      [7, 'warning', 'Removed the declaration "border: 1px solid red" of the style of <img> from the page\'s HTML: an image\'s style may set only its size (other styles ignore dark mode and right to left, or can cover the page).'],
      [7, 'warning', 'Removed the declaration "min-height: calc(10px + 1em)" of the style of <img> from the page\'s HTML: the value is not a length or a percentage.'],
    ]);
    // Everything else keeps its warning: a style on another element, one with nothing left.
    expect(html('<img src="/a.png" alt="a" style="float: left">\n')).toContain('<img src="/a.png" alt="a">');
    expect(removals('<span style="width: 10px">a</span>\n')[0]?.[2]).toBe("Removed the style attribute of <span> from the page's HTML: inline styles ignore the theme (dark mode, right to left) and can cover the page.");
  });

  it('release-note videos: sources from the site only, autoplay only muted, controls when nothing would start it', () => {
    const site = async () => createMarkdownCompiler({ routeOfFile: () => undefined, siteOrigin: 'https://docs.example.com' });
    return site().then((own) => {
      const body = [
        '<video controls width="960" height="540" poster="/x/static/poster.png" preload="metadata">', // line 5
        '  <source src="/x/static/release.webm" type="video/webm">',
        '  <source src="https://docs.example.com/x/static/release.mp4" type="video/mp4">',
        '  <source src="https://cdn.example.org/release.mp4" type="video/mp4">', // line 8
        '  <track kind="captions" src="release.en.vtt" srclang="en" label="English">',
        '  Watch the <a href="https://docs.example.com/x/static/release.mp4">release video</a>.',
        '</video>',
        '',
        '<video autoplay muted loop playsinline src="./clip.mp4"></video>', // line 13
        '',
        '<video autoplay src="//cdn.example.org/clip.mp4"></video>', // line 15
        '',
      ].join('\n');
      const page = own(pageSourceOf(FILE, `# Title\n\nLead.\n\n${body}`));
      const out = stringifyHast(page.hast);
      expect(out).toContain('<video controls width="960" height="540" poster="/x/static/poster.png" preload="metadata">');
      expect(out).toContain('<source src="/x/static/release.webm" type="video/webm">');
      expect(out).toContain('<source src="https://docs.example.com/x/static/release.mp4" type="video/mp4">');
      expect(out).not.toContain('cdn.example.org');
      expect(out).toContain('<track kind="captions" src="release.en.vtt" srclang="en" label="English">');
      expect(out).toContain('release video</a>.');
      expect(out).toContain('<video autoplay muted loop playsinline src="./clip.mp4"></video>');
      expect(out).toContain('<video controls></video>');
      expect(page.diagnostics.map((d) => [d.location?.line, d.message])).toEqual([
        [8, 'Removed <source src="https://cdn.example.org/release.mp4"> from the page\'s HTML: video files must come from the site itself.'],
        [15, 'Removed the URL "//cdn.example.org/clip.mp4" of <video> from the page\'s HTML: video files must come from the site itself.'],
        [15, "Removed the autoplay attribute of <video> from the page's HTML: a video may start by itself only muted (browsers refuse to play sound unasked, and sound that starts by itself disturbs readers)."],
      ]);
      expect(page.diagnostics[0]?.hint).toContain('or a URL on https://docs.example.com');
      // Outside a video, a source plays nothing.
      expect(removals('<source src="/a.mp4">\n')).toEqual([[5, 'warning', "Removed <source> from the page's HTML: it plays only inside a <video>."]]);
    });
  });

  it('markdown on <summary> and <details>: accepted silently, and their content is Markdown', () => {
    const body = [
      '<details>', // line 5
      '<summary markdown="span">Using `npm` with **pnpm** ([setup](/x/setup/))</summary>',
      '',
      'The body.',
      '',
      '</details>',
      '',
      '- In a list:',
      '',
      '  <details markdown="1">',
      '  <summary>The `yarn` way</summary>',
      '  Run [it](/x/yarn/) *now*.', // line 16
      '  </details>',
      '',
    ].join('\n');
    const page = compile(body);
    const out = stringifyHast(page.hast);
    expect(page.diagnostics).toEqual([]);
    expect(out).not.toContain('markdown=');
    expect(out).toMatch(/<summary>\s*Using <code>npm<\/code> with <strong>pnpm<\/strong> \(<a href="\/x\/setup\/">setup<\/a>\)\s*<\/summary>\s*<p>The body\.<\/p>/);
    expect(out).toMatch(/<summary>\s*The <code>yarn<\/code> way\s*<\/summary>\s*<p>Run <a href="\/x\/yarn\/">it<\/a> <em>now<\/em>\.<\/p>\s*<\/details>/);
    // Links inside are checked at their own lines.
    expect(page.links.map((l) => [l.url, l.line])).toEqual([['/x/setup/', 6], ['/x/yarn/', 16]]);
  });

  it('warns about an element never closed, which takes in the rest of its block', () => {
    const page = compile('Text.\n\n<div class="note">\n\n## Inside\n\n<span>open <kbd>k</kbd>\n');
    expect(page.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([
      ['RawHtmlUnclosed', 7, 'The <div> opened here is never closed: everything after it, to the end of the block around it, is inside it.'],
      ['RawHtmlUnclosed', 11, 'The <span> opened here is never closed: everything after it, to the end of the block around it, is inside it.'],
    ]);
    expect(page.toc).toEqual([]);
  });

  it('reads URL schemes in any case', () => {
    expect(html('<a href="HTTPS://e.com/">up</a>\n')).toContain('<a href="https://e.com/" target="_blank" rel="noopener noreferrer">up</a>');
  });

  it('allows data:image URLs in images', () => {
    expect(html('<img src="data:image/png;base64,AAAA" alt="dot">\n')).toContain('<img src="data:image/png;base64,AAAA" alt="dot">');
  });

  it('drops comments without a warning, and leaves a page of only comments untouched', () => {
    const body = 'Before <!-- inline note --> after.\n\n<!-- a block\nnote -->\n\n<b>bold</b> <!-- x -->\n';
    expect(html(body)).toBe('\n<p class="description">Lead.</p>\n<p>Before  after.</p>\n\n<p><b>bold</b> </p>');
    const onlyComments = 'Before <!-- inline note --> after.\n\n<!-- block -->\n';
    expect(html(onlyComments)).toBe('\n<p class="description">Lead.</p>\n<p>Before  after.</p>\n');
    expect(compile(body).diagnostics).toEqual([]);
  });

  it('keeps raw HTML in inline code and fences as code', () => {
    const out = html('Write `<kbd>` for keys.\n\n```html\n<script>alert(1)</script>\n```\n');
    expect(out).toContain('<code>&#x3C;kbd></code>');
    expect(out).toContain('&#x3C;<span class="tse">script</span>>');
    expect(compile('Write `<kbd>` for keys.\n').diagnostics).toEqual([]);
  });

  it('takes the text inside raw HTML into headings, the table of contents and the lead', () => {
    const page = compiler(pageSourceOf(FILE, '# Keys\n\n<p class="description">Use <kbd>Tab</kbd> to move.</p>\n\n## Press <kbd>Esc</kbd>\n\n<h2 id="own">Own id</h2>\n'));
    expect(page.description).toBe('Use Tab to move.');
    expect(page.toc.map((t) => [t.id, t.text])).toEqual([['press-esc', 'Press Esc'], ['own', 'Own id']]);
    expect(page.anchors.sort()).toEqual(['own', 'press-esc']);
    expect(stringifyHast(page.hast)).toContain('<p class="description">Use <kbd>Tab</kbd> to move.</p>');
  });

  it('cannot forge the mark of the build\'s own elements', () => {
    const out = html('<span docsbuildown="" DocsBuildOwn onclick="x()">a</span> <span DocsBuildUnwrap class="k">b</span>\n');
    expect(out).toContain('<span>a</span> <span class="k">b</span>');
  });

  it('leaves the build\'s own elements as they were (callouts, code titles and variants, demos, events, tables)', () => {
    const page = (key: string) =>
      [
        ':::warning',
        `Press ${key} first.`,
        ':::',
        '',
        '```tsx title="App.tsx" variant="ts"',
        'const a: number = <b />;',
        '```',
        '```jsx variant="js"',
        'const a = <b />;',
        '```',
        '',
        '{{"demo": "A.tsx", "bg": "inline"}}',
        '',
        '{{"events": "data-grid"}}',
        '',
        '| Key | Action |',
        '| :-- | --: |',
        `| ${key} | Close |`,
        '',
        '- [x] done, see [the guide](https://e.com/)',
        '',
      ].join('\n');
    const plain = html(page('Esc'));
    const withHtml = html(page('<kbd>Esc</kbd>'));
    expect(withHtml).toContain('<kbd>Esc</kbd>');
    expect(withHtml.replace(/<\/?kbd>/g, '')).toBe(plain);
    expect(plain).toContain('<div class="MuiCode-title">App.tsx</div>');
    expect(plain).toContain('MuiCode-variants');
  });
});
