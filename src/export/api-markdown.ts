import { stringify as stringifyYaml } from 'yaml';
import { JSDOC_UPSTREAM_HOST, summaryOf } from '../api/api-page.ts';
import { API_SITE_BASE } from '../api/api-nav.ts';
import { kebabCase } from '../api/names.ts';
import { featureLabel, selectorCall, selectorGroups } from '../api/selectors-table.ts';
import type { ApiEvent, ApiLocaleSet, ApiParam, ApiProp, ApiSelector, ApiSignature, ComponentApi, HookApi, InterfaceApi } from '../api/types.ts';
import { codeSpan, rewriteProse, tableCell, tableOf } from './markdown-text.ts';
import type { IndexSection, PageMarkdown } from './types.ts';

/** Turns the packages' JSDoc (Markdown with `[[Interface]]` links) into export Markdown, memoised per text. */
export interface JsdocConverter {
  /** As blocks (a page's description). */
  blocks(markdown: string): string;
  /** As one table cell. */
  inline(markdown: string): string;
}

/**
 * JSDoc converted for the export: `[[GridColDef]]` links the interface's page (or stays code),
 * links into the site become absolute, other root-relative links go to the upstream docs (as on
 * the HTML pages), raw HTML becomes Markdown.
 */
export function createJsdocConverter(p: { siteUrl: string; interfaceUrl(name: string): string | undefined }): JsdocConverter {
  const blocks = new Map<string, string>();
  const inline = new Map<string, string>();
  const url = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? `${href.startsWith(`${API_SITE_BASE}/`) ? p.siteUrl : JSDOC_UPSTREAM_HOST}${href}` : href);
  const convert = (markdown: string): string => {
    let found = blocks.get(markdown);
    if (found === undefined) {
      const linked = markdown.replace(/\[\[(\w+)\]\]/g, (_, name: string) => {
        const target = p.interfaceUrl(name);
        return target ? `[${name}](${target})` : `\`${name}\``;
      });
      blocks.set(markdown, (found = rewriteProse(linked, url).trim()));
    }
    return found;
  };
  return {
    blocks: convert,
    inline(markdown) {
      let found = inline.get(markdown);
      if (found === undefined) inline.set(markdown, (found = tableCell(convert(markdown))));
      return found;
    },
  };
}

const code = (value: string) => tableCell(codeSpan(value.replace(/\s+/g, ' ').trim()));
const planLabel = (plan: string) => (plan === 'pro' ? 'Pro' : 'Premium');

/** A member's description, its deprecation first. */
function describe(jsdoc: JsdocConverter, member: { description: string; deprecated?: string }): string {
  const description = jsdoc.inline(member.description);
  if (member.deprecated === undefined) return description;
  const message = jsdoc.inline(member.deprecated);
  const deprecated = `**Deprecated**${message ? `: ${message}` : ''}`;
  if (!description) return deprecated;
  return `${deprecated}${/[.!?]$/.test(message) ? ' ' : '. '}${description}`;
}

/** The props (or properties) of an API page as a table: name, type, default, description. */
export function propsTable(jsdoc: JsdocConverter, props: readonly ApiProp[]): string {
  return tableOf(
    ['Name', 'Type', 'Default', 'Description'],
    props.map((prop) => [`${code(prop.name)}${prop.required ? ' (required)' : ''}${prop.plan ? ` (${planLabel(prop.plan)})` : ''}`, code(prop.type), prop.default !== undefined ? code(prop.default) : '', describe(jsdoc, prop)]),
  );
}

const plainJsdoc = createJsdocConverter({ siteUrl: '', interfaceUrl: () => undefined });

/** The Data Grid's events as a table (the `{{"events": …}}` line of a content page). */
export function eventsTable(events: readonly ApiEvent[], typeUrl: (name: string) => string | undefined, jsdoc: JsdocConverter | undefined = plainJsdoc): string {
  return tableOf(
    ['Name', 'Params', 'Event', 'Description'],
    events.map((e) => {
      const url = e.params && /^\w+$/.test(e.params) ? typeUrl(e.params) : undefined;
      const params = e.params === undefined ? '' : url ? `[${code(e.params)}](${url})` : code(e.params);
      return [`${code(e.name)}${e.plan !== 'community' ? ` (${planLabel(e.plan)})` : ''}`, params, e.event ? code(e.event) : '', describe(jsdoc, e)];
    }),
  );
}

/** The Data Grid's selectors of some features (a `{{"selectors": …}}` line), a table per feature, each after the feature's name when there are several. */
export function selectorsTables(selectors: readonly ApiSelector[], features: readonly string[], jsdoc: JsdocConverter | undefined = plainJsdoc): string {
  const groups = selectorGroups(selectors, features);
  return groups
    .map((group) => {
      const table = tableOf(
        ['Selector', 'Returns', 'Description'],
        group.selectors.map((s) => {
          const call = code(selectorCall(s));
          const argument = s.args ? ` Argument ${code(s.args.name)}: ${code(s.args.type)}.` : '';
          return [`${call}${s.plan !== 'community' ? ` (${planLabel(s.plan)})` : ''}`, code(s.returns), `${describe(jsdoc, s)}${argument}`.trim()];
        }),
      );
      return groups.length > 1 ? `**${featureLabel(group.feature)}**\n\n${table}` : table;
    })
    .join('\n\n');
}

/** The locales a product bundles as a table: each export, how many texts it translates, and the keys it leaves in English. */
export function localesTable(set: ApiLocaleSet): string {
  const total = set.keys.length;
  return tableOf(
    ['Locale', 'Import name', 'Translated', 'Left in English'],
    set.locales.map((l) => [l.tag, code(l.exportName), `${total - l.missing.length} of ${total}`, l.missing.length ? tableCell(l.missing.map(codeSpan).join(', ')) : 'None']),
  );
}

/** The input of one API page: the extracted API, where the page is, the content pages that show it. */
export interface ApiPageInput {
  api: ComponentApi | InterfaceApi;
  url: string;
  jsdoc: JsdocConverter;
  /** Content pages that show the component (title and absolute URL). */
  demos: { title: string; url: string }[];
  /** Installed version of each package (the source link). */
  packages: Record<string, string>;
}

/** A generated page from its parts, each under the fixed anchor the HTML page gives it ('' for the top). */
function writeParts(p: { title: string; description: string; parts: { anchor: string; heading: string; body: string }[] }): PageMarkdown {
  const frontMatter = `---\n${stringifyYaml({ title: p.title, description: p.description }, { lineWidth: 0 })}---\n\n`;
  let markdown = frontMatter;
  const sections: IndexSection[] = [];
  for (const part of p.parts) {
    if (markdown !== frontMatter) markdown += '\n';
    const start = markdown.length;
    markdown += `${part.heading ? `## ${part.heading}\n\n` : ''}${part.body.trim()}\n`;
    sections.push({ anchor: part.anchor, heading: part.heading, depth: part.anchor ? 2 : 1, start, end: markdown.length });
  }
  return { markdown, bodyStart: frontMatter.length, title: p.title, description: p.description, sections, demos: [] };
}

/** A component's or interface's API page as Markdown: description, demos, import, props, slots, CSS classes, source. */
export function apiPageMarkdown(input: ApiPageInput): PageMarkdown {
  const { api, jsdoc } = input;
  const isComponent = api.kind === 'component';
  const title = `${api.name} API`;
  const packageName = isComponent ? api.packageName : (api.imports[0]?.match(/from '([^']+)'/)?.[1] ?? '');
  const plan = isComponent && api.plan !== 'community' ? `\n\nPart of the ${planLabel(api.plan)} plan (\`${api.packageName}\`).` : '';
  const parts = [{ anchor: '', heading: '', body: `# ${title}\n\n${jsdoc.blocks(api.description)}${plan}` }];
  if (input.demos.length) parts.push({ anchor: 'demos', heading: 'Demos', body: input.demos.map((d) => `- [${d.title.replace(/[[\]]/g, '\\$&')}](${d.url})`).join('\n') });
  parts.push({ anchor: 'import', heading: 'Import', body: `\`\`\`js\n${api.imports.join('\n// or\n')}\n\`\`\`` });
  const inherits = isComponent && api.inherits ? `\n\nIt also takes the props of [${codeSpan(api.inherits.name)}](${JSDOC_UPSTREAM_HOST}/material-ui/api/${kebabCase(api.inherits.name)}/).` : '';
  parts.push({ anchor: 'props', heading: isComponent ? 'Props' : 'Properties', body: propsTable(jsdoc, api.props) + inherits });
  if (isComponent && api.slots.length) {
    const rows = api.slots.map((s) => [code(s.name), s.default ? code(s.default) : '', s.className ? code(`.${s.className}`) : '', jsdoc.inline(s.description)]);
    parts.push({ anchor: 'slots', heading: 'Slots', body: tableOf(['Name', 'Default', 'Class', 'Description'], rows) });
  }
  if (isComponent && api.classes.length) {
    const rows = api.classes.map((c) => [code(`.${c.className}`), code(c.key), jsdoc.inline(c.description)]);
    parts.push({ anchor: 'classes', heading: 'CSS classes', body: tableOf(['Class name', 'Rule name', 'Description'], rows) });
  }
  const sourceUrl = `https://unpkg.com/${packageName}@${input.packages[packageName] ?? ''}/${api.source}`;
  parts.push({ anchor: 'source', heading: 'Source code', body: `Type declarations: [${codeSpan(`${packageName}/${api.source}`)}](${sourceUrl})` });
  return writeParts({ title, description: summaryOf(api.description) || title, parts });
}

/** A hook's API page as Markdown: description, import, declaration, parameters, return value and its members, source. */
export function hookPageMarkdown(p: { hook: HookApi; jsdoc: JsdocConverter; packages: Record<string, string> }): PageMarkdown {
  const { hook, jsdoc } = p;
  const title = `${hook.name} API`;
  const plan = hook.plan !== 'community' ? `\n\nPart of the ${planLabel(hook.plan)} plan (\`${hook.packageName}\`).` : '';
  const parts = [{ anchor: '', heading: '', body: `# ${title}\n\n${jsdoc.blocks(hook.description)}${plan}` }];
  parts.push({ anchor: 'import', heading: 'Import', body: `\`\`\`js\n${hook.imports.join('\n// or\n')}\n\`\`\`` });
  parts.push({ anchor: 'signature', heading: 'Signature', body: `\`\`\`ts\n${hook.declaration}\n\`\`\`` });
  const paramsTable = (params: ApiParam[]) => tableOf(['Name', 'Type', 'Description'], params.map((param) => [code(`${param.name}${param.optional ? '?' : ''}`), code(param.type), jsdoc.inline(param.description)]));
  const returnValue = (returns: ApiSignature['returns']) => (returns ? `${code(returns.type)}${returns.description ? `: ${jsdoc.blocks(returns.description)}` : ''}` : '');
  if (hook.overloads) {
    // One section per call signature: its declaration, what it says of itself, parameters, return value.
    const calls = hook.overloads.map((o) => {
      const call = `${hook.name}(${o.signature.params.map((param) => param.name).join(', ')})`;
      const body = [`### ${codeSpan(call)}`, `\`\`\`ts\n${o.declaration}\n\`\`\``, o.description ? jsdoc.blocks(o.description) : '', o.signature.params.length ? paramsTable(o.signature.params) : 'No parameters.', `Returns: ${returnValue(o.signature.returns) || 'nothing (`void`).'}`];
      return body.filter(Boolean).join('\n\n');
    });
    parts.push({ anchor: 'call-signatures', heading: 'Call signatures', body: calls.join('\n\n') });
    if (hook.returns?.length) parts.push({ anchor: 'returns', heading: 'Returns', body: propsTable(jsdoc, hook.returns) });
  } else {
    if (hook.signature.params.length) parts.push({ anchor: 'parameters', heading: 'Parameters', body: paramsTable(hook.signature.params) });
    const { returns } = hook.signature;
    if (returns || hook.returns?.length) {
      parts.push({ anchor: 'returns', heading: 'Returns', body: [returnValue(returns), hook.returns?.length ? propsTable(jsdoc, hook.returns) : ''].filter(Boolean).join('\n\n') });
    }
  }
  const sourceUrl = `https://unpkg.com/${hook.packageName}@${p.packages[hook.packageName] ?? ''}/${hook.source}`;
  parts.push({ anchor: 'source', heading: 'Source code', body: `Type declarations: [${codeSpan(`${hook.packageName}/${hook.source}`)}](${sourceUrl})` });
  return writeParts({ title, description: summaryOf(hook.description) || title, parts });
}

/** A product's API index as Markdown: its components, then its interfaces, each linked with its summary. */
export function apiIndexMarkdown(p: { title: string; description: string; groups: { anchor: string; title: string; entries: { name: string; url: string; summary: string }[] }[] }): PageMarkdown {
  const parts = [
    { anchor: '', heading: '', body: `# ${p.title}` },
    ...p.groups.map((g) => ({ anchor: g.anchor, heading: g.title, body: g.entries.map((e) => `- [${codeSpan(e.name)}](${e.url})${e.summary ? `: ${e.summary}` : ''}`).join('\n') })),
  ];
  return writeParts({ title: p.title, description: p.description, parts });
}
