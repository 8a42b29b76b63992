// src/checks/check-demos.ts
import fs2 from "node:fs";
import path2 from "node:path";
import ts from "typescript";

// src/diagnostics/codes.ts
function entry(title, make) {
  return { title, make };
}
var codes = {
  InvalidConfig: entry("Invalid config value", (p) => ({
    message: `Invalid config value at "${p.key}": ${p.expected}.`,
    hint: "Fix the value in the config file; `docs-build --help` lists the options."
  })),
  UnknownConfigKey: entry("Unknown config key", (p) => ({
    message: `Unknown config key "${p.key}".`,
    hint: `Remove it or correct the spelling. Known keys here: ${p.known.join(", ")}.`
  })),
  ConfigNotFound: entry("Config file not found", (p) => ({
    message: `No config file found at ${p.file}.`,
    hint: "Create docs.config.ts in the content directory with `export default defineConfig({...})`, or pass --content DIR."
  })),
  ConfigLoadFailed: entry("Config file failed to load", (p) => ({
    message: `The config file could not be loaded: ${p.reason}`,
    hint: "Check the syntax of the config file and the files it imports."
  })),
  DuplicatePathname: entry("Page listed twice in the navigation", (p) => ({
    message: `Duplicated pathname "${p.pathname}" in the navigation: first at ${p.first}, again at ${p.second}.`,
    hint: "Each page may appear once. Remove or rename one of the entries (only the components-api and hooks-api tab variants may repeat a page)."
  })),
  NonCanonicalPathname: entry("Pathname not in canonical form", (p) => ({
    message: `The pathname "${p.pathname}" is not written in canonical form.`,
    hint: `Write it "${p.canonical}": lower case, single slashes and no trailing slash, so that one page has one way of being written.`
  })),
  InvalidNavEntry: entry("Invalid navigation entry", (p) => ({
    message: `Invalid navigation entry at ${p.at}: ${p.problem}.`,
    hint: 'Navigation entries need a pathname starting with "/" (or an https:// URL for external links).'
  })),
  MissingContentFile: entry("Page without a content file", (p) => ({
    message: `The page "${p.pathname}" has no content file. Expected ${p.expected}.`,
    hint: "Create the markdown file (mark it `draft: true` in front matter if it is not written yet), or remove the entry from the navigation."
  })),
  AmbiguousContentFile: entry("Page with two content files", (p) => ({
    message: `The page "${p.pathname}" has two content files: ${p.files.join(" and ")}.`,
    hint: "Keep one of them."
  })),
  MissingTranslatedTitle: entry("Navigation title missing in a language", (p) => ({
    message: `No ${p.language} title for navigation entry "${p.pathname}".`,
    hint: `Add "${p.pathname}" to the ${p.language} title table.`
  })),
  InvalidFrontMatter: entry("Invalid front matter value", (p) => ({
    message: `Invalid front matter "${p.key}": ${p.problem}.`,
    hint: "Front matter is the YAML block between the --- lines at the top of the file."
  })),
  UnknownFrontMatterKey: entry("Unknown front matter key", (p) => ({
    message: `Unknown front matter key "${p.key}".`,
    hint: `Known keys: ${p.known.join(", ")}.`
  })),
  FrontMatterSyntax: entry("Front matter is not valid YAML", (p) => ({
    message: `The front matter is not valid YAML: ${p.reason}`,
    hint: "Quote values that contain a colon, and keep one key per line."
  })),
  MissingTitle: entry("Page without a title", (_p) => ({
    message: 'The page has no title: neither a front matter "title" nor a "# " heading.',
    hint: 'Add `title:` to the front matter or start the page with a "# Title" line.'
  })),
  HeadingOrder: entry("Heading levels out of order", (p) => ({
    message: `The heading "### ${p.text}" comes before any "##" heading.`,
    hint: 'Level-3 headings nest under a level-2 heading; add one before it or make this a "##".'
  })),
  UnknownCallout: entry("Unknown callout type", (p) => ({
    message: `Unknown callout type ":::${p.severity}".`,
    hint: "Use one of :::info, :::success, :::warning or :::error."
  })),
  UnclosedCallout: entry("Callout never closed", (p) => ({
    message: `The callout ":::${p.severity}" is never closed.`,
    hint: 'End it with a line holding only ":::".'
  })),
  BrokenLink: entry("Broken link", (p) => ({
    message: `Broken link "${p.url}": ${p.reason}.`,
    hint: "Point the link at a page of the navigation (with a trailing slash) and an existing heading anchor."
  })),
  DraftPage: entry("Draft page where drafts are not allowed", (p) => ({
    message: `The page ${p.pathname} is a draft, and this site allows no drafts (config drafts: "error").`,
    hint: 'Write the page and remove `draft: true` from its front matter, or set drafts: "allow" in the config while content is being written.'
  })),
  UnknownApiMember: entry("API link to a missing component or member", (p) => ({
    message: `Broken API link "api:${p.reference}": ${p.problem}.`,
    hint: p.closest.length ? `Did you mean ${p.closest.map((n) => `"${n}"`).join(", ")}? API links are written api:Component, api:Component#prop, api:Component#slot-name or api:Component#classes-key.` : "API links are written api:Component, api:Component#prop, api:Component#slot-name or api:Component#classes-key."
  })),
  UnknownCodeLanguage: entry("Unknown code block language", (p) => ({
    message: `Code block language "${p.lang}" is not known to the highlighter; it is shown as plain text.`,
    hint: "Use a common language id such as tsx, ts, js, jsx, json, bash, css, html, diff, yaml or text."
  })),
  UnknownComponent: entry("Unknown component in front matter", (p) => ({
    message: `The component "${p.name}" is not exported by the installed @mui/x-* packages.`,
    hint: p.closest.length ? `Did you mean ${p.closest.map((n) => `"${n}"`).join(", ")}?` : "Check the spelling against the API reference."
  })),
  ApiExtraction: entry("API reference extraction problem", (p) => ({
    message: p.message,
    hint: "Install the @mui/x-* packages at the docs version (npm install) and check the catalogue in src/api/catalogue.ts."
  })),
  SearchIndex: entry("Search index problem", (p) => ({
    message: `The search index could not take every page: ${p.problem}`,
    hint: "Pages work, but search may miss some of them. Check that the page named is valid HTML; if the message names Pagefind itself, check its install (npm ls pagefind)."
  })),
  ServiceWorker: entry("Service worker warning", (p) => ({
    message: `The service worker generator (workbox) warned: ${p.warning}`,
    hint: "Offline reading may miss the files it names; keep the precached files (hashed scripts, styles, icons) under its size limit."
  })),
  PrecacheOverBudget: entry("Offline precache over budget", (p) => ({
    message: `The files precached for offline reading weigh ${p.bytes} bytes, over the ${p.limit}-byte budget: every first visit downloads them.`,
    hint: "Move large files out of the precache (they are then cached when used), or split what every page loads."
  })),
  PageRenderFailed: entry("Page failed to render", (p) => ({
    message: `Could not render page ${p.route}: ${p.reason}`,
    hint: "This is a template error rather than a content error; the notes hold the cause."
  })),
  MissingTranslation: entry("Interface label missing in a language", (p) => ({
    message: `Missing translation for ${p.language}:${p.key}; the English label is used.`,
    hint: `Add "${p.key}" to templates/translations/${p.language}.json.`
  })),
  InvalidDemo: entry("Invalid demo line", (p) => ({
    message: `Invalid demo line: ${p.problem}.`,
    hint: `A demo line holds only {{"demo": "Name.tsx"}} plus options as JSON; the README's "Demos" section lists them.`
  })),
  InvalidEventsLine: entry("Invalid events line", (p) => ({
    message: `Invalid events line ${p.line}: it must name one product whose events the API reference lists.`,
    hint: `Write {{"events": "${p.products[0] ?? ""}"}} alone on its line (products with events: ${p.products.join(", ")}).`
  })),
  EventsWithoutApi: entry("Events table without the API reference", (_p) => ({
    message: "The page shows an events table, but the API reference is turned off, so there are no events to list.",
    hint: 'Turn the API reference on in the config (apiReference: true), or remove the {{"events": \u2026}} line.'
  })),
  MissingDemo: entry("Demo file not found", (p) => ({
    message: `Missing demo: ${p.name} (looked for ${p.expected}).`,
    hint: p.available.length ? `You can use one of the following: ${p.available.join(", ")}.` : "There are no demos beside this page yet: create the .tsx file next to the markdown file."
  })),
  DemoDependency: entry("Demo import without an npm package", (p) => ({
    message: `Demo ${p.demo}: ${p.reason}`,
    hint: "Sandboxes need an npm package for each import. Import a date adapter that exists (AdapterDayjs, AdapterDateFns, AdapterLuxon, AdapterMoment, \u2026)."
  })),
  DemoBundle: entry("Demo failed to bundle", (p) => ({
    message: `The demo does not bundle: ${p.reason}.`,
    hint: /Could not resolve/.test(p.reason) ? "The import names neither an installed package nor a file beside the demo: install the package (npm install <name>, and add it to package.json) or fix the relative path." : "Fix the demo at the place shown; demos may import installed packages and files beside them."
  })),
  DemoServerRender: entry("Demo failed to render on the server", (p) => ({
    message: `Demo ${p.demo} threw while rendering on the server (${p.reason}); it is rendered in the browser instead.`,
    hint: "Demos must render without browser APIs during render; use effects for window and document."
  })),
  DemoConsole: entry("Demo printed while rendering on the server", (p) => ({
    message: `Demo ${p.demo} printed while rendering on the server: ${p.messages.join(" | ")}`,
    hint: "Readers see the same in their console; fix what it reports in the demo."
  })),
  DemoLicense: entry("No licence key for Pro and Premium demos", (_p) => ({
    message: "No licence key in MUI_X_LICENSE_KEY: Pro and Premium demos will show the packages' own watermark.",
    hint: "Set MUI_X_LICENSE_KEY when building to hide the watermark; the key is only written into the demo bundle."
  })),
  DemoType: entry("Type error in a demo", (p) => ({
    message: `Type error TS${p.code}: ${p.message}`,
    hint: "Demos are type-checked strictly against the installed packages (npm run check:demos); fix the demo, not the check."
  })),
  MarkdownMessage: entry("Markdown plugin message", (p) => ({
    message: `${p.source}: ${p.reason}`,
    hint: "Fix the markdown at the place shown; the message comes from the markdown toolchain."
  })),
  CacheEntryInvalid: entry("Damaged cache entry", (p) => ({
    message: `Ignored a damaged ${p.problem}; it was rebuilt.`,
    hint: "Nothing to do: the build recovers on its own. If it repeats, delete node_modules/.cache/docs-build (it holds nothing that cannot be rebuilt)."
  }))
};
function diagnostic(code, args, options = {}) {
  const made = codes[code].make(args);
  const result = { code, severity: options.severity ?? "error", message: made.message, hint: made.hint };
  if (options.location) result.location = options.location;
  if (options.notes) result.notes = options.notes;
  return result;
}

// src/paths.ts
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
function findPackageRoot(from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest)) {
      try {
        if (JSON.parse(fs.readFileSync(manifest, "utf8")).name === "docs-build") return dir;
      } catch {
      }
    }
    if (path.dirname(dir) === dir) throw new Error(`docs-build: no package root above ${from}`);
  }
}
var packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
var cacheDir = process.env.DOCS_BUILD_CACHE_DIR ? path.resolve(process.env.DOCS_BUILD_CACHE_DIR) : path.join(packageRoot, "node_modules/.cache/docs-build");
var modulesDir = path.join(packageRoot, "node_modules/.cache/docs-build");

// src/checks/check-demos.ts
var DEMO_COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  strict: true,
  noUnusedLocals: true,
  noFallthroughCasesInSwitch: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: []
};
function demoSources(contentDir) {
  const root = path2.join(contentDir, "pages");
  if (!fs2.existsSync(root)) return [];
  return fs2.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")).map((e) => path2.join(e.parentPath, e.name)).sort();
}
var ADAPTER_IMPORT = /^@mui\/(?:lab|x-date-pickers|x-date-pickers-pro)\/(Adapter\w+)/;
function adaptersOf(file, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  let text;
  try {
    text = fs2.readFileSync(file, "utf8");
  } catch {
    return [];
  }
  const found = /* @__PURE__ */ new Set();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const adapter = ADAPTER_IMPORT.exec(fileName)?.[1];
    if (adapter) found.add(adapter);
    else if (fileName.startsWith(".")) {
      const base = path2.resolve(path2.dirname(file), fileName);
      const local = [base, `${base}.ts`, `${base}.tsx`, path2.join(base, "index.ts"), path2.join(base, "index.tsx")].find((f) => /\.tsx?$/.test(f) && fs2.existsSync(f));
      if (local) for (const inner of adaptersOf(local, seen)) found.add(inner);
    }
  }
  return [...found].sort();
}
function groupByAdapters(roots) {
  const groups = /* @__PURE__ */ new Map();
  for (const file of roots) {
    const key = adaptersOf(file).filter((a) => a !== "AdapterDayjs").join(",");
    groups.set(key, [...groups.get(key) ?? [], file]);
  }
  return [...groups.values()];
}
function checkDemos(p) {
  const roots = (p.files?.length ? p.files.map((f) => path2.resolve(f)) : demoSources(p.contentDir)).filter((f) => /\.tsx?$/.test(f));
  if (roots.length === 0) return { diagnostics: [], files: 0 };
  const host = ts.createCompilerHost(DEMO_COMPILER_OPTIONS);
  const fallbackFrom = path2.join(packageRoot, "package.json");
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) => literals.map((literal) => {
    const found = ts.resolveModuleName(literal.text, containingFile, options, host, void 0, redirected);
    if (found.resolvedModule) return found;
    return ts.resolveModuleName(literal.text, fallbackFrom, options, host, void 0, redirected);
  });
  const diagnostics = [];
  const reported = /* @__PURE__ */ new Set();
  let previous;
  for (const group of groupByAdapters(roots)) {
    const program = ts.createProgram({ rootNames: group, options: DEMO_COMPILER_OPTIONS, host, ...previous ? { oldProgram: previous } : {} });
    previous = program;
    const checked = program.getSourceFiles().filter((source) => !source.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(source.fileName));
    const found = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...checked.flatMap((source) => [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)])];
    for (const d of found) {
      const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      if (!d.file || d.start === void 0) {
        diagnostics.push(diagnostic("DemoType", { message, code: d.code }, {}));
        continue;
      }
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      const file = path2.resolve(d.file.fileName);
      const key = `${file}:${d.start}:${d.code}`;
      if (reported.has(key)) continue;
      reported.add(key);
      diagnostics.push(diagnostic("DemoType", { message, code: d.code }, { location: { file, line: line + 1, column: character } }));
    }
  }
  return { diagnostics, files: roots.length };
}
export {
  DEMO_COMPILER_OPTIONS,
  checkDemos,
  demoSources
};
