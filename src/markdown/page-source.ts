import fs from 'node:fs';
import type { SiteConfig } from '../config/schema.ts';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { linkLeaving } from '../files.ts';
import { parseFrontMatter, type ParsedFrontMatter } from './front-matter.ts';
import { lineNestedDeeper, MAX_NESTING } from './nesting.ts';

/** A content page as read from disk, its front matter parsed: read and parsed once per build. */
export interface PageSource {
  file: string;
  source: string;
  frontMatter: ParsedFrontMatter;
  /**
   * Problems of the file itself, found before anything parses it: bytes that are not UTF-8, and
   * the errors that refuse the page (a symlink leading outside the content folder, a page over
   * the size limit, nesting past the limit). A refused page's body is empty: nothing parses it.
   */
  diagnostics: Diagnostic[];
}

/** What reading a page checks it against: the content folder it must stay in, the config's limits. */
export interface PageReadOptions {
  contentDir: string;
  site: Pick<SiteConfig, 'maxPageBytes' | 'invalidUtf8'>;
}

const NO_FRONT_MATTER: ParsedFrontMatter = { data: {}, body: '', lines: {}, itemLines: {}, diagnostics: [] };

/** A page source from its text: front matter parsed, and its body left empty if it nests too deep. */
export function pageSourceOf(file: string, source: string): PageSource {
  const frontMatter = parseFrontMatter(source, file);
  const line = lineNestedDeeper(frontMatter.body);
  if (line === undefined) return { file, source, frontMatter, diagnostics: [] };
  return { file, source, frontMatter: { ...frontMatter, body: '' }, diagnostics: [diagnostic('NestingTooDeep', { limit: MAX_NESTING }, { location: { file, line } })] };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Reads one page. A symlink leading outside the content folder and a page over the size limit are
 * refused unread; bytes that are not UTF-8 are shown as U+FFFD, with a diagnostic at the first
 * (a warning, or an error as the config says). Throws only when the file cannot be read at all.
 */
export function readPageSource(file: string, options: PageReadOptions): PageSource {
  const outside = linkLeaving(file, options.contentDir);
  if (outside) return refused(file, diagnostic('OutsideContent', { kind: 'page', file, ...outside }, { location: { file } }));
  const limit = options.site.maxPageBytes;
  const size = fs.statSync(file).size;
  if (size > limit) return refused(file, diagnostic('PageTooLarge', { bytes: size, limit }, { location: { file } }));
  const bytes = fs.readFileSync(file);
  let source: string;
  try {
    source = utf8.decode(bytes);
  } catch {
    source = lenient.decode(bytes);
    const page = pageSourceOf(file, source);
    const offset = firstInvalidByte(bytes);
    const line = bytes.subarray(0, offset).filter((b) => b === 0x0a).length + 1;
    const problem = diagnostic('InvalidUtf8', { offset, byte: bytes[offset]! }, { severity: options.site.invalidUtf8, location: { file, line } });
    return { ...page, diagnostics: [problem, ...page.diagnostics] };
  }
  return pageSourceOf(file, source);
}

function refused(file: string, problem: Diagnostic): PageSource {
  return { file, source: '', frontMatter: NO_FRONT_MATTER, diagnostics: [problem] };
}

/**
 * Offset of the first byte that does not belong to a well-formed UTF-8 sequence (the lead byte
 * of a sequence cut short), by the WHATWG decoder's rules: no overlong forms, no surrogates,
 * nothing past U+10FFFF. -1 when there is none.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let follow: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) follow = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      follow = 2;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      follow = 3;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= follow; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += follow + 1;
  }
  return -1;
}

/**
 * Reads the given content pages. A page that can't be read is left out: its page task reports
 * it when it reads the file itself.
 */
export function readPageSources(pages: readonly { file: string; generated?: unknown }[], options: PageReadOptions): Map<string, PageSource> {
  const found = new Map<string, PageSource>();
  for (const page of pages) {
    if (page.generated || found.has(page.file)) continue;
    try {
      found.set(page.file, readPageSource(page.file, options));
    } catch {
      // unreadable: reported by the page itself
    }
  }
  return found;
}

/**
 * The text a page's cache keys hash: its source, and the problems of its file with it. Bytes that
 * are not UTF-8 and the same text with U+FFFD written out are different pages: one warns.
 */
export function keyTextOf(page: PageSource): string {
  // Codes, severities and places, not messages: those name the file, and keys hold no path of the checkout.
  return page.diagnostics.length ? `${page.source}\0${JSON.stringify(page.diagnostics.map((d) => [d.code, d.severity, d.location?.line, d.location?.column]))}` : page.source;
}
