import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_DIR, INDEX_VERSION, type IndexPage, type LlmsIndex } from '../export/types.ts';

/** The built site as the MCP server holds it: the index and every page's Markdown, read once. */
export interface LoadedDocs {
  index: LlmsIndex;
  /** Markdown by pathname. */
  markdown: Map<string, string>;
  pages: Map<string, IndexPage>;
}

/** Why the built output cannot be served (no build, an older build, a damaged index). */
export class DocsNotFoundError extends Error {}

/** Finds `<base>/_llms/index.json` below the output directory (the base path is not known before). */
function findIndex(outDir: string): string {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(outDir, { withFileTypes: true });
  } catch {
    throw new DocsNotFoundError(`${outDir} does not exist: build the site first (docs-build --out ${outDir}).`);
  }
  for (const entry of entries) {
    const candidate = path.join(outDir, entry.name, EXPORT_DIR, 'index.json');
    if (entry.isDirectory() && fs.existsSync(candidate)) return candidate;
  }
  throw new DocsNotFoundError(`${outDir} holds no ${EXPORT_DIR}/index.json: it was not built by this version of docs-build; build it again.`);
}

/** Reads the built output: the index and the Markdown of every page it lists. Nothing else is read, ever. */
export function loadDocs(outDir: string): LoadedDocs {
  const file = findIndex(path.resolve(outDir));
  let index: LlmsIndex;
  try {
    index = JSON.parse(fs.readFileSync(file, 'utf8')) as LlmsIndex;
  } catch (error) {
    throw new DocsNotFoundError(`${file} could not be read (${(error as Error).message}); build the site again.`);
  }
  if (index.version !== INDEX_VERSION) throw new DocsNotFoundError(`${file} has format ${String(index.version)}, this server reads ${INDEX_VERSION}: build the site again with this version.`);
  const markdown = new Map<string, string>();
  for (const page of index.pages) {
    try {
      markdown.set(page.pathname, fs.readFileSync(path.join(path.resolve(outDir), page.file), 'utf8'));
    } catch {
      // A page whose file went missing is still found by search; fetching it says so.
    }
  }
  return { index, markdown, pages: new Map(index.pages.map((p) => [p.pathname, p])) };
}
