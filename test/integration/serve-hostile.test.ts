// Hostile requests to `docs-build serve` and to the `--watch` server, spawned as a user starts
// them: any web page the developer opens can send requests to 127.0.0.1 (an <img> needs no
// Origin), so none may end the process, and only requests naming this machine are answered.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../../src/serve/live-reload.ts';
import { copyFixture, startServer, type RunningServer } from '../helpers/cli.ts';
import { prng } from '../helpers/random.ts';

const PAGE = '/x/keys/';
const PAGE_TEXT = 'Press <kbd>Tab</kbd> to move between cells.';

let watchServer: RunningServer;
let serveServer: RunningServer;
let brokenWatchServer: RunningServer;
const dirs: string[] = [];

beforeAll(async () => {
  // The watch server builds the smallest fixture site; `serve` then serves the same output.
  const content = copyFixture('markdown-html');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-serve-hostile-'));
  // A site whose first build fails: the watch server has no output directory to serve.
  const broken = copyFixture('markdown-html');
  fs.writeFileSync(path.join(broken, 'pages/keys.md'), '# Keys\n\n:::tip\nNot a callout type.\n:::\n');
  const neverBuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-serve-hostile-'));
  dirs.push(content, out, broken, neverBuilt);
  watchServer = await startServer(['--watch', '--content', content, '--out', out]);
  [serveServer, brokenWatchServer] = await Promise.all([startServer(['serve', '--out', out]), startServer(['--watch', '--content', broken, '--out', path.join(neverBuilt, 'dist')])]);
});

afterAll(async () => {
  await Promise.all([watchServer?.stop(), serveServer?.stop(), brokenWatchServer?.stop()]);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  head: string;
  body: string;
}

/**
 * Writes raw request bytes on a new connection and resolves to the answer the server gives before
 * it closes the connection (an event stream is cut after its head), or to null when it closes it
 * without a byte. `end` half-closes the connection after the request: the server then knows that
 * nothing follows an incomplete request (Node takes it as the client giving up on a complete one).
 * Rejects when the connection fails, or when no answer comes in 10 s.
 */
function rawRequest(port: number, request: Buffer | string, options: { end: boolean }): Promise<Answer | null> {
  const shown = JSON.stringify(Buffer.from(request).toString('latin1').slice(0, 200));
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const answer = (): Answer | undefined => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(text);
      if (end === -1 || !status) return undefined;
      return { status: Number(status[1]), head: text.slice(0, end), body: text.slice(end + 4) };
    };
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const result = answer();
      if (result) resolve(result);
      else if (!error && chunks.length === 0) resolve(null);
      else reject(new Error(`${error ? error.message : 'no HTTP answer'} to ${shown}: ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 200))}`));
    };
    socket.setTimeout(10_000, () => settle(new Error('no answer in 10 s')));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (/text\/event-stream/i.test(answer()?.head ?? '')) settle();
    });
    socket.on('close', () => settle());
    // A reset after the answer (the server closing on a request it could not parse) still counts.
    socket.on('error', (error) => settle(error));
    if (options.end) socket.end(request);
    else socket.write(request);
  });
}

/** A GET with the given headers (Host among them, or none), as raw bytes: no client library checks or fixes them. */
async function get(server: RunningServer, urlPath: string, headers: [string, string][]): Promise<Answer> {
  const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const answer = await rawRequest(portOf(server), `GET ${urlPath} HTTP/1.1\r\n${lines}Connection: close\r\n\r\n`, { end: false });
  if (!answer) throw new Error(`no answer to GET ${urlPath}`);
  return answer;
}

const portOf = (server: RunningServer) => Number(new URL(server.url).port);
const local = (server: RunningServer): [string, string] => ['Host', `127.0.0.1:${portOf(server)}`];

const servers = () => [
  { name: 'serve', server: serveServer },
  { name: '--watch', server: watchServer },
];

describe('requests that used to end the server process', () => {
  it('answers a path that runs through a file with 404, and keeps serving', async () => {
    for (const { name, server } of servers()) {
      for (const through of ['/x/llms.txt/x', '/x/keys.md/a/b', '/robots.txt/x/', `/x/404.html/${'a'.repeat(20)}/index.html`]) {
        expect((await get(server, through, [local(server)])).status, `${name} ${through}`).toBe(404);
        // Through a file, asked for as Markdown: the Markdown lookup stats paths as well.
        expect((await get(server, `${through}/`, [local(server), ['Accept', 'text/markdown']])).status, `${name} ${through}/`).toBe(404);
      }
      const page = await get(server, PAGE, [local(server)]);
      expect(page.status, name).toBe(200);
      expect(page.body).toContain(PAGE_TEXT);
      expect(server.child.exitCode, name).toBeNull();
    }
  });

  it('answers a 300-character path segment, or a path longer than the system takes, with 414, and keeps serving', async () => {
    for (const { name, server } of servers()) {
      for (const long of [`/x/${'a'.repeat(300)}`, `/x/${'a'.repeat(300)}/`, `/x/llms.txt/${'b'.repeat(300)}`, `/${'%61'.repeat(300)}`, `/x/${'abcdefgh/'.repeat(500)}`]) {
        expect((await get(server, long, [local(server)])).status, `${name} ${long.slice(0, 40)}`).toBe(414);
      }
      expect((await get(server, PAGE, [local(server)])).status, name).toBe(200);
      expect(server.child.exitCode, name).toBeNull();
    }
  });

  it('answers every path of a watch server whose first build failed, before it has an output directory', async () => {
    const server = brokenWatchServer;
    for (const urlPath of ['/', '/x/keys/', '/unknown', `/x/${'a'.repeat(300)}`]) {
      const answer = await get(server, urlPath, [local(server)]);
      expect(answer.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(answer.status, urlPath).toBeLessThan(500);
    }
    const page = await get(server, PAGE, [local(server)]);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Nothing built yet');
    expect(server.child.exitCode).toBeNull();
  });
});

describe('Host and Origin', () => {
  it('refuses a Host header that is not one host and port with 400, on pages and on the event stream', async () => {
    for (const { name, server } of servers()) {
      const port = portOf(server);
      const bad = [`evil.example@127.0.0.1`, `evil.example@127.0.0.1:${port}`, `evil.example:1@127.0.0.1:${port}`, `127.0.0.1:${port}/evil`, `127.0.0.1 evil.example`, `127.0.0.1,evil.example`, `127.0.0.1:${port}:80`, `127.0.0.1:port`, '[::1', '[evil.example]', '', `localhost:${port}?evil`, `localhost:${port}#evil`];
      for (const host of bad) {
        for (const urlPath of [PAGE, EVENTS_PATH]) expect((await get(server, urlPath, [['Host', host]])).status, `${name} ${urlPath} Host: ${host}`).toBe(400);
      }
      // Two Host headers, one of them local.
      expect((await get(server, PAGE, [local(server), ['Host', 'evil.example']])).status, name).toBe(400);
      expect((await get(server, EVENTS_PATH, [['Host', 'evil.example'], local(server)])).status, name).toBe(400);
      // Foreign names stay 403, local ones are answered.
      expect((await get(server, EVENTS_PATH, [['Host', `evil.example:${port}`]])).status, name).toBe(403);
      for (const host of [`localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`, '127.0.0.1']) expect((await get(server, PAGE, [['Host', host]])).status, `${name} Host: ${host}`).toBe(200);
    }
  });

  it('refuses an Origin with userinfo, a path or a second origin with 403', async () => {
    for (const { name, server } of servers()) {
      const port = portOf(server);
      for (const origin of [`http://evil.example@127.0.0.1:${port}`, `http://127.0.0.1:${port}/evil`, `http://127.0.0.1:${port}, http://evil.example`, 'evil.example', 'http://']) {
        for (const urlPath of [PAGE, EVENTS_PATH]) expect((await get(server, urlPath, [local(server), ['Origin', origin]])).status, `${name} ${urlPath} Origin: ${origin}`).toBe(403);
      }
      expect((await get(server, PAGE, [local(server), ['Origin', `http://localhost:${port}`]])).status, name).toBe(200);
    }
  });

  it('serves the event stream to the site (a HEAD too), refuses it to an opaque origin (Origin: null), and serves files to one', async () => {
    const server = watchServer;
    const stream = await get(server, EVENTS_PATH, [local(server)]);
    expect(stream.status).toBe(200);
    expect(stream.head).toMatch(/content-type: text\/event-stream/i);
    const sameOrigin = await get(server, EVENTS_PATH, [local(server), ['Origin', server.url]]);
    expect(sameOrigin.status).toBe(200);
    // HEAD gets the head, and the end of the answer.
    const head = await rawRequest(portOf(server), `HEAD ${EVENTS_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${portOf(server)}\r\nConnection: close\r\n\r\n`, { end: false });
    expect(head?.status).toBe(200);
    const opaque = await get(server, EVENTS_PATH, [local(server), ['Origin', 'null']]);
    expect(opaque.status).toBe(403);
    expect(opaque.head).not.toMatch(/event-stream/i);
    expect(opaque.body).not.toContain('event:');
    // A file: page's module script or a sandboxed frame's image: public files, no credentials.
    for (const { name, server: each } of servers()) {
      const page = await get(each, PAGE, [local(each), ['Origin', 'null']]);
      expect(page.status, name).toBe(200);
      expect(page.head, name).not.toMatch(/access-control-allow-origin/i);
    }
  });
});

/** A random hostile request: a well-formed head with hostile paths and headers, or malformed bytes. */
interface FuzzRequest {
  raw: Buffer;
  malformed: boolean;
}

/** Random hostile requests, the same for the same seed. */
function requestMaker(seed: number, port: number, events: boolean): () => FuzzRequest {
  const { next, int, pick } = prng(seed);
  const bytes = (n: number, from: number, to: number) => Buffer.from(Array.from({ length: n }, () => from + int(to - from + 1))).toString('latin1');
  const names = () => pick(['x', 'keys', 'llms.txt', 'llms-full.txt', 'keys.md', '404.html', 'index.html', '_static', 'sw.js', 'robots.txt', 'zh', '__docs-build', 'events']);
  const segment = (): string =>
    pick<() => string>([
      // Names of the site's files and folders, a third of the time: paths into and through them.
      names,
      names,
      names,
      () => pick(['.', '..', '', '...', '%2e', '%2e%2e', '.%2e', '%2f', '%5c', '%00', '%', '%G1', '%E0%A4%A', '%C0%AE', '~', '*', ';', ':', '@']),
      () => Array.from({ length: 1 + int(4) }, () => `%${int(256).toString(16).padStart(2, '0')}`).join(''),
      () => pick(['a', '%61']).repeat(100 + int(300)),
      () => encodeURIComponent(pick(['é', '页面', '🙂', '\u202e', 'a b', '"<>'])),
      () => bytes(1 + int(8), 0x21, 0x7e).replace(/[/?#]/g, ''),
      // Bytes beyond ASCII: Node's parser refuses them (400) before the handler sees them.
      () => bytes(1 + int(8), 0x21, 0xff).replace(/[/?#]/g, ''),
    ])();
  const urlPath = (): string => {
    if (next() < 0.05) return pick(['*', `http://evil.example${PAGE}`, `//evil.example${PAGE}`, `http://127.0.0.1:${port}${PAGE}`]);
    if (next() < 0.03) return `/${'abcdefgh/'.repeat(200 + int(1800))}`;
    const known = pick(['', '/x', '/x/keys', '/x/llms.txt', '/x/keys.md', '/robots.txt', ...(events ? [EVENTS_PATH, EVENTS_PATH] : [])]);
    const rest = Array.from({ length: int(4) }, segment).join('/');
    const tail = rest === '' ? pick(['', '/']) : `/${rest}${pick(['', '/'])}`;
    const query = next() < 0.15 ? `?${segment()}` : '';
    return `${known}${tail}${query}`.replace(/^(?!\/)/, '/');
  };
  const local = [() => `127.0.0.1:${port}`, () => `localhost:${port}`, () => `[::1]:${port}`, () => '127.0.0.1'];
  const garbage = () => (next() < 0.8 ? bytes(int(40), 0x20, 0x7e) : bytes(int(40), 0x20, 0xff));
  /** A header line, or none at times. */
  const header = (name: string, values: readonly (() => string)[]): string => (next() < 0.3 ? '' : `${name}: ${pick(values)()}\r\n`);
  const wellFormed = (): string => {
    // An HTTP/0.9 request line: Node answers it, and closes.
    if (next() < 0.02) return `GET ${urlPath()}\r\n\r\n`;
    const method = pick(['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND', 'TRACE']);
    return [
      `${method} ${urlPath()} HTTP/1.${next() < 0.1 ? 0 : 1}\r\n`,
      `Host: ${pick([...local, ...local, ...local, ...local, ...local, () => 'evil.example', () => `evil.example@127.0.0.1:${port}`, () => `127.0.0.1:${port}/x`, () => '', () => garbage(), () => `127.0.0.1:${port}, evil.example`])()}\r\n`,
      next() < 0.03 ? `Host: ${pick(['evil.example', `127.0.0.1:${port}`])}\r\n` : '',
      header('Origin', [() => 'null', () => 'null', () => `http://127.0.0.1:${port}`, () => 'http://evil.example', () => `http://evil.example@127.0.0.1:${port}`, () => garbage()]),
      header('Accept', [() => 'text/markdown', () => 'text/markdown;q=abc, text/html;q=0.5', () => '*/*;q=-1', () => 'text/markdown;q=1,'.repeat(100), () => garbage()]),
      header('Accept-Encoding', [() => 'gzip', () => 'gzip;q=0, br', () => 'identity', () => garbage()]),
      header('Range', [() => 'bytes=0-10', () => 'bytes=-1', () => 'bytes=99999999999999999999-', () => 'bytes=5-1, 0-', () => garbage()]),
      'Connection: close\r\n',
      method === 'POST' || method === 'PUT' ? 'Content-Length: 4\r\n\r\nbody' : '\r\n',
    ].join('');
  };
  const malformed = (): string =>
    pick<() => string>([
      () => bytes(1 + int(200), 0, 255),
      () => `\r\n\r\n`,
      () => `GET ${PAGE} HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n`,
      () => `G\u00c9T ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      () => `GET ${PAGE} HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n`,
      () => `GET ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\u0000b\r\n\r\n`,
      () => `GET ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\n folded: line\r\n\r\n`,
      () => `GET /x/a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      () => `GET /x/\u00e9 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      () => `GET ${PAGE} HTTP/1.1\nHost: 127.0.0.1\n\n`,
      () => `GET ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
      () => `POST ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n`,
      () => `POST ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
      () => `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`,
      () => `GET ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
      () => `${garbage()}\r\n\r\n`,
    ])();
  return () => (next() < 0.15 ? { raw: Buffer.from(malformed(), 'latin1'), malformed: true } : { raw: Buffer.from(wellFormed(), 'latin1'), malformed: false });
}

describe('fuzz', () => {
  const SEED = 0x5eed;
  const COUNT = 1000;
  const CONCURRENCY = 4;

  it.each([
    { name: 'serve', server: () => serveServer, events: false },
    { name: '--watch', server: () => watchServer, events: true },
  ])(`answers ${COUNT} random hostile requests to $name, and still serves its pages`, async ({ name, server: serverOf, events }) => {
    const server = serverOf();
    const port = portOf(server);
    console.log(`fuzz ${name}: seed ${SEED}, ${COUNT} requests, ${CONCURRENCY} at a time`);
    const requests = Array.from({ length: COUNT }, requestMaker(SEED, port, events));
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    let nextIndex = 0;
    const worker = async () => {
      while (nextIndex < requests.length) {
        const { raw, malformed } = requests[nextIndex++]!;
        const shown = JSON.stringify(raw.toString('latin1').slice(0, 200));
        try {
          // A malformed request is half-closed, so that the server knows nothing more is coming.
          const answer = await rawRequest(port, raw, { end: malformed });
          const status = answer ? String(answer.status) : 'closed';
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          // A 5xx would be an error the server did not expect. Bytes that hold no request (blank
          // lines) are closed without an answer; any other malformed request is a 4xx.
          if (answer ? answer.status >= 500 || (malformed && answer.status < 400) : !malformed) failures.push(`${status} for ${shown}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`fuzz ${name}: answers`, Object.fromEntries(statuses));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    const page = await get(server, PAGE, [local(server)]);
    expect(page.status).toBe(200);
    expect(page.body).toContain(PAGE_TEXT);
  });
});
