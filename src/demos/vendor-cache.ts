import path from 'node:path';
import { hashOf, hashOfFile, partVersion, type BuildCache } from '../cache/build-cache.ts';
import { vendorIndexOf, vendorOfIndex, type BuiltVendor, type OutputGraph, type SpecifierUse, type VendorIndex } from './vendor-bundle.ts';

/** A built set of package groups as the cache keeps it (the files beside it). */
interface StoredVendor {
  index: VendorIndex;
  graphs: OutputGraph[];
  /** The package.json of each package the groups hold code of, with its hash: a reinstalled package is a miss. */
  packages: [string, string][];
}

/** The packages that make the groups besides the packages bundled (whose package.json files the entry checks): the bundler, and the parsers that read the imports. */
const VENDOR_PACKAGES = ['esbuild', 'typescript', 'es-module-lexer'];

/** The uses, in a stable order, as text. */
const usesKey = (uses: Map<string, SpecifierUse>) => JSON.stringify([...uses].map(([specifier, use]) => [specifier, use.whole, [...use.names].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));

/**
 * The package groups for these uses, from the build cache when a build with the same imports
 * (same names of the same packages, same versions installed, same demo bundling code: see
 * partVersion) made them before:
 * rebuilding a changed demo, or another copy of the same site, skips the seconds of bundling
 * every package. `settings` is what else shapes the groups (esbuild options, the static folder).
 */
export async function cachedVendor(cache: BuildCache | undefined, uses: Map<string, SpecifierUse>, p: { settings: string; outRoot: string; build: () => Promise<BuiltVendor> }): Promise<BuiltVendor> {
  if (!cache?.enabled) return p.build();
  const entry = cache.entry('vendor', hashOf('vendor', partVersion('vendor', VENDOR_PACKAGES), p.settings, usesKey(uses)));
  const read = (): BuiltVendor | undefined => {
    const stored = entry.readFiles<StoredVendor>();
    if (!stored || !stored.value.packages.every(([file, hash]) => hashOfFile(file) === hash)) return undefined;
    const { plan, urls } = vendorOfIndex(stored.value.index);
    const outputs = stored.files.map((f) => ({ path: path.join(p.outRoot, f.file), contents: new Uint8Array(f.contents.buffer, f.contents.byteOffset, f.contents.byteLength) }));
    return { plan, urls, outputs, graphs: stored.value.graphs, packages: stored.value.packages.map(([file]) => file) };
  };
  const found = read();
  if (found) return found;
  // Builds sharing the cache that start together (a test run) bundle the packages once.
  return entry.exclusive(async () => {
    const made = read();
    if (made) return made;
    const vendor = await p.build();
    const value: StoredVendor = { index: vendorIndexOf(vendor), graphs: vendor.graphs, packages: vendor.packages.map((file) => [file, hashOfFile(file)]) };
    entry.storeFiles(value, vendor.outputs.map((o) => ({ file: path.relative(p.outRoot, o.path).split(path.sep).join('/'), contents: o.contents })));
    return vendor;
  });
}
