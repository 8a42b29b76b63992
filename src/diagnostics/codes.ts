import { isLikelyTypo } from './closest.ts';
import type { Diagnostic, DiagnosticLocation } from './diagnostic.ts';

/** One kind of problem: a stable name (its key), a title, and its message and hint from typed arguments. */
interface CatalogueEntry<A> {
  title: string;
  make: (args: A) => { message: string; hint: string };
}

function entry<A>(title: string, make: (args: A) => { message: string; hint: string }): CatalogueEntry<A> {
  return { title, make };
}

/** A size in bytes as people read it: bytes, and megabytes from one up. */
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${bytes} bytes` : `${(bytes / 1024 / 1024).toFixed(1)} MB (${bytes} bytes)`);

/** The hint for a name a page's front matter lists (components, hooks) that the API lacks: what to write instead. */
function frontMatterNameHint(p: { name: string; closest: string[]; key: string; kind: string }): string {
  const [best] = p.closest;
  if (best && isLikelyTypo(p.name, best)) return `Replace "${p.name}" with "${best}" in the front matter's ${p.key}${p.closest.length > 1 ? ` (other close ${p.kind}s: ${p.closest.slice(1).join(', ')})` : ''}.`;
  return `Remove "${p.name}" from the front matter's ${p.key}, or write the name of a ${p.kind} the API reference documents${p.closest.length ? ` (the closest: ${p.closest.join(', ')})` : ''}.`;
}

/**
 * The catalogue of build diagnostics. Names are stable and never reused; each entry says what is
 * wrong and how to fix it. Arguments are formatted here, not at the throw site.
 */
export const codes = {
  InvalidConfig: entry('Invalid config value', (p: { key: string; expected: string }) => ({
    message: `Invalid config value at "${p.key}": ${p.expected}.`,
    hint: 'Fix the value in the config file; `docs-build --help` lists the options.',
  })),
  UnknownConfigKey: entry('Unknown config key', (p: { key: string; known: string[] }) => ({
    message: `Unknown config key "${p.key}".`,
    hint: `Remove it or correct the spelling. Known keys here: ${p.known.join(', ')}.`,
  })),
  ConfigNotFound: entry('Config file not found', (p: { file: string }) => ({
    message: `No config file found at ${p.file}.`,
    hint: 'Create docs.config.ts in the content directory with `export default defineConfig({...})`, or pass --content DIR.',
  })),
  ConfigLoadFailed: entry('Config file failed to load', (p: { reason: string }) => ({
    message: `The config file could not be loaded: ${p.reason}`,
    hint: 'Check the syntax of the config file and the files it imports.',
  })),
  DuplicatePathname: entry('Page listed twice in the navigation', (p: { pathname: string; first: string; second: string }) => ({
    message: `Duplicated pathname "${p.pathname}" in the navigation: first at ${p.first}, again at ${p.second}.`,
    hint: 'Each page may appear once. Remove or rename one of the entries (only the components-api and hooks-api tab variants may repeat a page).',
  })),
  NonCanonicalPathname: entry('Pathname not in canonical form', (p: { pathname: string; canonical: string }) => ({
    message: `The pathname "${p.pathname}" is not written in canonical form.`,
    hint: `Write it "${p.canonical}": lower case, single slashes and no trailing slash, so that one page has one way of being written.`,
  })),
  InvalidNavEntry: entry('Invalid navigation entry', (p: { at: string; problem: string }) => ({
    message: `Invalid navigation entry at ${p.at}: ${p.problem}.`,
    hint: 'Navigation entries need a pathname starting with "/" (or an https:// URL for external links).',
  })),
  MissingContentFile: entry('Page without a content file', (p: { pathname: string; expected: string }) => ({
    message: `The page "${p.pathname}" has no content file. Expected ${p.expected}.`,
    hint: 'Create the markdown file (mark it `draft: true` in front matter if it is not written yet), or remove the entry from the navigation.',
  })),
  AmbiguousContentFile: entry('Page with two content files', (p: { pathname: string; files: string[] }) => ({
    message: `The page "${p.pathname}" has two content files: ${p.files.join(' and ')}.`,
    hint: 'Keep one of them.',
  })),
  OutsideContent: entry('Content file outside the content folder', (p: { kind: 'page' | 'demo' | 'import' | 'public'; file: string; link?: string; target: string }) => {
    const what = { page: 'The page', demo: 'The demo file', import: 'The file imported here,', public: 'The public file' }[p.kind];
    const where = !p.link ? `is outside the content folder (${p.target})` : p.link === p.file ? `is a symlink to ${p.target}, outside the content folder` : `is in ${p.link}, a symlink to ${p.target}, outside the content folder`;
    return {
      message: `${what} ${p.file} ${where}: it is not read.`,
      hint: 'The build reads a file only when its real path, symlinks followed, is inside the content folder (the folder of docs.config.ts), so that a build of a pull request never reads the rest of the machine. Move the file into the content folder, or point the symlink at a file inside it.',
    };
  }),
  BrokenSymlink: entry('Symlink to nothing', (p: { file: string; link: string; target: string; kind?: 'page' | 'public' }) => {
    const what = p.kind === 'public' ? 'public file' : 'page';
    return {
      message: `The ${what} ${p.file} ${p.link === p.file ? 'is a symlink' : `is in ${p.link}, a symlink`} to ${p.target}, which does not exist.`,
      hint: `Point the symlink at the ${what} inside the content folder, or put the ${what} itself in its place.`,
    };
  }),
  PageTooLarge: entry('Page over the size limit', (p: { bytes: number; limit: number }) => ({
    message: `The page is ${sizeOf(p.bytes)} of Markdown, over the limit of ${sizeOf(p.limit)} a page: it is not compiled.`,
    hint: `Split it into several pages, or raise maxPageBytes in the config (now ${p.limit}). Compile time and memory grow faster than a page's size: a 5 MB page took a small site's build from 6 s to 51 s, at 2.4 GB.`,
  })),
  NestingTooDeep: entry('Lists or block quotes nested too deep', (p: { limit: number }) => ({
    message: `Lists and block quotes nest more than ${p.limit} levels deep on this line: the page is not compiled.`,
    hint: `Flatten the nesting (counted from each line's ">" and list markers, and every two columns of indentation before them). The limit keeps the build fast: the Markdown parser's time grows with the square of the depth, and past some thousands levels its tree overflows the stack.`,
  })),
  InvalidUtf8: entry('Page not valid UTF-8', (p: { offset: number; byte: number }) => ({
    message: `The file is not valid UTF-8: byte ${p.offset} (0x${p.byte.toString(16).toUpperCase().padStart(2, '0')}) on this line begins no UTF-8 character, and shows as "\uFFFD" in the page and its Markdown.`,
    hint: 'Save the file as UTF-8 (it is likely in another encoding, such as Latin-1 or Windows-1252) and check the characters around it; the config key invalidUtf8: "error" makes this fail the build.',
  })),
  MissingTranslatedTitle: entry('Navigation title missing in a language', (p: { pathname: string; language: string }) => ({
    message: `No ${p.language} title for navigation entry "${p.pathname}".`,
    hint: `Add "${p.pathname}" to the ${p.language} title table.`,
  })),
  InvalidFrontMatter: entry('Invalid front matter value', (p: { key: string; problem: string }) => ({
    message: `Invalid front matter "${p.key}": ${p.problem}.`,
    hint: 'Front matter is the YAML block between the --- lines at the top of the file.',
  })),
  UnknownFrontMatterKey: entry('Unknown front matter key', (p: { key: string; known: string[] }) => ({
    message: `Unknown front matter key "${p.key}".`,
    hint: `${p.known[0] && isLikelyTypo(p.key, p.known[0]) ? `Did you mean "${p.known[0]}"? Rename the key, or remove the line. ` : 'Remove the line, or rename the key to one the build knows. '}Accepted keys, closest first: ${p.known.join(', ')}.`,
  })),
  DuplicateFrontMatterKey: entry('Front matter key written twice', (p: { key: string; first: number }) => ({
    message: `The front matter key "${p.key}" is written twice: on line ${p.first}, and again here.`,
    hint: `Keep one of the two "${p.key}:" lines (this one or line ${p.first}) and delete the other: YAML allows a key once, and a second one would silently replace the first.`,
  })),
  FrontMatterSyntax: entry('Front matter is not valid YAML', (p: { reason: string }) => ({
    message: `The front matter is not valid YAML: ${p.reason}`,
    hint: 'Quote values that contain a colon, and keep one key per line.',
  })),
  FrontMatterAliases: entry('Front matter aliases expand too far', (p: { reason: string }) => ({
    message: `The front matter's YAML aliases could not be expanded: ${p.reason}.`,
    hint: 'Front matter needs no anchors (&name) or aliases (*name): write each value out.',
  })),
  MissingTitle: entry('Page without a title', (_p: Record<string, never>) => ({
    message: 'The page has no title: neither a front matter "title" nor a "# " heading.',
    hint: 'Add `title:` to the front matter or start the page with a "# Title" line.',
  })),
  HeadingOrder: entry('Heading levels out of order', (p: { text: string }) => ({
    message: `The heading "### ${p.text}" comes before any "##" heading.`,
    hint: 'Level-3 headings nest under a level-2 heading; add one before it or make this a "##".',
  })),
  UnknownCallout: entry('Unknown callout type', (p: { severity: string }) => ({
    message: `Unknown callout type ":::${p.severity}".`,
    hint: 'Use one of :::info, :::success, :::warning or :::error.',
  })),
  UnclosedCallout: entry('Callout never closed', (p: { severity: string; runsTo?: { line: number; end: string } }) => ({
    message: `The callout ":::${p.severity}" is never closed${p.runsTo ? `: it takes in everything to line ${p.runsTo.line}, the end of ${p.runsTo.end}` : ''}.`,
    hint: 'Add a line holding only ":::" where the callout should end (after its last paragraph, indented like its opening ":::' + p.severity + '" line), with nothing after the colons.',
  })),
  RawHtmlRemoved: entry('Raw HTML removed', (p: { what: string; reason: string; instead: string }) => ({
    message: `Removed ${p.what} from the page's HTML: ${p.reason}.`,
    hint: `${p.instead} Raw HTML in pages is kept to an allowlist (see "Markdown" in the README).`,
  })),
  RawHtmlUnclosed: entry('Raw HTML element never closed', (p: { tagName: string }) => ({
    message: `The <${p.tagName}> opened here is never closed: everything after it, to the end of the block around it, is inside it.`,
    hint: `Close it with </${p.tagName}>. Headings inside HTML get no anchor and stay out of the table of contents; in Markdown, leave a blank line after an HTML block's opening tag and before its closing tag.`,
  })),
  StrayCalloutMarker: entry('Stray callout marker', (p: { line: string }) => ({
    message: `The line "${p.line}" looks like a callout marker, but it opens or closes no callout.`,
    hint: 'Open a callout with ":::info", ":::success", ":::warning" or ":::error" alone on its line (no space after ":::") and close it with ":::" alone on its line; remove a marker left over.',
  })),
  BrokenLink: entry('Broken link', (p: { url: string; reason: string; sibling?: { prefix: string; url: string } }) => ({
    message: `Broken link "${p.url}": ${p.reason}.`,
    hint: p.sibling
      ? `If ${p.sibling.prefix} is another product of the same host, add its prefix to the config's externalLinks setting, and every link under it opens there: externalLinks: { '${p.sibling.prefix}': '${p.sibling.url}' }. Otherwise point the link at a page of the documentation.`
      : 'Point the link at a page of the navigation (with a trailing slash) and an existing heading anchor.',
  })),
  MissingPublicFile: entry('Link to a file the site does not have', (p: { url: string; what: string; expected: string; closest?: string }) => ({
    message: `The ${p.what} "${p.url}" is not a file of the site: ${p.expected} does not exist.`,
    hint: `${p.closest ? `The closest file there is ${p.closest}. ` : ''}Files of the public folder are copied to the site's root with their paths (public/static/a.png is /static/a.png): put the file at ${p.expected}, or fix the path.`,
  })),
  PublicFileClash: entry('Public file in the place of a generated one', (p: { file: string; output: string }) => ({
    message: `The public file ${p.file} would replace ${p.output}, which the build writes: it is not copied.`,
    hint: `Rename or move the public file. The build owns the pages (<route>/index.html), their Markdown (<route>.md), the base path's _static/ and _pagefind/ folders, sw.js, llms.txt, 404.html, sitemap.xml, robots.txt and _redirects.`,
  })),
  DraftPage: entry('Draft page where drafts are not allowed', (p: { pathname: string }) => ({
    message: `The page ${p.pathname} is a draft, and this site allows no drafts (config drafts: "error").`,
    hint: 'Write the page and remove `draft: true` from its front matter, or set drafts: "allow" in the config while content is being written.',
  })),
  UnknownApiMember: entry('API link to a missing component or member', (p: { reference: string; problem: string; closest: string[] }) => ({
    message: `Broken API link "api:${p.reference}": ${p.problem}.`,
    hint: p.closest.length
      ? `Did you mean ${p.closest.map((n) => `"${n}"`).join(', ')}? API links are written api:Component, api:Component#prop, api:Component#slot-name or api:Component#classes-key.`
      : 'API links are written api:Component, api:Component#prop, api:Component#slot-name or api:Component#classes-key.',
  })),
  UnknownCodeLanguage: entry('Unknown code block language', (p: { lang: string }) => ({
    message: `Code block language "${p.lang}" is not known to the highlighter; it is shown as plain text.`,
    hint: 'Use a common language id such as tsx, ts, js, jsx, json, bash, css, html, diff, yaml or text.',
  })),
  UnknownComponent: entry('Unknown component in front matter', (p: { name: string; closest: string[] }) => ({
    message: `The component "${p.name}" is not exported by the installed @mui/x-* packages.`,
    hint: frontMatterNameHint({ ...p, key: 'components', kind: 'component' }),
  })),
  UnknownHook: entry('Unknown hook in front matter', (p: { name: string; closest: string[] }) => ({
    message: `The hook "${p.name}" is not one the API reference documents (the public hooks of the installed @mui/x-* packages).`,
    hint: frontMatterNameHint({ ...p, key: 'hooks', kind: 'hook' }),
  })),
  ApiPackageMissing: entry('API package not installed', (p: { package: string; manifest: string; docsVersion: string }) => ({
    message: `The package ${p.package} is not installed (no ${p.manifest}): its API pages are skipped.`,
    hint: `Install it at the docs version: npm install ${p.package}@${p.docsVersion}.`,
  })),
  ApiVersionMismatch: entry('API package at another version', (p: { package: string; installed: string; docsVersion: string }) => ({
    message: `${p.package} is installed at ${p.installed}, but the docs describe ${p.docsVersion}: its API pages are extracted from ${p.installed}.`,
    hint: `Pin "${p.package}": "${p.docsVersion}" in package.json and run npm install; when that version was never published, keep the closest one and expect this warning.`,
  })),
  ApiEntryUnreadable: entry('API package declarations unreadable', (p: { package: string; entry: string }) => ({
    message: `The type declarations of ${p.package} (${p.entry}) could not be read as a module: its API pages are skipped.`,
    hint: `Reinstall the package (rm -rf node_modules/${p.package} && npm install); its package.json "types" or "exports" must name a declaration file.`,
  })),
  ApiNestedPackage: entry('API package with a nested copy', (p: { owner: string; package: string; nested: string; topLevel?: string }) => ({
    message: `${p.owner} uses its own nested ${p.package}@${p.nested}${p.topLevel ? ` (not the top-level ${p.package}@${p.topLevel})` : ''}: what it takes from ${p.package} is documented from that copy.`,
    hint: `Give the @mui/x-* packages versions that agree in package.json, so npm installs one ${p.package}, and run npm install (npm ls ${p.package} lists the copies).`,
  })),
  ApiExportMissing: entry('API catalogue names a missing export', (p: { kind: 'Component' | 'Interface' | 'Hook'; name: string; packages: string[]; closest: string[] }) => ({
    message: `${p.kind} ${p.name} is not exported by ${p.packages.join(', ') || 'any installed package'}: its API page is skipped.`,
    hint: p.closest.length
      ? `Fix the name in src/api/catalogue.ts (closest exports: ${p.closest.join(', ')}), or install the package version that exports it.`
      : 'Take it out of src/api/catalogue.ts, or install the package that exports it.',
  })),
  ApiPropsMissing: entry('API component without props', (p: { name: string; package: string }) => ({
    message: `Component ${p.name} (${p.package}) has no props type the extractor can read: its API page is skipped.`,
    hint: 'Check in the package declarations that it is a React component taking props, or take it out of src/api/catalogue.ts.',
  })),
  ApiHookUncatalogued: entry('Hook without an API page', (p: { name: string; package: string }) => ({
    message: `${p.package} exports the hook ${p.name}, which the API reference has no page for.`,
    hint: 'Add it to API_HOOKS in src/api/catalogue.ts (under the lowest plan package exporting it), or to API_HOOKS_LEFT_OUT with the reason it is not for readers.',
  })),
  ApiEventsMissing: entry('Data Grid events not found', (p: { packages: string[] }) => ({
    message: `GridEventLookup is not exported by ${p.packages.join(', ')}: the Data Grid events table is empty.`,
    hint: 'The events table reads GridEventLookup from the Data Grid packages: install them at the docs version (npm install).',
  })),
  ApiPageWithoutData: entry('API page without data', (p: { name: string; pathname: string }) => ({
    message: `The navigation has the API page ${p.pathname}, but ${p.name} was not extracted from the installed packages.`,
    hint: 'The warnings above say why it is missing (a package not installed, an export renamed): fix that, or take the page out of the navigation.',
  })),
  SearchIndex: entry('Search index problem', (p: { problem: string }) => ({
    message: `The search index could not take every page: ${p.problem}`,
    hint: 'Pages work, but search may miss some of them. Check that the page named is valid HTML; if the message names Pagefind itself, check its install (npm ls pagefind).',
  })),
  MarkdownExport: entry('Markdown export problem', (p: { problem: string }) => ({
    message: `The Markdown export (llms.txt, the full texts, the MCP index) could not be brought up to date after an edit: ${p.problem}`,
    hint: 'The pages and their own Markdown are current; save again or restart --watch to write the rest.',
  })),
  ServiceWorker: entry('Service worker warning', (p: { warning: string }) => ({
    message: `The service worker generator (workbox) warned: ${p.warning}`,
    hint: 'Offline reading may miss the files it names; keep the precached files (hashed scripts, styles, icons) under its size limit.',
  })),
  PrecacheOverBudget: entry('Offline precache over budget', (p: { bytes: number; limit: number }) => ({
    message: `The files precached for offline reading weigh ${p.bytes} bytes, over the ${p.limit}-byte budget: every first visit downloads them.`,
    hint: 'Move large files out of the precache (they are then cached when used), or split what every page loads.',
  })),
  PageRenderFailed: entry('Page failed to render', (p: { route: string; reason: string }) => ({
    message: `Could not render page ${p.route}: ${p.reason}`,
    hint: 'This is a template error rather than a content error; the notes hold the cause.',
  })),
  MissingTranslation: entry('Interface label missing in a language', (p: { language: string; key: string }) => ({
    message: `Missing translation for ${p.language}:${p.key}; the English label is used.`,
    hint: `Add "${p.key}" to templates/translations/${p.language}.json.`,
  })),
  InvalidDemo: entry('Invalid demo line', (p: { problem: string }) => ({
    message: `Invalid demo line: ${p.problem}.`,
    hint: 'A demo line holds only {{"demo": "Name.tsx"}} plus options as JSON; the README\'s "Demos" section lists them.',
  })),
  InvalidPlayground: entry('Invalid playground line', (p: { component: string; problem: string; api: string }) => ({
    message: `Invalid playground line of ${p.component}: ${p.problem}.`,
    hint: `Name props the component's API page lists (${p.api}) with a type a knob can set; content/CONTRIBUTING.md ("Props playgrounds") gives the line's options.`,
  })),
  DemoOptionIgnored: entry('Demo option ignored', (p: { option: string; reason: string; instead: string }) => ({
    message: `The demo line's option ${p.option} is ignored: ${p.reason}.`,
    hint: `${p.instead}.`,
  })),
  InvalidEventsLine: entry('Invalid events line', (p: { line: string; products: string[] }) => ({
    message: `Invalid events line ${p.line}: it must name one product whose events the API reference lists.`,
    hint: `Write {{"events": "${p.products[0] ?? ''}"}} alone on its line (products with events: ${p.products.join(', ')}).`,
  })),
  EventsWithoutApi: entry('Events table without the API reference', (_p: Record<string, never>) => ({
    message: 'The page shows an events table, but the API reference is turned off, so there are no events to list.',
    hint: 'Turn the API reference on in the config (apiReference: true), or remove the {{"events": …}} line.',
  })),
  InvalidSelectorsLine: entry('Invalid selectors line', (p: { line: string }) => ({
    message: `Invalid selectors line ${p.line}: it must name a feature of the Data Grid, a list of features, or "all".`,
    hint: 'Write {{"selectors": "filter"}}, {{"selectors": ["rows", "rowSelection"]}} or {{"selectors": "all"}} alone on its line.',
  })),
  InvalidCodeChoice: entry('Incomplete set of code tabs', (p: { choice: string; values: string[]; unknown: string[]; missing: string[] }) => ({
    message: `These code blocks form ${p.choice} tabs, but ${[p.missing.length ? `they give no block for ${p.missing.map((v) => `"${v}"`).join(', ')}` : '', p.unknown.length ? `${p.unknown.map((v) => `"${v}"`).join(', ')} ${p.unknown.length > 1 ? 'are not values' : 'is not a value'} of ${p.choice}` : ''].filter(Boolean).join(', and ')}: a reader who chose a missing value would see nothing.`,
    hint: `Give one block (or more, side by side) for each of ${p.values.map((v) => `${p.choice}="${v}"`).join(', ')}.`,
  })),
  InvalidCodeTabs: entry(
    'Invalid <codeblock> tabs',
    (
      p:
        | { problem: 'stray'; what: string }
        | { problem: 'empty' }
        | { problem: 'unclosed'; tabs: number }
        | { problem: 'attribute'; name: string }
        | { problem: 'storageKey'; value: string }
        | { problem: 'duplicate'; label: string },
    ) => {
      const fence = 'one fenced block per tab, labelled after its language (```bash npm, ```bash pnpm)';
      switch (p.problem) {
        case 'stray':
          return {
            message: `Only fenced code blocks can be tabs of a <codeblock>, and this ${p.what} is not one: it is shown after the tabs.`,
            hint: `Move it out of the <codeblock>…</codeblock> element, before or after it, or write it as a fenced block: ${fence}.`,
          };
        case 'empty':
          return {
            message: 'This <codeblock> holds no fenced code block: there is nothing to show as tabs.',
            hint: `Put ${fence} inside it, with a blank line after <codeblock …> and before </codeblock>; or remove the element.`,
          };
        case 'unclosed':
          return {
            message: `This <codeblock> is never closed: its tabs are the ${p.tabs} fenced block${p.tabs === 1 ? '' : 's'} right after it.`,
            hint: 'Close it with </codeblock> on a line of its own after its last block.',
          };
        case 'attribute':
          return {
            message: `<codeblock> has no attribute "${p.name}": it is ignored.`,
            hint: 'A <codeblock> takes storageKey="…" only: the tabs of every <codeblock> with the same key switch together, and the reader\'s choice is remembered.',
          };
        case 'storageKey':
          return {
            message: `The storageKey "${p.value}" is not a name (up to 64 letters, digits, "-", "_" and "."): the reader's tab is not remembered.`,
            hint: 'Use a short name such as storageKey="package-manager": the tabs of every <codeblock> with that key switch together, on every page.',
          };
        case 'duplicate':
          return {
            message: `Two tabs of this <codeblock> are labelled "${p.label}": readers cannot tell them apart.`,
            hint: 'Label each block differently, after its language (```bash npm, ```bash pnpm) or with title="…".',
          };
      }
    },
  ),
  InvalidLocalesLine: entry('Invalid locales line', (p: { line: string; products: string[] }) => ({
    message: `Invalid locales line ${p.line}: it must name one product whose bundled locales the docs tabulate.`,
    hint: `Write {{"locales": "${p.products[0] ?? ''}"}} alone on its line (products: ${p.products.join(', ')}).`,
  })),
  LocalesWithoutData: entry('Locales table without locale data', (p: { product: string }) => ({
    message: `The page shows the locales of ${p.product}, but ${p.product === 'data-grid' ? '@mui/x-data-grid' : '@mui/x-date-pickers'} is not installed or the API reference is turned off, so there is nothing to list.`,
    hint: 'Install the package and turn the API reference on in the config (apiReference: true), or remove the {{"locales": …}} line.',
  })),
  UnknownSelectorFeature: entry('Selectors of an unknown feature', (p: { feature: string; features: string[] }) => ({
    message: `No selector of the installed Data Grid packages belongs to the feature "${p.feature}".`,
    hint: p.features.length ? `Features with selectors: ${p.features.join(', ')} (or "all").` : 'The installed packages declare no selectors: check that the Data Grid packages are installed.',
  })),
  SelectorsWithoutApi: entry('Selectors catalogue without the API reference', (_p: Record<string, never>) => ({
    message: 'The page shows a selectors catalogue, but the API reference is turned off, so there are no selectors to list.',
    hint: 'Turn the API reference on in the config (apiReference: true), or remove the {{"selectors": …}} line.',
  })),
  MissingDemo: entry('Demo file not found', (p: { name: string; expected: string; available: string[] }) => ({
    message: `Missing demo: ${p.name} (looked for ${p.expected}).`,
    hint: p.available.length ? `You can use one of the following: ${p.available.join(', ')}.` : 'There are no demos beside this page yet: create the .tsx file next to the markdown file.',
  })),
  UnknownEmbeddedComponent: entry('Embedded component not found', (p: { name: string; expected: string; available: string[] }) => ({
    message: `Unknown component "${p.name}" (looked for ${p.expected}).`,
    hint: p.available.length
      ? `Components that exist: ${p.available.join(', ')}. Name one of them, or add the file to the components/ folder of the content.`
      : 'The content has no components/ folder yet: create components/Name.tsx (its default export is the component) beside pages/.',
  })),
  UnmappedComponent: entry('Component of a docs app without a mapping', (p: { name: string; entry: string; how: 'generated' | 'found' | 'unknown'; found?: string }) => ({
    message: `The component "${p.name}" is not in the content's components/ folder, and no entry of the config's components setting maps it.`,
    hint:
      p.how === 'generated'
        ? `docs-build generates this itself; add to the config's components: { ${p.entry} }.`
        : p.how === 'found'
          ? `The component is the file ${p.found}; add to the config's components: { ${p.entry} } (the prefix maps every component under it to that folder).`
          : `Add to the config's components: { ${p.entry} }, naming the folder of the docs app that holds the component, inside the content folder (the prefix maps every component under it to that folder).`,
  })),
  MappedComponentMissing: entry('Mapped component file not found', (p: { name: string; key: string; expected: string; available: string[] }) => ({
    message: `The component "${p.name}" is mapped by the config's components entry "${p.key}" to ${p.expected}, which does not exist (nor with another of .tsx, .ts, .jsx, .js).`,
    hint: p.available.length ? `Components in that folder: ${p.available.join(', ')}. Name one of them, or fix the entry.` : 'Add the file there (its default export is the component), or point the entry at the folder that holds it.',
  })),
  DemoDependency: entry('Demo import without an npm package', (p: { demo: string; reason: string }) => ({
    message: `Demo ${p.demo}: ${p.reason}`,
    hint: 'Sandboxes need an npm package for each import. Import a date adapter that exists (AdapterDayjs, AdapterDateFns, AdapterLuxon, AdapterMoment, …).',
  })),
  DemoBundle: entry('Demo failed to bundle', (p: { reason: string; inPackage?: boolean }) => ({
    message: `The demo does not bundle: ${p.reason}.`,
    hint: /Could not resolve/.test(p.reason)
      ? 'The import names neither an installed package nor a file beside the demo: install the package (npm install <name>, and add it to package.json) or fix the relative path.'
      : p.inPackage
        ? 'The place shown is in an installed package, reached from the demos named below: check the versions their imports bring in (npm ls <package>), and import what those versions export.'
        : 'Fix the demo at the place shown; demos may import installed packages and files beside them.',
  })),
  DemoPackageMissing: entry('Demo needs a package that is not installed', (p: { demo: string; name: string; via?: string }) => ({
    message: `Demo ${p.demo} needs the package "${p.name}", which is not installed${p.via ? `: ${p.via} imports it` : ''}.`,
    hint: `Install it: npm install ${p.name} (it is a dependency of what the demo imports; add it to package.json), or import something that does not need it.`,
  })),
  DemoServerRender: entry('Demo failed to render on the server', (p: { demo: string; reason: string }) => ({
    message: `Demo ${p.demo} threw while rendering on the server (${p.reason}); it is rendered in the browser instead.`,
    hint: 'Demos must render without browser APIs during render; use effects for window and document.',
  })),
  NameCheckPackageMissing: entry('Package of the name check not installed', (p: { name: string; snapshots: string }) => ({
    message: `The name check reads the declarations of ${p.name}, which is not installed and has no name snapshot in ${p.snapshots}/: names it declares cannot be checked.`,
    hint: `Install it (npm install; an older major goes under an npm alias in devDependencies, e.g. "@mui/x-data-grid-v7": "npm:@mui/x-data-grid@7.29.x"). A major npm cannot install beside the current packages gets a snapshot of its names: docs-build names-snapshot ${p.name}=<package>@<version>. Or remove it from nameCheck in the config.`,
  })),
  NameSnapshotBroken: entry('Name snapshot that cannot be read', (p: { problem: string }) => ({
    message: `The name check cannot use a name snapshot: ${p.problem}.`,
    hint: 'Make it again with docs-build names-snapshot <alias>=<package>@<version> (see docs-build names-snapshot --help).',
  })),
  UnknownName: entry('Name in inline code that no declaration has', (p: { name: string; kind: string; written: string; closest: string[]; versions: boolean }) => ({
    message: `\`${p.written}\` names ${p.kind === 'name' ? '' : `the ${p.kind} `}${p.name}, which the installed packages' declarations${p.versions ? ' (and those of the older versions this page describes)' : ''} do not have.${p.closest.length ? ` Close names: ${p.closest.join(', ')}.` : ''}`,
    hint: "Check the name against the package's .d.ts files and the API pages, and correct it. A name only an older version had belongs on a migration page that lists that version under nameCheck.previous in the config; a name that is no API (a value, a word) can be written as plain text.",
  })),
  DemoServerRenderTimeout: entry('Demo did not finish rendering on the server', (p: { demo: string; seconds: number }) => ({
    message: `Demo ${p.demo} did not finish loading and rendering on the server within ${p.seconds} s; the build stopped its render threads.`,
    hint: 'Look for a loop that never ends in the demo module (its top level too) or in its render. If the demo is just slow, raise demos.serverRenderTimeout (seconds) in the docs config.',
  })),
  DemoConsole: entry('Demo printed while rendering on the server', (p: { demo: string; messages: string[] }) => ({
    message: `Demo ${p.demo} printed while rendering on the server: ${p.messages.join(' | ')}`,
    hint: 'Readers see the same in their console; fix what it reports in the demo.',
  })),
  DemoLicense: entry('No licence key for Pro and Premium demos', (_p: Record<string, never>) => ({
    message: 'No licence key in MUI_X_LICENSE_KEY: Pro and Premium demos will show the packages\' own watermark.',
    hint: 'Set MUI_X_LICENSE_KEY when building to hide the watermark; the key is only written into the demo bundle.',
  })),
  DemoType: entry('Type error in a demo', (p: { message: string; code: number }) => ({
    message: `Type error TS${p.code}: ${p.message}`,
    hint: 'Demos are type-checked strictly against the installed packages (npm run check:demos); fix the demo, not the check.',
  })),
  MarkdownMessage: entry('Markdown plugin message', (p: { reason: string; source: string }) => ({
    message: `${p.source}: ${p.reason}`,
    hint: 'Fix the markdown at the place shown; the message comes from the markdown toolchain.',
  })),
  CacheEntryInvalid: entry('Damaged cache entry', (p: { problem: string }) => ({
    message: `Ignored a damaged ${p.problem}; it was rebuilt.`,
    hint: 'Nothing to do: the build recovers on its own. If it repeats, delete node_modules/.cache/docs-build (it holds nothing that cannot be rebuilt).',
  })),
} satisfies Record<string, CatalogueEntry<never>>;

export type DiagnosticCode = keyof typeof codes;

export type ArgsOf<C extends DiagnosticCode> = Parameters<(typeof codes)[C]['make']>[0];

/** The title of a code: what kind of problem it is, in a few words. */
export function titleOf(code: DiagnosticCode): string {
  return codes[code].title;
}

/** Creates a diagnostic from the catalogue. */
export function diagnostic<C extends DiagnosticCode>(
  code: C,
  args: ArgsOf<C>,
  options: { severity?: 'error' | 'warning'; location?: DiagnosticLocation; notes?: string[] } = {},
): Diagnostic {
  const made = (codes[code].make as (a: ArgsOf<C>) => { message: string; hint: string })(args);
  const result: Diagnostic = { code, severity: options.severity ?? 'error', message: made.message, hint: made.hint };
  if (options.location) result.location = options.location;
  if (options.notes) result.notes = options.notes;
  return result;
}
