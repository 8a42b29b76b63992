import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod/v4';
import { EXPORT_DIR, INDEX_VERSION, type IndexApi, type IndexApiMember, type IndexDemo, type IndexDemoFile, type IndexGroup, type IndexPage, type IndexSection, type LlmsIndex, type StoredIndex } from '../export/types.ts';

/** The built site as the MCP server holds it: the index and every page's Markdown, read once. */
export interface LoadedDocs {
  index: LlmsIndex;
  /** Markdown by pathname. */
  markdown: Map<string, string>;
  pages: Map<string, IndexPage>;
}

/** Why the built output cannot be served (no build, an older build, a damaged index). */
export class DocsNotFoundError extends Error {}

// The index as the tools read it, every field checked: a damaged or hand-edited index is refused
// at start with a message, not met later as a TypeError in the middle of a call. Typed against
// export/types.ts, so a field added there must be added here. Zod 4 (`zod/v4`, shipped in zod
// 3.25): it checks a 13 MB index (1,800 pages, 900 demos) in about a third of zod 3's time.
const section: z.ZodType<IndexSection> = z.object({ anchor: z.string(), heading: z.string(), depth: z.number(), start: z.number(), end: z.number() });
const page: z.ZodType<IndexPage> = z.object({
  pathname: z.string(),
  url: z.string(),
  file: z.string(),
  markdownUrl: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['content', 'api', 'api-index']),
  navTitles: z.record(z.string(), z.string()),
  trail: z.record(z.string(), z.array(z.string())),
  group: z.string(),
  sections: z.array(section),
  demos: z.array(z.string()),
  apiNames: z.array(z.string()),
});
const member: z.ZodType<IndexApiMember> = z.object({
  name: z.string(),
  type: z.string().optional(),
  default: z.string().optional(),
  description: z.string(),
  required: z.boolean().optional(),
  deprecated: z.string().optional(),
  plan: z.string().optional(),
  className: z.string().optional(),
});
const api: z.ZodType<IndexApi> = z.object({
  name: z.string(),
  kind: z.enum(['component', 'interface']),
  product: z.string(),
  packageName: z.string().optional(),
  plan: z.string(),
  pathname: z.string(),
  description: z.string(),
  imports: z.array(z.string()),
  props: z.array(member),
  slots: z.array(member),
  classes: z.array(member),
});
const demoFile: z.ZodType<IndexDemoFile> = z.object({ name: z.string(), ts: z.string(), js: z.string(), jsName: z.string() });
const demo: z.ZodType<StoredIndex['demos'][number]> = z.object({
  id: z.string(),
  name: z.string(),
  pages: z.array(z.string()),
  jsUrl: z.string(),
  // get_demo falls back to the first variant: there is always one. Its files are places in the index's `files`.
  variants: z.array(z.object({ style: z.string(), file: z.string(), main: demoFile, files: z.array(z.number().int().nonnegative()) })).min(1),
});
const group: z.ZodType<IndexGroup> = z.object({ slug: z.string(), title: z.string(), file: z.string(), url: z.string() });
const llmsIndex: z.ZodType<StoredIndex> = z.object({
  version: z.literal(INDEX_VERSION),
  productName: z.string(),
  docsVersion: z.string(),
  siteUrl: z.string(),
  basePath: z.string(),
  language: z.string(),
  languages: z.array(z.string()),
  groups: z.array(group),
  pages: z.array(page),
  api: z.array(api),
  files: z.array(demoFile),
  demos: z.array(demo),
});

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

/**
 * The real path of `file` (relative to `root`, symlinks resolved) when it lies inside `root` (a real
 * path), else undefined: whatever the index names, nothing outside the output is read.
 */
function inside(root: string, file: string): string | undefined {
  let real: string;
  try {
    real = fs.realpathSync(path.resolve(root, file));
  } catch {
    return undefined;
  }
  const relative = path.relative(root, real);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative) ? real : undefined;
}

/** Reads and checks the index: its format version, then its shape, then that each API names a page it lists. */
function readIndex(file: string): LlmsIndex {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DocsNotFoundError(`${file} could not be read (${(error as Error).message}); build the site again.`);
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (version !== INDEX_VERSION) throw new DocsNotFoundError(`${file} has format ${String(version)}, this server reads ${INDEX_VERSION}: build the site again with this version.`);
  const parsed = llmsIndex.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DocsNotFoundError(`${file} is damaged (${issue.path.join('.') || 'the index'}: ${issue.message}); build the site again.`);
  }
  const pathnames = new Set(parsed.data.pages.map((p) => p.pathname));
  const orphan = parsed.data.api.find((a) => !pathnames.has(a.pathname));
  if (orphan) throw new DocsNotFoundError(`${file} is damaged (the API of ${orphan.name} is on ${orphan.pathname}, a page it does not list); build the site again.`);
  const { files, demos, ...rest } = parsed.data;
  const resolved: IndexDemo[] = [];
  for (const d of demos) {
    const variants: IndexDemo['variants'] = [];
    for (const v of d.variants) {
      const missing = v.files.find((place) => files[place] === undefined);
      if (missing !== undefined) throw new DocsNotFoundError(`${file} is damaged (the demo ${d.name} imports file ${missing}, which the index does not hold); build the site again.`);
      variants.push({ ...v, files: v.files.map((place) => files[place]!) });
    }
    resolved.push({ ...d, variants });
  }
  return { ...rest, demos: resolved };
}

/**
 * Reads the built output: the index and the Markdown of every page it lists. Nothing else is read,
 * ever, and nothing outside the output directory: a page whose file the index places outside it
 * (`../x.md`, `/etc/passwd`, a symlink leading out) is left unread, and fetching it says the
 * output is damaged.
 */
export function loadDocs(outDir: string): LoadedDocs {
  const found = findIndex(path.resolve(outDir));
  const root = fs.realpathSync(path.resolve(outDir));
  const file = inside(root, found);
  if (!file) throw new DocsNotFoundError(`${found} leads outside ${outDir}: build the site again.`);
  const index = readIndex(file);
  const markdown = new Map<string, string>();
  for (const page of index.pages) {
    const pageFile = inside(root, page.file);
    if (!pageFile) continue;
    try {
      markdown.set(page.pathname, fs.readFileSync(pageFile, 'utf8'));
    } catch {
      // A page whose file is unreadable is still found by search; fetching it says so.
    }
  }
  return { index, markdown, pages: new Map(index.pages.map((p) => [p.pathname, p])) };
}
