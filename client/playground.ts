import { CODE_COPIED_MS } from '../templates/constants.ts';
import { jsxOf, propsOf, PLAYGROUND_PROPS_EVENT, type Knob, type KnobValue, type KnobValues, type PlaygroundRoot } from '../templates/playground.ts';
import { copyWithLabel } from './copied-label.ts';

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
    else if (input.type === 'range') input.value = String(shown ?? input.min);
    else input.value = shown === undefined ? '' : String(shown);
  }
}

/**
 * Runs one playground: each knob's input updates the playground's values, which go to the
 * component's stage as props (client/demo/playground-stage.tsx) and into the JSX under it. The
 * props are kept on the root too: a stage that mounts after a change reads them.
 */
function setupPlayground(root: PlaygroundRoot): void {
  const script = root.querySelector('.docs-playground-data');
  const code = root.querySelector<HTMLElement>('.docs-playground-jsx');
  if (!script || !code) return;
  const data = JSON.parse(script.textContent ?? '{}') as PlaygroundData;
  const byPath = new Map(data.knobs.map((k) => [k.path, k]));
  let values: KnobValues = { ...data.values };
  const send = () => {
    const props = propsOf(data.knobs, values);
    root.playgroundProps = props;
    root.dispatchEvent(new CustomEvent(PLAYGROUND_PROPS_EVENT, { detail: props }));
    code.textContent = jsxOf(data.component, data.knobs, values);
  };
  root.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement | HTMLSelectElement;
    const element = input.closest<HTMLElement>('[data-knob-path]');
    const knob = element && byPath.get(element.dataset.knobPath!);
    if (!element || !knob || !input.matches('[data-knob-input]')) return;
    const value = readKnob(knob, input);
    // A slider and its number field show the same value.
    if (knob.kind === 'number') for (const other of element.querySelectorAll<HTMLInputElement>('input[data-knob-input]')) if (other !== input && value !== undefined) other.value = String(value);
    values = { ...values, [knob.path]: value };
    send();
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-playground-action]');
    if (!button) return;
    if (button.dataset.playgroundAction === 'copy') void copyWithLabel(button, code.textContent ?? '', CODE_COPIED_MS);
    if (button.dataset.playgroundAction === 'reset') {
      values = { ...data.values };
      for (const element of root.querySelectorAll<HTMLElement>('[data-knob-path]')) showKnob(element, byPath.get(element.dataset.knobPath!)!, values[element.dataset.knobPath!]);
      send();
    }
  });
  root.dataset.playgroundReady = 'true';
}

export function setupPlaygrounds(): void {
  for (const root of document.querySelectorAll<PlaygroundRoot>('[data-playground]')) setupPlayground(root);
}
