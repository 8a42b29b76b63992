import type { Element, ElementContent, Root } from 'hast';
import type { Highlighter } from 'shiki';
import type { VFile } from 'vfile';
import { CODE_THEME, resolveLanguage } from './highlighter.ts';
import type { PageFacts } from './page-facts.ts';

function codeText(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? codeText(c) : '')).join('');
}

function titleFromMeta(meta: unknown): string | undefined {
  if (typeof meta !== 'string') return undefined;
  return /title="([^"]*)"/.exec(meta)?.[1];
}

/**
 * Highlights fenced code at build time (colours as CSS variables set per scheme, no highlighting
 * JavaScript in the browser) and wraps each block with its title and a copy button.
 *
 *   ```tsx title="App.tsx"  →  <div class="MuiCode-root"><div class="MuiCode-title">App.tsx</div><pre class="shiki">…</pre><button…>
 */
export function rehypeCode(options: { highlighter: Highlighter }) {
  return (tree: Root, file: VFile) => {
    let count = 0;
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        const code = child.tagName === 'pre' ? child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
        if (!code) {
          visit(child);
          return;
        }
        count++;
        const classes = (code.properties.className as string[] | undefined) ?? [];
        const fenceLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
        const text = codeText(code).replace(/\n$/, '');
        let lang = resolveLanguage(fenceLang);
        if (lang === undefined) {
          file.message(`Code block language "${fenceLang}" is not known to the highlighter; it is shown as plain text`, {
            place: child.position,
            ruleId: 'UnknownCodeLanguage',
            source: 'docs-build',
          });
          lang = null;
        }
        let pre: Element;
        if (lang) {
          const highlighted = options.highlighter.codeToHast(text, { lang, theme: CODE_THEME.name! });
          pre = highlighted.children[0] as Element;
        } else {
          pre = { type: 'element', tagName: 'pre', properties: { className: ['shiki', 'plain'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }] };
        }
        pre.properties.tabIndex = 0;
        const parts: ElementContent[] = [];
        const title = titleFromMeta(code.data?.meta);
        if (title) parts.push({ type: 'element', tagName: 'div', properties: { className: ['MuiCode-title'] }, children: [{ type: 'text', value: title }] });
        parts.push(pre);
        parts.push({
          type: 'element',
          tagName: 'button',
          properties: {
            type: 'button',
            className: ['MuiCode-copy'],
            dataGaEventCategory: 'code',
            dataGaEventAction: 'copy-click',
            dataI18n: 'copy',
          },
          children: [{ type: 'text', value: 'Copy' }],
        });
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['MuiCode-root'], dataLang: fenceLang || 'text' },
          children: parts,
          position: child.position,
        };
      });
    };
    visit(tree);
    (file.data as PageFacts).codeBlocks = count;
  };
}
