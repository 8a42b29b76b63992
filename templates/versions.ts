import type { ProductInfo, SiteInfo } from './page-data.ts';

export interface VersionLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The versions of a product, newest first: the current one on this site, earlier ones on their
 * own hosts. Non-English pages keep their language prefix on every link.
 */
export function versionLinks(site: SiteInfo, product: ProductInfo, prefix: string): VersionLink[] {
  return [
    { label: `v${site.version}`, href: `${prefix}${product.root}/`, current: true },
    ...product.versions.map((v) => ({ label: v.label, href: `${v.host}${prefix}${v.path ?? `${product.root}/`}`, current: false })),
  ];
}
