import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import type { ApiArticleView, ApiEntryView, ApiFactsView, ApiHookView, ApiSignatureView, ApiTypeParts } from '../../templates/api-data.ts';
import { codeBlock } from '../markdown/rehype-code.ts';
import { markdownToHtml, setDescriptionLinks } from './api-markdown.ts';
import type { ApiDemoUse, ApiUsage } from './demo-usage.ts';
import { kebabCase } from './names.ts';
import { createTypeLinker, linkTypeText, type TypeLinker } from './type-links.ts';
import type { ApiData, ApiProp, ApiSignature, ComponentApi, HookApi, InterfaceApi } from './types.ts';

/** Content pages that show each component (or use each hook), from their front matter `components` and `hooks`. */
export type ApiDemos = Record<string, { pathname: string; titles: Record<string, string> }[]>;

/** How many demos a prop links to: the first few, in reading order (the rest are counted). */
export const USED_IN_SHOWN = 6;

/** What building one page's view needs. */
export interface ApiViewOptions {
  highlighter: Highlighter;
  demos: ApiDemos;
  data: ApiData;
  /** The demos setting each prop (none when absent). */
  usage?: ApiUsage;
  /** Whether the site has a page (type names link only to pages that exist; default: all do). */
  hasPage?: (pathname: string) => boolean;
}

/** The linkers of one data set and site, made once: every page of a build shares them. */
const linkers = new WeakMap<ApiData, { hasPage: ApiViewOptions['hasPage']; linker: TypeLinker }>();

/**
 * The type links of a data set and site, also used from now on by `[[Name]]` in descriptions
 * (the events table of a content page renders them too: set them before any page renders).
 */
export function applyTypeLinks(data: ApiData, hasPage?: (pathname: string) => boolean): TypeLinker {
  const known = linkers.get(data);
  const linker = known && known.hasPage === hasPage ? known.linker : createTypeLinker(data, hasPage);
  if (linker !== known?.linker) linkers.set(data, { hasPage, linker });
  setDescriptionLinks(linker);
  return linker;
}

/** Highlighted blocks by language and code: the import lines and declarations of a page repeat in each language, and across the plans' pages. */
const highlightedBlocks = new Map<string, string>();

/** A highlighted code block as HTML. */
function highlighted(highlighter: Highlighter, code: string, lang: 'javascript' | 'typescript'): string {
  const key = `${lang}\0${code}`;
  let html = highlightedBlocks.get(key);
  if (html === undefined) {
    const tree: Root = { type: 'root', children: [codeBlock(highlighter, code, { lang, fenceLang: lang === 'javascript' ? 'js' : 'ts' })] };
    highlightedBlocks.set(key, (html = stringifier.stringify(tree)));
  }
  return html;
}

const stringifier = unified().use(rehypeStringify);

/** Parts worth keeping: undefined when no name in them links anywhere (the template then shows the plain text). */
const linkedOrNone = (parts: ApiTypeParts): ApiTypeParts | undefined => (parts.some((p) => p.pathname) ? parts : undefined);

/** A signature as one line, `(params: GridRowParams, event: MuiEvent<React.MouseEvent>) => void`, and each of its parts. */
function signatureView(signature: ApiSignature, link: (text: string) => ApiTypeParts): ApiSignatureView {
  const parts: ApiTypeParts = [{ text: '(' }];
  signature.params.forEach((param, i) => {
    parts.push({ text: `${i ? ', ' : ''}${param.name}${param.optional ? '?' : ''}: ` }, ...link(param.type));
  });
  parts.push({ text: ') => ' }, ...link(signature.returns?.type ?? 'void'));
  const view: ApiSignatureView = {
    parts,
    params: signature.params.map((p) => ({ name: p.name, typeParts: link(p.type), descriptionHtml: markdownToHtml(p.description), ...(p.optional ? { optional: true } : {}) })),
  };
  if (signature.returns) view.returns = { typeParts: link(signature.returns.type), descriptionHtml: markdownToHtml(signature.returns.description) };
  return view;
}

/** One prop, property or parameter as an entry: its type (names linked), signature, and the demos setting it. */
function entry(p: ApiProp, c: { prefix: string; link: (text: string) => ApiTypeParts; usedIn?: readonly ApiDemoUse[]; aliases?: AliasMaker }): ApiEntryView {
  const view: ApiEntryView = { name: p.name, id: `${c.prefix}-${p.name}`, type: p.type, descriptionHtml: markdownToHtml(p.description), required: p.required };
  const aliases = c.aliases?.(p.name);
  if (aliases?.length) view.aliases = aliases;
  if (p.default !== undefined) view.default = p.default;
  if (p.deprecated !== undefined) view.deprecatedHtml = markdownToHtml(p.deprecated).replace(/^<p>|<\/p>\s*$/g, '');
  if (p.plan) view.plan = p.plan;
  const typeParts = linkedOrNone(c.link(p.type));
  if (typeParts) view.typeParts = typeParts;
  if (p.signature) view.signature = signatureView(p.signature, c.link);
  if (c.usedIn?.length) {
    view.usedIn = c.usedIn.slice(0, USED_IN_SHOWN).map((u) => ({ pathname: u.pathname, anchor: u.anchor, demo: u.demo, titles: u.titles }));
    if (c.usedIn.length > USED_IN_SHOWN) view.usedInMore = c.usedIn.length - USED_IN_SHOWN;
  }
  return view;
}

/** A theme snippet naming the component's key, with what it accepts. */
function themeExample(theme: NonNullable<ComponentApi['theme']>, api: ComponentApi): string {
  const rule = api.classes.find((c) => c.key === 'root')?.key ?? api.classes[0]?.key;
  const lines = [
    'const theme = createTheme({',
    '  components: {',
    `    ${theme.name}: {`,
    ...(theme.defaultProps ? [`      defaultProps: {}, // props of ${api.name}`] : []),
    ...(theme.styleOverrides ? [`      styleOverrides: {${rule ? ` ${rule}: {} ` : ''}},`] : []),
    '    },',
    '  },',
    '});',
  ];
  return lines.join('\n');
}

/** The theme key and ref of a component page. */
function factsView(api: ComponentApi, highlighter: Highlighter): ApiFactsView {
  const facts: ApiFactsView = { ref: api.ref ?? { forwarded: false } };
  if (api.theme) facts.theme = { ...api.theme, exampleHtml: highlighted(highlighter, themeExample(api.theme, api), 'javascript') };
  return facts;
}

/** The parameters and return value of one call signature of a hook. */
function callView(signature: ApiSignature, c: { prefix: string; link: (text: string) => ApiTypeParts; aliases?: AliasMaker }): Pick<ApiHookView, 'params' | 'returns'> {
  const params = signature.params.map((p) => entry({ name: p.name, type: p.type, description: p.description, required: p.optional !== true }, { prefix: c.prefix, link: c.link, ...(c.aliases ? { aliases: c.aliases } : {}) }));
  return { params, ...(signature.returns ? { returns: { typeParts: c.link(signature.returns.type), descriptionHtml: markdownToHtml(signature.returns.description) } } : {}) };
}

/** The declaration, parameters and return value of a hook page (of each call signature, when it is overloaded). */
function hookView(api: HookApi, c: { highlighter: Highlighter; link: (text: string) => ApiTypeParts; anchors: MuiAnchors }): ApiHookView {
  const returnMembers = (api.returns ?? []).map((p) => entry(p, { prefix: 'returns', link: c.link, aliases: c.anchors.of('return-value') }));
  const declarationHtml = highlighted(c.highlighter, api.declaration, 'typescript');
  // The parameters of an overloaded hook are each call's own: mui.com has one list, which names none of them.
  if (!api.overloads) return { declarationHtml, ...callView(api.signature, { prefix: 'param', link: c.link, aliases: c.anchors.of('parameters') }), returnMembers };
  const overloads = api.overloads.map((o, i) => ({
    id: `call-${i + 1}`,
    call: `${api.name}(${o.signature.params.map((p) => p.name).join(', ')})`,
    declarationHtml: highlighted(c.highlighter, o.declaration, 'typescript'),
    descriptionHtml: markdownToHtml(o.description),
    ...callView(o.signature, { prefix: `call-${i + 1}-param`, link: c.link }),
  }));
  return { declarationHtml, params: [], overloads, returnMembers };
}

/** The extra anchors of one entry, from its name. */
type AliasMaker = (name: string) => string[];

/** The anchors mui.com gives the entries of one API page, each given once per page. */
interface MuiAnchors {
  /** Props and interface properties (`prop`), hook parameters (`parameters`) and members of what a hook returns (`return-value`). */
  of: (kind: 'prop' | 'parameters' | 'return-value') => AliasMaker;
  slot: (slot: { name: string; className?: string | null }) => string[];
  classKey: (c: { key: string; className: string }) => string[];
}

/**
 * The anchor scheme of mui.com's API pages, so that links written for mui.com resolve here too:
 * `<name-in-kebab-case>-prop-<prop>` for a prop or an interface's property (`data-grid-prop-rows`,
 * `grid-api-prop-setFilterModel`), `-parameters-` and `-return-value-` for a hook's,
 * `<Name>-css-<class name or slot>` for a slot (mui.com writes the component's own name there,
 * and `<Name>-slots-<class name>` in its older pages), and `<name-in-kebab-case>-classes-<class
 * name>` for a CSS class (the rule's key in its older pages). An anchor already given on the page
 * is not given again.
 */
export function muiAnchors(name: string): MuiAnchors {
  const kebab = kebabCase(name);
  const given = new Set<string>();
  const fresh = (ids: (string | undefined)[]): string[] => {
    const out: string[] = [];
    for (const id of ids) {
      if (id === undefined || given.has(id)) continue;
      given.add(id);
      out.push(id);
    }
    return out;
  };
  return {
    of: (kind) => (member) => fresh([`${kebab}-${kind}-${member}`]),
    slot: (slot) => fresh([`${name}-css-${slot.className || slot.name}`, slot.className ? `${name}-slots-${slot.className}` : undefined]),
    classKey: (c) => fresh([`${kebab}-classes-${c.className}`, `${kebab}-classes-${c.key}`]),
  };
}

/**
 * Classes from which a component's list is a file of its own (templates' ApiClassesList, written by server-entry's renderApiClasses),
 * fetched after the page and shared by the components that have the same: the three grids' 226
 * classes were 105 KB of each of their pages, and the browser now reads them once for all three.
 * A shorter list costs less on its page than a request.
 */
export const CLASSES_FILE_MIN = 100;

/** An entry with its extra anchors, when it has any. */
const withAliases = (view: ApiEntryView, aliases: string[]): ApiEntryView => (aliases.length ? { ...view, aliases } : view);

/** The package an interface page's first import names (its lowest plan). */
const packageOfImports = (imports: readonly string[]): string => imports[0]?.match(/from '([^']+)'/)?.[1] ?? '';

/** Builds the view of a component, interface or hook page: every description rendered, imports highlighted, type names linked. */
export function apiArticleView(api: ComponentApi | InterfaceApi | HookApi, options: ApiViewOptions): ApiArticleView {
  const linker = applyTypeLinks(options.data, options.hasPage);
  const link = (text: string) => linkTypeText(text, { product: api.product, linker });
  const usage = api.kind === 'component' ? options.usage?.[`${api.product}/${api.name}`] : undefined;
  const packageName = api.kind === 'interface' ? packageOfImports(api.imports) : api.packageName;
  const anchors = muiAnchors(api.name);
  const view: ApiArticleView = {
    kind: api.kind,
    name: api.name,
    plan: api.kind === 'interface' ? 'community' : api.plan,
    descriptionHtml: markdownToHtml(api.description),
    importHtml: highlighted(options.highlighter, api.imports.join('\n// or\n'), 'javascript'),
    demos: options.demos[api.name] ?? [],
    props: api.kind === 'hook' ? [] : api.props.map((p) => entry(p, { prefix: 'prop', link, aliases: anchors.of('prop'), ...(usage?.[p.name] ? { usedIn: usage[p.name] } : {}) })),
    slots: api.kind === 'component' ? api.slots.map((s) => withAliases({ name: s.name, id: `slot-${s.name}`, ...(s.default !== undefined ? { default: s.default } : {}), descriptionHtml: markdownToHtml(s.description), ...(s.className ? { className: s.className } : {}) }, anchors.slot(s))) : [],
    classes: api.kind === 'component' ? api.classes.map((c) => withAliases({ name: c.key, id: `classes-${c.key}`, className: c.className, descriptionHtml: markdownToHtml(c.description) }, anchors.classKey(c))) : [],
    sourceUrl: `https://unpkg.com/${packageName}@${options.data.packages[packageName] ?? ''}/${api.source}`,
    packageName,
  };
  if (api.kind === 'component') {
    if (api.classes.length >= CLASSES_FILE_MIN) view.classesAnchorPrefix = kebabCase(api.name);
    view.facts = factsView(api, options.highlighter);
    if (api.inherits) view.inherits = { name: api.inherits.name, href: `https://mui.com/material-ui/api/${kebabCase(api.inherits.name)}/`, ...(api.inherits.props ? { props: api.inherits.props } : {}) };
  }
  if (api.kind === 'interface' && api.extends?.length) view.extends = api.extends.map(link);
  if (api.kind === 'interface' && api.definition) view.definition = link(api.definition);
  if (api.kind === 'hook') view.hook = hookView(api, { highlighter: options.highlighter, link, anchors });
  return view;
}
