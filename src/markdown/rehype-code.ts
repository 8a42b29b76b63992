import { report } from './report.ts';
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

function variantFromMeta(meta: unknown): 'js' | 'ts' | undefined {
  if (typeof meta !== 'string') return undefined;
  const value = /variant="?(js|ts)"?/.exec(meta)?.[1];
  return value === 'js' || value === 'ts' ? value : undefined;
}

const isElement = (node: ElementContent | undefined): node is Element => node?.type === 'element';
const isBlank = (node: ElementContent | undefined) => node?.type === 'text' && node.value.trim() === '';

/**
 * Pairs a `variant="js"` block with the `variant="ts"` block next to it into one sample with
 * JS/TS tabs; which one shows follows the reader's choice (an attribute on <html>).
 */
function groupVariants(parent: Root | Element): void {
  const children = parent.children as ElementContent[];
  for (let i = 0; i < children.length; i++) {
    const first = children[i];
    if (!isElement(first) || typeof first.properties.dataVariant !== 'string') continue;
    let j = i + 1;
    while (isBlank(children[j])) j++;
    const second = children[j];
    if (!isElement(second) || typeof second.properties.dataVariant !== 'string' || second.properties.dataVariant === first.properties.dataVariant) continue;
    const tab = (value: 'JS' | 'TS') => ({
      type: 'element' as const,
      tagName: 'button',
      properties: { type: 'button', dataPref: 'codeVariant', dataValue: value },
      children: [{ type: 'text' as const, value }],
    });
    const group: Element = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['MuiCode-variants'] },
      children: [{ type: 'element', tagName: 'div', properties: { className: ['MuiCode-variant-tabs'], role: 'group', ariaLabel: 'JS / TS' }, children: [tab('JS'), tab('TS')] }, first, second],
    };
    children.splice(i, j - i + 1, group);
  }
}

/** Time a grammar may take on one line before shiki stops colouring it. */
const TOKENIZE_TIME_LIMIT_MS = 10_000;

/**
 * A highlighted code block with its optional title and a copy button, as a hast element:
 * `div.MuiCode-root > [div.MuiCode-title] pre button.MuiCode-copy`. `lang` null means plain text.
 */
export function codeBlock(highlighter: Highlighter, text: string, options: { lang: string | null; fenceLang?: string; title?: string }): Element {
  const { lang } = options;
  let pre: Element;
  if (lang) {
    // The default 500 ms per line made a loaded machine (a CI run, the first use of a grammar)
    // leave the rest of a line uncoloured: output must not depend on load. Still bounded.
    pre = highlighter.codeToHast(text, { lang, theme: CODE_THEME.name!, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS }).children[0] as Element;
  } else {
    pre = { type: 'element', tagName: 'pre', properties: { className: ['shiki', 'plain'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }] };
  }
  delete pre.properties.tabindex; // shiki's own; set once, as a property
  pre.properties.tabIndex = 0;
  const parts: ElementContent[] = [];
  if (options.title) parts.push({ type: 'element', tagName: 'div', properties: { className: ['MuiCode-title'] }, children: [{ type: 'text', value: options.title }] });
  parts.push(pre);
  parts.push({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['MuiCode-copy'], dataGaEventCategory: 'code', dataGaEventAction: 'copy-click', dataI18n: 'copy' },
    children: [{ type: 'text', value: 'Copy' }],
  });
  return { type: 'element', tagName: 'div', properties: { className: ['MuiCode-root'], dataLang: options.fenceLang || lang || 'text' }, children: parts };
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
          report('UnknownCodeLanguage', { lang: fenceLang }, { file, place: child.position, severity: 'warning' });
          lang = null;
        }
        const variant = variantFromMeta(code.data?.meta);
        const title = titleFromMeta(code.data?.meta);
        const wrapper = codeBlock(options.highlighter, text, { lang, fenceLang, ...(title ? { title } : {}) });
        if (variant) wrapper.properties.dataVariant = variant;
        wrapper.position = child.position;
        parent.children[index] = wrapper;
      });
    };
    visit(tree);
    groupVariants(tree);
    (file.data as PageFacts).codeBlocks = count;
  };
}
