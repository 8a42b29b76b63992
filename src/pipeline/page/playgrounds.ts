import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { apiPathname } from '../../api/api-nav.ts';
import { API_CATALOGUE } from '../../api/catalogue.ts';
import type { ApiData, ComponentApi } from '../../api/types.ts';
import { diagnostic } from '../../diagnostics/codes.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { playgroundLine } from '../../demos/demo-files.ts';
import type { PageTaskContext } from '../task-context.ts';
import { playgroundBlock, playgroundKnobs } from '../../demos/playground-block.ts';
import type { DemoContext, DemoRecord } from '../../demos/types.ts';
import type { DemoOptions, PlaygroundOptions } from '../../markdown/demo-directive.ts';
import { DEMO_PLACEHOLDER } from '../../markdown/remark-demos.ts';
import { urlFor } from '../../render/nav-items.ts';

/** The API of a playground's component: the catalogue's entry of that name (its product decides between a Data Grid and a Charts `Toolbar`). */
export function playgroundApi(data: ApiData, component: string): ComponentApi | undefined {
  const entry = API_CATALOGUE.find((c) => c.name === component);
  return entry && data.components.find((c) => c.name === component && c.product === entry.product);
}

/**
 * The problems of a page's playground lines, found when the page is rendered (the demo stage
 * has no API data): each prop path must lead to a knob of the component's extracted types.
 */
export function playgroundDiagnostics(tree: Root, p: { data: ApiData | undefined; file: string }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'pre') return SKIP;
    if (node.tagName !== DEMO_PLACEHOLDER) return;
    const options = JSON.parse(String(node.properties.dataOptions)) as DemoOptions;
    if (!options.playground) return;
    const location = { location: { file: p.file, ...(node.position ? { line: node.position.start.line } : {}) } };
    const component = options.playground.playground;
    // A name outside the catalogue was reported with the page's demo lines.
    if (!API_CATALOGUE.some((c) => c.name === component)) return;
    const api = p.data && playgroundApi(p.data, component);
    if (!api) {
      diagnostics.push(diagnostic('InvalidPlayground', { component, problem: p.data ? 'the API reference has no data for it' : 'the site has no API reference (set `apiReference: true`)', api: component }, location));
      return;
    }
    const apiPath = apiPathname(api.product, api.name);
    for (const problem of playgroundKnobs(api, options.playground).problems) diagnostics.push(diagnostic('InvalidPlayground', { component, problem, api: apiPath }, location));
  });
  return diagnostics;
}

/** The HTML of a page's playground line (undefined when its demo or API data is missing: the line's check reports it). */
export function playgroundElement(demos: DemoContext, demo: DemoRecord, p: { data: ApiData | undefined; options: PlaygroundOptions; index: number; prefix: string; placed?: Set<string>; height?: number | string }): Element | undefined {
  const api = p.data && playgroundApi(p.data, p.options.playground);
  if (!api) return undefined;
  const { knobs } = playgroundKnobs(api, p.options);
  const values = p.options.values ?? {};
  return playgroundBlock(demo, demos, { api, apiHref: urlFor(apiPathname(api.product, api.name), p.prefix), knobs, values, uid: `playground-${api.name}-${p.index}`, ...(p.placed ? { placed: p.placed } : {}), ...(p.height !== undefined ? { height: p.height } : {}) });
}

/** The "Try it" playground of a component's API page (`id`: its demo, task-context.ts's tryItDemoId). */
export function tryItElement(demos: DemoContext, p: { api: ComponentApi; id: string }): Element | undefined {
  const options = playgroundLine(p.api.name);
  const demo = demos.demos[p.id];
  if (!demo || !options.playground) return undefined;
  const { knobs } = playgroundKnobs(p.api, options.playground);
  return playgroundBlock(demo, demos, { api: p.api, apiHref: '', knobs, values: {}, uid: `try-it-${p.api.name}` });
}
