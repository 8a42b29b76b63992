/**
 * Derives a display title from a pathname or subheader, as the site's navigation does when an
 * entry has no explicit title: take the last segment, strip `react-`, cut at the first `.`; API
 * paths become PascalCase (camelCase for hooks), other paths sentence case.
 * Example: `/x/react-data-grid/column-definition` → "Column definition".
 */
export function deriveTitle(pathnameOrSubheader: string): string {
  const segments = pathnameOrSubheader.split('/').filter(Boolean);
  let name = segments[segments.length - 1] ?? '';
  name = name.replace(/^react-/, '');
  const dot = name.indexOf('.');
  if (dot !== -1) name = name.slice(0, dot);
  if (pathnameOrSubheader.includes('/api/')) {
    const pascal = name
      .split('-')
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('');
    return name.startsWith('use') ? pascal.charAt(0).toLowerCase() + pascal.slice(1) : pascal;
  }
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
