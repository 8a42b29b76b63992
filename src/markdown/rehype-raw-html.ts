import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import type { VFile } from 'vfile';
import { attributeName, attributeProblem, elementProblem, HTML_SCHEMA, refineElement, unsafeDataUrl } from './html-allowlist.ts';
import type { PageFacts } from './page-facts.ts';
import { DEMO_PLACEHOLDER } from './remark-demos.ts';
import { EVENTS_PLACEHOLDER } from './remark-events.ts';
import { endsWithEndTag } from './raw-html-end.ts';
import { UNWRAP } from './remark-html-markdown.ts';
import { report } from './report.ts';

/**
 * Marks the elements the build made before the HTML parser runs, so that only the author's HTML
 * is sanitised. It is a property the parser carries through as an attribute; its capital
 * letters make it one that HTML written in a page cannot forge (the tokenizer lowercases
 * attribute names).
 */
const OWN = 'DocsBuildOwn';
/** Node type that carries one of our elements through the HTML parser as it is. */
const KEPT = 'docsBuildKept';
interface Kept {
  type: typeof KEPT;
  element: Element;
}
/** Carried whole: code blocks keep their fence meta (title, variant), which the parser drops; placeholders their options. */
const CARRIED = new Set(['pre', DEMO_PLACEHOLDER, EVENTS_PLACEHOLDER]);
const COMMENTS_ONLY = /^\s*(?:<!--[\s\S]*?-->\s*)+$/;

type Parent = Root | Element;
type Sanitize = (tree: Root) => Root;

interface CleanState {
  file: VFile;
  /** The text the positions point into. */
  source: string;
  sanitizeOne: Sanitize;
  anchors: string[];
  /** The site's origin: media may come from it (html-allowlist.ts). */
  siteOrigin: string | undefined;
}

/**
 * Raw HTML written in a page (`<kbd>Ctrl</kbd>`, `<details>`, `<p class="description">`, tables
 * in HTML…) becomes elements (rehype-raw), kept to an allowlist (html-allowlist.ts, checked with
 * rehype-sanitize). Each removal (an element, an attribute, a URL) is a `RawHtmlRemoved` warning
 * at its line; comments go without one. Elements the build made (callouts, code blocks, demo and
 * events placeholders) come through unchanged, and a page without raw HTML is not re-parsed. Ids
 * of the author's elements (and `<a name>`) are anchors of the page.
 *
 *   Press <kbd onclick="x()">Esc</kbd>.  →  <p>Press <kbd>Esc</kbd>.</p>  + warning: the onclick attribute of <kbd>
 */
export function rehypeRawHtml(options: { siteOrigin?: string } = {}) {
  const parse = rehypeRaw({ passThrough: [KEPT] });
  const sanitizeOne = rehypeSanitize(HTML_SCHEMA);
  return (tree: Root, file: VFile): Root | undefined => {
    if (!dropComments(tree)) return undefined;
    markOwn(tree);
    const parsed = parse(tree, file);
    clean(parsed, { file, source: String(file.value), sanitizeOne, anchors: ((file.data as PageFacts).anchors ??= []), siteOrigin: options.siteOrigin });
    return parsed;
  };
}

/** Removes raw nodes that hold only comments; true when other raw HTML remains. */
function dropComments(parent: Parent): boolean {
  let found = false;
  for (let i = parent.children.length - 1; i >= 0; i--) {
    const child = parent.children[i]!;
    if (child.type === 'raw') {
      if (COMMENTS_ONLY.test(child.value)) parent.children.splice(i, 1);
      else found = true;
    } else if (child.type === 'element' && dropComments(child)) found = true;
  }
  return found;
}

/** Marks the build's elements, and swaps those carried whole for a node the parser passes through. */
function markOwn(parent: Parent): void {
  const children = parent.children as (RootContent | Kept)[];
  children.forEach((child, index) => {
    if (child.type !== 'element') return;
    if (CARRIED.has(child.tagName)) {
      children[index] = { type: KEPT, element: child };
      return;
    }
    child.properties[OWN] = '';
    markOwn(child);
  });
}

/** Unmarks our elements, puts the carried ones back, drops comments and sanitises the author's elements. */
function clean(parent: Parent, state: CleanState): void {
  const out: (RootContent | ElementContent)[] = [];
  for (const child of parent.children as (RootContent | Kept)[]) {
    if (child.type === KEPT) out.push(child.element);
    else if (child.type === 'comment' || child.type === 'doctype') continue;
    else if (child.type !== 'element') out.push(child);
    else if (OWN in child.properties) {
      delete child.properties[OWN];
      clean(child, state);
      if (UNWRAP in child.properties) out.push(...child.children);
      else out.push(child);
    } else out.push(...authorElement(child, state, parent.type === 'element' ? parent.tagName : undefined));
  }
  parent.children = out as Root['children'];
}

/** Elements that mean something only inside a video. */
const MEDIA_CHILDREN = new Set(['source', 'track']);

/** An element written in the page's HTML, as allowed: itself, its content only, or nothing. */
function authorElement(el: Element, state: CleanState, parentTag: string | undefined): ElementContent[] {
  // The dialect's mark that the content is Markdown, which remark-html-markdown.ts has parsed.
  if (el.tagName === 'summary' || el.tagName === 'details') delete el.properties.markdown;
  // Browsers read schemes in any case: "HTTPS:" is https.
  for (const key of URL_PROPERTIES) {
    const value = el.properties[key];
    if (typeof value === 'string') el.properties[key] = value.replace(/^(\s*)([a-z][a-z0-9+.-]*):/i, (_, space: string, scheme: string) => `${space}${scheme.toLowerCase()}:`);
  }
  const verdict = judge(el, state.sanitizeOne);
  const place = el.position;
  if (verdict === 'strip' || verdict === 'unwrap') {
    const { reason, instead } = elementProblem(el.tagName);
    const what = verdict === 'strip' ? `<${el.tagName}> and its content` : `the <${el.tagName}> element`;
    report('RawHtmlRemoved', { what, reason, instead }, { file: state.file, place, severity: 'warning' });
    if (verdict === 'strip') return [];
    clean(el, state);
    return el.children;
  }
  for (const [property, value] of Object.entries(el.properties)) {
    const kept = verdict[property];
    const badImage = (property === 'src' || property === 'poster') && unsafeDataUrl(kept);
    if (kept !== undefined && !badImage) continue;
    const problem = badImage
      ? { what: `the ${attributeName(property)} URL of <${el.tagName}>`, reason: 'only data:image/… URLs are allowed', instead: 'Use an image file, or a data:image/… URL.' }
      : attributeProblem({ tagName: el.tagName, property, value });
    report('RawHtmlRemoved', problem, { file: state.file, place, severity: 'warning' });
    delete verdict[property];
  }
  if (MEDIA_CHILDREN.has(el.tagName) && parentTag !== 'video') {
    const problem = { what: `<${el.tagName}>`, reason: 'it plays only inside a <video>', instead: `Put it inside <video controls>…</video>.` };
    report('RawHtmlRemoved', problem, { file: state.file, place, severity: 'warning' });
    return [];
  }
  const refined = refineElement(el.tagName, verdict, state.siteOrigin);
  for (const problem of refined.removed) report('RawHtmlRemoved', problem, { file: state.file, place, severity: 'warning' });
  if (refined.drop) {
    report('RawHtmlRemoved', refined.drop, { file: state.file, place, severity: 'warning' });
    return [];
  }
  el.properties = verdict;
  if (!closedInSource(el, state.source)) report('RawHtmlUnclosed', { tagName: el.tagName }, { file: state.file, place, severity: 'warning' });
  for (const anchor of [verdict.id, el.tagName === 'a' ? verdict.name : undefined]) if (typeof anchor === 'string' && anchor) state.anchors.push(anchor);
  clean(el, state);
  return [el];
}

/** Properties holding a URL, checked against the allowed schemes. */
const URL_PROPERTIES = ['href', 'src', 'cite', 'poster'] as const;
/** Elements whose end tag HTML lets one leave out (or that have none). */
const END_TAG_OPTIONAL = new Set(['p', 'li', 'dt', 'dd', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'caption', 'colgroup', 'rp', 'rt', 'br', 'hr', 'img', 'col', 'wbr', 'source', 'track']);

/**
 * False when the author opened an element and never closed it (the parser closed it at the end of
 * the block around it). An element the parser added (a table's tbody) has no position: fine.
 */
function closedInSource(el: Element, source: string): boolean {
  const { start, end } = el.position ?? {};
  if (END_TAG_OPTIONAL.has(el.tagName) || start?.offset === undefined || end?.offset === undefined) return true;
  return endsWithEndTag(el, source);
}

/** What the allowlist keeps of one element (without its children): its properties, or whether it goes with or without its content. */
function judge(el: Element, sanitizeOne: Sanitize): Properties | 'unwrap' | 'strip' {
  // A child tells an unwrapped element (its content kept) from a stripped one (nothing kept).
  const probe: Root = { type: 'root', children: [{ type: 'element', tagName: el.tagName, properties: el.properties, children: [{ type: 'text', value: '' }] }] };
  const [first] = sanitizeOne(probe).children;
  if (first?.type === 'element') return first.properties;
  return first ? 'unwrap' : 'strip';
}
