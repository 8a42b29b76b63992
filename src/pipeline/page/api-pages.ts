import crypto from 'node:crypto';
import type { Highlighter } from 'shiki';
import { apiAnchors, apiArticleView, apiIndexView, apiToc, rootRelativeLinks, summaryOf } from '../../api/api-page.ts';
import type { ApiProduct } from '../../api/catalogue.ts';
import type { ApiData, ComponentApi, HookApi, InterfaceApi } from '../../api/types.ts';
import type { ApiArticleView, ApiIndexView } from '../../../templates/api-data.ts';
import { diagnostic } from '../../diagnostics/codes.ts';
import type { NavPage, ResolvedNav } from '../../nav/resolve-nav.ts';
import type { Renderer, ServerEntry } from '../../render/renderer.ts';
import { generatedKeyOf, tryItDemoId, type PageTaskContext } from '../task-context.ts';
import type { PageBody, PageResult } from './types.ts';
import type { Root } from 'hast';
import { stringifyHast } from '../../markdown/stringify-hast.ts';
import { localiseLabels } from './localise.ts';
import { tryItElement } from './playgrounds.ts';

/** One test per navigation, so the API views of a thread share their type links and rendered descriptions. */
const pageTests = new WeakMap<ResolvedNav, (pathname: string) => boolean>();

/** Whether the site has a page at a pathname (what API type names may link to). */
export function pageTestOf(nav: ResolvedNav): (pathname: string) => boolean {
  let test = pageTests.get(nav);
  if (!test) pageTests.set(nav, (test = (pathname) => nav.byPathname.has(pathname)));
  return test;
}

/** The view of each API page, made once per build and thread. */
const views = new WeakMap<PageTaskContext, Map<ComponentApi | InterfaceApi | HookApi, ApiArticleView>>();

/** The view of an API page (its descriptions rendered, its code highlighted, its type names linked), made once per build and thread. */
export function apiViewOf(tools: { ctx: PageTaskContext; highlighter: Highlighter }, api: ComponentApi | InterfaceApi | HookApi): ApiArticleView {
  const { ctx } = tools;
  let known = views.get(ctx);
  if (!known) views.set(ctx, (known = new Map()));
  let view = known.get(api);
  if (!view) {
    view = apiArticleView(api, { highlighter: tools.highlighter, demos: ctx.api!.demos, data: ctx.api!.data, ...(ctx.api!.usage ? { usage: ctx.api!.usage } : {}), hasPage: pageTestOf(ctx.nav) });
    known.set(api, view);
  }
  return view;
}

/**
 * The "Try it" playground of a component's API page, in each language: for the products the
 * config's `demos.playgrounds.api` lists, when the component's playground is among the demos.
 */
function tryItOf(tools: GeneratedPageTools, p: { api: ComponentApi; made: NonNullable<NavPage['generated']> }): ((language: string) => string) | undefined {
  const { ctx } = tools;
  const id = tryItDemoId(ctx, p.made);
  const element = id && ctx.demos ? tryItElement(ctx.demos, { api: p.api, id }) : undefined;
  if (!element) return undefined;
  return (language) => {
    const tree: Root = { type: 'root', children: [structuredClone(element)] };
    localiseLabels(tree, (key) => tools.entry.translate(language, key as Parameters<ServerEntry['translate']>[1]));
    return stringifyHast(tree);
  };
}

/**
 * Where a component's classes page goes (`<base>/_static/api/classes.<hash>.html`): named by its
 * content, so that the components with the same classes share one file, cached once.
 */
function classesFile(ctx: PageTaskContext, html: string): { url: string; html: string } {
  const hash = crypto.createHash('sha256').update(html).digest('hex').slice(0, 12);
  return { url: `${ctx.site.basePath}/_static/api/classes.${hash}.html`, html };
}

/** The label of each group of a product's API index. */
const GROUP_LABELS = { components: 'apiComponents', hooks: 'apiHooks', interfaces: 'apiInterfaces', types: 'apiTypes' } as const;

/** The extracted page a generated page shows. */
function findApi(data: ApiData, made: { kind: string; product: string; name: string }): ComponentApi | InterfaceApi | HookApi | undefined {
  const same = (api: { name: string; product: string }) => api.name === made.name && api.product === made.product;
  if (made.kind === 'api-component') return data.components.find(same);
  if (made.kind === 'api-hook') return data.hooks?.find(same);
  return data.interfaces.find(same);
}

const API_PRODUCT_LABELS: Record<ApiProduct, string> = { 'data-grid': 'Data Grid', 'date-pickers': 'Date and Time Pickers', charts: 'Charts', 'tree-view': 'Tree View' };

export interface GeneratedPageTools {
  ctx: PageTaskContext;
  entry: ServerEntry;
  renderer: Renderer;
  highlighter: Highlighter;
}

/**
 * The bodies of a generated page (an API page or a product's API index), one per language, and
 * the facts of the page; undefined bodies when the page cannot be generated (the result says why).
 */
export function generatedPageBodies(tools: GeneratedPageTools, page: NavPage): { result: PageResult; bodies: Map<string, PageBody> } {
  const { ctx, renderer } = tools;
  const made = page.generated!;
  const result: PageResult = { pathname: page.pathname, file: page.file, anchors: [], links: [], draft: false, title: page.node.titles.en!, written: [], diagnostics: [], key: generatedKeyOf(page.pathname) };
  const bodies = new Map<string, PageBody>();
  const data = ctx.api?.data;
  if (!data) return { result, bodies };
  const hasPage = pageTestOf(ctx.nav);
  const t = (language: string, key: Parameters<ServerEntry['translate']>[1], vars?: Record<string, string>) => tools.entry.translate(language, key, vars);
  const productKey = `x-${made.product}`;
  const label = API_PRODUCT_LABELS[made.product];
  const common = (language: string) => ({ draft: false, untranslated: language !== 'en', disableToc: false, productKey });
  if (made.kind === 'api-index') {
    const view = apiIndexView(data, made.product, hasPage);
    result.anchors = view.groups.map((g) => g.title);
    const groupLabel = (language: string, title: ApiIndexView['groups'][number]['title']) => t(language, GROUP_LABELS[title]);
    for (const language of ctx.site.languages) {
      const title = `${label} - ${t(language, 'apiReference')}`;
      bodies.set(language, {
        ...common(language),
        title,
        documentTitle: `${title} - ${ctx.site.productName}`,
        description: `${label}: ${view.groups.map((g) => `${g.entries.length} ${groupLabel(language, g.title).toLowerCase()}`).join(', ')}.`,
        adAllowed: true,
        articleHtml: renderer.renderApiIndex(view, language),
        toc: view.groups.map((g) => ({ id: g.title, text: groupLabel(language, g.title), children: [] })),
      });
    }
    return { result, bodies };
  }
  const api = findApi(data, made);
  if (!api) {
    result.diagnostics.push(diagnostic('ApiPageWithoutData', { name: made.name, pathname: page.pathname }, { location: { file: page.file } }));
    return { result, bodies };
  }
  const view = apiViewOf(tools, api);
  const tryIt = api.kind === 'component' ? tryItOf(tools, { api, made }) : undefined;
  result.anchors = [...apiAnchors(view), ...(tryIt ? ['try-it'] : [])];
  for (const language of ctx.site.languages) {
    const title = t(language, 'apiTitle', { name: api.name });
    const tryItHtml = tryIt && tryIt(language);
    const classes = view.classesAnchorPrefix ? classesFile(ctx, renderer.renderApiClasses(view, language, ctx.assets[language]!.stylesheet)) : undefined;
    const toc = apiToc(view, (key) => t(language, key));
    // "Try it" comes after the import, as on the page.
    if (tryItHtml) toc.splice(toc.findIndex((e) => e.id === 'import') + 1, 0, { id: 'try-it', text: t(language, 'apiTryIt'), children: [] });
    bodies.set(language, {
      ...common(language),
      title,
      documentTitle: `${title} - ${ctx.site.productName}`,
      description: summaryOf(api.description) || title,
      articleHtml: renderer.renderApiArticle(view, language, { ...(tryItHtml ? { tryItHtml } : {}), ...(classes ? { classesHref: classes.url } : {}) }),
      ...(classes ? { files: [classes] } : {}),
      toc,
      adAllowed: made.kind !== 'api-interface',
      ...(tryItHtml ? { hasDemos: true } : {}),
    });
  }
  // Links written in the packages' JSDoc are checked like the links of content pages.
  result.links = rootRelativeLinks(bodies.get('en')?.articleHtml ?? '');
  return { result, bodies };
}
