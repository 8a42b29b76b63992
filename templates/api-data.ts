// The data an API article template receives (built in src/api/api-page.ts): all HTML is ready.

export interface ApiEntryView {
  name: string;
  /** Anchor id, e.g. "prop-checkboxSelection". */
  id: string;
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
}

/** The columns an entry list can show besides its name and description. */
export type ApiColumn = 'type' | 'default' | 'className' | 'params' | 'event';

export interface ApiArticleView {
  kind: 'component' | 'interface';
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
  inherits?: { name: string; href: string };
  sourceUrl: string;
  packageName: string;
}

export interface ApiIndexView {
  product: string;
  groups: { title: 'components' | 'interfaces'; entries: { name: string; pathname: string; plan: 'community' | 'pro' | 'premium'; summary: string }[] }[];
}
