import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ResolvedNav } from '../nav/resolve-nav.ts';
import { languagePrefix } from '../render/layout.ts';
import { navFragmentGroups } from '../render/nav-items.ts';
import type { Renderer } from '../render/renderer.ts';
import { createDirectionalCss } from '../render/direction-css.ts';
import { STATIC_DIR } from '../../templates/constants.ts';
import type { PageAssets } from '../../templates/page-data.ts';
import { hashedName, writeFileSafe } from '../files.ts';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="3" width="18" height="18" rx="5" fill="#0072e5"/><rect x="11" y="11" width="18" height="18" rx="5" fill="#66b2ff" opacity=".85"/></svg>`;

/**
 * Writes the files every page shares (stylesheet, favicon, each language's navigation fragments
 * and settings drawer) under content-hashed names, and returns each language's set with the
 * client's script (whose files, with the demo bundles, the build writes meanwhile).
 */
export function writeSharedAssets(p: {
  config: ResolvedConfig;
  nav: ResolvedNav;
  renderer: Renderer;
  client: { script: string };
  dir: string;
}): Record<string, PageAssets> {
  const { config, nav, renderer, dir } = p;
  const { site } = config;
  const staticPath = `${site.basePath}/${STATIC_DIR}`;
  const css = createDirectionalCss(renderer.css);
  const stylesheet = hashedName('site', 'css', css);
  writeFileSafe(path.join(dir, staticPath, stylesheet), css);
  const favicon = hashedName('favicon', 'svg', FAVICON);
  writeFileSafe(path.join(dir, staticPath, favicon), FAVICON);

  const assets: Record<string, PageAssets> = {};
  for (const language of site.languages) {
    const prefix = languagePrefix(language, site);
    const fragments = JSON.stringify(renderer.renderNavFragments(language, navFragmentGroups(nav, language, prefix)));
    const navFile = hashedName(`nav-${language}`, 'json', fragments);
    writeFileSafe(path.join(dir, staticPath, navFile), fragments);
    // JSON like the nav fragments: the service worker precaches both for offline reading.
    const settings = JSON.stringify({ html: renderer.settings[language] ?? '' });
    const settingsFile = hashedName(`settings-${language}`, 'json', settings);
    writeFileSafe(path.join(dir, staticPath, settingsFile), settings);
    assets[language] = {
      stylesheet: `${staticPath}/${stylesheet}`,
      script: p.client.script,
      navFragments: `${staticPath}/${navFile}`,
      settings: `${staticPath}/${settingsFile}`,
      favicon: `${staticPath}/${favicon}`,
    };
  }
  return assets;
}
