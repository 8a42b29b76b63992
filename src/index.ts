/** Public API of docs-build. */
export { build, type BuildOptions, type BuildResult } from './pipeline/build.ts';
export { apiReferenceNav, defineConfig } from './config/define.ts';
export type { UserConfig, SiteConfig } from './config/schema.ts';
export type { NavEntry } from './nav/types.ts';
export type { Diagnostic } from './diagnostics/diagnostic.ts';
