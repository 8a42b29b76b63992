import { report } from './report.ts';
import type { Element, ElementContent, Root } from 'hast';
import convertNpm from 'npm-to-yarn';
import { CODE_CHOICES, type CodeChoice } from '../../templates/constants.ts';
import type { Highlighter } from 'shiki';
import type { VFile } from 'vfile';
import { CODE_THEME, languageName, resolveLanguage } from './highlighter.ts';
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

/** The choice a fence's meta puts it under (`dateLibrary="luxon"`): the first key of CODE_CHOICES it names, with its value. */
function choiceFromMeta(meta: unknown): { choice: CodeChoice; value: string } | undefined {
  if (typeof meta !== 'string') return undefined;
  for (const [choice, pattern] of CHOICE_META) {
    const value = pattern.exec(meta)?.[1];
    if (value !== undefined) return { choice, value };
  }
  return undefined;
}

const CHOICE_META = (Object.keys(CODE_CHOICES) as CodeChoice[]).map((choice) => [choice, new RegExp(`(?:^|\\s)${choice}="([^"]*)"`)] as const);

/** The flags of `npm install` whose pnpm and Yarn equivalents npm-to-yarn knows; any other leaves a block npm only. */
const INSTALL_FLAGS = new Set(['-D', '--save-dev', '-E', '--save-exact']);

/**
 * `npm install a b -D` → its pnpm and Yarn forms (converted by npm-to-yarn, which Docusaurus's and
 * Fumadocs' tabs use too), or undefined when a line is neither an install nor a comment, or uses
 * a flag without a known equivalent.
 */
export function packageManagerForms(text: string): { npm: string; pnpm: string; yarn: string } | undefined {
  const lines = text.split('\n');
  if (!lines.some((line) => line.trim() !== '' && !line.trim().startsWith('#'))) return undefined;
  const forms = { npm: [] as string[], pnpm: [] as string[], yarn: [] as string[] };
  for (const line of lines) {
    const m = /^(\s*)(npm (?:install|i|add)(?:\s+\S+)*)\s*$/.exec(line);
    if (!m) {
      if (line.trim() !== '' && !line.trim().startsWith('#')) return undefined;
      for (const form of Object.values(forms)) form.push(line);
      continue;
    }
    const words = m[2]!.split(/\s+/).slice(2);
    if (words.some((w) => w.startsWith('-') && !INSTALL_FLAGS.has(w))) return undefined;
    forms.npm.push(line);
    forms.pnpm.push(`${m[1]}${convertNpm(m[2]!, 'pnpm')}`);
    forms.yarn.push(`${m[1]}${convertNpm(m[2]!, 'yarn')}`);
  }
  return { npm: forms.npm.join('\n'), pnpm: forms.pnpm.join('\n'), yarn: forms.yarn.join('\n') };
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal']);

/** The tab strip of a choice: a button per value, each setting the reader's choice (remembered, applied on every page). */
function choiceTabs(choice: CodeChoice, values: readonly string[]): Element {
  const labels = CODE_CHOICES[choice].labels as Record<string, string>;
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['MuiCode-variant-tabs'], role: 'group', ariaLabel: CODE_CHOICES[choice].title },
    children: values.map((value) => ({
      type: 'element' as const,
      tagName: 'button',
      properties: { type: 'button', dataPref: choice, dataValue: value },
      children: [{ type: 'text' as const, value: labels[value] ?? value }],
    })),
  };
}

/** A group of panels, one per value of a choice, under their tab strip; the reader's choice shows one (an attribute on <html>). */
function choiceGroup(choice: CodeChoice, panels: { value: string; children: ElementContent[] }[]): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['MuiCode-choice'], dataChoiceGroup: choice },
    children: [
      choiceTabs(
        choice,
        panels.map((p) => p.value),
      ),
      ...panels.map((p): Element => ({ type: 'element', tagName: 'div', properties: { className: ['MuiCode-choice-panel'], dataChoice: p.value }, children: p.children })),
    ],
  };
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

const CODE_WRAPPERS = ['MuiCode-root', 'MuiCode-variants', 'MuiCode-choice', 'MuiCode-tabs'];

/**
 * Groups runs of blocks put under the same choice (`dateLibrary="dayjs"` in their fence's meta) into
 * one set of tabs, a panel per value (the blocks of a value side by side form its panel). A run
 * must give every value of its choice, in any order, so that whatever the reader chose shows
 * something: a missing or unknown value is reported at the run.
 */
function groupChoices(parent: Root | Element, file: VFile): void {
  const children = parent.children as ElementContent[];
  for (let i = 0; i < children.length; i++) {
    const first = children[i];
    if (!isElement(first) || typeof first.properties.dataCodeChoice !== 'string') {
      // Blocks sit in the article, callouts and lists, never inside a code block's own markup.
      if (isElement(first) && !CODE_WRAPPERS.some((c) => (first.properties.className as string[] | undefined)?.includes(c))) groupChoices(first, file);
      continue;
    }
    const choice = first.properties.dataCodeChoice as CodeChoice;
    const run: Element[] = [first];
    let j = i + 1;
    for (;;) {
      let k = j;
      while (isBlank(children[k])) k++;
      const next = children[k];
      if (!isElement(next) || next.properties.dataCodeChoice !== choice) break;
      run.push(next);
      j = k + 1;
    }
    const allowed = CODE_CHOICES[choice].values as readonly string[];
    const panels: { value: string; children: ElementContent[] }[] = [];
    for (const block of run) {
      const value = String(block.properties.dataCodeChoiceValue);
      delete block.properties.dataCodeChoice;
      delete block.properties.dataCodeChoiceValue;
      const panel = panels.find((p) => p.value === value);
      if (panel) panel.children.push(block);
      else panels.push({ value, children: [block] });
    }
    const given = panels.map((p) => p.value);
    const unknown = given.filter((v) => !allowed.includes(v));
    const missing = allowed.filter((v) => !given.includes(v));
    if (unknown.length || missing.length) {
      report('InvalidCodeChoice', { choice, values: [...allowed], unknown, missing }, { file, place: first.position, severity: 'error' });
      continue;
    }
    panels.sort((a, b) => allowed.indexOf(a.value) - allowed.indexOf(b.value));
    const group = choiceGroup(choice, panels);
    group.position = first.position;
    children.splice(i, j - i, group);
  }
}

/**
 * The short class of each token colour of CODE_THEME (docs.css gives each its variable). Code is
 * most of the HTML of the site: written as shiki writes it, `<span style="color:var(--shiki-token-keyword)">`
 * per token, it made a fifth of every page and code fragment.
 */
const TOKEN_CLASSES: Record<string, string> = {
  'token-keyword': 'tk', 'token-string': 'ts', 'token-string-expression': 'tse', 'token-constant': 'tc', 'token-function': 'tf',
  'token-parameter': 'tp', 'token-comment': 'tcm', 'token-punctuation': 'tpu', 'token-link': 'tl', 'token-inserted': 'ti', 'token-deleted': 'td', 'token-changed': 'tch',
};

const TOKEN_STYLE = /^color:var\(--shiki-([a-z-]+)\)$/;

/**
 * Rewrites shiki's token spans in place: a token in the block's own colour (`--shiki-foreground`,
 * a third of all tokens) becomes plain text, merged with its neighbours; a token of a known colour
 * gets its class instead of an inline style; any other style (a font style) stays as shiki wrote it.
 * The block's own colours come from docs.css, so the `pre` loses its inline style too, and the
 * span shiki puts around each line goes (its tokens and the line breaks stay).
 */
export function compactTokens(pre: Element): void {
  // shiki writes it as `class: 'line'`, alone.
  const isLine = (span: Element) => {
    const keys = Object.keys(span.properties);
    const classes = span.properties.class ?? span.properties.className;
    return keys.length === 1 && (classes === 'line' || (Array.isArray(classes) && classes.length === 1 && classes[0] === 'line'));
  };
  delete pre.properties.style;
  const rewrite = (parent: Element) => {
    const children: ElementContent[] = [];
    const push = (node: ElementContent) => {
      const last = children[children.length - 1];
      if (node.type === 'text' && last?.type === 'text') last.value += node.value;
      else children.push(node);
    };
    for (const child of parent.children) {
      if (child.type !== 'element') {
        push(child);
        continue;
      }
      if (child.tagName === 'span' && isLine(child)) {
        // shiki's span around each line: nothing styles or reads it, and it was 26 bytes a line.
        rewrite(child);
        for (const c of child.children) push(c.type === 'text' ? { ...c } : c);
        continue;
      }
      if (child.tagName !== 'span' || typeof child.properties.style !== 'string') {
        rewrite(child);
        push(child);
        continue;
      }
      const colour = TOKEN_STYLE.exec(child.properties.style)?.[1];
      if (colour === 'foreground' && child.children.every((c) => c.type === 'text')) {
        for (const c of child.children) push({ ...c });
        continue;
      }
      const className = colour === undefined ? undefined : TOKEN_CLASSES[colour];
      if (className) {
        delete child.properties.style;
        child.properties.className = [className];
      }
      push(child);
    }
    parent.children = children;
  };
  rewrite(pre);
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
  if (lang) compactTokens(pre);
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
    let choices = 0;
    let tabSets = 0;
    /** The fence of a `pre` (language, text, meta), its unknown language reported. */
    const fenceOf = (pre: Element, code: Element) => {
      count++;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const fenceLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      const text = codeText(code).replace(/\n$/, '');
      let lang = resolveLanguage(fenceLang);
      if (lang === undefined) {
        report('UnknownCodeLanguage', { lang: fenceLang }, { file, place: pre.position, severity: 'warning' });
        lang = null;
      }
      return { fenceLang, text, lang, meta: code.data?.meta };
    };
    const visit = (parent: Root | Element) => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (typeof child.properties.dataCodeTabs === 'string') {
          parent.children[index] = codeTabs(child, ++tabSets, (pre, code) => fenceOf(pre, code), options.highlighter, file);
          return;
        }
        const code = codeOf(child);
        if (!code) {
          visit(child);
          return;
        }
        const { fenceLang, text, lang, meta } = fenceOf(child, code);
        const variant = variantFromMeta(meta);
        const title = titleFromMeta(meta);
        const choice = choiceFromMeta(meta);
        // An install command shows as npm, pnpm and Yarn tabs, the reader's package manager chosen.
        const installs = SHELL_LANGUAGES.has(fenceLang) ? packageManagerForms(text) : undefined;
        const block = (source: string) => codeBlock(options.highlighter, source, { lang, fenceLang, ...(title ? { title } : {}) });
        const wrapper = installs
          ? choiceGroup(
              'packageManager',
              CODE_CHOICES.packageManager.values.map((value) => ({ value, children: [block(installs[value])] })),
            )
          : block(text);
        if (variant) wrapper.properties.dataVariant = variant;
        if (choice) {
          wrapper.properties.dataCodeChoice = choice.choice;
          wrapper.properties.dataCodeChoiceValue = choice.value;
          choices++;
        }
        wrapper.position = child.position;
        parent.children[index] = wrapper;
      });
    };
    visit(tree);
    groupVariants(tree);
    // Most pages have no choice blocks: only those walk their tree again.
    if (choices > 0) groupChoices(tree, file);
    (file.data as PageFacts).codeBlocks = count;
  };
}

/** The `code` of a `pre` the Markdown made (a fenced or indented block). */
function codeOf(el: Element): Element | undefined {
  return el.tagName === 'pre' ? el.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
}

/** The words of a fence's meta that are not `key="value"` options or line ranges: MUI's label of a tab (```` ```bash npm ```` → "npm"). */
function bareMeta(meta: unknown): string | undefined {
  if (typeof meta !== 'string') return undefined;
  const words = meta.replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ').replace(/\{[^}]*\}/g, ' ').trim().replace(/\s+/g, ' ');
  return words || undefined;
}

/** The value a tab is remembered by: its label as a name (`Yarn` → yarn), or a value of the choice its key shares (`Day.js` → dayjs). */
function tabValueOf(label: string, key: string | undefined): string {
  const choice = Object.values(CODE_CHOICES).find((c) => c.tabsKey === key);
  if (choice) {
    const lower = label.toLowerCase();
    const found = choice.values.find((v) => v === lower || (choice.labels as Record<string, string>)[v]!.toLowerCase() === lower);
    if (found) return found;
  }
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64);
}

/** The label of a set of tabs for assistive technology: its storage key as words, or the choice it shares. */
function tabsLabelOf(key: string | undefined): string {
  if (!key) return 'Code samples';
  const choice = Object.values(CODE_CHOICES).find((c) => c.tabsKey === key);
  if (choice) return choice.title;
  const words = key.replace(/[-_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A `<codeblock>` (remark-code-tabs.ts) as tabs, with the WAI-ARIA tabs pattern: a tab list of
 * buttons, one per block, labelled by the block's label (```` ```bash npm ````), its title or its
 * language, each controlling its panel. The server shows the first tab; the pre-paint script and
 * client/code-tabs.ts show the one the reader chose for the storage key
 * (`div.MuiCode-tabs[data-tabs-key]`), and switch every set with that key together.
 */
function codeTabs(
  el: Element,
  n: number,
  fenceOf: (pre: Element, code: Element) => { fenceLang: string; text: string; lang: string | null; meta: unknown },
  highlighter: Highlighter,
  file: VFile,
): Element {
  const key = (el.properties.dataCodeTabs as string) || undefined;
  const seen = new Set<string>();
  const tabs = el.children.flatMap((pre) => {
    const code = pre.type === 'element' ? codeOf(pre) : undefined;
    if (!code) return [];
    const { fenceLang, text, lang, meta } = fenceOf(pre as Element, code);
    const title = titleFromMeta(meta);
    const label = bareMeta(meta) ?? title ?? languageName(fenceLang);
    let value = tabValueOf(label, key) || `tab-${seen.size + 1}`;
    if (seen.has(value)) {
      report('InvalidCodeTabs', { problem: 'duplicate', label }, { file, place: (pre as Element).position, severity: 'warning' });
      for (let i = 2; seen.has(value); i++) value = `${value.replace(/-\d+$/, '')}-${i}`;
    }
    seen.add(value);
    // A title that is the tab's label is not shown twice.
    const block = codeBlock(highlighter, text, { lang, fenceLang, ...(title && title !== label ? { title } : {}) });
    return [{ label, value, block }];
  });
  const id = (i: number, part: 'tab' | 'panel') => `code-tabs-${n}-${part}-${i + 1}`;
  const tablist: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['MuiCode-tablist'], role: 'tablist', ariaLabel: tabsLabelOf(key) },
    children: tabs.map((tab, i) => ({
      type: 'element' as const,
      tagName: 'button',
      properties: { type: 'button', className: ['MuiCode-tab'], role: 'tab', id: id(i, 'tab'), ariaControls: [id(i, 'panel')], ariaSelected: i === 0 ? 'true' : 'false', tabIndex: i === 0 ? 0 : -1, dataTabValue: tab.value },
      children: [{ type: 'text' as const, value: tab.label }],
    })),
  };
  const panels = tabs.map(
    (tab, i): Element => ({
      type: 'element',
      tagName: 'div',
      properties: { className: ['MuiCode-tabpanel'], role: 'tabpanel', id: id(i, 'panel'), ariaLabelledBy: [id(i, 'tab')], dataTabValue: tab.value, ...(i === 0 ? {} : { hidden: true }) },
      children: [tab.block],
    }),
  );
  const result: Element = { type: 'element', tagName: 'div', properties: { className: ['MuiCode-tabs'], ...(key ? { dataTabsKey: key } : {}) }, children: [tablist, ...panels] };
  if (el.position) result.position = el.position;
  return result;
}
