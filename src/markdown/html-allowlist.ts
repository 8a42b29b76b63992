import type { Properties } from 'hast';
import type { Options as Schema } from 'rehype-sanitize';

/**
 * What raw HTML a page may hold: the elements and attributes of prose (GitHub's list, plus a few
 * prose elements such as abbr, mark, figure and caption), `class` everywhere so that writers can
 * use the site's styles, and `id` everywhere (ids are anchors of the page). Nothing that runs
 * script, loads another page, or escapes the theme: no script, style, iframe, object or SVG, no
 * `on*` handlers, no `data-*` (the site's scripts read them: islands, analytics, labels), and
 * URLs only with http(s), mailto and `api:` (links) or data:image (images).
 *
 * What docs commonly need beyond prose is allowed in a safe form (`refineElement` below):
 * - `<video>` with `<source src type>` (and `<track>` captions), the files served by the site
 *   itself (a relative or root path, or the site's own origin: a video is large, and another
 *   origin would learn who reads the page); `controls`, `autoplay` only with `muted`, `loop`,
 *   `playsinline`, `poster`, `width`, `height`, `preload`. A video with neither controls nor
 *   autoplay gets controls: readers could not start it otherwise.
 * - `style` on `<img>` holding only its size (width, height and their min-/max- forms, with a
 *   length or a percentage): any other inline style ignores dark mode and right to left, or can
 *   cover the page, so other declarations, and `style` elsewhere, are removed.
 * - `target="_blank"` on links, always with `rel="noopener noreferrer"` (the opened page gets no
 *   handle on this one); `rel` keeps only tokens that restrict.
 * - `markdown` on `<summary>` and `<details>`, the dialect's mark that their content is Markdown
 *   (remark-html-markdown.ts renders it so): accepted silently.
 */
export const HTML_SCHEMA: Schema = {
  tagNames: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details',
    'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
    'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'source', 'span', 'strong',
    'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'u', 'ul', 'var', 'video', 'wbr',
  ],
  attributes: {
    '*': ['className', 'id', 'title', 'lang', 'dir', 'role', 'ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaHidden'],
    a: ['href', 'name', 'hrefLang', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'style'],
    video: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    td: ['colSpan', 'rowSpan', 'headers', 'align'],
    th: ['colSpan', 'rowSpan', 'headers', 'scope', 'abbr', 'align'],
    col: ['span'],
    colgroup: ['span'],
    details: ['open'],
    time: ['dateTime'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'dateTime'],
    ins: ['cite', 'dateTime'],
  },
  // `data` images only (in src and poster): checked further by `unsafeDataUrl`.
  protocols: { href: ['http', 'https', 'mailto', 'api'], src: ['http', 'https', 'data'], cite: ['http', 'https'], poster: ['http', 'https', 'data'] },
  // Ids are kept as written: they are the page's anchors (GitHub prefixes them; links here name them).
  clobber: [],
  clobberPrefix: '',
  // The HTML parser has already fixed the nesting (a cell outside a table is not an element).
  ancestors: {},
  required: {},
  // Removed with their content; other elements outside the list are unwrapped, their content kept.
  strip: [
    'script', 'noscript', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noembed', 'noframes',
    'svg', 'math', 'textarea', 'select', 'title', 'xmp', 'plaintext',
  ],
  allowComments: false,
  allowDoctypes: false,
};

/** Why an element is not allowed and what to write instead. */
export function elementProblem(tagName: string): { reason: string; instead: string } {
  if (['script', 'noscript'].includes(tagName)) return { reason: 'scripts do not run in an article', instead: 'Show code in a fenced block, and behaviour in a live demo ({{"demo": "Name.tsx"}}).' };
  if (tagName === 'style') return { reason: 'page styles come from the site theme', instead: 'Use the class names the site provides (class="…") on the elements to style.' };
  if (['iframe', 'frame', 'frameset', 'object', 'embed', 'noembed', 'noframes'].includes(tagName)) {
    return { reason: 'embedding another page or a plugin is not allowed', instead: 'Link to the page instead, or show the example as a live demo.' };
  }
  if (tagName === 'svg' || tagName === 'math') return { reason: 'inline SVG and MathML can carry scripts', instead: 'Put the drawing in a file and show it with <img src="….svg" alt="…">.' };
  if (['form', 'input', 'button', 'select', 'textarea', 'option', 'label', 'fieldset'].includes(tagName)) {
    return { reason: 'form controls do not belong in an article', instead: 'Show interactive examples as a live demo ({{"demo": "Name.tsx"}}).' };
  }
  return { reason: `<${tagName}> is not an allowed element (its content is kept)`, instead: `Use Markdown, or one of the allowed elements: ${HTML_SCHEMA.tagNames!.join(', ')}.` };
}

/** Why an attribute was removed and what to write instead. */
export function attributeProblem(p: { tagName: string; property: string; value: unknown }): { what: string; reason: string; instead: string } {
  const { tagName, property } = p;
  const name = attributeName(property);
  const what = `the ${name} attribute of <${tagName}>`;
  if (/^on/i.test(property)) return { what, reason: 'event handlers run script', instead: 'Show behaviour in a live demo ({{"demo": "Name.tsx"}}).' };
  if (property === 'style') {
    return { what, reason: 'inline styles ignore the theme (dark mode, right to left) and can cover the page', instead: 'Use the class names the site provides (class="…"). Only an image may have a style, and only for its size (style="width: 480px").' };
  }
  if (/^data[A-Z]/.test(property)) return { what, reason: 'data attributes are reserved for the site\'s own scripts', instead: 'Use a class name (class="…") to mark the element.' };
  const value = String(Array.isArray(p.value) ? p.value.join(' ') : p.value);
  const protocols = HTML_SCHEMA.protocols?.[property];
  if (protocols && /^\s*[a-z][a-z0-9+.-]*:/i.test(value)) {
    const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)![1]!.toLowerCase();
    return {
      what: `the URL "${value.length > 60 ? `${value.slice(0, 57)}…` : value}" of <${tagName}>`,
      reason: `the scheme "${scheme}:" is not allowed here`,
      instead: property === 'src' ? 'Use an http(s) or relative URL, or a data:image/… URL.' : 'Use an http(s), mailto: or relative URL, a page path or an api: link.',
    };
  }
  const allowed = [...(HTML_SCHEMA.attributes?.[tagName] ?? []), ...(HTML_SCHEMA.attributes?.['*'] ?? [])].map((a) => attributeName(typeof a === 'string' ? a : a[0]));
  return { what, reason: `it is not an allowed attribute of <${tagName}>`, instead: `Allowed attributes of <${tagName}>: ${allowed.join(', ')}.` };
}

/** A removal `refineElement` reports, in the words of `attributeProblem`. */
export interface Refinement {
  what: string;
  reason: string;
  instead: string;
}

/** Tokens of `rel` that only restrict what a link gives the page it opens, or say how search engines treat it. */
const SAFE_REL = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc', 'sponsored', 'external']);
/** CSS properties an image's style may set: its size. */
const SIZE_PROPERTIES = new Set(['width', 'height', 'max-width', 'max-height', 'min-width', 'min-height']);
/** A length or a percentage (0 may go without a unit), as one value. */
const LENGTH = /^(?:0|[+]?(?:\d+(?:\.\d*)?|\.\d+)(?:px|em|rem|%|vw|vh|vmin|vmax|svw|svh|dvw|dvh|ch|ex|cm|mm|in|pt|pc))$/i;
const PRELOAD = new Set(['', 'none', 'metadata', 'auto']);
const TRACK_KINDS = new Set(['subtitles', 'captions', 'descriptions', 'chapters', 'metadata']);

/**
 * A URL served by the site itself: relative, root-relative, or absolute on the site's origin
 * (`siteOrigin`, the config's siteUrl). Protocol-relative URLs and any other scheme are not.
 */
export function isSiteUrl(value: string, siteOrigin: string | undefined): boolean {
  const base = siteOrigin ?? 'https://site.invalid';
  try {
    return new URL(value.trim(), `${base}/`).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/**
 * The rules the sanitiser's lists cannot say, on an element it kept (its properties are those it
 * allowed): media from the site only, autoplay only muted, an image's style only its size,
 * `target="_blank"` with `rel="noopener noreferrer"`. Changes `properties` in place and returns the
 * removals to report; `drop` when the element itself must go (a `<source>` without a usable URL).
 */
export function refineElement(tagName: string, properties: Properties, siteOrigin: string | undefined): { removed: Refinement[]; drop?: Refinement } {
  const removed: Refinement[] = [];
  const fromSite = (what: string) => ({
    what,
    reason: 'video files must come from the site itself',
    instead: `Put the file on the site and give its path (src="/static/videos/release.mp4")${siteOrigin ? ` or a URL on ${siteOrigin}` : ''}; to show a video hosted elsewhere, link to it.`,
  });
  const src = properties.src;
  if (['video', 'source', 'track'].includes(tagName) && src !== undefined && !(typeof src === 'string' && isSiteUrl(src, siteOrigin))) {
    const problem = fromSite(`the URL "${String(src)}" of <${tagName}>`);
    if (tagName !== 'video') return { removed, drop: { ...problem, what: `<${tagName} src="${String(src)}">` } };
    removed.push(problem);
    delete properties.src;
  }
  if ((tagName === 'source' || tagName === 'track') && properties.src === undefined) {
    return { removed, drop: { what: `<${tagName}> without src`, reason: 'it names no file to play', instead: `Give the file's path: <${tagName} src="/static/videos/release.${tagName === 'track' ? 'vtt' : 'mp4'}"${tagName === 'source' ? ' type="video/mp4"' : ''}>.` } };
  }
  if (tagName === 'track' && properties.kind !== undefined && !TRACK_KINDS.has(String(properties.kind))) {
    removed.push({ what: `the kind "${String(properties.kind)}" of <track>`, reason: 'it is not a kind of text track', instead: `Write one of ${[...TRACK_KINDS].join(', ')} (captions for the words spoken).` });
    delete properties.kind;
  }
  if (tagName === 'video') {
    if (properties.autoPlay && !properties.muted) {
      removed.push({ what: 'the autoplay attribute of <video>', reason: 'a video may start by itself only muted (browsers refuse to play sound unasked, and sound that starts by itself disturbs readers)', instead: 'Write autoplay with muted (and loop and playsinline for a clip that plays like an animation), or give the video controls only.' });
      delete properties.autoPlay;
    }
    if (properties.preload !== undefined && !PRELOAD.has(String(properties.preload))) {
      removed.push({ what: `the preload value "${String(properties.preload)}" of <video>`, reason: 'it is not one of none, metadata, auto', instead: 'Write preload="metadata" (size and first frame) or preload="none".' });
      delete properties.preload;
    }
    for (const side of ['width', 'height'] as const) {
      const value = properties[side];
      if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value > 0)) {
        removed.push({ what: `the ${side} "${String(value)}" of <video>`, reason: 'it is not a number of pixels', instead: `Write the ${side} in pixels without a unit (${side}="640"); the video never grows wider than the page.` });
        delete properties[side];
      }
    }
    // Neither controls nor autoplay: nothing could start it.
    if (!properties.controls && !properties.autoPlay) properties.controls = true;
  }
  if (tagName === 'img' && properties.style !== undefined) {
    const kept: string[] = [];
    for (const declaration of String(properties.style).split(';')) {
      if (!declaration.trim()) continue;
      const colon = declaration.indexOf(':');
      const name = colon < 0 ? declaration.trim() : declaration.slice(0, colon).trim().toLowerCase();
      const value = colon < 0 ? '' : declaration.slice(colon + 1).trim();
      const keep = SIZE_PROPERTIES.has(name) && (LENGTH.test(value) || (value === 'auto' && !name.startsWith('max-')) || (value === 'none' && name.startsWith('max-')));
      if (keep) kept.push(`${name}: ${value}`);
      else {
        removed.push({
          what: `the declaration "${declaration.trim()}" of the style of <img>`,
          reason: SIZE_PROPERTIES.has(name) ? 'the value is not a length or a percentage' : 'an image\'s style may set only its size (other styles ignore dark mode and right to left, or can cover the page)',
          instead: 'Keep width, height, max-width, max-height, min-width and min-height with a length or a percentage (style="width: 480px"); use a class name (class="…") for the rest.',
        });
      }
    }
    if (kept.length) properties.style = kept.join('; ');
    else delete properties.style;
  }
  if (tagName === 'a') {
    const written: unknown = properties.rel;
    const rel = (Array.isArray(written) ? written.map(String) : typeof written === 'string' ? written.split(/\s+/) : []).map((t) => t.toLowerCase()).filter(Boolean);
    const unsafe = rel.filter((t) => !SAFE_REL.has(t));
    if (unsafe.length) {
      removed.push({ what: `the rel value "${unsafe.join(' ')}" of <a>`, reason: 'a link\'s rel may only restrict what the opened page gets', instead: `Leave it out, or use ${[...SAFE_REL].join(', ')}.` });
    }
    const tokens = new Set<string>(rel.filter((t) => SAFE_REL.has(t)));
    if (properties.target !== undefined && properties.target !== '_blank') {
      removed.push({ what: `the target "${String(properties.target)}" of <a>`, reason: 'a link opens in the page or, with target="_blank", in a new tab', instead: 'Write target="_blank" for a new tab, or leave it out (external links open in a new tab by themselves).' });
      delete properties.target;
    }
    // The page opened in a new tab gets no handle on this one, nor the address it came from.
    if (properties.target === '_blank') for (const t of ['noopener', 'noreferrer']) tokens.add(t);
    if (tokens.size) properties.rel = [...tokens];
    else delete properties.rel;
  }
  return { removed };
}

/** A `data:` URL in an image that is not an image (only `data:image/…` is allowed). */
export function unsafeDataUrl(value: unknown): boolean {
  return typeof value === 'string' && /^\s*data:/i.test(value) && !/^\s*data:image\/[a-z0-9.+-]+[;,]/i.test(value);
}

/** The HTML name of a hast property: `className` → class, `ariaLabelledBy` → aria-labelledby, `dataIsland` → data-island, `onClick` → onclick. */
export function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^aria[A-Z]/.test(property)) return `aria-${property.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}
