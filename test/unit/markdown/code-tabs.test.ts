// `<codeblock storageKey="…">` around fenced blocks (MUI's tabbed code block): tabs with the
// WAI-ARIA pattern, the first shown by the server; what cannot be a tab is reported at its line.
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';
import { pageSourceOf } from '../../../src/markdown/page-source.ts';

const compiler = await createMarkdownCompiler({ routeOfFile: () => undefined });
const FILE = '/site/pages/page.md';
/** The body starts at line 5. */
const compile = (body: string) => compiler(pageSourceOf(FILE, `# Title\n\nLead.\n\n${body}`));
const html = (body: string) => stringifyHast(compile(body).hast);
const problems = (body: string) => compile(body).diagnostics.map((d) => [d.location?.line, d.severity, d.message]);

const THREE = ['<codeblock storageKey="package-manager">', '', '```bash npm', 'npm install @mui/material', '```', '', '```bash pnpm', 'pnpm add @mui/material', '```', '', '```bash yarn', 'yarn add @mui/material', '```', '', '</codeblock>', ''].join('\n');

/** The tabs of the first set: [label, value, selected], and which panels are hidden. */
function tabsOf(out: string) {
  const tabs = [...out.matchAll(/<button type="button" class="MuiCode-tab" role="tab" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(true|false)" tabindex="(-?\d)" data-tab-value="([^"]+)">([^<]*)<\/button>/g)].map((m) => ({ id: m[1], controls: m[2], selected: m[3], tabindex: m[4], value: m[5], label: m[6] }));
  const panels = [...out.matchAll(/<div class="MuiCode-tabpanel" role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)" data-tab-value="([^"]+)"( hidden)?>/g)].map((m) => ({ id: m[1], labelledBy: m[2], value: m[3], hidden: Boolean(m[4]) }));
  return { tabs, panels };
}

describe('<codeblock> tabs', () => {
  it('three package managers: a tab list, a tab per block labelled after its language, the first shown', () => {
    const out = html(THREE);
    expect(out).toContain('<div class="MuiCode-tabs" data-tabs-key="package-manager"><div class="MuiCode-tablist" role="tablist" aria-label="Package manager">');
    const { tabs, panels } = tabsOf(out);
    expect(tabs.map((t) => [t.label, t.value, t.selected, t.tabindex])).toEqual([
      ['npm', 'npm', 'true', '0'],
      ['pnpm', 'pnpm', 'false', '-1'],
      ['yarn', 'yarn', 'false', '-1'],
    ]);
    expect(panels.map((p) => [p.value, p.hidden])).toEqual([['npm', false], ['pnpm', true], ['yarn', true]]);
    // Each tab controls its panel, each panel is labelled by its tab.
    for (const [i, tab] of tabs.entries()) {
      expect(tab.controls).toBe(panels[i]!.id);
      expect(panels[i]!.labelledBy).toBe(tab.id);
    }
    // The blocks are the author's: no generated install tabs inside, no "<codeblock>" left, no warning.
    expect(out).not.toContain('MuiCode-choice');
    expect(out).not.toMatch(/codeblock/i);
    expect(out).toContain('pnpm</span><span class="ts"> add</span>');
    expect(compile(THREE).diagnostics).toEqual([]);
  });

  it('labels: the words after the language, else the title (not shown twice), else the language', () => {
    const body = ['<codeblock>', '', '```tsx title="App.tsx"', 'export default 1;', '```', '', '```js', 'module.exports = 1;', '```', '', '```css Day.js styles {2}', 'a {}', '```', '', '</codeblock>', ''].join('\n');
    const out = html(body);
    const { tabs } = tabsOf(out);
    expect(tabs.map((t) => [t.label, t.value])).toEqual([
      ['App.tsx', 'app-tsx'],
      ['JavaScript', 'javascript'],
      ['Day.js styles', 'day-js-styles'],
    ]);
    expect(out).not.toContain('MuiCode-title');
    // Without a storage key: tabs all the same, not remembered.
    expect(out).toContain('<div class="MuiCode-tabs"><div class="MuiCode-tablist" role="tablist" aria-label="Code samples">');
  });

  it('written without blank lines, in a list item, and two sets with their own ids', () => {
    const tight = ['<codeblock storageKey="package-manager">', '```bash npm', 'npm install @mui/x-charts', '```', '```bash yarn', 'yarn add @mui/x-charts', '```', '</codeblock>', ''].join('\n');
    const out = html(`${tight}\n- Install:\n\n  ${THREE.replace(/\n/g, '\n  ')}\n`);
    expect((out.match(/class="MuiCode-tabs"/g) ?? []).length).toBe(2);
    expect(out).toMatch(/<li>[\s\S]*<div class="MuiCode-tabs" data-tabs-key="package-manager">[\s\S]*<\/li>/);
    expect(out).toContain('id="code-tabs-1-tab-1"');
    expect(out).toContain('id="code-tabs-2-tab-3"');
    expect(tabsOf(out).tabs.slice(0, 2).map((t) => t.label)).toEqual(['npm', 'yarn']);
    expect(problems(`${tight}\n- Install:\n\n  ${THREE.replace(/\n/g, '\n  ')}\n`)).toEqual([]);
  });

  it('a key a generated choice shares: tabs take its values (Day.js → dayjs)', () => {
    const body = ['<codeblock storageKey="date-library">', '', '```ts Day.js', "import dayjs from 'dayjs';", '```', '', '```ts Luxon', "import { DateTime } from 'luxon';", '```', '', '</codeblock>', ''].join('\n');
    expect(tabsOf(html(body)).tabs.map((t) => [t.label, t.value])).toEqual([['Day.js', 'dayjs'], ['Luxon', 'luxon']]);
    expect(html(body)).toContain('aria-label="Date library"');
  });

  it('what cannot be a tab: a warning at its line, shown after the tabs', () => {
    const body = [
      '<codeblock storageKey="package-manager" lang="en">', // line 5
      '',
      'Run one of these:', // line 7
      '',
      '```bash npm',
      'npm install @mui/material',
      '```',
      '',
      '```bash npm', // line 13
      'npm i @mui/material',
      '```',
      '',
      '</codeblock>',
      '',
      '<codeblock storageKey="a key">', // line 19
      '',
      'Nothing but text.', // line 21
      '',
      '</codeblock>',
      '',
      '<codeblock>', // line 25
      '',
      '```bash',
      'ls',
      '```',
      '',
      'The end.',
      '',
    ].join('\n');
    expect(problems(body)).toEqual([
      [5, 'warning', '<codeblock> has no attribute "lang": it is ignored.'],
      [7, 'warning', 'Only fenced code blocks can be tabs of a <codeblock>, and this paragraph is not one: it is shown after the tabs.'],
      [19, 'warning', 'The storageKey "a key" is not a name (up to 64 letters, digits, "-", "_" and "."): the reader\'s tab is not remembered.'],
      [19, 'warning', 'This <codeblock> holds no fenced code block: there is nothing to show as tabs.'],
      [25, 'warning', 'This <codeblock> is never closed: its tabs are the 1 fenced block right after it.'],
      [13, 'warning', 'Two tabs of this <codeblock> are labelled "npm": readers cannot tell them apart.'],
    ]);
    const out = html(body);
    // Nothing is lost: the text follows the tabs, the empty set's text stays, the unclosed set ends at its blocks.
    expect(out).toMatch(/<\/div><\/div><\/div>\s*<p>Run one of these:<\/p>/);
    expect(tabsOf(out).tabs.slice(0, 2).map((t) => t.value)).toEqual(['npm', 'npm-2']);
    expect(out).toContain('<p>Nothing but text.</p>');
    expect(out).toMatch(/Shell<\/button><\/div>[\s\S]*ls[\s\S]*<p>The end\.<\/p>/);
    expect(out).not.toMatch(/codeblock/i);
  });
});
