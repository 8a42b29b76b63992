import { CODE_COPIED_MS } from '../templates/constants.ts';
import { jsxOf, mergeProps, propsBesideKnobs, propsOf, valuesOfProps, PLAYGROUND_PROPS_EVENT, PLAYGROUND_RESET_EVENT, type Knob, type KnobValue, type KnobValues, type PlaygroundRoot } from '../templates/playground.ts';
import { copyWithLabel } from './copied-label.ts';

type Editor = Awaited<ReturnType<(typeof import('./demo/island.tsx'))['loadEditor']>>;

/** How long typing in the JSX pauses before the playground applies it (ms), as for demo code. */
const JSX_DEBOUNCE_MS = 300;

/** What the server wrote for a playground: its component, its knobs, the values it starts with. */
interface PlaygroundData {
  component: string;
  knobs: Knob[];
  values: KnobValues;
}

/** The value a knob's control holds; undefined when it holds none (the prop is then not passed). */
function readKnob(knob: Knob, input: HTMLInputElement | HTMLSelectElement): KnobValue | undefined {
  if (knob.kind === 'boolean') {
    const checked = (input as HTMLInputElement).checked;
    // An unchecked switch of a prop without a documented default is the prop left out.
    return checked || knob.default !== undefined ? checked : undefined;
  }
  if (input.value === '') return undefined;
  if (knob.kind === 'enum') return JSON.parse(input.value) as string | number;
  if (knob.kind === 'number') {
    const n = Number(input.value);
    return Number.isFinite(n) ? n : undefined;
  }
  return input.value;
}

/** Puts a value in a knob's controls (after a reset). */
function showKnob(element: HTMLElement, knob: Knob, value: KnobValue | undefined): void {
  const shown = value ?? knob.default;
  for (const input of element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-knob-input]')) {
    if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = shown === true;
    else if (input instanceof HTMLInputElement && input.type === 'radio') input.checked = shown !== undefined && input.value === JSON.stringify(shown);
    else if (input instanceof HTMLSelectElement) input.value = shown === undefined ? '' : JSON.stringify(shown);
    else if (input.type === 'range') {
      input.value = String(shown ?? input.min);
      input.toggleAttribute('data-unset', shown === undefined);
    }
    else input.value = shown === undefined ? '' : String(shown);
  }
}

/**
 * Runs one playground: each knob's input updates the playground's values, which go to the
 * component's stage as props (client/demo/playground-stage.tsx) and into the JSX under it. The
 * props are kept on the root too: a stage that mounts after a change reads them. The JSX is
 * editable with the live editor of demo code ("Edit code", or a click in it): after a pause in
 * typing its props go to the stage, the knobs follow, and what no knob holds is kept beside them.
 */
function setupPlayground(root: PlaygroundRoot): void {
  const script = root.querySelector('.docs-playground-data');
  const code = root.querySelector<HTMLElement>('.docs-playground-jsx');
  const area = root.querySelector<HTMLElement>('.docs-playground-code');
  const errorHost = root.querySelector<HTMLElement>('.docs-playground-error');
  if (!script || !code || !area || !errorHost) return;
  const data = JSON.parse(script.textContent ?? '{}') as PlaygroundData;
  const byPath = new Map(data.knobs.map((k) => [k.path, k]));
  let values: KnobValues = { ...data.values };
  /** Props the reader wrote in the JSX that no knob holds. */
  let extra: Record<string, unknown> = {};
  /** The open editor of the JSX. */
  let editing: Promise<{ close(): void; focus(): void }> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The JSX in the editor, while it is open (what Copy takes). */
  let editedText: string | undefined;
  const showKnobs = () => {
    for (const element of root.querySelectorAll<HTMLElement>('[data-knob-path]')) showKnob(element, byPath.get(element.dataset.knobPath!)!, values[element.dataset.knobPath!]);
  };
  const send = () => {
    const props = mergeProps(propsOf(data.knobs, values), extra);
    root.playgroundProps = props;
    root.dispatchEvent(new CustomEvent(PLAYGROUND_PROPS_EVENT, { detail: props }));
    code.textContent = jsxOf(data.component, data.knobs, values, extra);
  };
  /** Leaves the editor: the JSX shows the playground's state again. */
  const stopEditing = () => {
    clearTimeout(timer);
    const was = editing;
    editing = undefined;
    editedText = undefined;
    if (!was) return;
    void was.then((s) => s.close());
    errorHost.replaceChildren();
    errorHost.hidden = true;
  };
  const startEditing = async (caret?: number) => {
    if (editing) return void (await editing).focus();
    const labels = JSON.parse(document.querySelector<HTMLElement>('[data-edit-labels]')?.dataset.editLabels ?? '{}') as Parameters<Editor['editCode']>[0]['labels'];
    const live = root.querySelector<HTMLElement>('.docs-demo-live')!;
    const island = (await import(/* island runtime */ live.dataset.runtime!)) as typeof import('./demo/island.tsx');
    const editor = await island.loadEditor();
    const apply = (text: string) => {
      try {
        const props = editor.propsOfJsx(text, data.component, 'JSX');
        values = valuesOfProps(data.knobs, props);
        extra = propsBesideKnobs(data.knobs, props);
        showKnobs();
        const shown = mergeProps(propsOf(data.knobs, values), extra);
        root.playgroundProps = shown;
        root.dispatchEvent(new CustomEvent(PLAYGROUND_PROPS_EVENT, { detail: shown }));
        editor.showError(errorHost, labels, undefined);
      } catch (error) {
        editor.showError(errorHost, labels, error as Parameters<Editor['showError']>[2]);
      }
    };
    editedText = code.textContent ?? '';
    const session = editor.editCode({ block: area, text: editedText, labels, ...(caret !== undefined ? { caret } : {}), onChange: (text) => {
      editedText = text;
      clearTimeout(timer);
      timer = setTimeout(() => apply(text), JSX_DEBOUNCE_MS);
    } });
    editing = session;
    (await session).focus();
  };
  root.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    const element = input.closest<HTMLElement>('[data-knob-path]');
    const knob = element && byPath.get(element.dataset.knobPath!);
    if (!element || !knob || !input.matches('[data-knob-input]')) return;
    const value = readKnob(knob, input);
    // A slider and its number field show the same value.
    if (knob.kind === 'number') {
      for (const other of element.querySelectorAll<HTMLInputElement>('input[data-knob-input]')) if (other !== input && value !== undefined) other.value = String(value);
      element.querySelector('[data-knob-slider]')?.toggleAttribute('data-unset', value === undefined);
    }
    values = { ...values, [knob.path]: value };
    // A knob moved while the JSX is edited: the JSX shows the playground's state again.
    stopEditing();
    send();
  });
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>('[data-playground-action]');
    if (!button) {
      // A click in the JSX edits it, the caret where the click was (a drag still selects).
      if (target.closest('.docs-playground-pre') && !editing && window.getSelection()?.isCollapsed !== false) void startEditing(caretAt(event as MouseEvent, code));
      return;
    }
    const action = button.dataset.playgroundAction;
    if (action === 'copy') void copyWithLabel(button, editedText ?? code.textContent ?? '', CODE_COPIED_MS);
    if (action === 'edit') void startEditing();
    if (action === 'reset') {
      stopEditing();
      values = { ...data.values };
      extra = {};
      showKnobs();
      send();
      // The component starts over too (a tree's selection, a picker's open view).
      root.dispatchEvent(new CustomEvent(PLAYGROUND_RESET_EVENT));
    }
  });
  root.dataset.playgroundReady = 'true';
}

/** The offset in the JSX text of a click in it (where the editor puts the caret). */
function caretAt(event: MouseEvent, code: HTMLElement): number | undefined {
  const position = document.caretPositionFromPoint?.(event.clientX, event.clientY);
  if (!position || !code.contains(position.offsetNode)) return undefined;
  const range = document.createRange();
  range.setStart(code, 0);
  range.setEnd(position.offsetNode, position.offset);
  return range.toString().length;
}

export function setupPlaygrounds(): void {
  for (const root of document.querySelectorAll<PlaygroundRoot>('[data-playground]')) setupPlayground(root);
}
