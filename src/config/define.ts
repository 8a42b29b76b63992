import type { UserConfig } from './schema.ts';

/** Identity helper that gives a config file its types: `export default defineConfig({...})`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}

export type { UserConfig, SiteConfig } from './schema.ts';
export type { NavEntry } from './nav-entry.ts';
