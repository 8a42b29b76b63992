// The live editor of a demo's code, loaded the first time a reader edits one (client/demos.ts
// asks the island runtime for it). The highlighted code block gives way to a text area laid over
// its own highlighting (react-simple-code-editor); after a pause in typing, the code is compiled
// and run in the browser (edit-code.ts) and the demo shows it, in the same theme, direction and
// scheme. An error shows under the demo, with its line, while the last good render stays.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Editor from 'react-simple-code-editor';
import { highlight as sugarHighlight } from 'sugar-high';
import demoImports from './demo-imports.ts';
import { asEditError, EditError, placeOf, runEdited } from './edit-code.ts';

export { propsOfJsx } from './edit-code.ts';
import type { MountedDemo } from './island.tsx';

/** How long typing pauses before the demo runs the code (ms). */
export const EDIT_DEBOUNCE_MS = 300;

/** The editor's texts, in the page's language (the edit button carries them, see localise.ts). */
export interface EditorLabels {
  editor: string;
  hint: string;
  hintLeave: string;
  error: string;
  line: string;
}

/** The editor of one code block. */
export interface EditSession {
  focus(): void;
  /** Removes the editor and shows the static code again. */
  close(): void;
}

/** Type names and literals the page's highlighter colours as constants, where sugar-high sees keywords. */
const CONSTANT_WORDS = /^(?:number|string|boolean|any|unknown|never|void|object|symbol|bigint|undefined|null|true|false)$/;
/** TypeScript's contextual keywords, which sugar-high sees as names. */
const KEYWORD_NAMES = /^(?:as|satisfies|keyof|readonly|declare|infer|is|type|interface|enum|implements)$/;
/** Signs the page's highlighter colours as keywords (operators). */
const OPERATORS = /^(?:=|==|===|!=|!==|\+|-|\*|\/|%|&&|\|\||\?\?|\?|:|\?:|\.\.\.|\+=|-=|!|\$\{)$/;

/** The kind of colour a sugar-high token takes on the page: its own, or the static highlighting's for it. */
function kindOf(kind: string, text: string): string {
  if (kind === 'keyword' && CONSTANT_WORDS.test(text)) return 'constant';
  if (kind === 'identifier' && KEYWORD_NAMES.test(text)) return 'keyword';
  // sugar-high's "class" is any capitalised name, and numbers: the page colours names plainly, numbers as constants.
  if (kind === 'class') return /^[\d.]/.test(text) ? 'constant' : 'identifier';
  if (kind === 'sign' && OPERATORS.test(text)) return 'operator';
  if (kind === 'sign' && text === ',') return 'punctuation';
  return kind;
}

/**
 * The code, highlighted by sugar-high with the colours of the page's code blocks (each token
 * kind maps to a variable of the theme in docs.css), a few kinds adjusted to what the static
 * highlighting gives.
 */
export function highlightCode(code: string): string {
  return sugarHighlight(code).replace(/<span class="sh__token--(\w+)" style="color:var\(--sh-\1\)">([^<]*)<\/span>/g, (whole, kind: string, text: string) => {
    const to = kindOf(kind, text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    return to === kind ? whole : `<span class="sh__token--${to}" style="color:var(--sh-${to})">${text}</span>`;
  });
}

interface Props {
  initial: string;
  labels: EditorLabels;
  caret: number;
  font: { family: string; size: string; lineHeight: string; padding: string };
  onValue: (value: string) => void;
  onReady: (textarea: HTMLTextAreaElement) => void;
}

let editors = 0;

function CodeEditor({ initial, labels, caret, font, onValue, onReady }: Props) {
  const [value, setValue] = useState(initial);
  // Tab indents while editing; after Escape, the next Tab leaves the editor (as in VS Code and CodeMirror).
  const [tabLeaves, setTabLeaves] = useState(false);
  const [id] = useState(() => `docs-demo-editor-${++editors}`);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const textarea = box.current!.querySelector('textarea')!;
    textarea.setAttribute('aria-label', labels.editor);
    textarea.setAttribute('aria-describedby', `${id}-hint`);
    textarea.setAttribute('aria-multiline', 'true');
    textarea.spellcheck = false;
    textarea.setAttribute('autocapitalize', 'off');
    textarea.setAttribute('autocomplete', 'off');
    textarea.setSelectionRange(caret, caret);
    onReady(textarea);
  }, [caret, id, labels.editor, onReady]);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement & HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      // Not a blur (the library's default): focus stays where the reader is, and Tab now leaves.
      event.preventDefault();
      setTabLeaves(true);
    } else if (event.key !== 'Tab' && event.key !== 'Shift') setTabLeaves(false);
  }, []);
  return (
    <div ref={box} className="docs-demo-editor">
      <div className="docs-demo-editor-scroll">
        <Editor
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValue(next);
          }}
          highlight={highlightCode}
          padding={font.padding}
          tabSize={2}
          insertSpaces
          ignoreTabKey={tabLeaves}
          onKeyDown={onKeyDown}
          textareaClassName="docs-demo-editor-input"
          preClassName="docs-demo-editor-code"
          style={{ fontFamily: font.family, fontSize: font.size, lineHeight: font.lineHeight }}
        />
      </div>
      <div className="docs-demo-editor-hint" id={`${id}-hint`}>
        {tabLeaves ? labels.hintLeave : labels.hint}
      </div>
    </div>
  );
}

/** Shows an error of the edited code under the demo (or clears it). */
export function showError(host: HTMLElement, labels: EditorLabels, error: EditError | undefined): void {
  host.replaceChildren();
  host.hidden = !error;
  if (!error) return;
  const doc = host.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'docs-demo-error docs-demo-edit-error';
  const heading = doc.createElement('strong');
  heading.textContent = labels.error;
  // English error text in a right-to-left page keeps its own direction.
  heading.dir = 'auto';
  const message = doc.createElement('code');
  message.dir = 'ltr';
  message.textContent = `${error.file}${error.line === undefined ? '' : `, ${labels.line.replace('{line}', String(error.line)).toLowerCase()}`}: ${error.message}`;
  if (error.line !== undefined) message.dataset.line = String(error.line);
  box.append(heading, message);
  host.append(box);
}

/** The running of a demo's edited files: each change runs them all, after a pause in typing. */
export interface EditRunner {
  /** A file's text now (edited or not). */
  text(file: string): string;
  /** The reader changed a file: the demo runs the files once typing pauses. */
  set(file: string, text: string): void;
  /** Whether any file differs from its original. */
  changed(): boolean;
  /** Shows the edited code in another mount of the demo (the reader switched the direction). */
  attach(demo: MountedDemo): void;
  /** Stops running, and clears the error shown. */
  close(): void;
}

/**
 * Runs a demo's files as the reader edits them: `main` is the demo's own file, `files` all its
 * files by name (their original texts, `main` among them). The demo shows each run's component;
 * an error shows in `errorHost`, the last good render staying.
 */
export function runEdits(p: { main: string; files: Record<string, string>; demo: MountedDemo; errorHost: HTMLElement; labels: EditorLabels }): EditRunner {
  const texts = { ...p.files };
  const names = Object.keys(texts);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let runs = 0;
  let target = p.demo;
  const changed = () => names.some((name) => texts[name] !== p.files[name]);
  const run = async () => {
    const at = ++runs;
    try {
      const component = (await runEdited(p.main, { ...texts }, demoImports)) as Parameters<MountedDemo['show']>[0];
      if (at !== runs) return;
      target.show(component, {
        error: (error) => {
          if (at === runs) showError(p.errorHost, p.labels, asEditError(error, names, p.main));
        },
        rendered: () => {
          if (at === runs) showError(p.errorHost, p.labels, undefined);
        },
      });
    } catch (error) {
      if (at === runs) showError(p.errorHost, p.labels, asEditError(error, names, p.main));
    }
  };
  // An error in the edited code's event handlers or timers reaches the window (React reports a
  // handler's): shown too, placed from its stack, and not logged, like the others.
  const onWindowError = (event: ErrorEvent) => {
    const place = placeOf(event.error, names);
    if (!place) return;
    event.preventDefault();
    showError(p.errorHost, p.labels, new EditError(String(event.error?.message ?? event.message), 'runtime', place.file, place.line, place.column));
  };
  window.addEventListener('error', onWindowError);
  return {
    text: (file) => texts[file] ?? '',
    set(file, text) {
      texts[file] = text;
      clearTimeout(timer);
      timer = setTimeout(() => void run(), EDIT_DEBOUNCE_MS);
    },
    changed,
    attach(demo) {
      target = demo;
      if (changed()) void run();
    },
    close() {
      clearTimeout(timer);
      runs++;
      window.removeEventListener('error', onWindowError);
      showError(p.errorHost, p.labels, undefined);
    },
  };
}

/**
 * Turns a highlighted code block into an editor: its `<pre>` is hidden and the editor takes its
 * place, the caret at `caret`. `onChange` hears each change of the text.
 */
export function editCode(p: { block: HTMLElement; text: string; labels: EditorLabels; caret?: number; onChange: (value: string) => void }): Promise<EditSession> {
  // The block may be in another document than this module's (the page of an iframe demo, whose code runs in the frame).
  const doc = p.block.ownerDocument;
  const pre = p.block.querySelector('pre')!;
  const code = pre.querySelector('code') ?? pre;
  const style = doc.defaultView!.getComputedStyle(code);
  const preStyle = doc.defaultView!.getComputedStyle(pre);
  // The code's font, on the block's lines (the `<pre>`'s line height sets the spacing of its lines).
  const font = { family: style.fontFamily, size: style.fontSize, lineHeight: preStyle.lineHeight, padding: preStyle.padding };
  const height = pre.getBoundingClientRect().height;
  const container = doc.createElement('div');
  container.className = 'docs-demo-editor-root';
  // The editor starts as tall as the code it replaces: nothing below it moves.
  container.style.minHeight = `${height}px`;
  pre.after(container);
  let textarea: HTMLTextAreaElement | undefined;
  let root: Root | undefined = createRoot(container);
  return new Promise((resolve) => {
    const onReady = (area: HTMLTextAreaElement) => {
      if (textarea) return;
      textarea = area;
      pre.hidden = true;
      container.style.minHeight = '';
      resolve({
        focus: () => textarea?.focus(),
        close() {
          root?.unmount();
          root = undefined;
          container.remove();
          pre.hidden = false;
        },
      });
    };
    root!.render(
      <CodeEditor
        initial={p.text}
        labels={p.labels}
        caret={p.caret ?? 0}
        font={font}
        onReady={onReady}
        onValue={p.onChange}
      />,
    );
  });
}
