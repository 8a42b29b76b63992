import type { LazyCode } from '../demos/code-fragments.ts';
import type { DemoRecord } from '../demos/types.ts';
import type { IndexDemo, IndexDemoFile } from './types.ts';

/** Fragment URL → its HTML: the demo code fragments the demo stage wrote (src/demos/code-fragments.ts). */
export type DemoCode = ReadonlyMap<string, Uint8Array>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) =>
    ref[0] === '#' ? String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))) : (ENTITIES[ref] ?? whole),
  );

/**
 * The source text of a highlighted demo block (`div.MuiCode-root > pre`, as HTML): what the
 * toolbar copies, with the final newline the page leaves out.
 */
export function blockText(html: string): string {
  const pre = /<pre\b[^>]*>([\s\S]*)<\/pre>/.exec(html)?.[1] ?? html;
  const text = decode(pre.replace(/<[^>]+>/g, ''));
  return /data-eol="false"/.test(html) ? text : `${text.replace(/\n$/, '')}\n`;
}

/** The text of a block kept as a fragment (or, for demos shown open, in the record). */
function lazyText(lazy: LazyCode, code: DemoCode): string {
  const html = lazy.html ?? (code.has(lazy.src) ? Buffer.from(code.get(lazy.src)!).toString('utf8') : undefined);
  if (html === undefined) throw new Error(`the demo code fragment ${lazy.src} is missing`);
  return blockText(html);
}

/**
 * A demo's sources as plain text: every style variant, its TypeScript and JavaScript (a
 * JavaScript-only demo has the same text in both), the files it imports. Undefined for an
 * embedded component, which shows no code.
 */
export function demoSources(demo: DemoRecord, code: DemoCode): Omit<IndexDemo, 'pages' | 'jsUrl'> | undefined {
  if (demo.embed) return undefined;
  return {
    id: demo.id,
    name: demo.name,
    variants: demo.variants.map((v) => {
      const js = lazyText(v.code!.js, code);
      // Named after the demo: a style variant's file is `Name/css/index.tsx`.
      const main: IndexDemoFile = { name: `${demo.name}.${v.code!.ts ? 'tsx' : 'js'}`, ts: v.code!.ts ? lazyText(v.code!.ts, code) : js, js, jsName: `${demo.name}.js` };
      const files = (v.files ?? []).map((f): IndexDemoFile => ({ name: f.ts.name, ts: lazyText(f.ts.code, code), js: lazyText(f.js.code, code), jsName: f.js.name }));
      return { style: v.style, file: v.file, main, files };
    }),
  };
}
