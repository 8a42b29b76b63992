import type { Options as Schema } from 'rehype-sanitize';

/**
 * What raw HTML a page may hold: the elements and attributes of prose (GitHub's list, plus a few
 * prose elements such as abbr, mark, figure and caption), `class` everywhere so that writers can
 * use the site's styles, and `id` everywhere (ids are anchors of the page). Nothing that runs
 * script, loads another page, or escapes the theme: no script, style, iframe, object or SVG, no
 * `on*` handlers, no `style` attribute (inline styles ignore dark mode and right to left, and can
 * cover the page), no `data-*` (the site's scripts read them: islands, analytics, labels), and
 * URLs only with http(s), mailto and `api:` (links) or data:image (images).
 */
export const HTML_SCHEMA: Schema = {
  tagNames: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details',
    'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
    'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'small', 'span', 'strong',
    'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'wbr',
  ],
  attributes: {
    '*': ['className', 'id', 'title', 'lang', 'dir', 'role', 'ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaHidden'],
    a: ['href', 'name', 'hrefLang'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
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
  // `data` images only: checked further by `unsafeDataUrl`.
  protocols: { href: ['http', 'https', 'mailto', 'api'], src: ['http', 'https', 'data'], cite: ['http', 'https'] },
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
  if (property === 'style') return { what, reason: 'inline styles ignore the theme (dark mode, right to left) and can cover the page', instead: 'Use the class names the site provides (class="…").' };
  if (/^data[A-Z]/.test(property)) return { what, reason: 'data attributes are reserved for the site\'s own scripts', instead: 'Use a class name (class="…") to mark the element.' };
  if (tagName === 'a' && (property === 'target' || property === 'rel')) {
    return { what, reason: 'the site decides how links open', instead: 'Leave it out: external links open in a new tab (with rel="noopener noreferrer") by themselves.' };
  }
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
