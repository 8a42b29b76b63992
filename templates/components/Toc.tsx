import type { Translate } from '../i18n.ts';
import type { TocItem } from '../page-data.ts';

/**
 * The "Contents" column: H2 entries with their H3s. Each text is isolated (`<bdi>`), so that a
 * name like `useBarSeries()` reads the same in a right-to-left page. The section an entry marks is
 * its link's anchor (client/main.ts reads it there: an attribute naming it again was 10 KB of the
 * Data Grid's API pages, whose contents list every prop).
 */
export function Toc({ items, t }: { items: TocItem[]; t: Translate }) {
  return (
    <nav className="docs-toc" aria-labelledby="docs-toc-title">
      <p id="docs-toc-title" className="docs-toc-title">
        {t('tableOfContents')}
      </p>
      <ul>
        {items.map((h2) => (
          <li key={h2.id}>
            <a href={`#${h2.id}`}>
              <bdi>{h2.text}</bdi>
            </a>
            {h2.children.length > 0 ? (
              <ul>
                {h2.children.map((h3) => (
                  <li key={h3.id}>
                    <a href={`#${h3.id}`}>
                      <bdi>{h3.text}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
