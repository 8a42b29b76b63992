// Name helpers with no dependencies but the diagnostics' closest-name helper: the config bundle (API navigation) imports them too.

/** Lodash-style kebab case: ChartsXAxis -> charts-x-axis. */
export function kebabCase(name: string): string {
  const words = name.match(/[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]|[0-9]+/g) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

export { editDistance } from '../diagnostics/closest.ts';

/**
 * The identifiers of a type's text that may name a type, with where they start: not inside string
 * literals (`'rowClick'`), not after a dot (the `MouseEvent` of `React.MouseEvent` is React's).
 */
export function typeNameSpans(text: string): { name: string; start: number }[] {
  const spans: { name: string; start: number }[] = [];
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
      continue;
    }
    if (!/[A-Za-z_$]/.test(c) || (i > 0 && /[\w$]/.test(text[i - 1]!))) continue;
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))![0];
    const before = text.slice(0, i).trimEnd();
    if (!before.endsWith('.') || before.endsWith('...')) spans.push({ name, start: i });
    i += name.length - 1;
  }
  return spans;
}
