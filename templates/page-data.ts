// The contract between the build (src/) and the templates: plain, JSON-serialisable data.

export type Plan = 'pro' | 'premium';

/** One entry of the drawer as a page shows it. */
export interface NavItem {
  id: number;
  kind: 'page' | 'group' | 'subheader' | 'external';
  title: string;
  /** Link target: the page, the group's first page, or the external URL. */
  href: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** The page being shown. */
  active?: boolean;
  /** Groups: open (ancestor of the active page). A closed group has no `children` here: the client loads them on demand. */
  open?: boolean;
  children?: NavItem[];
}

export interface TocItem {
  id: string;
  text: string;
  children: TocItem[];
}

export interface PageLinkInfo {
  href: string;
  title: string;
}

/** Everything a page template needs; templates never read files. */
export interface PageData {
  /** Language of the interface labels. */
  userLanguage: string;
  /** Language-free pathname, e.g. "/x/introduction". */
  pathname: string;
  /** URL path of this page, with language prefix and trailing slash. */
  url: string;
  layout: 'docs' | 'blog' | 'playground';
  title: string;
  /** Full `<title>`. */
  documentTitle: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  productId: string;
  productCategoryId: string;
  /** Key of the product (version menu, app bar label). */
  productKey: string;
  /** Product name shown with search results ("Data Grid"). */
  productLabel: string;
  /** The page shows the ad slot near its top. */
  ad?: boolean;
  /** False for pages that repeat others (docs-tab variants): left out of the search index. */
  searchable?: boolean;
  /** The page shows live demos: it loads the icon font stylesheet. */
  demos?: boolean;
  /** Modules fetched early (the demo runtime and the first demo): preloaded by the page's script as it starts. */
  preload?: string[];
  /** The page's title in the reader's language when the body is in another one (search finds it). */
  localTitle?: string;
  plan?: Plan;
  articleHtml: string;
  toc: TocItem[];
  nav: NavItem[];
  prev?: PageLinkInfo;
  next?: PageLinkInfo;
  editUrl?: string;
  /** The page's Markdown ("/x/a/b.md", the default language's): "Copy page" and "View as Markdown". Drafts have none. */
  markdownUrl?: string;
  draft: boolean;
  /** The body is English on a page of another language. */
  untranslated: boolean;
  disableToc: boolean;
  assets: PageAssets;
}

/** Hashed asset URLs every page links. */
export interface PageAssets {
  stylesheet: string;
  script: string;
  /** Shared, cached nav fragments of this language (for collapsed groups). */
  navFragments: string;
  /** This language's settings drawer (`{ "html": … }`), fetched when the reader first opens it. */
  settings: string;
  favicon: string;
}

/** Site-wide facts the shared chrome needs. */
export interface SiteInfo {
  productName: string;
  /** Host on which the service worker registers. */
  productionHost: string;
  /** Settings the browser code reads (ads, analytics, feedback); public values only. */
  client: ClientConfig;
  version: string;
  basePath: string;
  languages: string[];
  repositoryUrl?: string;
  products: Record<string, ProductInfo>;
}

/** A product of the site, with its earlier versions (for the version menu and page). */
export interface ProductInfo {
  label: string;
  root: string;
  versions: { label: string; host: string; path?: string }[];
}

/** Public settings for the browser code, inlined as JSON into every page. */
export interface ClientConfig {
  ads: { enabled: boolean; networkScriptUrl: string; feedUrl: string; displayRatio: number; inHouseImagesUrl: string };
  analytics: { measurementId?: string; libraryUrl: string; webVitalsSampleRate: number };
  feedback: { endpoint?: string; issueUrl: string };
  demos: { iconFontUrl: string; stackblitzUrl: string; codesandboxUrl: string };
  version: string;
  /** The site's languages, the default (unprefixed) first. */
  languages: string[];
}
