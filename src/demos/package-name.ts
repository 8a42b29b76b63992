// Light on purpose: modules loaded by every build import this, not transform.ts (which loads TypeScript).

/** The npm package of a bare import: its first path segment, or two for a scoped one; undefined for relative imports. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
