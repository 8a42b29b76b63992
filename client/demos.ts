// Demos on a page: the toolbar, the code panel, and loading each live demo as an island when it
// comes near the viewport. Loaded by main.ts only on pages that show demos; no React here.
import { DEMO_COPIED_MS, DEMO_LOAD_MARGIN } from '../templates/constants.ts';
import type { ComponentType } from 'react';
import { copyWithLabel } from './copied-label.ts';
import { evaluateInTasks } from './module-tasks.ts';
import { afterEngagement, hydratesServerMarkup, startsOnEngagement, styleOf as styleShown } from './engagement.ts';
import type { FrameEditing } from './demo/frame.ts';
import type { MountedDemo } from './demo/island.tsx';

type Island = typeof import('./demo/island.tsx');
type CodeState = 'closed' | 'preview' | 'full';

const mounted = new WeakMap<HTMLElement, { variant: string; demo: Promise<MountedDemo> }>();
const direction = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
let runtime: Promise<Island> | undefined;

let firstModules: Promise<void> | undefined;

/** The island runtime (one module for every demo of the page), imported from the URL a live area names, once, after `first`. */
const islandRuntime = (live: HTMLElement, first: Promise<void> = firstModules ?? Promise.resolve()) => (runtime ??= first.then(() => import(/* island runtime */ live.dataset.runtime!) as Promise<Island>));

/**
 * Before the page's first demo starts, the modules the page lists for it (`<meta name="docs-preload">`:
 * the island runtime's and the demo's, each after those it imports, the demo's own last) are
 * evaluated one a task (client/module-tasks.ts), once. Another demo (or another style variant of
 * this one) waits for them only while they are evaluated: it needs most of them.
 */
function firstDemoModules(module: string): Promise<void> {
  if (firstModules) return firstModules;
  const listed = document.querySelector<HTMLMetaElement>('meta[name="docs-preload"]')?.content.split(' ').filter(Boolean) ?? [];
  if (listed[listed.length - 1] !== module) return Promise.resolve();
  // Each module marked once evaluated (a user timing mark, as the browser's profiler shows it).
  const load = (url: string) => import(/* a listed module */ url).then(() => performance.mark(MODULE_MARK, { detail: url }));
  return (firstModules = evaluateInTasks(listed.slice(0, -1), { load }));
}

/** The user timing mark of each of the first demo's modules, once evaluated. */
const MODULE_MARK = 'docs-demo-module';

/** The reader's code language, or JS for a demo written in JavaScript only. */
const codeLanguage = (demo: HTMLElement) => (demo.dataset.jsOnly !== 'true' && document.documentElement.getAttribute('data-code-variant') === 'TS' ? 'TS' : 'JS');

/** The style variant a demo shows: the reader's choice when the demo has it, else its default. */
const styleOf = (demo: HTMLElement) => styleShown(demo.querySelector<HTMLElement>('.docs-demo-live')!);

/** Starts the live demo (once), or switches it to the style variant now chosen. */
function mount(demo: HTMLElement): Promise<MountedDemo> {
  const live = demo.querySelector<HTMLElement>('.docs-demo-live')!;
  const style = styleOf(demo);
  const dir = direction();
  const variant = `${style}:${dir}`;
  const current = mounted.get(live);
  if (current?.variant === variant) return current.demo;
  const modules = JSON.parse(live.dataset.modules ?? '{}') as Record<string, string>;
  const first = firstDemoModules(modules[style]!);
  const loading = islandRuntime(live, first);
  // The runtime and the demo's module download side by side (the page's first demo's were
  // preloaded with the page: client/main.ts).
  const module = first.then(() => import(/* demo module */ modules[style]!) as Promise<{ default: ComponentType }>);
  module.catch(() => undefined); // reported by the island, inside the demo's frame
  const started = (async () => {
    if (current) (await current.demo).unmount();
    const island = await loading;
    // Hydrate only the first time, over markup the browser can take as it is (the same variant and
    // direction, where the build says hydrating helps: see client/engagement.ts).
    const hydrate = !current && hydratesServerMarkup(live);
    const made = await island.mountDemo(live, module, { hydrate, errorLabel: live.dataset.errorLabel ?? 'Error', direction: dir, name: demo.dataset.demo ?? '' });
    // The reader's edited code follows the demo into its new mount (another direction).
    if (current) editing.get(demo)?.runner?.attach(made);
    return made;
  })();
  mounted.set(live, { variant, demo: started });
  return started;
}

const loaded = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Puts a demo's full sources and imported files in the page, the first time the reader opens,
 * copies or sandboxes them: each is a fragment of its own (src/demos/code-fragments.ts), so the
 * page carries only the previews. A failed load says so in place and is tried again next time.
 */
function loadCode(demo: HTMLElement): Promise<void> {
  const known = loaded.get(demo);
  if (known) return known;
  const lazy = [...demo.querySelectorAll<HTMLElement>('.docs-demo-lazy[data-src]')];
  const loading = Promise.all(
    lazy.map(async (placeholder) => {
      const response = await fetch(placeholder.dataset.src!);
      if (!response.ok) throw new Error(`${response.status} ${placeholder.dataset.src}`);
      placeholder.outerHTML = await response.text();
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      loaded.delete(demo);
      const label = demo.querySelector<HTMLElement>('.docs-demo-code')?.dataset.errorLabel ?? String(error);
      for (const placeholder of demo.querySelectorAll<HTMLElement>('.docs-demo-lazy')) {
        placeholder.dataset.error = 'true';
        placeholder.textContent = label;
      }
      throw error;
    },
  );
  loaded.set(demo, loading);
  return loading;
}

/** An iframe demo (the `iframe` option): its frame document runs the demo, not this page. */
const framed = (demo: HTMLElement) => demo.querySelector<HTMLElement>('.docs-demo-live')?.dataset.frame === 'true';

/** Resets an iframe demo: its frame reloads, and tells the page again once the demo has committed. */
function reloadFrame(demo: HTMLElement): void {
  const live = demo.querySelector<HTMLElement>('.docs-demo-live')!;
  delete live.dataset.committed;
  delete live.dataset.live;
  live.querySelector('iframe')?.contentWindow?.location.reload();
}

function setCode(demo: HTMLElement, state: CodeState): void {
  const was = demo.dataset.code as CodeState;
  demo.dataset.code = state;
  if (state === 'full') loadCode(demo).catch(() => undefined);
  const toggle = demo.querySelector<HTMLButtonElement>('[data-demo-action="toggle"]');
  if (toggle) {
    toggle.setAttribute('aria-expanded', String(state !== 'closed'));
    toggle.textContent = (state === 'closed' ? toggle.dataset.labelShow : toggle.dataset.labelHide) ?? toggle.textContent;
  }
  const expand = demo.querySelector<HTMLButtonElement>('[data-demo-action="expand"]');
  if (expand) expand.textContent = (state === 'full' ? expand.dataset.labelHide : expand.dataset.labelShow) ?? expand.textContent;
  // The first time the code opens, a small ad may show under the demo.
  const ad = demo.querySelector('.docs-demo-ad');
  if (was === 'closed' && state !== 'closed' && ad && demo.dataset.adRequested !== 'true') {
    demo.dataset.adRequested = 'true';
    ad.dispatchEvent(new CustomEvent('docs:ad-feed', { bubbles: true }));
  }
}

/** The full code block of the reader's language and style. */
const fullBlock = (demo: HTMLElement, language: string, style: string) => demo.querySelector<HTMLElement>(`.docs-demo-source[data-language="${language}"][data-style="${style}"] [data-part="full"]`);

/** The source shown for the reader's language and style: exactly the file's text, or the reader's edit of it. */
export function sourceOf(demo: HTMLElement): { text: string; language: 'JS' | 'TS'; style: string } {
  const language = codeLanguage(demo);
  const style = styleOf(demo);
  const edit = editedIn(demo, language, style);
  if (edit) return { text: edit.runner.text(edit.main), language, style };
  const block = fullBlock(demo, language, style);
  const text = (block?.querySelector('pre')?.textContent ?? '') + (block?.dataset.eol === 'true' ? '\n' : '');
  return { text, language, style };
}

type Editor = Awaited<ReturnType<Island['loadEditor']>>;
type EditSession = Awaited<ReturnType<Editor['editCode']>>;

/**
 * A demo whose code the reader is editing: once the editor has loaded, the runner of its files
 * (what they hold now, and running them in the demo), then an editor per code block opened
 * (`''` for the demo's own file, else the name of a file it imports).
 */
interface Editing {
  ready: Promise<void>;
  editor?: Editor;
  runner?: ReturnType<Editor['runEdits']>;
  sessions: Map<string, EditSession>;
  starting: Map<string, Promise<void>>;
  language: string;
  style: string;
  /** The name of the demo's own file (`Name.tsx`, `Name.js`). */
  main: string;
}

const editing = new Map<HTMLElement, Editing>();

/** The editing of a demo when it edits the files of this language and style. */
function editedIn(demo: HTMLElement, language: string, style: string): (Editing & { runner: NonNullable<Editing['runner']> }) | undefined {
  const edit = editing.get(demo);
  return edit?.runner && edit.language === language && edit.style === style ? (edit as Editing & { runner: NonNullable<Editing['runner']> }) : undefined;
}

/** The text offset of a point in the static code (where a click puts the caret), from the browser's caret hit test. */
function offsetAt(element: HTMLElement, x: number, y: number): number | undefined {
  const doc = document as Document & { caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null };
  const position = doc.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : document.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  if (!node || !element.contains(node)) return undefined;
  const before = document.createRange();
  before.setStart(element, 0);
  before.setEnd(node, position?.offset ?? range!.startOffset);
  return before.toString().length;
}

/** Where errors of a demo's edited code show: under the demo, above its toolbar. */
function errorHostOf(demo: HTMLElement): HTMLElement {
  const found = demo.querySelector<HTMLElement>(':scope > .docs-demo-edit-status');
  if (found) return found;
  const host = document.createElement('div');
  host.className = 'docs-demo-edit-status';
  host.setAttribute('role', 'alert');
  host.hidden = true;
  demo.querySelector('.docs-demo-frame')!.after(host);
  return host;
}

/** The code block of a file of a demo: its own (`''`) or one it imports, in a language and style. */
function blockOf(demo: HTMLElement, language: string, style: string, file: string): HTMLElement | null {
  if (!file) return fullBlock(demo, language, style);
  return demo.querySelector<HTMLElement>(`.docs-demo-source[data-language="${language}"][data-style="${style}"] [data-part="file"][data-file="${CSS.escape(file)}"]`);
}

/** The file a static code block of a demo shows: `''` for the demo's own, else the imported file's name; undefined for other code (a preview). */
function fileOfBlock(pre: Element): string | undefined {
  const part = pre.closest<HTMLElement>('.docs-demo-source [data-part]');
  if (part?.dataset.part === 'full') return '';
  if (part?.dataset.part === 'file') return part.dataset.file;
  return undefined;
}

/**
 * Turns a file's code under the demo into an editor (loading the editor the first time): the
 * demo's own file (`''`) or one it imports, in the reader's language and style, the caret at
 * `caret`. Each pause in typing runs the demo's files in the demo.
 */
function startEditing(demo: HTMLElement, file = '', caret?: number): Promise<void> {
  const known = editing.get(demo);
  const open = known?.sessions.get(file);
  if (open) {
    open.focus();
    return Promise.resolve();
  }
  const pending = known?.starting.get(file);
  if (pending) return pending;
  if (demo.dataset.code !== 'full') setCode(demo, 'full');
  const labels = JSON.parse(document.querySelector<HTMLElement>('[data-edit-labels]')?.dataset.editLabels ?? '{}') as Parameters<Editor['runEdits']>[0]['labels'];
  const entry: Editing = known ?? { ready: Promise.resolve(), sessions: new Map(), starting: new Map(), language: '', style: '', main: '' };
  if (!known) {
    editing.set(demo, entry);
    entry.ready = (async () => {
      const [{ editor, mounted }] = await Promise.all([framed(demo) ? frameEditing(demo) : pageEditing(demo), loadCode(demo)]);
      if (editing.get(demo) !== entry) return; // reset meanwhile
      const { text, language, style } = sourceOf(demo);
      const main = `${(demo.dataset.demo ?? 'Demo').split('/').pop()!}.${language === 'TS' ? 'tsx' : 'js'}`;
      Object.assign(entry, { editor, language, style, main });
      entry.runner = editor.runEdits({ main, files: { ...importedFilesOf(demo), [main]: text }, demo: mounted, errorHost: errorHostOf(demo), labels });
    })();
  }
  const starting = (async () => {
    await entry.ready;
    const block = blockOf(demo, entry.language, entry.style, file);
    if (editing.get(demo) !== entry || !entry.editor || !entry.runner || !block) return;
    const runner = entry.runner;
    const name = file || entry.main;
    const session = await entry.editor.editCode({
      block,
      text: runner.text(name),
      labels,
      ...(caret !== undefined ? { caret } : {}),
      onChange: (value) => {
        runner.set(name, value);
        demo.dataset.edited = String(runner.changed());
      },
    });
    if (editing.get(demo) !== entry) return session.close();
    entry.sessions.set(file, session);
    entry.starting.delete(file);
    session.focus();
  })().catch((error: unknown) => {
    entry.starting.delete(file);
    if (!entry.runner) stopEditing(demo);
    console.error('docs: the code editor could not start', error);
  });
  entry.starting.set(file, starting);
  return starting;
}

/** The editor and the mounted demo of a demo rendered in the page. */
async function pageEditing(demo: HTMLElement): Promise<{ editor: Editor; mounted: MountedDemo }> {
  const island = islandRuntime(demo.querySelector<HTMLElement>('.docs-demo-live')!);
  const [editor, mounted] = await Promise.all([island.then((i) => i.loadEditor()), mount(demo)]);
  return { editor, mounted };
}

/**
 * The editor and the mounted demo of an iframe demo: the frame's (client/demo/frame.ts), once its
 * demo has committed. Edited code runs in the frame's window, with the frame's React and packages;
 * the editor shows in this page. The frame tells of a new mount (another direction).
 */
async function frameEditing(demo: HTMLElement): Promise<{ editor: Editor; mounted: MountedDemo }> {
  const live = demo.querySelector<HTMLElement>('.docs-demo-live')!;
  if (live.dataset.committed !== 'true') {
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (live.dataset.committed !== 'true') return;
        observer.disconnect();
        resolve();
      });
      observer.observe(live, { attributes: true, attributeFilter: ['data-committed'] });
    });
  }
  const frame = live.querySelector('iframe')!.contentWindow as (Window & { __docsFrame?: FrameEditing }) | null;
  const hook = frame?.__docsFrame;
  if (!hook) throw new Error('the demo frame offers no editing');
  hook.onRemount = (made) => editing.get(demo)?.runner?.attach(made);
  const [editor, mounted] = await Promise.all([hook.runtime.then((island) => island.loadEditor()), hook.demo()]);
  return { editor, mounted };
}

/** Ends the editing of a demo: its editors close, the static code shows again (the caller puts the demo's own code back). */
function stopEditing(demo: HTMLElement): void {
  const entry = editing.get(demo);
  editing.delete(demo);
  delete demo.dataset.edited;
  for (const session of entry?.sessions.values() ?? []) session.close();
  entry?.runner?.close();
}

/** Demos whose code the reader changed. */
const changed = () => [...editing.keys()].filter((demo) => demo.dataset.edited === 'true');

/** The file the reader is looking at: the demo's own, or the imported file whose tab is open. */
function shownFile(demo: HTMLElement): string {
  const source = sourceOf(demo);
  const open = demo.querySelector<HTMLElement>(`.docs-demo-source[data-language="${source.language}"][data-style="${source.style}"]`)?.dataset.fileTab;
  return open ? (importedFilesOf(demo)[open] ?? source.text) : source.text;
}

/** Copies the file the reader is looking at, loading the demo's code first when it is not in the page yet. */
function copy(demo: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const inPage = !demo.querySelector('.docs-demo-lazy');
  return copyWithLabel(button, inPage ? shownFile(demo) : loadCode(demo).then(() => shownFile(demo)), DEMO_COPIED_MS);
}

/** Shows one file of a demo's sources: its own (empty name) or one it imports. */
function showFile(tab: HTMLButtonElement): void {
  const source = tab.closest<HTMLElement>('.docs-demo-source');
  if (!source) return;
  const name = tab.dataset.fileTab ?? '';
  source.dataset.fileTab = name;
  for (const t of source.querySelectorAll<HTMLButtonElement>('[data-file-tab]')) if (t.tagName === 'BUTTON') t.setAttribute('aria-selected', String(t === tab));
  for (const panel of source.querySelectorAll<HTMLElement>('.docs-demo-file')) panel.hidden = panel.dataset.file !== name;
}

/** The files a demo imports, as shown for the reader's language and style: name → exact text (or the reader's edit of it). */
export function importedFilesOf(demo: HTMLElement): Record<string, string> {
  const { language, style } = sourceOf(demo);
  const edit = editedIn(demo, language, style);
  const files: Record<string, string> = {};
  for (const block of demo.querySelectorAll<HTMLElement>(`.docs-demo-source[data-language="${language}"][data-style="${style}"] [data-part="file"]`)) {
    const name = block.dataset.file!;
    files[name] = edit ? edit.runner.text(name) : (block.querySelector('pre')?.textContent ?? '') + (block.dataset.eol === 'true' ? '\n' : '');
  }
  return files;
}

/** Opens the code of the demo a `#Name.tsx` / `#Name.js` / `#css-Name.tsx` hash names. */
function openFromHash(): void {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (!/\.(js|tsx)$/.test(hash)) return;
  const anchor = document.getElementById(hash);
  const demo = anchor?.closest<HTMLElement>('.docs-demo');
  if (!demo || demo.dataset.hideToolbar === 'true') return;
  setCode(demo, 'full');
  demo.scrollIntoView({ block: 'start' });
}

function syncStyles(): void {
  for (const demo of document.querySelectorAll<HTMLElement>('.docs-demo')) {
    demo.dataset.style = styleOf(demo);
    const live = demo.querySelector<HTMLElement>('.docs-demo-live')!;
    if (mounted.has(live)) void mount(demo);
  }
}

/**
 * A click on a demo that waited for the reader (client/engagement.ts) and has not been handed to
 * React yet (its code still loading): the reader's first press, or a tap, can come before the
 * demo is live. Such clicks are held, and given again to their target once React hydrates the
 * demo (React then finishes hydrating what was clicked first, and handles the click); a click on
 * a demo not yet started starts it. Nothing is lost, and nothing runs twice.
 */
function replayEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const live = target?.closest?.<HTMLElement>('.docs-demo-live');
      if (!live || !target || live.dataset.live === 'true' || !startsOnEngagement(live)) return;
      const demo = live.closest<HTMLElement>('.docs-demo');
      if (!demo) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // The same click again (a MouseEvent's init dictionary reads the event's own fields).
      const init = event as MouseEvent;
      void mount(demo).then(
        () => {
          if (target.isConnected) target.dispatchEvent(new MouseEvent('click', init));
        },
        () => undefined,
      );
    },
    true,
  );
}

export function setupDemos(): void {
  const demos = [...document.querySelectorAll<HTMLElement>('.docs-demo')];
  syncStyles();
  document.addEventListener('docs:preference', (event) => {
    // Another style variant, or the other direction: mounted demos switch.
    const name = (event as CustomEvent<{ name: string }>).detail.name;
    if (name === 'codeStyling' || name === 'direction') syncStyles();
  });
  // Islands: each demo loads when it comes near the viewport, not before.
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void mount(entry.target.closest<HTMLElement>('.docs-demo')!);
        }
      },
      { rootMargin: DEMO_LOAD_MARGIN },
    );
    // Iframes load themselves when near the viewport (loading="lazy"). A demo whose server markup
    // already shows it as it first renders is watched only once the reader engages with the page
    // (client/engagement.ts): loading, evaluating and hydrating its code would otherwise hold the
    // page's main thread while it loads, for no change the reader could see.
    for (const demo of demos) {
      const live = demo.querySelector<HTMLElement>('.docs-demo-live')!;
      if (framed(demo)) continue;
      if (startsOnEngagement(live)) afterEngagement(() => observer.observe(live));
      else observer.observe(live);
    }
  } else {
    for (const demo of demos) if (!framed(demo)) void mount(demo);
  }
  replayEarlyClicks();

  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-file-tab]');
    if (tab) {
      showFile(tab);
      const owner = tab.closest<HTMLElement>('.docs-demo');
      if (owner) loadCode(owner).catch(() => undefined);
      return;
    }
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-demo-action]');
    const demo = button?.closest<HTMLElement>('.docs-demo');
    if (!button || !demo) return;
    const state = demo.dataset.code as CodeState;
    switch (button.dataset.demoAction) {
      case 'toggle':
        setCode(demo, state === 'closed' ? 'full' : 'closed');
        break;
      case 'expand':
        setCode(demo, state === 'full' ? 'preview' : 'full');
        break;
      case 'copy':
        void copy(demo, button);
        break;
      case 'reset':
        stopEditing(demo);
        if (framed(demo)) reloadFrame(demo);
        else void mount(demo).then((m) => m.reset());
        break;
      case 'edit': {
        // The file whose tab is open: the demo's own, or one it imports.
        const { language, style } = sourceOf(demo);
        void startEditing(demo, demo.querySelector<HTMLElement>(`.docs-demo-source[data-language="${language}"][data-style="${style}"]`)?.dataset.fileTab ?? '');
        break;
      }
      case 'stackblitz':
      case 'codesandbox': {
        const kind = button.dataset.demoAction;
        void Promise.all([import('./sandbox.ts'), loadCode(demo)]).then(([m]) => m.openSandbox(kind, demo, { ...sourceOf(demo), files: importedFilesOf(demo) }));
        break;
      }
    }
  });
  // A click in a demo's full code (not the end of a text selection) edits it, the caret where it was.
  const CODE = '.docs-demo-source [data-part="full"] pre, .docs-demo-source [data-part="file"] pre';
  document.addEventListener('click', (event) => {
    const pre = (event.target as Element | null)?.closest?.<HTMLElement>(CODE);
    const demo = pre?.closest<HTMLElement>('.docs-demo');
    const file = pre ? fileOfBlock(pre) : undefined;
    if (!pre || !demo || file === undefined || editing.get(demo)?.sessions.has(file)) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed) return;
    void startEditing(demo, file, offsetAt(pre, event.clientX, event.clientY));
  });
  // Enter on the focused code edits it; focusing it loads the editor ahead.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey) return;
    const pre = (event.target as Element | null)?.closest?.<HTMLElement>(CODE);
    const demo = pre?.closest<HTMLElement>('.docs-demo');
    const file = pre ? fileOfBlock(pre) : undefined;
    if (!pre || !demo || file === undefined) return;
    event.preventDefault();
    void startEditing(demo, file);
  });
  document.addEventListener('focusin', (event) => {
    const pre = (event.target as Element | null)?.closest?.<HTMLElement>(CODE);
    const live = pre?.closest<HTMLElement>('.docs-demo')?.querySelector<HTMLElement>('.docs-demo-live');
    if (!live || live.dataset.frame === 'true') return;
    void islandRuntime(live).then((island) => island.loadEditor()).catch(() => undefined);
  });
  // Another language or style variant shows other code: edits are discarded, after asking.
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-pref="codeVariant"], [data-pref="codeStyling"]');
      if (!button || button.getAttribute('aria-pressed') === 'true' || changed().length === 0) return;
      const question = document.querySelector<HTMLElement>('[data-discard-label]')?.dataset.discardLabel ?? 'Discard your changes to the demo code?';
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  document.addEventListener('docs:preference', (event) => {
    const name = (event as CustomEvent<{ name: string }>).detail.name;
    if (name !== 'codeVariant' && name !== 'codeStyling') return;
    for (const demo of [...editing.keys()]) {
      stopEditing(demo);
      if (framed(demo)) reloadFrame(demo);
      else void mount(demo).then((m) => m.reset());
    }
  });
  // A reader about to copy or open a sandbox: the code starts loading before the click.
  const loadAhead = (event: Event) => {
    const demo = (event.target as Element | null)?.closest?.('[data-demo-action="copy"], [data-demo-action="stackblitz"], [data-demo-action="codesandbox"]')?.closest<HTMLElement>('.docs-demo');
    if (demo?.querySelector('.docs-demo-lazy')) loadCode(demo).catch(() => undefined);
  };
  document.addEventListener('pointerover', loadAhead);
  document.addEventListener('focusin', loadAhead);
  // Ctrl/⌘+C on a focused demo source with nothing selected copies it, as on code blocks.
  document.addEventListener('keydown', (event) => {
    if (!(event.key === 'c' || event.key === 'C') || !(event.ctrlKey || event.metaKey)) return;
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed) return;
    const demo = (document.activeElement as Element | null)?.closest<HTMLElement>('.docs-demo-code')?.closest<HTMLElement>('.docs-demo');
    const button = demo?.querySelector<HTMLButtonElement>('[data-demo-action="copy"]');
    if (demo && button) {
      event.preventDefault();
      void copy(demo, button);
    }
  });
  // A demo shown with its code open whose code is not in the page (a rebuilt page in watch mode).
  for (const demo of demos) if (demo.dataset.code === 'full' && demo.querySelector('.docs-demo-lazy')) loadCode(demo).catch(() => undefined);
  openFromHash();
  window.addEventListener('hashchange', openFromHash);
  document.documentElement.dataset.demosReady = 'true';
}
