/**
 * What a config file imports as 'docs-build' (load-config.ts bundles it under that name): the
 * config helpers only, not the build pipeline.
 */
export { defineConfig } from './config/define.ts';
export { apiReferenceNav } from './api/api-nav.ts';
export type { UserConfig, SiteConfig } from './config/schema.ts';
export type { NavEntry } from './config/nav-entry.ts';
