// Name helpers with no dependencies: the config bundle (API navigation) imports them too.

/** Lodash-style kebab case: ChartsXAxis -> charts-x-axis. */
export function kebabCase(name: string): string {
  const words = name.match(/[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]|[0-9]+/g) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

/** Levenshtein distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[y.length] ?? 0;
}

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
