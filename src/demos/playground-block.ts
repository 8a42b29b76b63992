import type { Element, ElementContent, Properties } from 'hast';
import type { ApiControl, ComponentApi } from '../api/types.ts';
import type { PlaygroundOptions } from '../markdown/demo-directive.ts';
import { jsxOf, parseDefault, type Knob, type KnobValue, type KnobValues } from '../../templates/playground.ts';
import { embeddedBlock } from './demo-block.ts';
import type { DemoContext, DemoRecord } from './types.ts';

const h = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/** Kinds of props an API page's "Try it" offers (text fields need words the page cannot guess). */
const SIMPLE_KINDS = new Set<ApiControl['kind']>(['boolean', 'enum', 'number']);

/** Options shown as toggle buttons rather than a select: few and short. */
const asToggles = (values: readonly (string | number)[]) => values.length <= 4 && values.join('').length <= 32;

/** The control a prop path leads to (`xAxis.0.position`: the prop, its array element, its member), or why there is none. */
function controlAt(api: ComponentApi, path: string): { control: ApiControl; prop: ComponentApi['props'][number] } | { problem: string } {
  const [name, ...rest] = path.split('.');
  const prop = api.props.find((p) => p.name === name);
  if (!prop) return { problem: `${api.name} has no prop "${name}"` };
  let control: ApiControl | undefined = prop.control;
  if (!control) return { problem: `the type of ${api.name}'s "${name}" (${prop.type}) has no knob: a playground sets booleans, unions of literals, numbers, strings and their members in objects` };
  for (const [i, segment] of rest.entries()) {
    const current: ApiControl = control;
    const members: Record<string, ApiControl> | undefined = current.kind === 'object' ? current.members : undefined;
    // Any element of an array has the element's members.
    const next: ApiControl | undefined = members?.[/^\d+$/.test(segment) ? '0' : segment];
    if (!next) {
      const at = [name, ...rest.slice(0, i)].join('.');
      const known = members ? Object.keys(members).map((k) => (k === '0' ? '<index>' : k)) : [];
      return { problem: `"${at}" of ${api.name} has no member "${segment}" a knob can set${known.length ? ` (it has: ${known.join(', ')})` : ''}` };
    }
    control = next;
  }
  if (control.kind === 'object') return { problem: `"${path}" of ${api.name} is an object: name one of its members (${Object.keys(control.members).join(', ')})` };
  return { control, prop };
}

/**
 * The knobs of a playground: the line's prop paths, each resolved through the component's
 * extracted types; without paths (an API page's "Try it"), every boolean, option and number prop
 * that is not deprecated. A path without a knob is a problem for the line.
 */
export function playgroundKnobs(api: ComponentApi, options: Pick<PlaygroundOptions, 'props' | 'ranges'>): { knobs: Knob[]; problems: string[] } {
  const problems: string[] = [];
  const paths = options.props ?? api.props.filter((p) => p.control && SIMPLE_KINDS.has(p.control.kind) && p.deprecated === undefined).map((p) => p.name);
  const knobs: Knob[] = [];
  for (const path of paths) {
    const found = controlAt(api, path);
    if ('problem' in found) {
      problems.push(found.problem);
      continue;
    }
    const { control, prop } = found;
    if (control.kind === 'object') continue;
    const knob: Knob = { path, kind: control.kind };
    if (control.kind === 'enum') knob.values = control.values;
    // A member's default is not the prop's: only a prop's own `@default` is shown.
    const fallback = path.includes('.') ? undefined : parseDefault(prop.default);
    // Only a default of the knob's kind (a prose `@default` is not one, even in backticks).
    const fits = control.kind === 'enum' ? control.values.includes(fallback as string | number) : typeof fallback === control.kind;
    if (fallback !== undefined && fits) knob.default = fallback;
    const range = options.ranges?.[path];
    if (range && control.kind !== 'number') problems.push(`"ranges" gives "${path}" a range, but it is not a number`);
    else if (range) knob.range = range;
    knobs.push(knob);
  }
  return { knobs, problems };
}

/** A value's JSON text, for option values (so 3 and '3' stay apart) and data attributes. */
const json = (value: unknown) => JSON.stringify(value);

/** A value as the API pages write defaults: strings quoted. */
const shown = (value: KnobValue) => (typeof value === 'string' ? `'${value}'` : String(value));

/** The control of one knob, its state the value the playground starts with. */
function knobControl(knob: Knob, id: string, labelId: string, value: KnobValue | undefined): Element {
  const common = { id, dataKnobInput: '', ariaLabelledby: labelId };
  if (knob.kind === 'boolean') {
    return h('span', { className: ['docs-switch'] }, [h('input', { ...common, type: 'checkbox', role: 'switch', checked: value === true }), h('span', { className: ['docs-switch-track'], ariaHidden: 'true' })]);
  }
  if (knob.kind === 'enum' && asToggles(knob.values!)) {
    return h(
      'div',
      { id, className: ['docs-toggles'], role: 'radiogroup', ariaLabelledby: labelId },
      knob.values!.map((v) => h('label', { className: ['docs-toggle'] }, [h('input', { type: 'radio', name: id, value: json(v), dataKnobInput: '', checked: value === v }), h('span', {}, [text(String(v))])])),
    );
  }
  if (knob.kind === 'enum') {
    const unset = value === undefined || knob.default === undefined ? [h('option', { value: '', selected: value === undefined }, [text('—')])] : [];
    return h('select', { ...common, className: ['docs-knob-select'] }, [...unset, ...knob.values!.map((v) => h('option', { value: json(v), selected: value === v }, [text(String(v))]))]);
  }
  if (knob.kind === 'number') {
    const [min, max, step] = knob.range ?? [];
    const bounds: Properties = { ...(min !== undefined ? { min: String(min) } : {}), ...(max !== undefined ? { max: String(max) } : {}), step: step === undefined ? 'any' : String(step) };
    const field = h('input', { ...common, type: 'number', inputMode: 'decimal', className: ['docs-knob-number'], value: value === undefined ? '' : String(value), ...bounds });
    if (!knob.range) return field;
    // Without a value the slider's thumb rests at the minimum, dimmed: the prop is not set.
    const unset = value === undefined && knob.default === undefined;
    const slider = h('input', { type: 'range', dataKnobInput: '', dataKnobSlider: '', ariaLabelledby: labelId, tabIndex: -1, ariaHidden: 'true', className: ['docs-knob-slider'], value: String(value ?? knob.default ?? min), ...bounds, ...(unset ? { dataUnset: '' } : {}) });
    return h('span', { className: ['docs-knob-range'] }, [slider, field]);
  }
  return h('input', { ...common, type: 'text', className: ['docs-knob-text'], value: typeof value === 'string' ? value : '', spellCheck: 'false', autoComplete: ['off'] });
}

/**
 * A props playground: the live component (a demo like an embedded component's, server-rendered
 * with the props it starts with), a knob per prop path beside it, with the prop's default and a
 * link to its API entry, and the JSX of the props set under it. client/playground.ts runs the
 * knobs; the component's stage (client/demo/playground-stage.tsx) re-renders with their props.
 */
export function playgroundBlock(demo: DemoRecord, ctx: DemoContext, p: { api: ComponentApi; apiHref: string; knobs: Knob[]; values: KnobValues; uid: string; placed?: Set<string>; height?: number | string }): Element {
  const { api, knobs, uid } = p;
  // The JSX names the component as the package exports it (`Unstable_FunnelChart` in 8.5.0), so that a copy works.
  const jsxName = demo.playground?.exportName ?? api.name;
  const stage = embeddedBlock(demo, ctx, { options: { demo: demo.name, hideToolbar: true, ...(p.height !== undefined ? { height: p.height } : {}) }, uid, ...(p.placed ? { placed: p.placed } : {}) });
  stage.properties.className = ['docs-demo', 'docs-embed', 'docs-playground-demo'];
  const knobList = knobs.map((knob, i) => {
    const id = `${uid}-knob-${i}`;
    const labelId = `${id}-label`;
    const segments = knob.path.split('.');
    // A long path may wrap after its dots, never inside a name.
    const pathText = segments.flatMap((segment, k): ElementContent[] => (k === 0 ? [text(segment)] : [h('wbr', {}), text(`.${segment}`)]));
    const name = h('a', { id: labelId, className: ['docs-knob-name'], href: `${p.apiHref}#prop-${segments[0]}` }, [h('code', {}, pathText)]);
    const head: ElementContent[] = [name];
    if (knob.default !== undefined) head.push(h('span', { className: ['docs-knob-default'] }, [h('span', { dataI18n: 'playgroundDefault' }, [text('default')]), text(' '), h('code', {}, [text(shown(knob.default))])]));
    return h('div', { className: ['docs-knob'], dataKnobPath: knob.path, dataKnobKind: knob.kind }, [h('div', { className: ['docs-knob-head'] }, head), knobControl(knob, id, labelId, p.values[knob.path] ?? knob.default)]);
  });
  // A component without a prop a knob can set still shows, with its JSX: the panel says why it is empty.
  const none = knobList.length ? [] : [h('p', { className: ['docs-playground-none'], dataI18n: 'playgroundNoKnobs' }, [text('No prop of this component takes a value a knob can set.')])];
  const panel = h('div', { className: ['docs-playground-knobs'], role: 'group', dataI18nLabel: 'playgroundKnobs' }, [...knobList, ...none]);
  const code = h('div', { className: ['MuiCode-root', 'docs-playground-code'] }, [
    h('pre', { className: ['docs-playground-pre'] }, [h('code', { className: ['docs-playground-jsx'] }, [text(jsxOf(jsxName, knobs, p.values))])]),
    h('div', { className: ['docs-playground-actions'] }, [
      h('button', { type: 'button', className: ['docs-playground-button'], dataPlaygroundAction: 'edit', dataI18n: 'editCode' }, [text('Edit code')]),
      h('button', { type: 'button', className: ['docs-playground-button'], dataPlaygroundAction: 'reset', dataI18n: 'playgroundReset' }, [text('Reset')]),
      h('button', { type: 'button', className: ['docs-playground-button'], dataPlaygroundAction: 'copy', dataI18n: 'copy' }, [text('Copy')]),
    ]),
  ]);
  // Errors of the edited JSX show here (client/playground.ts).
  const error = h('div', { className: ['docs-playground-error'], hidden: true });
  const data = h('script', { type: 'application/json', className: ['docs-playground-data'] }, [text(json({ component: jsxName, knobs, values: p.values }).replace(/</g, '\\u003c'))]);
  return h('div', { className: ['docs-playground'], dataPlayground: api.name, id: uid }, [h('div', { className: ['docs-playground-body'] }, [stage, panel]), code, error, data]);
}
