import GithubSlugger, { slug as slugOf } from 'github-slugger';

/**
 * Which rules make heading anchors (config `headingSlugs`): GitHub's (`github`, the default),
 * mui.com's (`mui`), or GitHub's with mui.com's as a second anchor where the two differ (`both`).
 */
export type HeadingSlugs = 'github' | 'mui' | 'both';

/**
 * Heading slugs, by GitHub's rules (github-slugger), so that links written against docs rendered
 * on GitHub keep working: lowercase, punctuation and emoji removed, each space a "-" ("MUI's
 * service" → "muis-service", "A - B" → "a---b"); a repeat gets "-1", "-2"… Letters and digits of
 * every script are kept ("排序" stays). A heading with nothing left (only emoji) is "section".
 *
 * With `mui`, by mui.com's rules instead ({@link muiSlug}); a repeat gets "-2", "-3"…
 */
export function createSlugger(scheme: 'github' | 'mui' = 'github') {
  if (scheme === 'mui') {
    const taken = new Set<string>();
    return (text: string): string => {
      const base = muiSlug(text) || 'section';
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      return id;
    };
  }
  const slugger = new GithubSlugger();
  return (text: string): string => slugger.slug(slugOf(text) ? text : 'section');
}

/** What the Markdown renderer of mui.com's docs escapes in a heading's HTML, which its slugs are made from. */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Runs of the characters mui.com turns into one "-": ASCII punctuation (but "-") and white space, the no-break space included. */
const MUI_SEPARATORS = /[!"#$%&'()*+,./:;<=>?@[\]^_`{|}~\s]+/g;

/**
 * What mui.com drops from a slug as emoji: the private use area, the general punctuation and
 * symbol blocks from U+2011 (dashes, quotes, arrows, dingbats: the em dash of "Meridiem — 12h"
 * goes), the emoji planes U+1F000–U+1F7FF and U+1F910–U+1F9FF, and a variation selector after one.
 */
const MUI_DROPPED = /[\u{E000}-\u{F8FF}\u{2011}-\u{26FF}\u{1F000}-\u{1F7FF}\u{1F910}-\u{1F9FF}]\u{FE0F}?/gu;

/**
 * A heading's slug by the rules of mui.com's docs (their Markdown loader), so that links written
 * for mui.com resolve: the heading's text as its HTML (entities escaped), lower case, with the
 * arrow `=>`, `<`, `/>`, apostrophes and `&` removed, each run of other punctuation and white
 * space a "-", emoji and symbols removed, "-" runs made one and trimmed at the ends:
 *
 *   "Meridiem — 12h/24h format" → "meridiem-12h-24h-format" (GitHub: "meridiem--12h24h-format")
 *   "⏩ Removed types"           → "removed-types"            (GitHub: "-removed-types")
 *   "createTheme(options) => theme" → "createtheme-options-theme"
 *
 * mui.com percent-encodes what is left (`é` → `%C3%A9`); the anchor here is the text itself, which
 * both spellings of a link reach (the link check and browsers decode a link's hash).
 */
export function muiSlug(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => ESCAPED[c]!)
    .toLowerCase()
    .replace(/=&gt;|&lt;| \/&gt;|&#39;|&amp;/g, '')
    .replace(MUI_SEPARATORS, '-')
    .replace(MUI_DROPPED, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
