import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.ts';
import { DocsBuildError } from '../../../src/diagnostics/diagnostic.ts';

const base = { productName: 'T', version: '1.0.0', basePath: '/x', siteUrl: 'https://e.com', productionHost: 'e.com', nav: [{ pathname: '/x/a' }] };

function errorsOf(input: unknown): string[] {
  try {
    parseConfig(input, '/site/docs.config.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(DocsBuildError);
    expect((error as DocsBuildError).kind).toBe('config');
    return (error as DocsBuildError).diagnostics.map((d) => d.message);
  }
  throw new Error('expected the config to be rejected');
}

describe('parseConfig', () => {
  it('applies defaults', () => {
    const site = parseConfig(base, 'f');
    expect(site.languages).toEqual(['en']);
    expect(site.ads.displayRatio).toBe(0.1);
    expect(site.analytics.webVitalsSampleRate).toBe(0.0001);
  });

  it('names unknown keys, also nested ones', () => {
    expect(errorsOf({ ...base, produtName: 'x' })).toEqual(['Unknown config key "produtName".']);
    expect(errorsOf({ ...base, ads: { enabld: true } })).toEqual(['Unknown config key "ads.enabld".']);
    expect(errorsOf({ ...base, nav: [{ pathname: '/x/a', titel: 'A' }] })).toEqual(['Unknown config key "nav.0.titel".']);
  });

  it('names wrong types with what was expected', () => {
    expect(errorsOf({ ...base, version: 8 })).toEqual(['Invalid config value at "version": Expected string, received number.']);
    expect(errorsOf({ ...base, basePath: 'x/' })[0]).toContain('"basePath": a single path segment');
    expect(errorsOf({ ...base, languages: ['fr'] })[0]).toContain('"languages.0"');
  });

  it('checks externalLinks: prefixes start and end with "/" outside the base path, URLs are absolute', () => {
    const family = { '/material-ui/': 'https://mui.com/material-ui/', '/': 'https://mui.com/' };
    expect(parseConfig({ ...base, externalLinks: family }, 'f').externalLinks).toEqual(family);
    expect(parseConfig(base, 'f').externalLinks).toEqual({});
    expect(errorsOf({ ...base, externalLinks: { '/material-ui': 'https://mui.com/material-ui/' } })).toEqual([
      'Invalid config value at "externalLinks./material-ui": a path prefix that starts and ends with "/", such as /material-ui/.',
    ]);
    expect(errorsOf({ ...base, externalLinks: { '/system/': '/system/' } })[0]).toContain('"externalLinks./system/": Invalid url');
    expect(errorsOf({ ...base, externalLinks: { '/system/': 'https://mui.com/system' } })).toEqual([
      'Invalid config value at "externalLinks./system/": an absolute http(s) URL ending with "/", such as https://mui.com/material-ui/.',
    ]);
    expect(errorsOf({ ...base, externalLinks: { '/x/old/': 'https://mui.com/x/old/' } })).toEqual([
      'Invalid config value at "externalLinks./x/old/": a prefix outside the base path /x: links under it are pages of this site.',
    ]);
  });
});
