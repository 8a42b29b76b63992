import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { byteRange, prefersMarkdown, refusalOf, resolveRequestPath, serve } from '../../../src/serve/serve.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
let server: Server;
let base = '';

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'x/page'), { recursive: true });
  fs.writeFileSync(path.join(root, 'x/page/index.html'), '<p>page</p>');
  fs.writeFileSync(path.join(root, 'x/page.md'), '# Page\n');
  fs.mkdirSync(path.join(root, 'zh/x/page'), { recursive: true });
  fs.writeFileSync(path.join(root, 'zh/x/page/index.html'), '<p>页面</p>');
  fs.mkdirSync(path.join(root, 'x/draft'), { recursive: true });
  fs.writeFileSync(path.join(root, 'x/draft/index.html'), '<p>draft</p>');
  fs.writeFileSync(path.join(root, 'x/404.html'), '<p>not found</p>');
  fs.writeFileSync(path.join(root, 'x/app.12345678.js'), 'export {}');
  fs.mkdirSync(path.join(root, 'static/videos'), { recursive: true });
  fs.writeFileSync(path.join(root, 'static/videos/tour.webm'), Buffer.from('0123456789'));
  fs.writeFileSync(path.join(root, 'static/videos/tour.en.vtt'), 'WEBVTT\n');
  fs.writeFileSync(path.join(os.tmpdir(), 'serve-secret.txt'), 'secret');
  server = await serve({ root, port: 0 });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: Number(new URL(base).port), path: rawPath }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('resolveRequestPath', () => {
  it('refuses paths that leave the root', () => {
    for (const bad of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/x/%2e%2e/%2e%2e/secret', '/x/..%2f..%2fsecret', '/x%00.html', '/x%5c..%5csecret', '/%E0%A4%A']) {
      expect(resolveRequestPath(root, bad), bad).toBeNull();
    }
    expect(resolveRequestPath(root, '/x/page/')).toBe(path.join(root, 'x/page'));
  });
});

describe('serve', () => {
  it('gzips text to clients that accept it, as a production host does, and sends the bytes as they are to others', async () => {
    const get = (rawPath: string, acceptEncoding?: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: Number(new URL(base).port), path: rawPath, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const zipped = await get('/x/app.12345678.js', 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(zipped.body).toString()).toBe('export {}');
    const page = await get('/x/page/', 'gzip');
    expect(page.vary).toBe('Accept, Accept-Encoding');
    expect(zlib.gunzipSync(page.body).toString()).toBe('<p>page</p>');
    const plain = await get('/x/app.12345678.js');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('export {}');
  });

  it('serves index.html for folders with the right type', async () => {
    const res = await fetch(`${base}/x/page/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<p>page</p>');
  });

  it('redirects folders without a slash and caches hashed assets', async () => {
    const res = await fetch(`${base}/x/page`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/x/page/');
    // Not to another host: a browser reads `//x/page/` as http://x/page/.
    const slashes = await new Promise<string | undefined>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: Number(new URL(base).port), path: '//x/page' }, (r) => (r.resume(), resolve(r.headers.location))).on('error', reject);
    });
    expect(slashes).toBe('/x/page/');
    const js = await fetch(`${base}/x/app.12345678.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown paths with the 404 page', async () => {
    const res = await fetch(`${base}/x/nothing/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<p>not found</p>');
  });

  it('answers a path through a file with 404 and a name longer than the system takes with 414, and keeps serving', async () => {
    for (const raw of ['/x/page.md/x', '/x/app.12345678.js/a/b/', '/x/page/index.html/x']) expect((await rawGet(raw)).status, raw).toBe(404);
    for (const raw of [`/x/${'a'.repeat(300)}`, `/x/page.md/${'a'.repeat(300)}/`, `/x/${'abcdefgh/'.repeat(500)}`]) expect((await rawGet(raw)).status, raw.slice(0, 40)).toBe(414);
    expect((await rawGet('/x/page/')).status).toBe(200);
  });

  it('refuses traversal over HTTP', async () => {
    // Raw request paths: fetch() would normalise the dot segments before sending them.
    for (const raw of ['/x/%2e%2e/%2e%2e/serve-secret.txt', '/../serve-secret.txt', '/x/..%2f..%2fserve-secret.txt', '/x/page%00/index.html']) {
      const { status, body } = await rawGet(raw);
      expect(status, raw).toBe(400);
      expect(body).not.toContain('secret');
    }
  });
});

describe('files of a public folder', () => {
  it('are served with their media types, and a byte range answers 206 with that range, as a video player asks', async () => {
    const whole = await fetch(`${base}/static/videos/tour.webm`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');
    const part = await fetch(`${base}/static/videos/tour.webm`, { headers: { Range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    const tail = await fetch(`${base}/static/videos/tour.webm`, { headers: { Range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const past = await fetch(`${base}/static/videos/tour.webm`, { headers: { Range: 'bytes=20-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10');
    expect((await fetch(`${base}/static/videos/tour.en.vtt`)).headers.get('content-type')).toBe('text/vtt; charset=utf-8');
  });

  it('reads one range of bytes; several ranges or other units get the whole file', () => {
    expect(byteRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=4-100', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=-20', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(byteRange('items=0-1', 10)).toBeUndefined();
    expect(byteRange(undefined, 10)).toBeUndefined();
  });
});

describe('Accept: text/markdown', () => {
  it('weighs Markdown against HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0, */*')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });

  it("answers a page URL with the page's Markdown, and says the answer varies with Accept", async () => {
    const res = await fetch(`${base}/x/page/`, { headers: { accept: 'text/markdown' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(await res.text()).toBe('# Page\n');
    const html = await fetch(`${base}/x/page/`, { headers: { accept: 'text/html' } });
    expect(await html.text()).toBe('<p>page</p>');
    expect(html.headers.get('vary')).toBe('Accept, Accept-Encoding');
  });

  it("answers another language's page with the default language's Markdown, and a page without Markdown (a draft) with its HTML", async () => {
    expect(await (await fetch(`${base}/zh/x/page/`, { headers: { accept: 'text/markdown' } })).text()).toBe('# Page\n');
    const draft = await fetch(`${base}/x/draft/`, { headers: { accept: 'text/markdown' } });
    expect(draft.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const md = await fetch(`${base}/x/page.md`);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });
});

/** A request with the given headers (Host included), as a page elsewhere could send it after DNS rebinding. */
function getWith(headers: Record<string, string>, urlPath = '/x/page/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: Number(new URL(base).port), path: urlPath, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('host check (DNS rebinding)', () => {
  it('reads a Host header as one host name or IP address and an optional port, nothing else', () => {
    const refusal = (hosts: string[], origin?: string) => refusalOf({ headers: origin === undefined ? {} : { origin }, headersDistinct: { host: hosts } });
    for (const host of ['127.0.0.1', '127.0.0.1:3000', 'localhost:3000', 'LocalHost', '[::1]:3000', '[::1]', 'docs.localhost']) expect(refusal([host]), host).toBeUndefined();
    expect(refusal([]), 'no Host (HTTP/1.0)').toBeUndefined();
    for (const host of ['evil.example@127.0.0.1', 'evil.example@127.0.0.1:3000', 'a:b@localhost', '127.0.0.1/x', '127.0.0.1:3000/', '127.0.0.1 x', '127.0.0.1,evil.example', '127.0.0.1:3000:1', '127.0.0.1:port', '::1', '[::1', '[127.0.0.1]', '[::1]x', '', 'localhost?', 'localhost#', '127.0.0.1\t']) {
      expect(refusal([host]), host).toBe(400);
    }
    expect(refusal(['127.0.0.1', 'evil.example'])).toBe(400);
    expect(refusal(['evil.example'])).toBe(403);
    expect(refusal(['127.0.0.1'], 'null')).toBeUndefined();
    expect(refusal(['127.0.0.1'], 'http://localhost:3000')).toBeUndefined();
    for (const origin of ['http://evil.example@127.0.0.1', 'http://127.0.0.1/x', 'http://127.0.0.1, http://evil.example', 'localhost', 'http://', 'http://evil.example']) {
      expect(refusal(['127.0.0.1'], origin), origin).toBe(403);
    }
  });

  it('answers localhost and IP addresses, and refuses any other host name with 403', async () => {
    const port = new URL(base).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `docs.localhost:${port}`]) expect(await getWith({ host }), host).toBe(200);
    for (const host of [`attacker.example:${port}`, 'attacker.example', `127.0.0.1.nip.io:${port}`]) expect(await getWith({ host }), host).toBe(403);
  });

  it('refuses a foreign Origin even with a local Host', async () => {
    const port = new URL(base).port;
    expect(await getWith({ host: `127.0.0.1:${port}`, origin: 'http://attacker.example' })).toBe(403);
    expect(await getWith({ host: `127.0.0.1:${port}`, origin: `http://localhost:${port}` })).toBe(200);
  });

  it('answers the host names it is told to allow', async () => {
    const other = await serve({ root, port: 0, allowedHosts: ['docs.internal'] });
    const address = other.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const status = await new Promise<number>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/x/page/', headers: { host: `docs.internal:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
    });
    await new Promise<void>((r) => other.close(() => r()));
    expect(status).toBe(200);
  });
});

describe('a request the server fails on', () => {
  it('is answered 500 and logged in one line, and the server keeps serving', async () => {
    const transformHtml = (html: string) => {
      if (html.includes('draft')) throw new Error('transform failed\nsecond line');
      return html;
    };
    const failing = await serve({ root, port: 0, transformHtml });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const address = failing.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      expect((await fetch(`${url}/x/draft/`)).status).toBe(500);
      expect(await (await fetch(`${url}/x/page/`)).text()).toBe('<p>page</p>');
      expect(stderr.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.startsWith('docs-build serve:'))).toEqual(['docs-build serve: GET "/x/draft/" failed: transform failed\n']);
    } finally {
      stderr.mockRestore();
      await new Promise<void>((r) => failing.close(() => r()));
    }
  });
});

describe('serve with a transformHtml hook (the watch server)', () => {
  it('answers an HTML page through the hook when no build has written a 404 page yet', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-empty-'));
    const watchServer = await serve({ root: empty, port: 0, transformHtml: (html) => html.replace('</body>', '<script id="live-reload"></script></body>') });
    try {
      const address = watchServer.address();
      const response = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/x/introduction/`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('Nothing built yet');
      expect(html).toContain('<script id="live-reload"></script></body>');
    } finally {
      await new Promise<void>((r) => watchServer.close(() => r()));
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
