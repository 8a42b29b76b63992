// The markup of the drawer and of the chrome's icons, and the stylesheet rules it relies on.
import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MaskIcon } from '../../../templates/components/MaskIcon.tsx';
import { NavList } from '../../../templates/components/NavTree.tsx';
import { createTranslator } from '../../../templates/i18n.ts';
import { DRAWER_BESIDE_PX } from '../../../templates/constants.ts';

const css = fs.readFileSync(new URL('../../../templates/styles/docs.css', import.meta.url), 'utf8');

describe('the drawer', () => {
  it("sets each level's depth once, on its list, and indents at the start of the reading direction", () => {
    const html = renderToStaticMarkup(
      createElement(NavList, {
        depth: 0,
        t: createTranslator('en'),
        items: [{ id: 1, kind: 'group', title: 'Guides', href: '/x/a/', open: true, children: [{ id: 2, kind: 'page', title: 'Setup', href: '/x/a/', active: true }, { id: 3, kind: 'page', title: 'Usage', href: '/x/b/' }] }],
      }),
    );
    expect(html).toBe(
      '<ul class="nav-list" style="--depth:0"><li><a href="/x/a/" aria-expanded="true" data-nav-toggle="1">Guides</a>' +
        '<ul class="nav-list" style="--depth:1"><li><a href="/x/a/" class="app-drawer-active" aria-current="page">Setup</a></li><li><a href="/x/b/">Usage</a></li></ul></li></ul>',
    );
    // Logical padding: nested levels are indented in right to left too.
    // No class on the links: the stylesheet styles them by place.
    expect(css).toContain('.nav-list a { display: flex; align-items: center; gap: 6px; min-height: 32px; box-sizing: border-box; padding-block: 4px; padding-inline: calc(12px + var(--depth, 0) * 14px) 10px;');
  });

  it('moves behind the menu button below the width the client reads (it scrolls a drawer beside the page to the active entry)', () => {
    const narrow = new RegExp(`@media \\(max-width: ${DRAWER_BESIDE_PX - 1}\\.95px\\) \\{[^@]*\\.docs-drawer \\{ position: fixed;`);
    expect(css).toMatch(narrow);
  });
});

describe('icons drawn by the stylesheet', () => {
  it('are decorative spans whose shape the stylesheet has, for every icon the chrome and the demo toolbar name', () => {
    expect(renderToStaticMarkup(createElement(MaskIcon, { name: 'settings', small: true }))).toBe('<span class="docs-icon" data-icon="settings" data-small="" aria-hidden="true"></span>');
    const sources = ['templates/components/AppBar.tsx', 'templates/components/DocsPage.tsx', 'src/demos/demo-block.ts'].map((f) => fs.readFileSync(new URL(`../../../${f}`, import.meta.url), 'utf8')).join('\n');
    const named = new Set([...sources.matchAll(/<MaskIcon name="([a-z-]+)"|iconButton\('[a-z]+', '[a-zA-Z]+', '([a-z]+)'\)|dataIcon: '([a-z]+)'/g)].map((m) => m[1] ?? m[2] ?? m[3]));
    expect([...named].sort()).toEqual(['arrow-drop-down', 'codesandbox', 'github', 'menu', 'reset', 'search', 'settings', 'source', 'stackblitz', 'thumb-down', 'thumb-up']);
    for (const name of named) expect(css).toMatch(new RegExp(`\\[data-icon="${name}"\\] \\{ --docs-icon: url\\("data:image/svg\\+xml,%3Csvg [^"]*%3Cpath d='M?m?[^']+'/%3E%3C/svg%3E"\\); \\}`));
  });
});
