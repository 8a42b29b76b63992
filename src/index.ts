/** Public API of docs-build. */
export { build, type BuildOptions, type BuildResult } from './pipeline/build.ts';
export * from './config-entry.ts';
export type { Diagnostic } from './diagnostics/diagnostic.ts';
