import type { Translate } from '../i18n.ts';
import type { PageLinkInfo } from '../page-data.ts';

/** Previous and next pages in navigation order. */
export function PrevNext({ prev, next, t }: { prev?: PageLinkInfo | undefined; next?: PageLinkInfo | undefined; t: Translate }) {
  if (!prev && !next) return null;
  return (
    <nav className="docs-prevnext" aria-label={`${t('previous')} / ${t('next')}`}>
      {prev ? (
        <a className="docs-prev" href={prev.href} rel="prev">
          <span className="docs-prevnext-label">{t('previous')}</span>
          <span className="docs-prevnext-title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="docs-next" href={next.href} rel="next">
          <span className="docs-prevnext-label">{t('next')}</span>
          <span className="docs-prevnext-title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
