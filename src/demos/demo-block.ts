import type { Element, ElementContent, Properties } from 'hast';
import type { DemoOptions } from '../markdown/demo-directive.ts';
import type { LazyCode } from './code-fragments.ts';
import { hydrates } from './constants.ts';
import { DEFAULT_FRAME_HEIGHT } from './demo-frames.ts';
import { demoStyleTag } from './demo-style.ts';
import type { DemoContext, DemoRecord, DemoStyle } from './types.ts';

const h = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/** Labels of the code style variants (mui-x-docs-facts §2.4). */
const STYLE_LABELS: Record<DemoStyle, string> = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' };

/**
 * The toolbar's icons are drawn by docs.css (`[data-icon="…"]`, each an SVG mask
 * in the stylesheet): inline SVGs here were 1.5 KB of every demo of every page.
 */
type IconName = 'stackblitz' | 'codesandbox' | 'reset' | 'source';

/** An icon button whose accessible name (and tooltip) is the translated label `key`. */
function iconButton(action: string, key: string, name: IconName): Element {
  return h('button', { type: 'button', className: ['docs-demo-icon'], dataIcon: name, dataDemoAction: action, dataI18nLabel: key, dataGaEventCategory: 'demo', dataGaEventAction: action });
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** Initial state of the code panel: closed, the short preview, or the full source. */
export function initialCodeState(options: DemoOptions, hasPreview: boolean): 'closed' | 'preview' | 'full' {
  if (options.defaultCodeOpen === true) return 'full';
  if (options.defaultCodeOpen === false) return 'closed';
  return hasPreview ? 'preview' : 'closed';
}

/**
 * The HTML of one demo on a page: the live area (server-rendered markup, hydrated by
 * client/demo/island.tsx when near the viewport), the toolbar, and the highlighted sources of
 * every language and style variant (CSS shows the reader's choice). Labels carry `data-i18n`
 * keys, filled per language like the rest of the page. `p.options` are the demo directive's.
 */
export function demoBlock(demo: DemoRecord, ctx: DemoContext, p: { options: DemoOptions; adAllowed: boolean; index: number; productLabel: string; placed?: Set<string>; budget?: ServerRenderBudget }): Element {
  const { options } = p;
  const uid = `demo-${demo.name}-${p.index}`;
  if (demo.embed) return embeddedBlock(demo, ctx, { options, uid, ...(p.placed ? { placed: p.placed } : {}) });
  const variants = demo.variants;
  const hasPreview = variants.every((v) => v.code?.jsPreview && (demo.jsOnly || v.code.tsPreview));
  const code = initialCodeState(options, hasPreview);
  const first = variants[0]!;
  const children: ElementContent[] = [];
  // Hidden anchors: a link to #Name.js or #Name.tsx (#css-Name.tsx…) opens that demo's code.
  const anchors = new Set([`${demo.name}.js`, `${demo.name}.tsx`, ...variants.flatMap((v) => [`${v.style}-${demo.name}.js`, `${v.style}-${demo.name}.tsx`])]);
  for (const anchor of anchors) children.push(h('span', { id: anchor, className: ['docs-demo-anchor'] }));
  children.push(liveFrame(demo, options, ctx, p.placed, p.budget));
  if (!options.hideToolbar) {
    children.push(demoToolbar(demo, ctx, { uid, code }));
    children.push(h('div', { className: ['docs-demo-code'], id: `${uid}-code`, dataI18nError: 'demoCodeError' }, demoSources(demo, hasPreview)));
    if (p.adAllowed && !options.disableAd) children.push(h('div', { className: ['docs-demo-ad'] }));
  }
  const meta = {
    name: demo.name,
    file: first.file,
    product: p.productLabel,
    ...(ctx.sourceUrl ? { source: ctx.sourceUrl.replace('{path}', first.file) } : {}),
    dependencies: Object.fromEntries(variants.map((v) => [v.style, v.dependencies])),
    files: Object.fromEntries(variants.map((v) => [v.style, v.file])),
  };
  children.push(h('script', { type: 'application/json', className: ['docs-demo-meta'] }, [text(JSON.stringify(meta).replace(/</g, '\\u003c'))]));
  return h(
    'div',
    {
      className: ['docs-demo'],
      id: uid,
      dataDemo: demo.id,
      dataCode: code,
      dataStyle: first.style,
      dataHasPreview: String(hasPreview),
      ...(options.hideToolbar ? { dataHideToolbar: 'true' } : {}),
      ...(demo.jsOnly ? { dataJsOnly: 'true' } : {}),
    },
    children,
  );
}

/** An embedded component: its live area only, part of the page's flow (no frame, toolbar or code). */
export function embeddedBlock(demo: DemoRecord, ctx: DemoContext, p: { options: DemoOptions; uid: string; placed?: Set<string> }): Element {
  return h('div', { className: ['docs-demo', 'docs-embed'], id: p.uid, dataDemo: demo.id, dataCode: 'closed', dataStyle: demo.variants[0]!.style, dataHideToolbar: 'true', dataEmbed: demo.name }, [liveFrame(demo, p.options, ctx, p.placed)]);
}

/**
 * The server-rendered markup a page still has room for (config `demos.ssrBudget`, bytes of markup
 * and styles). Demos take it in page order: the first demo a server rendered always shows its
 * markup, the next ones while theirs fits; from the first that does not fit, the later demos of the
 * page render in the browser as they come near the viewport (as demos the server cannot render do).
 * What a reader sees first is in the page; a page of twenty calendars is not 400 KB of HTML.
 */
export interface ServerRenderBudget {
  left: number;
  /** A demo did not fit: none after it is server-rendered. */
  closed: boolean;
  /** Whether a demo has taken from it yet. */
  taken: boolean;
}

export const serverRenderBudget = (bytes: number): ServerRenderBudget => ({ left: bytes, closed: false, taken: false });

/** Whether the page shows `demo`'s server markup: takes its size from the budget when it does. */
function fitsBudget(demo: DemoRecord, budget: ServerRenderBudget | undefined, placed: Set<string> | undefined): boolean {
  if (!demo.ssr) return false;
  if (!budget) return true;
  if (budget.closed) return false;
  const size = demo.ssr.html.length + demo.ssr.styles.reduce((n, [name, css]) => n + (placed?.has(name) ? 0 : css.length), 0);
  if (budget.taken && size > budget.left) {
    budget.closed = true;
    return false;
  }
  budget.taken = true;
  budget.left -= size;
  return true;
}

/** The live area in its frame: server-rendered markup and its styles (those the page has not `placed` yet), or a loading note. */
function liveFrame(demo: DemoRecord, options: DemoOptions, ctx: DemoContext, placed?: Set<string>, budget?: ServerRenderBudget): Element {
  const frameUrl = options.iframe ? ctx.frames?.[demo.id] : undefined;
  if (frameUrl) return iframeLiveFrame(demo, options, { ctx, src: frameUrl });
  const first = demo.variants[0]!;
  const ssr = fitsBudget(demo, budget, placed) ? demo.ssr : undefined;
  const liveStyle = [options.height !== undefined ? `min-height:${cssLength(options.height)}` : '', options.maxWidth !== undefined ? `max-width:${cssLength(options.maxWidth)}` : ''].filter(Boolean).join(';');
  const live = h(
    'div',
    {
      className: ['docs-demo-live'],
      dataModules: JSON.stringify(Object.fromEntries(demo.variants.map((v) => [v.style, v.module]))),
      dataRuntime: ctx.runtime,
      dataRendered: ssr ? first.style : 'none',
      ...(ssr && !hydrates(demo) ? { dataHydrate: 'false' } : {}),
      dataI18nError: 'demoError',
      ...(liveStyle ? { style: liveStyle } : {}),
    },
    ssr ? [{ type: 'raw', value: ssr.html } as unknown as ElementContent] : [h('div', { className: ['docs-demo-pending'], dataI18n: 'demoLoading' }, [text('Loading the demo…')])],
  );
  const style = ssr ? demoStyleTag(ssr.styles, placed) : '';
  return h('div', { className: ['docs-demo-frame'], dataBg: options.bg === true ? 'plain' : (options.bg ?? 'outlined') }, [...(style ? [{ type: 'raw', value: style } as unknown as ElementContent] : []), live]);
}

/**
 * The live area of an `iframe` demo: the frame document of the demo (demo-frames.ts), loaded when
 * near the viewport, at the line's height or a default one. The live area keeps the modules (the
 * toolbar reads the demo's style variants from it) and learns from the frame when the demo has
 * committed.
 */
function iframeLiveFrame(demo: DemoRecord, options: DemoOptions, p: { ctx: DemoContext; src: string }): Element {
  const iframe = h('iframe', {
    className: ['docs-demo-iframe'],
    src: p.src,
    title: `${demo.name} demo`,
    loading: 'lazy',
    style: `height:${cssLength(options.height ?? DEFAULT_FRAME_HEIGHT)}`,
  });
  const live = h(
    'div',
    {
      className: ['docs-demo-live'],
      dataFrame: 'true',
      dataModules: JSON.stringify(Object.fromEntries(demo.variants.map((v) => [v.style, v.module]))),
      dataRuntime: p.ctx.runtime,
      dataI18nError: 'demoError',
      ...(options.maxWidth !== undefined ? { style: `max-width:${cssLength(options.maxWidth)}` } : {}),
    },
    [iframe],
  );
  return h('div', { className: ['docs-demo-frame'], dataBg: options.bg === true ? 'plain' : (options.bg ?? 'outlined'), dataIframe: 'true' }, [live]);
}

/** Language and style toggles, show/copy buttons, sandbox, reset and source links. */
function demoToolbar(demo: DemoRecord, ctx: DemoContext, p: { uid: string; code: 'closed' | 'preview' | 'full' }): Element {
  const { code } = p;
  // A JavaScript-only demo has no language to choose.
  const tools: ElementContent[] = demo.jsOnly
    ? []
    : [
        h('div', { className: ['docs-demo-toggle-group'], role: 'group', dataI18nLabel: 'codeLanguage' }, [
          h('button', { type: 'button', dataPref: 'codeVariant', dataValue: 'JS', dataGaEventCategory: 'demo', dataGaEventAction: 'code-variant' }, [text('JS')]),
          h('button', { type: 'button', dataPref: 'codeVariant', dataValue: 'TS', dataGaEventCategory: 'demo', dataGaEventAction: 'code-variant' }, [text('TS')]),
        ]),
      ];
  if (demo.variants.length > 1) {
    tools.push(
      h(
        'div',
        { className: ['docs-demo-toggle-group'], role: 'group', dataI18nLabel: 'codeStyle' },
        demo.variants.map((v) => h('button', { type: 'button', dataPref: 'codeStyling', dataValue: v.style, dataGaEventCategory: 'demo', dataGaEventAction: 'code-styling' }, [text(STYLE_LABELS[v.style])])),
      ),
    );
  }
  tools.push(
    h('button', { type: 'button', className: ['docs-demo-button'], dataDemoAction: 'toggle', ariaExpanded: String(code !== 'closed'), ariaControls: [`${p.uid}-code`], dataI18n: code === 'closed' ? 'showSource' : 'hideSource' }, [text(code === 'closed' ? 'Show code' : 'Hide code')]),
    h('button', { type: 'button', className: ['docs-demo-button', 'docs-demo-copy'], dataDemoAction: 'copy', dataI18n: 'copy', dataGaEventCategory: 'demo', dataGaEventAction: 'copy' }, [text('Copy')]),
    // The live editor (client/demo/editor.tsx).
    h('button', { type: 'button', className: ['docs-demo-button'], dataDemoAction: 'edit', dataI18n: 'editCode', dataGaEventCategory: 'demo', dataGaEventAction: 'edit' }, [text('Edit code')]),
    h('span', { className: ['docs-demo-toolbar-spacer'] }),
    iconButton('stackblitz', 'stackblitz', 'stackblitz'),
    iconButton('codesandbox', 'codesandbox', 'codesandbox'),
    iconButton('reset', 'resetDemo', 'reset'),
  );
  if (ctx.sourceUrl) {
    tools.push(
      h('a', { className: ['docs-demo-icon'], dataIcon: 'source', href: ctx.sourceUrl.replace('{path}', demo.variants[0]!.file), target: '_blank', rel: ['noopener'], dataI18nLabel: 'viewSource', dataGaEventCategory: 'demo', dataGaEventAction: 'source' }),
    );
  }
  return h('div', { className: ['docs-demo-toolbar'], role: 'toolbar', dataI18nLabel: 'demoToolbar' }, tools);
}

/** The highlighted sources of every style and language, with a tab per imported file. */
function demoSources(demo: DemoRecord, hasPreview: boolean): ElementContent[] {
  const sources: ElementContent[] = [];
  for (const v of demo.variants) {
    if (!v.code) continue;
    for (const [language, full, preview] of [['JS', v.code.js, v.code.jsPreview], ['TS', v.code.ts, v.code.tsPreview]] as const) {
      if (!full || (language === 'TS' && demo.jsOnly)) continue;
      const files = (v.files ?? []).map((f) => (language === 'TS' ? f.ts : f.js));
      // Files the demo imports: a tab each beside the demo's own file, hidden until chosen.
      const tabs = files.length
        ? [
            h('div', { className: ['docs-demo-tabs'], role: 'tablist', dataI18nLabel: 'demoFiles' }, [
              h('button', { type: 'button', role: 'tab', ariaSelected: 'true', dataFileTab: '' }, [text(`${demo.name}.${language === 'TS' ? 'tsx' : 'js'}`)]),
              ...files.map((f) => h('button', { type: 'button', role: 'tab', ariaSelected: 'false', dataFileTab: f.name }, [text(f.name)])),
            ]),
          ]
        : [];
      const panels = files.map((f) => h('div', { className: ['docs-demo-file'], role: 'tabpanel', dataFile: f.name, hidden: true }, [codeOrPlaceholder(f.code, { dataPart: 'file', dataFile: f.name })]));
      const code = [...(preview ? [preview as unknown as ElementContent] : []), codeOrPlaceholder(full, { dataPart: 'full' })];
      sources.push(h('div', { className: ['docs-demo-source'], dataLanguage: language, dataStyle: v.style, ...(files.length ? { dataFileTab: '' } : {}) }, [...tabs, ...code, ...panels]));
    }
  }
  if (hasPreview) sources.push(h('button', { type: 'button', className: ['docs-demo-button', 'docs-demo-expand'], dataDemoAction: 'expand', dataI18n: 'showFullSource' }, [text('Expand code')]));
  return sources;
}

/**
 * A block of code in the page when the record holds it (a demo shown with its code open), else
 * the placeholder client/demos.ts replaces with the block's fragment when the reader opens it.
 */
function codeOrPlaceholder(code: LazyCode, part: Properties): ElementContent {
  if (code.html !== undefined) return { type: 'raw', value: code.html } as unknown as ElementContent;
  return h('div', { className: ['docs-demo-lazy'], ...part, dataSrc: code.src, style: `--docs-code-lines:${Math.min(code.lines, 40)}` });
}
