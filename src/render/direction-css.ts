import { compile, middleware, serialize, stringify, type Element } from 'stylis';
import rtlPluginModule from 'stylis-plugin-rtl';

// Imported from ESM the package yields its module object; the plugin is its default export.
const rtlPlugin = ((rtlPluginModule as unknown as { default?: typeof rtlPluginModule }).default ?? rtlPluginModule) as unknown as Parameters<typeof middleware>[0][number];

/** Rules that must read left to right in both directions (code stays LTR in RTL pages). */
const KEEP_LTR = /\.MuiCode-|\bpre\b|\.shiki/;

// `:where()` adds no specificity, so a scoped rule keeps its place in the cascade: scoping with a
// plain `[dir]` made base rules outrank later overrides (media queries, background-image).
function scoped(selector: string, dir: 'ltr' | 'rtl'): string {
  const attr = `:where([dir="${dir}"])`;
  if (/^(:root|html)\b/.test(selector)) return selector.replace(/^(:root|html)/, `$1${attr}`);
  return `${attr} ${selector}`;
}

function walk(nodes: Element[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'rule') {
      const ltr = serialize([node], stringify);
      const rtl = serialize([node], middleware([rtlPlugin, stringify]));
      const selectors = Array.isArray(node.props) ? node.props : [node.props];
      if (ltr === rtl || selectors.every((s) => KEEP_LTR.test(s))) {
        out += ltr;
        continue;
      }
      const body = (css: string) => css.slice(css.indexOf('{'));
      out += selectors.map((s) => scoped(s, 'ltr')).join(',') + body(ltr);
      out += selectors.map((s) => scoped(s, 'rtl')).join(',') + body(rtl);
    } else if ((node.type === '@media' || node.type === '@supports' || node.type === '@layer') && Array.isArray(node.children)) {
      out += `${node.value}{${walk(node.children as Element[])}}`;
    } else {
      out += serialize([node], stringify);
    }
  }
  return out;
}

/**
 * Makes one stylesheet serve both directions: every rule that stylis-plugin-rtl would change is
 * emitted twice, scoped to `[dir="ltr"]` and `[dir="rtl"]`; the rest once. Switching direction
 * is then only the `dir` attribute: no second stylesheet, no reload, no flash of the other.
 *
 *   .a{margin-left:4px}  →  :where([dir="ltr"]) .a{margin-left:4px;}:where([dir="rtl"]) .a{margin-right:4px;}
 */
export function createDirectionalCss(css: string): string {
  return walk(compile(css));
}
