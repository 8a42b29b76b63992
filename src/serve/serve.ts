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
};

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

/** The nearest 404.html above the requested path: /zh/x/a/b → zh/x/404.html, zh/404.html, 404.html, then the default language's x/404.html. */
function notFoundPage(root: string, urlPath: string): string | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  for (let n = segments.length; n >= 0; n--) {
    const candidate = resolveRequestPath(root, `/${[...segments.slice(0, n), '404.html'].join('/')}`);
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  // A language's pages fall back to the default language's 404 page (/zh/x/… → x/404.html).
  for (let n = segments.length; n >= 2; n--) {
    const candidate = resolveRequestPath(root, `/${[...segments.slice(1, n), '404.html'].join('/')}`);
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  // Outside every section (/, /unknown): the site's own 404 page, one level down.
  const section = fs.readdirSync(root, { withFileTypes: true }).find((e) => e.isDirectory() && fs.existsSync(path.join(root, e.name, '404.html')));
  return section ? path.join(root, section.name, '404.html') : undefined;
}

/**
 * Whether a request may be answered: its Host (and Origin, when it sends one) must name this
 * machine (an IP address, localhost) or an allowed host. A page on another site that rebinds its
 * DNS name to 127.0.0.1 sends its own name, and is refused.
 */
export function isAllowedRequest(req: Pick<http.IncomingMessage, 'headers'>, allowedHosts: readonly string[] = []): boolean {
  const allowed = (host: string | undefined) => {
    if (host === undefined) return true;
    const name = hostnameOf(host);
    if (name === undefined) return false;
    return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || allowedHosts.includes(name);
  };
  const origin = req.headers.origin;
  let originHost: string | undefined;
  if (origin !== undefined && origin !== 'null') {
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
  }
  return allowed(req.headers.host) && (origin === undefined || origin === 'null' || allowed(originHost));
}

/** The host name of a Host header value ("[::1]:3000" → "::1"); undefined when it is not one. */
function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
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
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

const NOTHING_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nothing built yet - docs-build</title></head>' +
  '<body style="font:16px/1.5 system-ui,sans-serif;margin:40px"><main><h1 style="font-size:20px">Nothing built yet</h1><p>The site has no page here because it has not built successfully yet. This page reloads as soon as it does.</p></main></body></html>';

/** Serves a built site on 127.0.0.1: content types, index.html for folders, the 404 page. */
export function serve(options: ServeOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    if (!isAllowedRequest(req, options.allowedHosts)) {
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
    let target = file;
    let stat = fs.statSync(target, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      if (!urlPath.endsWith('/')) {
        res.writeHead(301, { Location: `${urlPath}/` }).end();
        return;
      }
      target = path.join(target, 'index.html');
      stat = fs.statSync(target, { throwIfNoEntry: false });
    }
    let status = 200;
    if (!stat?.isFile()) {
      const notFound = notFoundPage(root, urlPath);
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
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // A file that cannot be read after its headers went out ends the response early.
    pipeline(fs.createReadStream(target), res, (error) => {
      if (error) res.destroy(error);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
