import { DEMO_CACHE_KEY } from '../../templates/constants.ts';

/**
 * The `<style data-emotion="demo …">` tag of a demo's server-rendered markup: its Emotion rules,
 * but those named in `placed` (written by an earlier demo of the same document, then added to
 * it). The browser's demo cache adopts every such tag of the document when the first demo
 * hydrates, so each rule is needed once per page: the demos of one page share most of MUI's
 * styles (on a page of date pickers, the same field and calendar rules came eleven times).
 * Empty when nothing is left.
 */
export function demoStyleTag(styles: readonly (readonly [name: string, css: string])[], placed?: Set<string>): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of styles) {
    if (placed?.has(name)) continue;
    placed?.add(name);
    names.push(name);
    css += rules;
  }
  return names.length ? `<style data-emotion="${DEMO_CACHE_KEY} ${names.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
}
