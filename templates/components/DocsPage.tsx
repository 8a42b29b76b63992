import { translatorFrom, type TranslationKey } from '../i18n.ts';
import { languageTag } from '../languages.ts';
import type { PageData } from '../page-data.ts';
import { MaskIcon } from './MaskIcon.tsx';
import { NavList } from './NavTree.tsx';
import { PrevNext } from './PrevNext.tsx';
import { Toc } from './Toc.tsx';

/** HTML rendered once per language/product and placed into every page. */
export interface SharedChrome {
  appBar: string;
  footer: string;
}

function Notice({ kind, title, children }: { kind: 'draft' | 'untranslated'; title?: string; children: string }) {
  return (
    <aside className={`docs-notice docs-notice-${kind}`} role="note" data-pagefind-ignore="">
      {title ? <p className="docs-notice-title">{title}</p> : null}
      <p>{children}</p>
    </aside>
  );
}

/** Props every page template receives: its data, its language (default en) and its labels. */
export interface PageProps {
  data: PageData;
  userLanguage?: string;
  translations: Record<TranslationKey, string>;
}

function Article({ data, translations }: PageProps) {
  const t = translatorFrom(translations);
  return (
    <article className="markdown-body" data-pagefind-body={data.searchable === false ? undefined : ''} data-pagefind-meta={`product:${data.productLabel}`}>
      {data.localTitle ? (
        <p className="docs-eyebrow" data-pagefind-weight="10" lang={languageTag(data.userLanguage)}>
          {data.localTitle}
        </p>
      ) : null}
      <h1 data-pagefind-meta="title">
        {data.title}
        {data.plan ? <span className={`plan-${data.plan}`} title={t(data.plan === 'pro' ? 'planPro' : 'planPremium')} /> : null}
      </h1>
      {data.untranslated ? <Notice kind="untranslated">{t('untranslatedNotice')}</Notice> : null}
      {data.draft ? (
        <Notice kind="draft" title={t('draftTitle')}>
          {t('draftBody')}
        </Notice>
      ) : null}
      {data.ad ? (
        // Space reserved before anything loads (min-height in docs.css): the layout never shifts.
        <div
          className="docs-ad"
          data-ad-slot="body-top"
          role="complementary"
          aria-label={t('adLabel')}
          data-label-publisher={t('adPublisher')}
          data-label-adblock-title={t('adblockTitle')}
          data-label-adblock-body={t('adblockBody')}
          data-label-adblock-thanks={t('adblockThanks')}
          data-pagefind-ignore="all"
        />
      ) : null}
      <div className="markdown-content" dangerouslySetInnerHTML={{ __html: data.articleHtml }} />
    </article>
  );
}

/** "Was this page helpful?": thumbs, then an optional comment (client/feedback.ts does the rest). */
function Feedback({ t }: { t: (key: TranslationKey, vars?: Record<string, string>) => string }) {
  return (
    <section
      className="docs-feedback"
      aria-labelledby="docs-feedback-title"
      data-label-up={t('feedbackUp')}
      data-label-down={t('feedbackDown')}
      data-label-section={t('feedbackSection', { sectionName: '{{sectionName}}' })}
      data-label-comment={t('feedbackComment')}
      data-label-submitted={t('feedbackSubmitted')}
      data-label-failed={t('feedbackFailed')}
      data-label-github={t('feedbackGitHub')}
    >
      <p id="docs-feedback-title" className="docs-feedback-title">
        {t('feedbackQuestion')}
      </p>
      <div className="docs-feedback-rating">
        <button type="button" data-feedback-rating="1" aria-pressed="false" data-ga-event-category="feedback" data-ga-event-action="rating" data-ga-event-label="up">
          <MaskIcon name="thumb-up" small /> {t('feedbackYes')}
        </button>
        <button type="button" data-feedback-rating="0" aria-pressed="false" data-ga-event-category="feedback" data-ga-event-action="rating" data-ga-event-label="down">
          <MaskIcon name="thumb-down" small /> {t('feedbackNo')}
        </button>
      </div>
      <form className="docs-feedback-form" hidden>
        <label htmlFor="docs-feedback-comment" className="docs-feedback-label" />
        <textarea id="docs-feedback-comment" name="comment" rows={3} />
        <div className="docs-feedback-actions">
          <button type="button" data-feedback-cancel="">
            {t('feedbackCancel')}
          </button>
          <button type="submit">{t('feedbackSubmit')}</button>
        </div>
        <p className="docs-feedback-status" role="status" aria-live="polite" />
      </form>
    </section>
  );
}

/** A 16 px icon of Material's shapes, as plain SVG: no styles of its own in every page. */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/**
 * "Copy page" (the page's Markdown, for pasting into an assistant) and a menu with "View as
 * Markdown": client/main.ts copies and opens the menu. A disclosure, not an ARIA menu: a list of
 * links behind a button that says whether it is expanded.
 */
function PageActions({ url, t }: { url: string; t: (key: TranslationKey) => string }) {
  return (
    <div className="docs-page-actions" data-markdown-url={url}>
      <button type="button" className="docs-copy-page" data-copy-page="" data-copied-label={t('copiedPage')} data-ga-event-category="page" data-ga-event-action="copy-markdown">
        <Icon d="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" />
        <span>{t('copyPage')}</span>
      </button>
      <button type="button" className="docs-page-menu-button" aria-expanded="false" aria-controls="docs-page-menu" aria-label={t('pageActions')} title={t('pageActions')}>
        <Icon d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
      </button>
      <ul id="docs-page-menu" className="docs-page-menu" hidden>
        <li>
          <a href={url} type="text/markdown" data-ga-event-category="page" data-ga-event-action="view-markdown">
            {t('viewAsMarkdown')}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The documentation layout: app bar, drawer, article, contents, previous/next, footer. */
export function DocsPage({ data, translations, chrome }: PageProps & { chrome: SharedChrome }) {
  const t = translatorFrom(translations);
  const showToc = !data.disableToc && data.toc.length > 0;
  const withDrawer = data.layout === 'docs';
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <div className="docs-appbar" dangerouslySetInnerHTML={{ __html: chrome.appBar }} />
      <div className={withDrawer ? 'docs-layout' : 'docs-layout docs-layout-blog'}>
        {withDrawer ? (
          <>
            <div className="docs-drawer-backdrop" hidden />
            <nav id="docs-drawer" className="docs-drawer" aria-label={t('mainNavigation')}>
              <NavList items={data.nav} depth={0} t={t} />
            </nav>
          </>
        ) : null}
        <main id="main-content" className={showToc ? 'docs-main docs-main-with-toc' : 'docs-main'}>
          <div className="docs-content">
            {data.editUrl || data.markdownUrl ? (
              <div className="docs-edit">
                {data.markdownUrl ? <PageActions url={data.markdownUrl} t={t} /> : null}
                {data.editUrl ? (
                  <a href={data.editUrl} rel="noopener">
                    {t('editPage')}
                  </a>
                ) : null}
              </div>
            ) : null}
            <Article data={data} translations={translations} />
            {data.layout === 'docs' && data.searchable !== false ? <Feedback t={t} /> : null}
            <PrevNext prev={data.prev} next={data.next} t={t} />
            <div dangerouslySetInnerHTML={{ __html: chrome.footer }} />
          </div>
          {showToc ? <Toc items={data.toc} t={t} /> : null}
        </main>
      </div>
    </>
  );
}

/** Pages under /playground: the article alone, without the theme and the app frame. */
export function PlaygroundPage({ data, translations }: PageProps) {
  return (
    <main id="main-content">
      <Article data={data} translations={translations} />
    </main>
  );
}
