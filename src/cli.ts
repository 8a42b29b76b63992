import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { DocsBuildError } from './diagnostics/diagnostic.ts';
import { formatDiagnostics } from './diagnostics/format.ts';
import { packageRoot } from './paths.ts';
// The pipeline, the server and the watcher load only with the command that needs them: a command
// that fails early (or --version, --help) does not load React, esbuild, shiki or TypeScript.
import type { BuildResult } from './pipeline/build.ts';
import type { RebuildEvent } from './pipeline/watch.ts';
import type { SiteConfig } from './config/schema.ts';

const out = process.stdout;
const err = process.stderr;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The build's progress lines on `stream`: on a terminal, one line that shows the stages running. */
export function createProgress(stream: { isTTY?: boolean; write(text: string): unknown } = out) {
  const tty = stream.isTTY === true;
  let lastQuarter = -1;
  // Stages may overlap (the search index and the Markdown export): the line shows those running.
  const running = new Set<string>();
  const showRunning = () => {
    if (tty && running.size) stream.write(`\r\u001b[2K  … ${[...running].join(' · ')}`);
  };
  return {
    start: (name: string) => {
      running.add(name);
      showRunning();
    },
    end: (name: string, ms: number, ok: boolean) => {
      running.delete(name);
      const line = `  ${ok ? '✓' : '✗'} ${name} ${formatMs(ms)}`;
      stream.write(tty ? `\r\u001b[2K${line}\n` : `${line}\n`);
      showRunning();
    },
    progress: (done: number, total: number) => {
      if (tty) {
        stream.write(`\r\u001b[2K  … render pages ${done}/${total}`);
        return;
      }
      const quarter = Math.floor((done / total) * 4);
      if (quarter > lastQuarter) {
        lastQuarter = quarter;
        stream.write(`    pages ${done}/${total}\n`);
      }
    },
  };
}

function printSummary(result: BuildResult, started: number): void {
  const languages = Object.entries(result.pagesPerLanguage)
    .map(([language, count]) => `${language} ${count}`)
    .join(' · ');
  const total = Object.values(result.pagesPerLanguage).reduce((a, b) => a + b, 0);
  const peak = process.resourceUsage().maxRSS * 1024;
  out.write(`\nBuilt ${total} pages in ${formatMs(performance.now() - started)}\n`);
  out.write(`  pages    ${languages} (${result.pagesFromCache === 0 ? 'all rendered' : `${result.pagesFromCache} of ${Object.values(result.pagesPerLanguage)[0] ?? 0} from the cache`})\n`);
  const byProduct = Object.entries(result.draftsByProduct).map(([label, n]) => `${label} ${n}`).join(' · ');
  out.write(`  drafts   ${result.drafts} (per language)${byProduct ? `: ${byProduct}` : ''}\n`);
  out.write(`  stages   ${result.timings.map((t) => `${t.name} ${formatMs(t.ms)}`).join(' · ')}\n`);
  out.write(`  output   ${path.relative(process.cwd(), result.outDir) || '.'}/ ${formatBytes(result.outputBytes)}\n`);
  if (result.search) {
    const shards = result.search.shards > 1 ? ` in ${result.search.shards} shards` : '';
    const when = result.search.streamed ? ' as they were written' : '';
    // Restored from the cache, the index took this build no indexing time: its own is not reported as this build's.
    if (result.search.fromCache) out.write(`  search   ${result.search.pages} pages read by an earlier build${shards}, ${formatBytes(result.search.bytes)} (the index restored from the cache)\n`);
    else out.write(`  search   ${result.search.pages} pages read${when}${shards}, ${formatBytes(result.search.bytes)}, ${formatMs(result.search.ms)}${when ? ' after the last' : ''}\n`);
  }
  out.write(`  offline  ${result.serviceWorker.count} files precached, ${formatBytes(result.serviceWorker.size)}\n`);
  const [index, ...full] = result.llms.texts;
  out.write(`  llms     ${result.llms.pages} pages as Markdown, ${result.llms.demos} demos; ${index ? `${index.file} ${formatBytes(index.bytes)}` : ''}\n`);
  if (full.length) out.write(`           ${full.map((t) => `${t.file} ${formatBytes(t.bytes)}`).join(' · ')}\n`);
  out.write(`  memory   peak ${formatBytes(peak)} (whole process, worker threads included)\n`);
}

async function runBuild(options: { out: string; content: string; cache: boolean }): Promise<number> {
  const started = performance.now();
  out.write(`docs-build: building ${options.content} → ${options.out}\n`);
  try {
    const { build } = await import('./pipeline/build.ts');
    const result = await build({ contentDir: options.content, outDir: options.out, cache: options.cache, reporter: createProgress() });
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    if (warnings.length) err.write(`${formatDiagnostics(warnings, err)}\n`);
    printSummary(result, started);
    return 0;
  } catch (error) {
    if (error instanceof DocsBuildError) {
      err.write(`\n${formatDiagnostics(error.diagnostics, err)}\n`);
      err.write(`Build failed; ${path.relative(process.cwd(), path.resolve(options.out)) || options.out}/ was left unchanged.\n`);
      return error.kind === 'config' ? 2 : 1;
    }
    throw error;
  }
}

async function runNamesSnapshot(content: string, specs: string[]): Promise<number> {
  const { loadConfig } = await import('./config/load-config.ts');
  const { writeSnapshots, parseSnapshotSpec } = await import('./checks/name-snapshot.ts');
  try {
    for (const spec of specs) parseSnapshotSpec(spec);
  } catch (error) {
    err.write(`docs-build names-snapshot: ${(error as Error).message}\n`);
    return 2;
  }
  let into: string;
  try {
    const config = await loadConfig({ contentDir: content });
    into = path.resolve(config.contentDir, config.site.nameCheck.snapshots);
  } catch (error) {
    if (error instanceof DocsBuildError) {
      err.write(`${formatDiagnostics(error.diagnostics, err)}\n`);
      return 2;
    }
    throw error;
  }
  try {
    writeSnapshots(specs, into, (line) => out.write(`${line}\n`));
  } catch (error) {
    const e = error as Error & { stderr?: string };
    err.write(`docs-build names-snapshot: ${e.stderr?.trim() || e.message}\n`);
    return 1;
  }
  return 0;
}

async function runCheckDemos(content: string, files: string[], options: { cache: boolean }): Promise<number> {
  const started = performance.now();
  const { checkDemos } = await import('./checks/check-demos.ts'); // loads the TypeScript compiler
  const { createBuildCache } = await import('./cache/build-cache.ts');
  const { cacheRootsOf } = await import('./pipeline/task-context.ts');
  const contentDir = path.resolve(content);
  // The config maps the component lines of a docs app to their files (its `components`): their props are checked too.
  let components: SiteConfig['components'] | undefined;
  if (files.length === 0 && fs.existsSync(path.join(contentDir, 'docs.config.ts'))) {
    const { loadConfig } = await import('./config/load-config.ts');
    try {
      components = (await loadConfig({ contentDir })).site.components;
    } catch (error) {
      if (!(error instanceof DocsBuildError)) throw error;
      err.write(`${formatDiagnostics(error.diagnostics, err)}\n`);
      return 2;
    }
  }
  const result = await checkDemos({ contentDir, files, cache: createBuildCache({ enabled: options.cache, roots: cacheRootsOf(contentDir) }), ...(components ? { components } : {}) });
  if (result.diagnostics.length) {
    err.write(`${formatDiagnostics(result.diagnostics, err)}\n`);
    const types = result.diagnostics.filter((d) => d.code === 'DemoType').length;
    const missing = result.diagnostics.length - types;
    const counts = [...(types ? [`${types} type error${types === 1 ? '' : 's'}`] : []), ...(missing ? [`${missing} missing package${missing === 1 ? '' : 's'}`] : [])];
    err.write(`check-demos: ${counts.join(', ')} in ${result.files} files (${formatMs(performance.now() - started)}).\n`);
    return 1;
  }
  const reused = result.cached ? `; ${result.cached} passed before with the same code and packages, from the cache` : '';
  out.write(`check-demos: ${result.files} files type-check (${formatMs(performance.now() - started)}${reused}).\n`);
  return 0;
}

function printRebuild(event: RebuildEvent): void {
  if (event.ok && event.kind === 'problem') err.write(`\n${formatDiagnostics([event.problem], err)}\n`);
  else if (event.ok) {
    if (event.kind === 'full' && event.result) printSummary(event.result, performance.now() - event.ms);
    else if (event.kind === 'files') {
      const names = event.files.length <= 3 ? `: ${event.files.join(', ')}` : '';
      out.write(`↻ updated ${event.files.length} public file${event.files.length === 1 ? '' : 's'} in ${formatMs(event.ms)}${names}\n`);
    } else {
      const names = event.pages.length <= 3 ? `: ${event.pages.join(', ')}` : '';
      out.write(`↻ rebuilt ${event.pages.length} page${event.pages.length === 1 ? '' : 's'} (${event.rendered} rendered) in ${formatMs(event.ms)}${names}\n`);
    }
  } else if ('errors' in event) {
    err.write(`\n${formatDiagnostics(event.errors, err)}\nRebuild failed; still serving the last good pages.\n`);
  } else {
    err.write(`\ndocs-build: internal error during rebuild: ${event.internal.stack ?? event.internal.message}\n`);
  }
}

async function runWatch(options: { out: string; content: string; cache: boolean; port: number; allowedHost?: string[] }): Promise<number> {
  out.write(`docs-build: watching ${options.content}, templates/ and client/ → ${options.out}\n`);
  const { watch } = await import('./pipeline/watch.ts');
  const session = await watch({ contentDir: options.content, outDir: options.out, port: options.port, cache: options.cache, onRebuild: printRebuild, ...(options.allowedHost ? { allowedHosts: options.allowedHost } : {}) });
  out.write(`Serving at http://127.0.0.1:${session.port}${session.home} with live reload (Ctrl+C to stop)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void session.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

async function runServe(options: { out: string; port: number; allowedHost?: string[] }): Promise<number> {
  const root = path.resolve(options.out);
  if (!fs.existsSync(root)) {
    err.write(`docs-build serve: ${options.out}/ does not exist; run docs-build first.\n`);
    return 2;
  }
  const { serve } = await import('./serve/serve.ts');
  const server = await serve({ root, port: options.port, ...(options.allowedHost ? { allowedHosts: options.allowedHost } : {}) });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  out.write(`Serving ${options.out}/ at http://127.0.0.1:${port}/ (Ctrl+C to stop)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

async function runMcp(options: { out: string }, version: string): Promise<number> {
  const { startMcpServer } = await import('./mcp/server.ts');
  const { DocsNotFoundError } = await import('./mcp/load-docs.ts');
  let server: { close(): Promise<void>; closed: Promise<void> };
  try {
    server = await startMcpServer(path.resolve(options.out), version);
  } catch (error) {
    if (!(error instanceof DocsNotFoundError)) throw error;
    err.write(`docs-build mcp: ${error.message}\n`);
    return 2;
  }
  // stdout carries the protocol: only stderr may be written to from here on.
  err.write(`docs-build mcp: serving ${options.out}/ over stdio\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve);
    // The server stops by itself when stdin ends or stdout fails, and says why on stderr.
    void server.closed.then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

const HELP_AFTER = `
Exit codes: 0 success, 1 content errors (all reported together), 2 usage or config errors.
A failed build leaves the previous output directory untouched.

Environment:
  DOCS_BUILD_CONFIG    JSON merged over the config file (e.g. local ad and analytics URLs)
  DOCS_BUILD_THREADS   number of render threads (0: render on the main thread)
  DOCS_BUILD_CACHE_DIR where the build cache lives (default node_modules/.cache/docs-build)
  DOCS_BUILD_CACHE_BATCH_AFTER  cache entries a build writes as files before it appends the
                       rest to a batch file (default 32)
  MUI_X_LICENSE_KEY    licence key given to Pro and Premium demos (only written into the
                       demo bundle; without it they show the packages' watermark)

Examples:
  docs-build                      build content/ into dist/
  docs-build --out public         build into public/
  docs-build --watch --port 4000  build, serve with live reload, rebuild on change
  docs-build serve --port 8080    serve dist/ on http://127.0.0.1:8080/
  docs-build mcp --out dist       serve dist/ to an MCP client (an AI assistant) over stdio
  docs-build check-demos          type-check every demo under content/pages/`;

/** Runs the CLI with `argv` (as process.argv) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  const program = new Command();
  let exitCode = 0;
  program
    .name('docs-build')
    .description('Build the documentation site from a content directory into static HTML.')
    .version(pkg.version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    .option('-o, --out <dir>', 'output directory', 'dist')
    .option('-c, --content <dir>', 'content directory (holds docs.config.ts and pages/)', 'content')
    .option('--no-cache', 'ignore the build cache in node_modules/.cache/docs-build/')
    .option('-w, --watch', 'build, serve with live reload, and rebuild what each change touches')
    .option('-p, --port <number>', 'port of the --watch server', parsePort, 3000)
    .option('--allowed-host <name...>', 'host names the --watch server answers besides localhost and IP addresses')
    .showHelpAfterError('(run docs-build --help for usage)')
    // `serve --out X --port N` must reach serve: the build has options of the same names.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.write(s), writeErr: (s) => err.write(s) })
    .action(async (options: { out: string; content: string; cache: boolean; watch?: boolean; port: number; allowedHost?: string[] }) => {
      exitCode = options.watch ? await runWatch(options) : await runBuild(options);
    })
    .addHelpText('after', HELP_AFTER);

  program
    .command('check-demos')
    .description('type-check every demo under the content (strict, against the installed packages)')
    .option('-c, --content <dir>', 'content directory', 'content')
    .option('--no-cache', 'check every file again, even those that passed before unchanged')
    .argument('[files...]', 'only these demo files (and what they import)')
    .action(async (files: string[], options: { content: string; cache: boolean }) => {
      exitCode = await runCheckDemos(options.content, files, { cache: options.cache });
    });

  program
    .command('names-snapshot')
    .description("write the name snapshot of an older major that npm cannot install beside the current packages (what the name check's migration pages may name)")
    .option('-c, --content <dir>', 'content directory (the snapshots go to its nameCheck.snapshots folder)', 'content')
    .argument('<alias=package...>', 'e.g. @mui/x-date-pickers-v6=@mui/x-date-pickers@6.20.2 (anything npm pack takes: a version from the registry, a folder)')
    .action(async (specs: string[], options: { content: string }) => {
      exitCode = await runNamesSnapshot(options.content, specs);
    });

  program
    .command('serve')
    .description('serve a built site on 127.0.0.1')
    .option('-o, --out <dir>', 'directory to serve', 'dist')
    .option('-p, --port <number>', 'port', parsePort, 3000)
    .option('--allowed-host <name...>', 'host names to answer besides localhost and IP addresses')
    .action(async (options: { out: string; port: number; allowedHost?: string[] }) => {
      exitCode = await runServe(options);
    });

  program
    .command('mcp')
    .description('serve a built site to AI assistants over stdio (Model Context Protocol): search, pages, API, demos')
    .option('-o, --out <dir>', 'built site to serve', 'dist')
    .action(async (options: { out: string }) => {
      exitCode = await runMcp(options, pkg.version);
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return 0;
      return 2;
    }
    err.write(`docs-build: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
  return exitCode;
}
