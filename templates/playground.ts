/**
 * The model of a props playground, shared by the build (src/demos/playground-block.ts renders the
 * knobs and the JSX the playground starts with) and the browser (client/playground.ts runs the
 * knobs, client/demo/playground-stage.tsx renders the component with their props).
 */

/** Sent to a playground's root (`[data-playground]`) with the props the knobs set, as its detail. */
export const PLAYGROUND_PROPS_EVENT = 'docs:playground-props';
/** Sent to a playground's root by Reset: the component mounts afresh, its own state gone. */
export const PLAYGROUND_RESET_EVENT = 'docs:playground-reset';
/** Sent by the component's stage when it has mounted (the knobs then send it their props). */
export const PLAYGROUND_READY_EVENT = 'docs:playground-ready';

/** A playground's root element, holding the latest props the knobs set. */
export interface PlaygroundRoot extends HTMLElement {
  playgroundProps?: Record<string, unknown>;
}

export type KnobValue = string | number | boolean;

/** One knob: the prop path it sets, its kind and what it offers, the prop's default when the API data gives one. */
export interface Knob {
  /** `layout`, `grid.vertical`, `xAxis.0.position`. */
  path: string;
  kind: 'boolean' | 'enum' | 'number' | 'string';
  /** The options of an `enum` knob. */
  values?: (string | number)[];
  /** The prop's default (from its `@default` tag), when it is a plain value. */
  default?: KnobValue;
  /** A number knob's slider: min, max and step. */
  range?: [number, number, number?];
}

/** The playground's state: a value per knob path; a path without one is not passed (the component's default applies). */
export type KnobValues = Record<string, KnobValue | undefined>;

/** A `@default` tag's text as a value, when it is a boolean, a number or a quoted string (else undefined). */
export function parseDefault(text: string | undefined): KnobValue | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (t === 'true' || t === 'false') return t === 'true';
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  const quoted = /^(['"`])(.*)\1$/.exec(t);
  return quoted ? quoted[2] : undefined;
}

/** Whether a knob's value differs from the prop's default (what the JSX shows). */
export const differs = (knob: Knob, value: KnobValue | undefined): value is KnobValue => value !== undefined && value !== knob.default;

/** Sets a value at a path of an object, making objects (or arrays, for a numeric segment) on the way. */
export function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let node = target;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!;
    node[key] ??= /^\d+$/.test(segments[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[segments[segments.length - 1]!] = value;
}

/** The props of a set of values: `{ 'grid.vertical': true }` → `{ grid: { vertical: true } }`. With `changed`, only the values that differ from the defaults. */
export function propsOf(knobs: readonly Knob[], values: KnobValues, changed = false): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const knob of knobs) {
    const value = values[knob.path];
    if (value === undefined || (changed && !differs(knob, value))) continue;
    setPath(props, knob.path.split('.'), value);
  }
  return props;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sample's props under the knobs' props: objects merge member by member and arrays element by
 * element (`xAxis={[{ position: 'top' }]}` keeps the sample's axis data), other values replace.
 */
export function mergeProps(sample: Record<string, unknown>, props: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...sample };
  for (const [key, value] of Object.entries(props)) merged[key] = mergeValue(sample[key], value);
  return merged;
}

function mergeValue(base: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    value.forEach((v, i) => {
      if (v !== undefined) list[i] = mergeValue(list[i], v);
    });
    return list;
  }
  if (isObject(value) && isObject(base)) return mergeProps(base, value);
  return value;
}

/** A value as JavaScript source: strings in single quotes, objects and arrays on one line. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? '' : literal(v))).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${literal(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

/** One JSX attribute: `layout="horizontal"`, `grid={{ vertical: true }}`, `borderRadius={8}`, a bare name for `true`. */
function attribute(name: string, value: unknown): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["\\{}<>\n]/.test(value)) return `${name}="${value}"`;
  return `${name}={${literal(value)}}`;
}

/** The value at a path of props (`xAxis.0.position`), if any. */
function valueAt(props: unknown, segments: string[]): unknown {
  let node = props;
  for (const key of segments) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The knobs' values in a set of props (the JSX a reader edited): a knob whose path holds no value of its kind is unset. */
export function valuesOfProps(knobs: readonly Knob[], props: Record<string, unknown>): KnobValues {
  const values: KnobValues = {};
  for (const knob of knobs) {
    const value = valueAt(props, knob.path.split('.'));
    const fits = knob.kind === 'boolean' ? typeof value === 'boolean' : knob.kind === 'enum' ? knob.values!.includes(value as string | number) : typeof value === (knob.kind === 'number' ? 'number' : 'string');
    if (fits) values[knob.path] = value as KnobValue;
  }
  return values;
}

/** The props no knob holds (what else the reader wrote in the JSX): the props less the knobs' paths, empty objects and arrays left out. */
export function propsBesideKnobs(knobs: readonly Knob[], props: Record<string, unknown>): Record<string, unknown> {
  const paths = new Set(knobs.map((k) => k.path));
  const keep = (value: unknown, at: string): unknown => {
    if (paths.has(at)) return undefined;
    if (Array.isArray(value)) {
      const list = value.map((v, i) => keep(v, `${at}.${i}`));
      return list.some((v) => v !== undefined) ? list : undefined;
    }
    if (isObject(value)) {
      const entries = Object.entries(value).flatMap(([k, v]) => {
        const kept = keep(v, at ? `${at}.${k}` : k);
        return kept === undefined ? [] : [[k, kept] as const];
      });
      return entries.length || !at ? Object.fromEntries(entries) : undefined;
    }
    return value;
  };
  return keep(props, '') as Record<string, unknown>;
}

/**
 * The JSX of the component with the props the reader set (those differing from their defaults),
 * then `extra`, what the reader wrote beside the knobs: one line when short.
 */
export function jsxOf(component: string, knobs: readonly Knob[], values: KnobValues, extra: Record<string, unknown> = {}): string {
  const attributes = Object.entries(mergeProps(propsOf(knobs, values, true), extra)).map(([name, value]) => attribute(name, value));
  if (attributes.length === 0) return `<${component} />`;
  const line = `<${component} ${attributes.join(' ')} />`;
  return line.length <= 72 ? line : `<${component}\n${attributes.map((a) => `  ${a}`).join('\n')}\n/>`;
}
