import fs from 'node:fs';
import http from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  // What a public folder serves (public-files.ts): media, captions, downloads.
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/**
 * The one byte range a `Range` header asks for (`bytes=0-`, `bytes=100-199`, `bytes=-500`), within
 * a file of `size` bytes; undefined for none (or for several ranges and other units, answered with
 * the whole file, as servers may), 'unsatisfiable' for one that starts past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Types sent gzipped to clients that accept it, as any production host sends them. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm|manifest\+json)|image\/svg\+xml)/;

/**
 * Gzip, when the client accepts it and the type compresses: what readers get from a real host,
 * so that a preview (and Lighthouse's simulated network, which weighs transfer sizes) sees the
 * same bytes. The Data Grid overview's scripts are 1.1 MB as files and about 360 KB gzipped.
 */
function gzipFor(req: http.IncomingMessage, type: string): boolean {
  return COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Gzipped files by path, kept while their size and time are unchanged: each file is compressed
 * once, not on every request (a 740 KB script took tens of milliseconds, which timings of the
 * preview, Lighthouse's among them, counted as server time). Bounded: the oldest entries go first.
 */
const gzipped = new Map<string, { mtimeMs: number; size: number; bytes: Buffer }>();
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;
let gzippedBytes = 0;

function gzippedFile(file: string, stat: fs.Stats): Buffer {
  const known = gzipped.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.bytes;
  const bytes = zlib.gzipSync(fs.readFileSync(file));
  if (known) gzippedBytes -= known.bytes.length;
  gzipped.delete(file);
  gzipped.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, bytes });
  gzippedBytes += bytes.length;
  for (const [oldest, entry] of gzipped) {
    if (gzippedBytes <= GZIP_CACHE_BYTES) break;
    gzipped.delete(oldest);
    gzippedBytes -= entry.bytes.length;
  }
  return bytes;
}

export interface ServeOptions {
  root: string;
  port: number;
  host?: string;
  /** Host names besides localhost and IP addresses that requests may name (e.g. a tunnel's). */
  allowedHosts?: string[];
  /** Extra handling before files (watch mode adds its event stream here). */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Rewrites HTML on its way out (watch mode injects its reload client). */
  transformHtml?: (html: string) => string;
}

/**
 * Resolves a request path to a file inside `root`, or `null` when the path is unsafe: encoded
 * `../`, NUL bytes, backslashes and anything that resolves outside the root are refused.
 */
export function resolveRequestPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  if (resolved !== root && !resolved.startsWith(rootWithSep)) return null;
  return resolved;
}

/** Why a path names no file: missing, running through a file (ENOTDIR), too long, a link loop, not readable. */
const NO_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EACCES']);

/**
 * A path's stats, or undefined when it names no file. `throwIfNoEntry: false` covers ENOENT
 * alone: `/x/llms.txt/x` (ENOTDIR) threw out of the request handler and ended the process.
 */
function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch (error) {
    if (NO_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

const isFile = (file: string) => statOf(file)?.isFile() === true;

/** Linux's limits on a file name and a whole path, in bytes (NAME_MAX, PATH_MAX). */
const NAME_MAX = 255;
const PATH_MAX = 4096;

/**
 * Whether a path exceeds them: it names no file, and is answered 414 (where a system's limits are
 * lower, stat says so, and it is a 404).
 */
function tooLong(file: string): boolean {
  return Buffer.byteLength(file) >= PATH_MAX || file.split(path.sep).some((name) => Buffer.byteLength(name) > NAME_MAX);
}

/**
 * The nearest 404.html above the requested file (resolved inside `root`): zh/x/a/b → zh/x/404.html,
 * zh/404.html, 404.html, then the default language's x/404.html.
 */
function notFoundPage(root: string, file: string): string | undefined {
  const segments = path.relative(root, file).split(path.sep).filter(Boolean);
  for (let n = segments.length; n >= 0; n--) {
    const candidate = path.join(root, ...segments.slice(0, n), '404.html');
    if (isFile(candidate)) return candidate;
  }
  // A language's pages fall back to the default language's 404 page (/zh/x/… → x/404.html).
  for (let n = segments.length; n >= 2; n--) {
    const candidate = path.join(root, ...segments.slice(1, n), '404.html');
    if (isFile(candidate)) return candidate;
  }
  // Outside every section (/, /unknown): the site's own 404 page, one level down.
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    // No output directory yet (the watch server's first build failed): no 404 page either.
    return undefined;
  }
  const section = entries.find((e) => e.isDirectory() && isFile(path.join(root, e.name, '404.html')));
  return section ? path.join(root, section.name, '404.html') : undefined;
}

/**
 * Why a request may not be answered, as the status refusing it: 400 when its Host header is not
 * one host and port, 403 when its Host (or Origin, when it sends one) names another machine than
 * this one (an IP address, localhost) or an allowed host. A page on another site that rebinds its
 * DNS name to 127.0.0.1 sends its own name, and is refused.
 *
 * `Origin: null`, an opaque origin (a sandboxed frame, a file: page), passes here: what it can ask
 * for from this server is the site's files, public docs sent with no credentials and no CORS
 * headers, as a file: page's module script asks for them. The live-reload event stream, which is
 * for the site's own pages alone, refuses it (live-reload.ts).
 */
export function refusalOf(req: Pick<http.IncomingMessage, 'headers' | 'headersDistinct'>, allowedHosts: readonly string[] = []): 400 | 403 | undefined {
  const local = (name: string) => name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || allowedHosts.some((host) => host.toLowerCase() === name);
  const [host, ...more] = req.headersDistinct.host ?? [];
  if (more.length > 0) return 400;
  // A request without Host is an HTTP/1.0 client's (Node answers an HTTP/1.1 one 400), never a browser's.
  if (host !== undefined) {
    const name = hostnameOf(host);
    if (name === undefined) return 400;
    if (!local(name)) return 403;
  }
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return undefined;
  const name = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/i.exec(origin)?.[1];
  const originName = name === undefined ? undefined : hostnameOf(name);
  return originName !== undefined && local(originName) ? undefined : 403;
}

/**
 * The host name of a Host header value ("[::1]:3000" → "::1", "LocalHost" → "localhost"), or
 * undefined when the value is not a host and an optional port: a name or IPv4 address, or an IPv6
 * address in brackets. A URL parser is no judge of that: it reads "evil.example@127.0.0.1" as
 * userinfo and the host 127.0.0.1.
 */
function hostnameOf(host: string): string | undefined {
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_.-]+))(?::\d{1,5})?$/i.exec(host);
  if (!match) return undefined;
  if (match[1] !== undefined) return isIP(match[1]) === 6 ? match[1].toLowerCase() : undefined;
  return match[2]!.toLowerCase();
}

/** The quality an Accept header gives a media type: its own entry, else its type's wildcard, else the catch-all, else 0. */
function qualityOf(accept: string, type: string): number {
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const specificity = range === type ? 2 : range === `${type.split('/')[0]}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/** True when a request asks for Markdown (`Accept: text/markdown`) at least as much as for HTML. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept || !accept.toLowerCase().includes('text/markdown')) return false;
  const markdown = qualityOf(accept, 'text/markdown');
  return markdown > 0 && markdown >= qualityOf(accept, 'text/html');
}

/**
 * The Markdown of a page the build exported (`x/a/b/index.html` → `x/a/b.md`); a page of another
 * language (`zh/x/a/b/`) is answered with the default language's, the only one exported.
 */
export function markdownFileOf(root: string, htmlFile: string): string | undefined {
  const rel = path.relative(root, htmlFile);
  if (path.basename(rel) !== 'index.html' || path.dirname(rel) === '.') return undefined;
  const dir = path.dirname(rel).split(path.sep);
  for (const parts of [dir, dir.slice(1)]) {
    if (parts.length === 0) continue;
    const candidate = path.join(root, `${parts.join(path.sep)}.md`);
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

const NOTHING_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nothing built yet - docs-build</title></head>' +
  '<body style="font:16px/1.5 system-ui,sans-serif;margin:40px"><main><h1 style="font-size:20px">Nothing built yet</h1><p>The site has no page here because it has not built successfully yet. This page reloads as soon as it does.</p></main></body></html>';

/** Ends a request whose handling threw, and says so on stderr, in one line. */
function failed(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`docs-build serve: ${req.method} ${JSON.stringify(req.url ?? '').slice(0, 300)} failed: ${message.split('\n')[0]}\n`);
  if (res.headersSent) res.destroy();
  else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
}

/** Serves a built site on 127.0.0.1: content types, index.html for folders, the 404 page. */
export function serve(options: ServeOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const refusal = refusalOf(req, options.allowedHosts);
    if (refusal === 400) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Host header: one host name or IP address, and a port, expected\n');
      return;
    }
    if (refusal === 403) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This server answers only requests for localhost or an IP address; start it with --allowed-host <name> to allow another host name.\n');
      return;
    }
    if (options.handle?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    const file = resolveRequestPath(root, urlPath);
    if (file === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request path\n');
      return;
    }
    if (tooLong(file)) {
      res.writeHead(414, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Request path too long\n');
      return;
    }
    let target = file;
    let stat = statOf(target);
    if (stat?.isDirectory()) {
      if (!urlPath.endsWith('/')) {
        // One leading slash: `//x` would send the browser to the host x.
        res.writeHead(301, { Location: `${urlPath.replace(/^\/+/, '/')}/` }).end();
        return;
      }
      target = path.join(target, 'index.html');
      stat = statOf(target);
    }
    let status = 200;
    if (!stat?.isFile()) {
      const notFound = notFoundPage(root, file);
      status = 404;
      if (!notFound) {
        // No 404 page means no good build yet: the watch server still answers a page, so that its
        // live reload shows the build errors now and the site once it builds.
        if (options.transformHtml) res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(options.transformHtml(NOTHING_BUILT_HTML));
        else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      target = notFound;
    }
    // A page asked for as Markdown (an assistant's fetch) gets its exported Markdown.
    const page = status === 200 && target.endsWith(`${path.sep}index.html`);
    const markdown = page && prefersMarkdown(req.headers.accept) ? markdownFileOf(root, target) : undefined;
    if (markdown) target = markdown;
    const type = TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    const gzip = gzipFor(req, type);
    if (COMPRESSIBLE.test(type)) headers.Vary = page ? 'Accept, Accept-Encoding' : 'Accept-Encoding';
    else if (page) headers.Vary = 'Accept';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Cache-Control'] = /\.[0-9a-f]{8,}\.|\/_static\/.*\.[A-Z0-9]{8}\./i.test(target) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (type.startsWith('text/html') && options.transformHtml) {
      const html = options.transformHtml(fs.readFileSync(target, 'utf8'));
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : gzip ? zlib.gzipSync(html) : html);
      return;
    }
    if (gzip) {
      const bytes = gzippedFile(target, fs.statSync(target));
      res.writeHead(status, { ...headers, 'Content-Length': String(bytes.length) }).end(req.method === 'HEAD' ? undefined : bytes);
      return;
    }
    // Byte ranges, as hosts answer them: a video player asks for ranges to start and to seek.
    const size = fs.statSync(target).size;
    const range = status === 200 ? byteRange(req.headers.range, size) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Type': 'text/plain; charset=utf-8' }).end('Range not satisfiable\n');
      return;
    }
    if (status === 200) headers['Accept-Ranges'] = 'bytes';
    if (range) Object.assign(headers, { 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) });
    res.writeHead(range ? 206 : status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // A file that cannot be read after its headers went out ends the response early.
    pipeline(fs.createReadStream(target, range ? { start: range.start, end: range.end } : {}), res, (error) => {
      if (error) res.destroy(error);
    });
  };
  // No request may end the process: any web page the developer opens can send one (an <img>
  // needs no Origin). What throws is answered 500, or cuts a response already under way. Requests
  // Node cannot parse never get here: its 'clientError' default answers them 400 (431 for a head
  // too large) and closes the connection.
  const server = http.createServer((req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      // Once listening, an error (an accept that failed, out of file descriptors) costs a connection, not the server.
      server.on('error', (error) => process.stderr.write(`docs-build serve: ${error.message}\n`));
      resolve(server);
    });
  });
}
