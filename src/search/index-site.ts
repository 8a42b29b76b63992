import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

export interface SearchIndexResult {
  pages: number;
  bytes: number;
  ms: number;
  errors: string[];
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/**
 * Indexes every built page with Pagefind (one index per language, from `<html lang>`; Chinese is
 * segmented) into `<base>/_pagefind/`. Only articles (`data-pagefind-body`) are indexed:
 * titles, headings with their anchors, text and API props. Browsers load the index in small
 * fragments, only once the search dialog opens.
 */
export async function indexSite(options: { dir: string; basePath: string }): Promise<SearchIndexResult> {
  const started = performance.now();
  const outputPath = path.join(options.dir, options.basePath, '_pagefind');
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors: ['.MuiCode-copy', '.docs-toc', '.component-tabs'] });
  if (!index) return { pages: 0, bytes: 0, ms: performance.now() - started, errors };
  try {
    const added = await index.addDirectory({ path: options.dir, glob: '**/index.html' });
    fs.rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    return {
      pages: added.page_count,
      bytes: fs.existsSync(outputPath) ? directoryBytes(outputPath) : 0,
      ms: performance.now() - started,
      errors: [...errors, ...added.errors, ...written.errors],
    };
  } finally {
    await index.deleteIndex();
    // Pagefind indexes in a helper process that would otherwise keep Node alive.
    await pagefind.close();
  }
}
