// The data an API article template receives (built in src/api/api-page.ts): all HTML is ready.

/** A type's text in pieces: the names that have an API page carry its language-free pathname (and a `#hash`). */
export type ApiTypeParts = { text: string; pathname?: string; hash?: string }[];

/** A callback's signature: the whole of it on one line, then each parameter and the return value with their JSDoc. */
export interface ApiSignatureView {
  parts: ApiTypeParts;
  params: { name: string; typeParts: ApiTypeParts; descriptionHtml: string; optional?: boolean }[];
  returns?: { typeParts: ApiTypeParts; descriptionHtml: string };
}

/** A live demo that sets a prop: the page (language-free pathname, titles per language) and the anchor opening its code. */
export interface ApiDemoLink {
  pathname: string;
  anchor: string;
  demo: string;
  titles: Record<string, string>;
}

export interface ApiEntryView {
  name: string;
  /** Anchor id, e.g. "prop-checkboxSelection". */
  id: string;
  /** More anchors of the entry: those mui.com gives it ("data-grid-prop-checkboxSelection"), so that links written for mui.com land here. */
  aliases?: string[];
  type?: string;
  default?: string;
  descriptionHtml: string;
  required?: boolean;
  deprecatedHtml?: string;
  plan?: 'pro' | 'premium';
  className?: string;
  /** Events: the type of the listener's `params`, and the page of that type when it has one. */
  params?: string;
  paramsHref?: string;
  /** Events: the type of the DOM or React event the listener receives. */
  event?: string;
  /** The type with the names that have a page linked (set when at least one has). */
  typeParts?: ApiTypeParts;
  /** For a callback: its parameters and return value. */
  signature?: ApiSignatureView;
  /** The live demos that set this prop (the first few), and how many more do. */
  usedIn?: ApiDemoLink[];
  usedInMore?: number;
}

/** One selector of the Data Grid's selectors catalogue. */
export interface SelectorView {
  name: string;
  /** Anchor id: "selector-gridFilterModelSelector". */
  id: string;
  /** How it is called: `gridRowNodeSelector(apiRef, rowId)`. */
  call: string;
  plan?: 'pro' | 'premium';
  /** Its second argument, when it takes one. */
  argument?: { name: string; typeParts: ApiTypeParts };
  returns: ApiTypeParts;
  descriptionHtml: string;
  deprecatedHtml?: string;
}

/** The selectors of one feature (`filter`, `rowGrouping`…). */
export interface SelectorGroupView {
  feature: string;
  /** Its heading: "Row grouping". */
  label: string;
  /** Anchor id of its heading: "selectors-rowGrouping". */
  id: string;
  selectors: SelectorView[];
}

/** The locales a product's package bundles (a `{{"locales": …}}` line of a content page). */
export interface LocaleTableView {
  product: string;
  /** The module they are imported from. */
  module: string;
  /** How many texts the component has. */
  total: number;
  rows: {
    exportName: string;
    /** Anchor id: "locale-frFR". */
    id: string;
    /** BCP 47 tag, for the locale's name in the page's language. */
    tag: string;
    translated: number;
    /** The keys it leaves unset: the component shows their English text. */
    missing: string[];
  }[];
}

/** The columns an entry list can show besides its name and description. */
export type ApiColumn = 'type' | 'default' | 'className' | 'params' | 'event';

/** The facts of a component page beyond its props: its theme key, its ref, what it inherits. */
export interface ApiFactsView {
  /** The key of the theme's `components`, and what it accepts; absent when the theme has none for the component. */
  theme?: { name: string; defaultProps: boolean; styleOverrides: boolean; exampleHtml: string };
  ref: { forwarded: boolean; element?: string };
}

/** A hook page's own parts: its declaration, parameters and return value. */
/** One call signature of an overloaded hook. */
export interface ApiOverloadView {
  /** Anchor of its heading. */
  id: string;
  /** How it is called, for its heading: `useBarSeries(seriesIds)`. */
  call: string;
  declarationHtml: string;
  /** What its JSDoc says beyond the hook's description ('' if nothing). */
  descriptionHtml: string;
  params: ApiEntryView[];
  returns?: { typeParts: ApiTypeParts; descriptionHtml: string };
}

export interface ApiHookView {
  declarationHtml: string;
  /** The parameters (empty for an overloaded hook: each overload lists its own). */
  params: ApiEntryView[];
  returns?: { typeParts: ApiTypeParts; descriptionHtml: string };
  /** Every call signature, when the hook is overloaded. */
  overloads?: ApiOverloadView[];
  /** The members of the object it returns, when it returns one MUI X declares. */
  returnMembers: ApiEntryView[];
}

export interface ApiArticleView {
  kind: 'component' | 'interface' | 'hook';
  name: string;
  plan: 'community' | 'pro' | 'premium';
  descriptionHtml: string;
  /** Highlighted import block. */
  importHtml: string;
  /** Content pages that show this component (language-free pathnames with titles per language). */
  demos: { pathname: string; titles: Record<string, string> }[];
  props: ApiEntryView[];
  slots: ApiEntryView[];
  classes: ApiEntryView[];
  /**
   * Set when the classes are a file of their own (a long list, shared by the components that have
   * the same): the kebab-case name their anchors start with (`data-grid-premium`).
   */
  classesAnchorPrefix?: string;
  /** The Material UI component it inherits from (upstream page), and the props it takes from it. */
  inherits?: { name: string; href: string; props?: string[] };
  /** Component pages: theme key and ref. */
  facts?: ApiFactsView;
  /** Interface pages: what it extends, or what the type alias names. */
  extends?: ApiTypeParts[];
  definition?: ApiTypeParts;
  /** Hook pages. */
  hook?: ApiHookView;
  sourceUrl: string;
  packageName: string;
}

export interface ApiIndexView {
  product: string;
  groups: { title: 'components' | 'hooks' | 'interfaces' | 'types'; entries: { name: string; pathname: string; plan: 'community' | 'pro' | 'premium'; summary: string }[] }[];
}
