// Server entry: bundled by esbuild (platform node) and imported by the build and its workers.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ApiArticleView, ApiColumn, ApiEntryView, ApiIndexView, LocaleTableView, SelectorGroupView } from './api-data.ts';
import { ApiArticle, ApiClassesList, ApiEntryList, classesTitle, ApiIndex, LocaleTable, SelectorCatalogue } from './components/ApiArticle.tsx';
import { AppBar } from './components/AppBar.tsx';
import { DocsPage, PlaygroundPage, type SharedChrome } from './components/DocsPage.tsx';
import { Footer } from './components/Footer.tsx';
import { NavList } from './components/NavTree.tsx';
import { SettingsDrawer } from './components/SettingsDrawer.tsx';
import { escapeHtml, renderDocument, renderRedirect } from './document.ts';
import { versionLinks } from './versions.ts';
import { createTranslator, missingTranslations, translate, translationsFor } from './i18n.ts';
import type { NavItem, PageData, SiteInfo } from './page-data.ts';
import { createDocsTheme } from './theme.ts';
import docsCss from './styles/docs.css';

export type { NavItem, PageData, SiteInfo } from './page-data.ts';
export { missingTranslations, translate };

/** Key of the default product in the app bar table. */
export const DEFAULT_PRODUCT = 'default';

function collectCss(cache: EmotionCache): string {
  // With `compat`, Emotion keeps each inserted rule set as a string instead of inlining <style> tags.
  return Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
}

/**
 * Creates the renderer for a site. MUI chrome (app bar, footer, theme variables) is rendered
 * once per language and product here, and its Emotion CSS becomes the shared stylesheet; pages
 * then only render plain elements around that HTML, which keeps a page at a few milliseconds.
 */
export function createRenderer(site: SiteInfo) {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const theme = createDocsTheme('ltr');
  const styled = (node: ReactNode) =>
    renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>{node}</ThemeProvider>
      </CacheProvider>,
    );

  styled(<CssBaseline enableColorScheme />);
  const chrome = new Map<string, SharedChrome>();
  const settings: Record<string, string> = {};
  const products = { [DEFAULT_PRODUCT]: { label: site.productName, root: `${site.basePath}/introduction`, versions: [] }, ...site.products };
  for (const language of site.languages) {
    const t = createTranslator(language);
    const prefix = language === site.languages[0] ? '' : `/${language}`;
    const footer = styled(<Footer site={site} t={t} />);
    settings[language] = styled(<SettingsDrawer t={t} />);
    for (const [key, product] of Object.entries(products)) {
      const appBar = styled(<AppBar site={site} prefix={prefix} product={product} t={t} />);
      chrome.set(`${language}:${key}`, { appBar, footer });
    }
  }
  const css = collectCss(cache) + docsCss;
  const translations = Object.fromEntries(site.languages.map((l) => [l, translationsFor(l)]));

  return {
    /** The shared stylesheet: theme variables, chrome styles and the docs layout. */
    css,
    /** Each language's settings drawer as HTML, loaded by the page on first open (its styles are in `css`). */
    settings,
    /** Renders one page to a complete HTML document. */
    renderPage(data: PageData): string {
      if (data.layout === 'playground') {
        return renderDocument(data, renderToString(<PlaygroundPage data={data} userLanguage={data.userLanguage} translations={translations[data.userLanguage]!} />), { siteName: site.productName, basePath: site.basePath, bare: true });
      }
      const shared = chrome.get(`${data.userLanguage}:${data.productKey}`) ?? chrome.get(`${data.userLanguage}:${DEFAULT_PRODUCT}`)!;
      return renderDocument(
        data,
        renderToString(<DocsPage data={data} userLanguage={data.userLanguage} translations={translations[data.userLanguage]!} chrome={shared} />),
        { siteName: site.productName, basePath: site.basePath, swHost: site.productionHost, client: site.client },
      );
    },
    /** The children of each group as HTML, for the drawer's collapsed groups (one cached file per language). */
    renderNavFragments(language: string, groups: { id: number; children: NavItem[]; depth: number }[]): Record<string, string> {
      const t = createTranslator(language);
      const out: Record<string, string> = {};
      for (const group of groups) out[group.id] = renderToStaticMarkup(<NavList items={group.children} depth={group.depth} t={t} />);
      return out;
    },
    /** The article of the versions page: every product with its versions. */
    renderVersionsArticle(language: string): string {
      const t = createTranslator(language);
      const prefix = language === site.languages[0] ? '' : `/${language}`;
      return renderToStaticMarkup(
        <>
          <p className="description">{t('versionsDescription')}</p>
          <table className="docs-versions-table">
            <thead>
              <tr>
                <th>{t('product')}</th>
                <th>{t('versionsTitle')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(products).map(([key, product]) => (
                <tr key={key}>
                  <td>{product.label}</td>
                  <td>
                    {versionLinks(site, product, prefix).map((link, i) => (
                      <span key={link.label}>
                        {i > 0 ? ' · ' : null}
                        <a href={link.href}>{link.label}</a>
                        {link.current ? ` (${t('versionsCurrent')})` : null}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>,
      );
    },
    /** An API page body (or one section of a components-api tab, with an id prefix). */
    renderApiArticle(view: ApiArticleView, language: string, extra: { tryItHtml?: string; classesHref?: string } = {}): string {
      const prefix = language === site.languages[0] ? '' : `/${language}`;
      return renderToStaticMarkup(<ApiArticle view={view} t={createTranslator(language)} prefix={prefix} {...extra} />);
    },
    /** The page of a component's CSS classes, when they are a file of their own (`view.classesAnchorPrefix`). */
    renderApiClasses(view: ApiArticleView, language: string, stylesheet: string): string {
      const t = createTranslator(language);
      const title = escapeHtml(classesTitle(view, t));
      const head = `<meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="${escapeHtml(stylesheet)}">`;
      return `<!DOCTYPE html><html lang="${escapeHtml(language)}"><head>${head}</head><body class="api-fragment-page"><h1>${title}</h1><main class="markdown-content">${renderToStaticMarkup(<ApiClassesList view={view} t={t} />)}</main></body></html>`;
    },
    /** A list of API entries inside a content page (the Data Grid's events). */
    renderApiEntries(list: ApiEntryView[], columns: ApiColumn[], language: string): string {
      const t = createTranslator(language);
      return renderToStaticMarkup(<ApiEntryList list={list} columns={columns} heading={t('apiEventName')} t={t} />);
    },
    /** The Data Grid's selectors catalogue inside a content page (some features, or all of them). */
    renderSelectors(groups: SelectorGroupView[], language: string): string {
      const prefix = language === site.languages[0] ? '' : `/${language}`;
      return renderToStaticMarkup(<SelectorCatalogue groups={groups} t={createTranslator(language)} prefix={prefix} />);
    },
    /** The locales a product bundles, with their coverage, inside a content page. */
    renderLocales(view: LocaleTableView, language: string): string {
      return renderToStaticMarkup(<LocaleTable view={view} t={createTranslator(language)} language={language} />);
    },
    renderApiIndex(view: ApiIndexView, language: string): string {
      const prefix = language === site.languages[0] ? '' : `/${language}`;
      return renderToStaticMarkup(<ApiIndex view={view} t={createTranslator(language)} prefix={prefix} />);
    },
    /** The tab strip of a page with components: Demos, Components API (and Hooks API). */
    renderDocsTabs(language: string, tabs: { href: string; label: 'tabDemos' | 'tabComponentsApi' | 'tabHooksApi'; current: boolean }[]): string {
      const t = createTranslator(language);
      return renderToStaticMarkup(
        <nav className="component-tabs" aria-label={t('tabComponentsApi')}>
          {tabs.map((tab) => (
            <a key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {t(tab.label)}
            </a>
          ))}
        </nav>,
      );
    },
    renderRedirect(to: string, language: string): string {
      return renderRedirect(to, translate(language, 'redirecting'));
    },
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
