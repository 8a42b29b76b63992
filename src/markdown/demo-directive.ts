import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { z } from 'zod';

/** The options a `{{"demo": …}}` line may carry (see the README's "Demos" section). */
export const demoOptionsSchema = z
  .object({
    demo: z.string().min(1),
    /** Background of the live area: "outlined" (default), "inline", "playground", "gradient", or true (a plain frame). */
    bg: z.union([z.enum(['outlined', 'inline', 'playground', 'gradient']), z.literal(true)]).optional(),
    /** Open the code from the start (true), keep it closed even when a short preview exists (false). */
    defaultCodeOpen: z.boolean().optional(),
    /** Show the demo without its toolbar or code. */
    hideToolbar: z.literal(true, { errorMap: () => ({ message: 'only `true` is allowed; leave the option out to show the toolbar' }) }).optional(),
    /** No feed ad under this demo when its code opens. */
    disableAd: z.boolean().optional(),
    /** Largest width of the live area, in px or any CSS length. */
    maxWidth: z.union([z.number().positive(), z.string().min(1)]).optional(),
    /** Height reserved for the live area before it renders, in px or any CSS length. */
    height: z.union([z.number().positive(), z.string().min(1)]).optional(),
    /** Render the demo in a same-origin iframe of its own (full-page layouts, media queries that follow the frame's width). */
    iframe: z.literal(true, { errorMap: () => ({ message: 'only `true` is allowed; leave the option out to render the demo in the page' }) }).optional(),
  })
  .strict();

/** A prop name of a component line (a key of the line, or of its "props"). */
const PROP_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * An embedded component: `{{"component": "PlanBadge", "props": {"plan": "pro"}}}` renders a React
 * component of the content's `components/` folder in the page, without a frame or toolbar. The
 * dialect names components of a docs app by path, its props as the line's other keys
 * (`{{"component": "modules/components/FeatureGrid.js", "columns": 3}}`): the config's
 * `components` maps those paths (src/config/components.ts).
 */
export const componentOptionsSchema = z
  .object({
    component: z
      .string()
      .regex(
        /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_@][\w@.+-]*(\/[\w@.+-]+)*$/,
        'a component name such as "PlanBadge" (a file of the content\'s components/ folder, without extension), or a path the config\'s components setting maps, such as "modules/components/FeatureGrid.js"',
      ),
    /** Props, as JSON: keys are prop names, values what the component receives. */
    props: z.record(z.string().regex(PROP_NAME, 'a prop name (letters, digits, _ and $)'), z.unknown()).optional(),
  })
  .strict();

export type ComponentOptions = z.output<typeof componentOptionsSchema>;

/** A prop path of a playground: a prop, or a member of one by dotted path (`grid.vertical`, `xAxis.0.position`). */
const PROP_PATH = /^[A-Za-z_$][\w$]*(\.(\d+|[A-Za-z_$][\w$]*))*$/;

/** A number knob's range: `[min, max]` or `[min, max, step]`. */
const rangeSchema = z.union([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number(), z.number().positive()])]).refine((r) => r[0] < r[1], 'the range must be [min, max] with min below max');

/**
 * A generated props playground: `{{"playground": "BarChart", "props": ["layout", "grid.vertical"]}}`
 * renders the component beside a knob for each prop, made from the prop's extracted type (see the
 * writer's guide in content/CONTRIBUTING.md and src/demos/playground-block.ts).
 */
export const playgroundOptionsSchema = z
  .object({
    /** The component: a name of the API reference (BarChart, DatePicker, RichTreeView). */
    playground: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'a component name of the API reference, such as "BarChart"'),
    /** The knobs, in order, by prop path; without it, every boolean, option and number prop of the component. */
    props: z.array(z.string().regex(PROP_PATH, 'a prop name, or a dotted path to a member of one ("grid.vertical", "xAxis.0.position")')).min(1).optional(),
    /** A file beside the page whose default export renders the component with the playground's props (and the data it needs). */
    demo: z.string().regex(/^[\w-]+\.(tsx|js)$/, 'a file beside the page, such as "BarPlayground.tsx"').optional(),
    /** Values the playground starts with, by prop path. */
    values: z.record(z.string().regex(PROP_PATH, 'a prop path'), z.union([z.string(), z.number(), z.boolean()])).optional(),
    /** Ranges of number knobs, by prop path: a slider beside the field. */
    ranges: z.record(z.string().regex(PROP_PATH, 'a prop path'), rangeSchema).optional(),
    /** Height reserved for the component before it renders, in px or any CSS length. */
    height: z.union([z.number().positive(), z.string().min(1)]).optional(),
  })
  .strict();

export type PlaygroundOptions = z.output<typeof playgroundOptionsSchema>;

/**
 * A demo line's options. An embedded component line becomes a demo without toolbar or frame
 * (`embed` set), so it is bundled, server-rendered and hydrated like any demo.
 */
export type DemoOptions = z.output<typeof demoOptionsSchema> & { embed?: ComponentOptions; playground?: PlaygroundOptions };

/** One demo line of a page: where it is and what it asks for (and the options it asks for in vain, said as warnings). */
export interface DemoDirective {
  line: number;
  options: DemoOptions;
  ignored?: IgnoredOption[];
}

/** An option a demo line asks for that cannot apply, left out: which, why, and what to write instead. */
export interface IgnoredOption {
  option: string;
  reason: string;
  instead: string;
}

export interface DirectiveProblem {
  line: number;
  problem: string;
}

const DIRECTIVE_LINE = /^\s*\{\{\s*"(?:demo|component|playground)"\s*:.*\}\}\s*$/;

/** Quick test before a paragraph is split into lines: can it hold a demo, component or playground line? */
export const mayHoldDirective = (text: string) => text.includes('"demo"') || text.includes('"component"') || text.includes('"playground"');

/** True when a (trimmed) paragraph text is a demo directive. */
export function isDemoDirective(text: string): boolean {
  return DIRECTIVE_LINE.test(text);
}

/** The lines of a paragraph, as written in the source (the paragraph may hold inline Markdown). */
function sourceLines(node: Paragraph, source: string): { line: number; text: string }[] | undefined {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return undefined;
  const text = source.slice(start.offset, end.offset);
  // Most paragraphs are prose: only one that names a demo is split into lines.
  if (!mayHoldDirective(text)) return undefined;
  return text
    .split('\n')
    .map((text, k) => ({ line: start.line + k, text: text.trim() }));
}

/**
 * The demo lines of one paragraph: every line of a paragraph made of demo lines (lines one under
 * the other, without blank lines between, are a demo each); `mixed` when demo lines share the
 * paragraph with text; undefined when it has none.
 */
export function demoLinesOf(node: Paragraph, source: string): { line: number; text: string }[] | { mixed: number } | undefined {
  const lines = sourceLines(node, source);
  if (!lines?.some((l) => isDemoDirective(l.text))) return undefined;
  const stray = lines.find((l) => !isDemoDirective(l.text));
  return stray ? { mixed: lines.find((l) => isDemoDirective(l.text))!.line } : lines;
}

/**
 * Finds the demo lines of a page (`{{"demo": "Name.tsx", …}}` alone on a line, in any block but
 * code) in its syntax tree, and checks their options. `source` is the text the tree was parsed
 * from; lines are the file's. The page compiler places demos with the same `demoLinesOf`.
 */
export function findDemoDirectives(tree: Root, source: string): { directives: DemoDirective[]; problems: DirectiveProblem[] } {
  const directives: DemoDirective[] = [];
  const problems: DirectiveProblem[] = [];
  visit(tree, 'paragraph', (node) => {
    const lines = demoLinesOf(node, source);
    if (!lines) return;
    if ('mixed' in lines) {
      problems.push({ line: lines.mixed, problem: 'a demo line must stand alone: leave a blank line between it and the text before or after it' });
      return;
    }
    for (const { line, text } of lines) {
      const parsed = parseDirective(text);
      if ('problem' in parsed) problems.push({ line, problem: parsed.problem });
      else directives.push({ line, options: parsed.options, ...(parsed.ignored ? { ignored: parsed.ignored } : {}) });
    }
  });
  return { directives, problems };
}

/** Parses one directive line: `{{…}}` holds a JSON object. */
export function parseDirective(text: string): { options: DemoOptions; ignored?: IgnoredOption[] } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text.slice(1, -1));
  } catch (error) {
    return { problem: `the demo options are not valid JSON (${(error as Error).message}); write them as {{"demo": "Name.tsx", "bg": "inline"}}` };
  }
  if (json && typeof json === 'object' && 'component' in json) return parseComponent(json);
  if (json && typeof json === 'object' && 'playground' in json) return parsePlayground(json);
  const result = demoOptionsSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') return { problem: `unknown demo option ${issue.keys.map((k) => `"${k}"`).join(', ')}; known options: ${Object.keys(demoOptionsSchema.shape).join(', ')}` };
    return { problem: `demo option "${key}": ${issue.message}` };
  }
  const options = result.data;
  if (options.hideToolbar && options.defaultCodeOpen === true) return { problem: '"hideToolbar" hides the code, so "defaultCodeOpen": true cannot apply; remove one of them' };
  if (options.hideToolbar && options.disableAd !== undefined) return { problem: '"hideToolbar" demos never show the code, so they never show an ad: remove "disableAd"' };
  const framed = iframeProblem(options);
  if (framed) return { problem: framed };
  if (!/\.(tsx|js)$/.test(options.demo) && /\.[a-z]+$/i.test(options.demo)) {
    return { problem: `demo "${options.demo}": name a demo file (Name.tsx, or Name.js for a JavaScript-only demo), or a folder of style variants without an extension` };
  }
  if (options.demo.split('/').some((part) => part === '..' || part === '')) return { problem: `demo "${options.demo}": the path must stay beside the page (no "..", no leading "/")` };
  // Pages written for mui.com put an inline background on iframe demos, which mui.com ignores there too.
  if (options.iframe && options.bg === 'inline') {
    const { bg: _inline, ...framedOptions } = options;
    return {
      options: framedOptions,
      ignored: [{ option: '"bg": "inline"', reason: 'an iframe demo is a document of its own, shown in a frame: it has no background in the page', instead: 'Remove "bg": "inline" from the line, or "iframe": true to show the demo in the page without a frame' }],
    };
  }
  return { options };
}

/** The name of an embedded component's demo: the component, and a hash of its props when given (one demo per set of props). */
export function embedName(options: ComponentOptions): string {
  return options.props ? `${options.component}~${shortHash(JSON.stringify(options.props))}` : options.component;
}

/** A short hash of a line's options, for demo names (FNV-1a, base 36). */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(36);
}

/**
 * A component line: `"props"` holds the props, or the line's other keys are the props (the
 * dialect's form); not both, so that no prop is silently dropped.
 */
function parseComponent(json: object): { options: DemoOptions } | { problem: string } {
  const { component, props, ...rest } = json as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (props !== undefined && extra.length) {
    return { problem: `the props are given both as "props" and as keys of the line (${extra.map((k) => `"${k}"`).join(', ')}); write them one way: {{"component": …, "${extra[0]}": …}} or {{"component": …, "props": {"${extra[0]}": …}}}` };
  }
  const badName = extra.find((key) => !PROP_NAME.test(key));
  if (badName !== undefined) return { problem: `component option "${badName}": a prop name (letters, digits, _ and $); the keys of a component line besides "component" are the component's props` };
  const result = componentOptionsSchema.safeParse(extra.length ? { component, props: rest } : json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return { problem: `component option "${issue.path.join('.')}": ${issue.message}` };
  }
  return { options: { demo: embedName(result.data), hideToolbar: true, bg: 'inline', embed: result.data } };
}

/** A playground line: checked here; its prop paths are checked against the API data when the page renders. */
function parsePlayground(json: object): { options: DemoOptions } | { problem: string } {
  const result = playgroundOptionsSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') return { problem: `unknown playground option ${issue.keys.map((k) => `"${k}"`).join(', ')}; known options: ${Object.keys(playgroundOptionsSchema.shape).join(', ')}` };
    return { problem: `playground option "${issue.path.join('.')}": ${issue.message}` };
  }
  const playground = result.data;
  const known = new Set(playground.props ?? []);
  const stray = playground.props && [...Object.keys(playground.values ?? {}), ...Object.keys(playground.ranges ?? {})].find((key) => !known.has(key));
  if (stray) return { problem: `playground option "values" or "ranges" names "${stray}", which is not in "props": add it to "props", or remove it` };
  return { options: { demo: playgroundName(playground), hideToolbar: true, ...(playground.height !== undefined ? { height: playground.height } : {}), playground } };
}

/** The demo name of a playground line: one demo per component, host file and starting values. */
export function playgroundName(options: PlaygroundOptions): string {
  return `${options.playground}~${shortHash(JSON.stringify([options.demo ?? '', options.values ?? {}]))}`;
}

/** A fixed CSS length: what an iframe's height can be (it does not grow with its document). */
const FIXED_LENGTH = /^\d+(\.\d+)?(px|rem|em|vh|svh|lvh|dvh)$/;

/** What an `iframe` demo line cannot also ask for: options that only make sense in the page. */
function iframeProblem(options: DemoOptions): string | undefined {
  if (!options.iframe) return undefined;
  if (typeof options.height === 'string' && !FIXED_LENGTH.test(options.height)) {
    return `"iframe": an iframe does not grow with its content, so "height" must be a fixed length (a number of px, or "30rem", "60vh"), not "${options.height}"`;
  }
  return undefined;
}
