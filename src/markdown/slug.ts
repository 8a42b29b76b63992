/**
 * Heading slugs: lowercase, runs of punctuation and whitespace become "-", emoji dropped, dashes
 * trimmed; a repeat gets "-2", "-3"… Letters and digits of every script are kept ("排序" stays).
 */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    let base = text
      .toLowerCase()
      .replace(/\p{Extended_Pictographic}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '');
    if (!base) base = 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
