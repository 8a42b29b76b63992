import path from 'node:path';
import { parseConfig } from '../../src/config/load-config.ts';
import type { ResolvedConfig } from '../../src/config/load-config.ts';
import type { UserConfig } from '../../src/config/schema.ts';

/** A resolved config for unit tests, without loading a file. */
export function resolvedConfig(dir: string, overrides: Partial<UserConfig> = {}): ResolvedConfig {
  const configFile = path.join(dir, 'docs.config.ts');
  const site = parseConfig(
    {
      productName: 'Test',
      version: '1.0.0',
      basePath: '/x',
      languages: ['en'],
      siteUrl: 'https://example.com',
      productionHost: 'example.com',
      nav: [{ pathname: '/x/a' }],
      ...overrides,
    },
    configFile,
  );
  return { site, contentDir: dir, pagesDir: path.join(dir, 'pages'), publicDir: path.join(dir, 'public'), configFile, configInputs: [] };
}
