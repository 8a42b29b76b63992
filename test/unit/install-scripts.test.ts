// A fresh `npm install` prints no install-script warning: npm 11 skips the install scripts of
// dependencies that package.json's `allowScripts` does not name, and lists them at the end.
// Every installed package with an install script must be decided there, one way or the other.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.ts';

const SCRIPTS = ['preinstall', 'install', 'postinstall'];

/** Every package.json under node_modules (nested copies included) whose package runs a script on install. */
function packagesWithInstallScripts(dir: string, out: { name: string; version: string }[] = []): { name: string; version: string }[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      packagesWithInstallScripts(folder, out);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string; scripts?: Record<string, string> };
      if (pkg.name && SCRIPTS.some((s) => pkg.scripts?.[s])) out.push({ name: pkg.name, version: pkg.version ?? '' });
    }
    const nested = path.join(folder, 'node_modules');
    if (fs.existsSync(nested)) packagesWithInstallScripts(nested, out);
  }
  return out;
}

describe('install scripts', () => {
  const allow = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};

  it('decides every installed package that has an install script, so npm install warns about none', () => {
    const found = packagesWithInstallScripts(path.join(ROOT, 'node_modules'));
    expect(found.length).toBeGreaterThan(0);
    const undecided = found.filter(({ name, version }) => !(name in allow) && !(`${name}@${version}` in allow));
    expect(undecided).toEqual([]);
  });

  it('runs esbuild’s (it checks and places its binary) and not the telemetry notice of @mui/x-telemetry', () => {
    expect(allow.esbuild).toBe(true);
    expect(allow['@mui/x-telemetry']).toBe(false);
  });
});
