import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFileAt, componentTarget, mappedComponentFile } from '../../../src/config/components.ts';
import { checkFolders, parseConfig } from '../../../src/config/load-config.ts';
import { DocsBuildError } from '../../../src/diagnostics/diagnostic.ts';

const base = { productName: 'T', version: '1.0.0', basePath: '/x', siteUrl: 'https://e.com', productionHost: 'e.com', nav: [{ pathname: '/x/a' }] };

function errorsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DocsBuildError);
    expect((error as DocsBuildError).kind).toBe('config');
    return (error as DocsBuildError).diagnostics.map((d) => d.message);
  }
  throw new Error('expected the config to be rejected');
}

describe('the components setting', () => {
  it('maps prefixes to folders, whole paths to files and to what the build generates', () => {
    const components = {
      'modules/components/': 'src/modules/components/',
      'modules/components/SelectorsDocs.js': { generated: 'selectors' },
      'modules/components/PickersInstallationInstructions.js': { generated: 'install', packages: ['@mui/x-date-pickers'], dateLibraries: true },
      'modules/components/overview/': 'src/overview',
      'docs/Logo.js': 'src/Logo.tsx',
    };
    const site = parseConfig({ ...base, components }, 'f');
    expect(site.components).toEqual(components);
    expect(parseConfig(base, 'f').components).toEqual({});
    // The whole path before any prefix, then the longest prefix.
    expect(componentTarget('modules/components/SelectorsDocs.js', site.components)).toEqual({ kind: 'generated', key: 'modules/components/SelectorsDocs.js', generated: { generated: 'selectors' } });
    expect(componentTarget('modules/components/FeatureGrid.js', site.components)).toEqual({ kind: 'folder', key: 'modules/components/', folder: 'src/modules/components/', rest: 'FeatureGrid.js' });
    expect(componentTarget('modules/components/overview/Hero.js', site.components)).toEqual({ kind: 'folder', key: 'modules/components/overview/', folder: 'src/overview', rest: 'Hero.js' });
    expect(componentTarget('docs/Logo.js', site.components)).toEqual({ kind: 'file', key: 'docs/Logo.js', file: 'src/Logo.tsx' });
    expect(componentTarget('other/Thing.js', site.components)).toBeUndefined();
    expect(componentTarget('PlanChip', undefined)).toBeUndefined();
  });

  it('names each bad entry and what it should be', () => {
    expect(errorsOf(() => parseConfig({ ...base, components: { '/modules/': 'src/' } }, 'f'))[0]).toContain('Invalid config value at "components./modules/": a component path as lines write it');
    expect(errorsOf(() => parseConfig({ ...base, components: { 'modules/../x/': 'src/' } }, 'f'))[0]).toContain('"components.modules/../x/"');
    expect(errorsOf(() => parseConfig({ ...base, components: { 'modules/': 3 } }, 'f'))).toEqual([
      `Invalid config value at "components.modules/": a folder (for a prefix ending with "/") or a file relative to docs.config.ts, such as 'src/modules/components/', or what docs-build generates: { generated: 'selectors' | 'locales' | 'events' | 'install' }.`,
    ]);
    expect(errorsOf(() => parseConfig({ ...base, components: { 'modules/': '/abs/path' } }, 'f'))[0]).toContain('"/abs/path" is not a relative path');
    expect(errorsOf(() => parseConfig({ ...base, components: { 'a/Table.js': { generated: 'table' } } }, 'f'))).toEqual([
      `Invalid config value at "components.a/Table.js.generated": one of 'selectors', 'locales', 'events', 'install': what docs-build generates in place of the component.`,
    ]);
    expect(errorsOf(() => parseConfig({ ...base, components: { 'a/Install.js': { generated: 'install' } } }, 'f'))[0]).toContain('"components.a/Install.js.packages": Required');
    expect(errorsOf(() => parseConfig({ ...base, components: { 'a/Install.js': { generated: 'install', packages: ['Not A Package'] } } }, 'f'))[0]).toContain('an npm package name');
    expect(errorsOf(() => parseConfig({ ...base, components: { 'a/Locales.js': { generated: 'locales', product: 'charts' } } }, 'f'))[0]).toContain('"components.a/Locales.js.product"');
    expect(errorsOf(() => parseConfig({ ...base, components: { 'a/Locales.js': { generated: 'locales', colour: 'red' } } }, 'f'))).toEqual(['Unknown config key "components.a/Locales.js.colour".']);
    expect(errorsOf(() => parseConfig({ ...base, components: { 'modules/': { generated: 'selectors' } } }, 'f'))).toEqual([
      `Invalid config value at "components.modules/": a folder: a prefix maps every component under it to the files of a folder; map a whole path such as 'modules/SelectorsDocs.js' to { generated: 'selectors' }.`,
    ]);
  });

  it('finds the file of a component path: as written, with another extension, or a folder\'s index', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'components-'));
    fs.mkdirSync(path.join(dir, 'src/Hero'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/Grid.tsx'), '');
    fs.writeFileSync(path.join(dir, 'src/Plain.js'), '');
    fs.writeFileSync(path.join(dir, 'src/Hero/index.jsx'), '');
    expect(componentFileAt(path.join(dir, 'src/Grid.js'))).toBe(path.join(dir, 'src/Grid.tsx'));
    expect(componentFileAt(path.join(dir, 'src/Plain.js'))).toBe(path.join(dir, 'src/Plain.js'));
    expect(componentFileAt(path.join(dir, 'src/Hero.js'))).toBe(path.join(dir, 'src/Hero/index.jsx'));
    expect(componentFileAt(path.join(dir, 'src/None.js'))).toBeUndefined();
    expect(mappedComponentFile({ kind: 'folder', key: 'm/', folder: 'src', rest: 'Grid.js' }, dir)).toEqual({ file: path.join(dir, 'src/Grid.tsx'), expected: path.join(dir, 'src/Grid.js') });
  });

  it('checks that mapped folders and files, and the public folder, exist inside the content folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'components-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'components-outside-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'src/Logo.tsx'), '');
    fs.symlinkSync(outside, path.join(dir, 'linked'));
    const check = (over: object) => checkFolders(parseConfig({ ...base, ...over }, 'f'), dir, path.join(dir, 'docs.config.ts'));
    expect(check({ components: { 'm/': 'src/', 'docs/Logo.js': 'src/Logo.js' } })).toBe(path.join(dir, 'public'));
    expect(check({ publicDir: 'src' })).toBe(path.join(dir, 'src'));
    expect(errorsOf(() => check({ components: { 'm/': 'lib/' } }))).toEqual(['Invalid config value at "components.m/": an existing folder relative to docs.config.ts: there is no folder lib/.']);
    expect(errorsOf(() => check({ components: { 'm/': '../elsewhere/' } }))[0]).toContain('a folder inside the content folder (the folder of docs.config.ts): "../elsewhere/" leads outside it');
    expect(errorsOf(() => check({ components: { 'm/': 'linked/' } }))[0]).toContain('linked/ is, or is in, a symlink that leads outside it');
    expect(errorsOf(() => check({ components: { 'docs/Logo.js': 'src/Missing.js' } }))[0]).toContain('there is no src/Missing.js');
    expect(errorsOf(() => check({ publicDir: 'static' }))).toEqual(['Invalid config value at "publicDir": an existing folder relative to docs.config.ts: there is no folder static/.']);
    expect(errorsOf(() => check({ publicDir: 'pages/static' }))[0]).toContain('a folder beside pages/, not in it');
    expect(errorsOf(() => check({ publicDir: '..' }))[0]).toContain('is outside it');
    expect(errorsOf(() => check({ publicDir: 'linked' }))[0]).toContain('a symlink that leads outside it');
    // The name snapshots' folder: inside the content folder, and not through a symlink out of it.
    expect(check({ nameCheck: { snapshots: 'names' } })).toBe(path.join(dir, 'public'));
    expect(errorsOf(() => check({ nameCheck: { snapshots: '../names' } }))).toEqual(['Invalid config value at "nameCheck.snapshots": a folder inside the content folder (the name snapshots of older majors): "../names" is outside it.']);
    expect(errorsOf(() => check({ nameCheck: { snapshots: '.' } }))[0]).toContain('is the content folder itself');
    expect(errorsOf(() => check({ nameCheck: { snapshots: 'linked' } }))[0]).toContain('linked/ is, or is in, a symlink that leads outside it');
  });
});
