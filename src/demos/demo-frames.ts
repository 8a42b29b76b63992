import path from 'node:path';
import { hashedName, writeFileSafe } from '../files.ts';
import { findDemoDirectives } from '../markdown/demo-directive.ts';
import type { PageSource } from '../markdown/page-source.ts';
import { parseMarkdownBlocks } from '../markdown/syntax.ts';
import { COLOR_SCHEME_ATTRIBUTE } from '../../templates/constants.ts';
import { escapeHtml } from '../../templates/document.ts';
import { hydrates } from './constants.ts';
import { resolveDemo } from './demo-files.ts';
import { demoStyleTag } from './demo-style.ts';
import type { DemoContext, DemoRecord } from './types.ts';

/** Height of an iframe demo whose line gives none, in px: the frame cannot grow with its document. */
export const DEFAULT_FRAME_HEIGHT = 400;

/** What the frame documents of a build are made with, besides the demos themselves. */
export interface FrameAssets {
  /** Ids of the demos some page shows in an iframe. */
  ids: string[];
  /** URL of the frame script (client/demo/frame.ts). */
  script: string;
  /** The frame's pre-paint script, inlined (client/demo/frame-prepaint.ts). */
  prepaint: string;
}

/**
 * The ids of the demos some page shows in an iframe (`"iframe": true` on its demo line). Only the
 * pages that mention the option are parsed; demos that do not exist are the scan's to report.
 */
export function framedDemoIds(pages: Iterable<PageSource>, contentDir: string): string[] {
  const ids = new Set<string>();
  for (const page of pages) {
    const { body } = page.frontMatter;
    if (!body.includes('"iframe"')) continue;
    for (const { options } of findDemoDirectives(parseMarkdownBlocks(body), body).directives) {
      if (!options.iframe) continue;
      const demo = resolveDemo(contentDir, page.file, options.demo);
      if (demo.files.length) ids.add(demo.id);
    }
  }
  return [...ids].sort();
}

/**
 * The document an iframe demo loads: the demo's server markup and Emotion styles, the site's
 * stylesheet (theme variables of both schemes, fonts), and the frame script that hydrates it with
 * the island runtime. No app bar, navigation or page script. It carries `noindex`, and is named
 * `*.html` under the static folder, never `index.html`: the sitemap, Pagefind (which reads
 * `index.html` files only) and the service worker's page cache all leave it out.
 */
export function frameDocument(demo: DemoRecord, p: { ctx: DemoContext; frames: FrameAssets; stylesheet: string }): string {
  const e = escapeHtml;
  const { ctx, frames } = p;
  const first = demo.variants[0]!;
  const modules = Object.fromEntries(demo.variants.map((v) => [v.style, v.module]));
  // The frame script, the runtime and the default variant: fetched together, not one after the other.
  const preload = [...new Set([...(ctx.preload[frames.script] ?? [frames.script]), ...(ctx.preload[ctx.runtime] ?? []), ...(first.module ? (ctx.preload[first.module] ?? []) : [])])];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${e(demo.name)} demo</title>`,
    `<script>${frames.prepaint}</script>`,
    `<link rel="stylesheet" href="${e(p.stylesheet)}">`,
    ...(ctx.iconFontUrl ? [`<link rel="stylesheet" href="${e(ctx.iconFontUrl)}" media="print" onload="this.media='all'">`] : []),
    ...preload.map((href) => `<link rel="modulepreload" href="${e(href)}">`),
    `<script type="module" src="${e(frames.script)}"></script>`,
    demoStyleTag(demo.ssr?.styles ?? []),
  ];
  const attributes = [
    'class="docs-demo-live"',
    `data-demo="${e(demo.id)}"`,
    `data-modules="${e(JSON.stringify(modules))}"`,
    `data-runtime="${e(ctx.runtime)}"`,
    `data-rendered="${demo.ssr ? e(first.style) : 'none'}"`,
    ...(demo.ssr && !hydrates(demo) ? ['data-hydrate="false"'] : []),
  ];
  const body = demo.ssr ? demo.ssr.html : '<div class="docs-demo-pending">Loading the demo…</div>';
  return (
    `<!DOCTYPE html>\n<html lang="en" dir="ltr" ${COLOR_SCHEME_ATTRIBUTE}="light" data-demo-frame>` +
    `<head>${head.join('')}</head>` +
    `<body><div ${attributes.join(' ')}>${body}</div></body></html>\n`
  );
}

/**
 * Writes the frame document of each demo shown in an iframe under `<static>/demos/frames/`, named
 * by content hash like every other asset, and returns each demo's frame URL by id.
 */
export function writeDemoFrames(p: { ctx: DemoContext; frames: FrameAssets; stylesheet: string; staticPath: string; dir: string }): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const id of p.frames.ids) {
    const demo = p.ctx.demos[id];
    if (!demo) continue; // it failed to prepare, and is reported as such
    const html = frameDocument(demo, p);
    const url = `${p.staticPath}/demos/frames/${hashedName(id.replace(/[^\w-]+/g, '_'), 'html', html)}`;
    writeFileSafe(path.join(p.dir, url), html);
    urls[id] = url;
  }
  return urls;
}
