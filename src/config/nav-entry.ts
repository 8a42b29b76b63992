/** A navigation entry as authored in the content's nav file. */
export interface NavEntry {
  /** Route of the page (under the base path), a group key, or an https:// URL for an external link. */
  pathname: string;
  /** Display title; derived from the pathname (or subheader) when absent. */
  title?: string;
  children?: NavEntry[];
  /** Makes this entry a non-link label that is always open; its value names it when there is no title. */
  subheader?: string;
  plan?: 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  /** Shown as "Preview". */
  unstable?: boolean;
  /** `false` hides the entry from the drawer and from previous/next. */
  inSideNav?: boolean;
}
