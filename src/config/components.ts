import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Component lines may name components of a maintainer's own docs app by path, as MUI's docs do
 * (`{{"component": "modules/components/SelectorsDocs.js", "category": "Filtering"}}`). The config's
 * `components` maps those paths: a prefix ending with "/" to a folder, a whole path to a file, or a
 * whole path to a table or commands that docs-build makes itself (`{ generated: 'selectors' }`).
 */

/** The products whose locales and events docs-build tabulates (as `{{"locales": …}}` and `{{"events": …}}` lines take them). */
export const GENERATED_PRODUCTS = { locales: ['data-grid', 'date-pickers'], events: ['data-grid'] } as const;

/** An npm package name, optionally with a version or tag (`@mui/x-date-pickers`, `dayjs@^1`). */
export const PACKAGE_SPEC = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:@[\w.^~<>=*|-]+)?$/;

const packageList = z.array(z.string().regex(PACKAGE_SPEC, 'an npm package name such as @mui/x-date-pickers')).min(1, 'at least one package');

/** What docs-build makes itself in place of a component line, and the settings each takes (the line's keys may give them too). */
export const generatedComponentSchema = z.discriminatedUnion('generated', [
  /** The Data Grid's selectors catalogue: of the line's "category" (or "features"), all of them without one. */
  z.object({ generated: z.literal('selectors'), features: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional() }).strict(),
  /** The locales a product bundles, with what each translates. */
  z.object({ generated: z.literal('locales'), product: z.enum(GENERATED_PRODUCTS.locales).optional() }).strict(),
  /** A product's events table. */
  z.object({ generated: z.literal('events'), product: z.enum(GENERATED_PRODUCTS.events).optional() }).strict(),
  /** Install commands as npm, pnpm and Yarn tabs; with `dateLibraries`, a set per date library (Day.js, date-fns, Luxon, Moment.js). */
  z.object({ generated: z.literal('install'), packages: packageList, dateLibraries: z.boolean().optional() }).strict(),
]);

export type GeneratedComponent = z.output<typeof generatedComponentSchema>;
export type GeneratedKind = GeneratedComponent['generated'];

/** A component path as lines write it, or a prefix of such paths ending with "/": no leading "/", no "..". */
const COMPONENT_KEY = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w@.+-]+(?:\/[\w@.+-]+)*\/?$/;

/** A folder or file relative to the config file. */
const RELATIVE_PATH = /^(?!\/)(?![A-Za-z]:)\S(?:.*\S)?$/;

const TARGET_EXPECTED = "a folder (for a prefix ending with \"/\") or a file relative to docs.config.ts, such as 'src/modules/components/', or what docs-build generates: { generated: 'selectors' | 'locales' | 'events' | 'install' }";

/** One entry's target: a path relative to the config file, or a generated one (its issues reported at their own keys). */
const componentTargetSchema = z.custom<string | z.input<typeof generatedComponentSchema>>().transform((value, ctx): string | GeneratedComponent => {
  if (typeof value === 'string') {
    if (!RELATIVE_PATH.test(value)) ctx.addIssue({ code: 'custom', message: `${TARGET_EXPECTED}; "${value}" is not a relative path` });
    return value;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parsed = generatedComponentSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.code === 'invalid_union_discriminator') ctx.addIssue({ code: 'custom', path: ['generated'], message: `one of ${issue.options.map((o) => `'${String(o)}'`).join(', ')}: what docs-build generates in place of the component` });
      else ctx.addIssue(issue);
    }
    return z.NEVER;
  }
  ctx.addIssue({ code: 'custom', message: TARGET_EXPECTED });
  return z.NEVER;
});

/**
 * The config's `components`: component paths of the dialect's lines, by prefix or whole, mapped to
 * a folder or file of the content (relative to docs.config.ts), or to a table docs-build generates.
 */
export const componentsSchema = z.record(z.string().regex(COMPONENT_KEY, 'a component path as lines write it ("modules/components/Grid.js"), or a prefix of such paths ending with "/" ("modules/components/")'), componentTargetSchema).default({});

export type ComponentMap = z.output<typeof componentsSchema>;

/** Where a component line's path leads, by the config's `components`. */
export type ComponentTarget =
  | { kind: 'folder'; key: string; folder: string; rest: string }
  | { kind: 'file'; key: string; file: string }
  | { kind: 'generated'; key: string; generated: GeneratedComponent };

/** The entry that maps a component path: the whole path first, else the longest prefix; undefined when none does. */
export function componentTarget(component: string, map: ComponentMap | undefined): ComponentTarget | undefined {
  if (!map) return undefined;
  const exact = map[component];
  if (exact !== undefined && !component.endsWith('/')) return typeof exact === 'string' ? { kind: 'file', key: component, file: exact } : { kind: 'generated', key: component, generated: exact };
  let best: string | undefined;
  for (const key of Object.keys(map)) if (key.endsWith('/') && component.startsWith(key) && key.length > (best?.length ?? 0)) best = key;
  if (best === undefined) return undefined;
  const folder = map[best]!;
  // A generated target under a prefix is refused by the config check (crossKeyProblems).
  return typeof folder === 'string' ? { kind: 'folder', key: best, folder, rest: component.slice(best.length) } : undefined;
}

/** Extensions a mapped component's file may have, in order of preference: lines often name `Name.js` for a `Name.tsx`. */
export const COMPONENT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'] as const;
const SCRIPT = /\.(?:tsx|ts|jsx|js|mjs)$/;

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The file of a component path: the path as written when it exists, else the same name with
 * another extension (`Grid.js` → `Grid.tsx`), else a folder's `index`. Undefined when none exists.
 */
export function componentFileAt(base: string): string | undefined {
  if (SCRIPT.test(base) && isFile(base)) return base;
  const bare = base.replace(SCRIPT, '');
  for (const candidate of [bare, path.join(bare, 'index')]) {
    const found = COMPONENT_EXTENSIONS.map((e) => `${candidate}${e}`).find(isFile);
    if (found) return found;
  }
  return undefined;
}

/** The file a file or folder target leads to (absolute), and where it was looked for. */
export function mappedComponentFile(target: Extract<ComponentTarget, { kind: 'folder' | 'file' }>, contentDir: string): { file?: string; expected: string } {
  const base = target.kind === 'folder' ? path.resolve(contentDir, target.folder, target.rest) : path.resolve(contentDir, target.file);
  const file = componentFileAt(base);
  return { ...(file ? { file } : {}), expected: base };
}

/** A generated target under a prefix: a prefix maps a folder (checked with the other keys by the schema). */
export function prefixProblem(key: string, target: string | GeneratedComponent): string | undefined {
  if (typeof target === 'string' || !key.endsWith('/')) return undefined;
  return `a folder: a prefix maps every component under it to the files of a folder; map a whole path such as '${key}SelectorsDocs.js' to { generated: '${target.generated}' }`;
}

/**
 * Problems of the `components` entries that only the file system can tell: a folder or file that
 * does not exist or leaves the content folder. `inside` tells whether a path is inside the content folder (the content rule, files.ts).
 */
export function componentProblems(map: ComponentMap, contentDir: string, inside: (file: string) => boolean): { key: string; expected: string }[] {
  const problems: { key: string; expected: string }[] = [];
  for (const [key, target] of Object.entries(map)) {
    const at = `components.${key}`;
    if (typeof target !== 'string') continue;
    const full = path.resolve(contentDir, target);
    const relative = path.relative(contentDir, full).split(path.sep).join('/');
    if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) {
      problems.push({ key: at, expected: `a ${key.endsWith('/') ? 'folder' : 'file'} inside the content folder (the folder of docs.config.ts): "${target}" leads outside it, and the build reads no file there` });
      continue;
    }
    if (key.endsWith('/')) {
      if (!fs.existsSync(full) || !fs.statSync(full).isDirectory()) problems.push({ key: at, expected: `an existing folder relative to docs.config.ts: there is no folder ${relative}/` });
      else if (!inside(full)) problems.push({ key: at, expected: `a folder inside the content folder: ${relative}/ is, or is in, a symlink that leads outside it` });
    } else {
      const file = componentFileAt(full);
      if (!file) problems.push({ key: at, expected: `an existing file relative to docs.config.ts: there is no ${relative} (nor ${relative.replace(SCRIPT, '')} with ${COMPONENT_EXTENSIONS.join(', ')})` });
      else if (!inside(file)) problems.push({ key: at, expected: `a file inside the content folder: ${relative} is, or is in, a symlink that leads outside it` });
    }
  }
  return problems;
}
