// `docs-build mcp` spawned as a client starts it, fed what a buggy or hostile client sends: lines
// that are not JSON-RPC, a line of more than 10 MB, huge queries, regex metacharacters, a tampered
// or damaged index, and a thousand random calls. Every request gets one answer, the work per call
// is bounded, nothing outside the output directory is read, and the server never stops unexplained.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredIndex } from '../../src/export/types.ts';
import { BIN, ROOT, copyFixture, runCli } from '../helpers/cli.ts';
import { prng } from '../helpers/random.ts';

/** A JSON-RPC response as it comes over stdout. */
interface Reply {
  id: string | number | null;
  result?: { content?: { type: string; text: string }[]; isError?: boolean; structuredContent?: { results: { pathname: string; anchor: string }[] } };
  error?: { code: number; message: string };
}

/** A running `docs-build mcp`, driven line by line (no SDK client: it would refuse to send what these tests send). */
interface Mcp {
  child: ChildProcess;
  replies: Reply[];
  stderr: () => string;
  /** Writes one line (a message, or any text). */
  send: (line: string | object) => void;
  request: (method: string, params?: unknown, ms?: number) => Promise<Reply>;
  /** A tool call: the reply's text, whether it is an error, and how long it took. */
  call: (name: string, args: unknown, ms?: number) => Promise<{ text: string; isError: boolean; reply: Reply; ms: number }>;
  /** Resolves once `count` replies with id null have come. */
  nullReplies: (count: number, ms?: number) => Promise<Reply[]>;
  /** The exit code, or 'running' if the process has not exited within `ms`. */
  exitCode: (ms?: number) => Promise<number | null | 'running'>;
}

const running = new Set<ChildProcess>();
/** Temporary folders: the fixture's content and output, the tampered copies. */
const made: string[] = [];
let out: string;
const SECRET = 'TOP-SECRET-4211';

function startMcp(outDir: string): Mcp {
  const child = spawn(process.execPath, [BIN, 'mcp', '--out', outDir], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  running.add(child);
  // A server that stopped reading makes writes fail: the tests see that in their assertions.
  child.stdin!.on('error', () => {});
  const replies: Reply[] = [];
  const checks = new Set<() => void>();
  let stderr = '';
  let pending = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    pending += chunk;
    for (let i = pending.indexOf('\n'); i !== -1; i = pending.indexOf('\n')) {
      replies.push(JSON.parse(pending.slice(0, i)) as Reply);
      pending = pending.slice(i + 1);
    }
    for (const check of [...checks]) check();
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = <T>(get: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        checks.delete(check);
      };
      const check = () => {
        const value = get();
        if (value !== undefined) {
          done();
          resolve(value);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${what} within ${ms} ms (exit code ${child.exitCode}); stderr:\n${stderr.slice(-2000)}`));
      }, ms);
      checks.add(check);
      check();
    });
  let nextId = 1;
  const send = (line: string | object) => void child.stdin!.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);
  const request = (method: string, params?: unknown, ms = 10_000) => {
    const id = nextId++;
    send({ jsonrpc: '2.0', id, method, ...(params !== undefined ? { params } : {}) });
    return until(() => replies.find((r) => r.id === id), ms, `reply to ${method} #${id}`);
  };
  return {
    child,
    replies,
    stderr: () => stderr,
    send,
    request,
    call: async (name, args, ms) => {
      const started = performance.now();
      const reply = await request('tools/call', { name, arguments: args }, ms);
      return { text: reply.result?.content?.map((c) => c.text).join('') ?? reply.error?.message ?? '', isError: reply.result?.isError === true || reply.error !== undefined, reply, ms: performance.now() - started };
    },
    nullReplies: (count, ms = 10_000) =>
      until(
        () => {
          const found = replies.filter((r) => r.id === null);
          return found.length >= count ? found : undefined;
        },
        ms,
        `${count} replies with id null`,
      ),
    exitCode: (ms = 30_000) => Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), ms).unref())]),
  };
}

/** Starts the server and completes the MCP handshake (the first start may compile the CLI: generous). */
async function connect(outDir: string): Promise<Mcp> {
  const mcp = startMcp(outDir);
  const init = await mcp.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'hostile-test', version: '1.0.0' } }, 120_000);
  expect(init.result, JSON.stringify(init)).toBeDefined();
  mcp.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return mcp;
}

/** The server still answers a normal search, with the fixture's page first. */
async function expectServing(mcp: Mcp): Promise<void> {
  const found = await mcp.call('search_docs', { query: 'sorting', limit: 3 });
  expect(found.isError, found.text).toBe(false);
  expect(found.reply.result?.structuredContent?.results[0]?.pathname).toBe('/x/components/grid');
  expect(mcp.child.exitCode).toBeNull();
}

/** A copy of the built output whose index is edited by `edit`. */
function tamperedCopy(edit: (index: StoredIndex, dir: string) => unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-mcp-hostile-'));
  made.push(dir);
  const copy = path.join(dir, 'dist');
  fs.cpSync(out, copy, { recursive: true });
  const file = path.join(copy, 'x/_llms/index.json');
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredIndex;
  fs.writeFileSync(file, JSON.stringify(edit(index, dir) ?? index));
  return copy;
}

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-mcp-hostile-'));
  const content = copyFixture('demos');
  made.push(out, content);
  const built = await runCli(['--content', content, '--out', out]);
  expect(built.code, built.stderr).toBe(0);
}, 300_000);

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lines that are not a request', () => {
  it('answers a line that is not JSON with a parse error, and one that is not JSON-RPC with an invalid-request error', async () => {
    const mcp = await connect(out);
    mcp.send('{"jsonrpc":"2.0","id":1,"method":');
    mcp.send('[1, 2]');
    mcp.send({ jsonrpc: '2.0', id: 'bad-params', method: 'tools/call', params: 'not an object' });
    const [parse, shape] = await mcp.nullReplies(2);
    expect(parse!.error?.code).toBe(-32700);
    expect(shape!.error?.code).toBe(-32600);
    // A message of the wrong shape with an id is answered under that id.
    await expect.poll(() => mcp.replies.find((r) => r.id === 'bad-params')?.error?.code).toBe(-32600);
    await expectServing(mcp);
  });

  it('answers a line of more than 10 MB with an error naming the limit, without holding it, and keeps serving', async () => {
    const mcp = await connect(out);
    const started = performance.now();
    mcp.send({ jsonrpc: '2.0', id: 'huge', method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'sorting '.repeat(1_400_000) } } });
    const [tooLong] = await mcp.nullReplies(1);
    expect(tooLong!.error?.code).toBe(-32600);
    expect(tooLong!.error?.message).toContain('longer than 4194304 bytes (the limit)');
    await expectServing(mcp);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(mcp.stderr()).toContain('longer than 4194304 bytes');
  });

  it('stops when stdin ends, and says why on stderr', async () => {
    const mcp = await connect(out);
    mcp.child.stdin!.end();
    expect(await mcp.exitCode()).toBe(0);
    expect(mcp.stderr()).toContain('docs-build mcp: stopped: stdin ended (the client closed the connection).');
  });
});

describe('bounded work per call', () => {
  it('refuses a 100 KB Chinese query and 1 MB of English words at once, naming the limit', async () => {
    const mcp = await connect(out);
    const chinese = await mcp.call('search_docs', { query: '数据表格的行选择和排序'.repeat(10_000) });
    const english = await mcp.call('search_docs', { query: 'sorting grid demos with style variants '.repeat(26_000) });
    for (const answer of [chinese, english]) {
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain('Longer than the limit of 2000 characters');
      expect(answer.ms).toBeLessThan(2000);
    }
    await expectServing(mcp);
  });

  it('searches with a query at the limit quickly: Chinese, and English words that all match', async () => {
    const mcp = await connect(out);
    const chinese = await mcp.call('search_docs', { query: '数据表格行选择排序分页过滤导出'.repeat(200).slice(0, 2000) });
    expect(chinese.isError, chinese.text).toBe(false);
    const english = await mcp.call('search_docs', { query: 'sorting grid demos '.repeat(105).slice(0, 2000) });
    expect(english.isError, english.text).toBe(false);
    expect(english.reply.result?.structuredContent?.results.length).toBeGreaterThan(0);
    for (const answer of [chinese, english]) expect(answer.ms).toBeLessThan(2000);
  });

  it('list_demos reads the component as text: regex metacharacters match nothing, a long name is refused', async () => {
    const mcp = await connect(out);
    expect((await mcp.call('list_demos', { component: 'DataGrid' })).text).toContain('pages/components/SortableGrid');
    for (const component of ['.*', '\\b', '(', '[a-z]+', '^|$']) expect((await mcp.call('list_demos', { component })).text, component).toContain('No demo matches');
    const long = await mcp.call('list_demos', { component: 'Grid'.repeat(100_000) });
    expect(long.isError).toBe(true);
    expect(long.text).toContain('Longer than the limit of 500 characters');
    expect(long.text).not.toContain('regular expression');
  });
});

describe('a tampered or damaged index', () => {
  it('reads nothing outside the output directory, whatever the index names', async () => {
    const copy = tamperedCopy((index, dir) => {
      // Beside the output, named by a relative path, an absolute path and a symlink inside the output.
      fs.writeFileSync(path.join(dir, 'secret.md'), `# Secret\n\n${SECRET}\n`);
      fs.symlinkSync(path.join(dir, 'secret.md'), path.join(dir, 'dist/x/components/link.md'));
      const [grid, pickers, plain] = index.pages;
      grid!.file = '../secret.md';
      pickers!.file = path.join(dir, 'secret.md');
      plain!.file = 'x/components/link.md';
    });
    const mcp = await connect(copy);
    for (const page of ['/x/components/grid', '/x/components/pickers', '/x/components/plain']) {
      const answer = await mcp.call('get_page', { page });
      expect(answer.isError, page).toBe(true);
      expect(answer.text).toContain('the output is damaged; build the site again');
      expect(answer.text).not.toContain(SECRET);
    }
    expect((await mcp.call('search_docs', { query: SECRET })).text).not.toContain(SECRET.toLowerCase());
    expect((await mcp.call('get_page', { page: '/x/components/frames' })).isError).toBe(false);
  });

  const damaged: [string, (index: StoredIndex) => unknown][] = [
    ['pages is not a list', (index) => ({ ...index, pages: {} })],
    ['a section offset is text', (index) => void ((index.pages[0]!.sections[0] as { start: unknown }).start = 'x')],
    ['a demo has no variant', (index) => void (index.demos[0]!.variants = [])],
    ['a demo names a file the index does not hold', (index) => void index.demos[0]!.variants[0]!.files.push(index.files.length)],
    ['a page lacks its title', (index) => void delete (index.pages[1] as Partial<StoredIndex['pages'][number]>).title],
    ['the index is a list', () => []],
    ['an API is on a page the index does not list', (index) => void index.api.push({ name: 'Ghost', kind: 'component', product: 'data-grid', plan: 'community', pathname: '/x/api/ghost', description: '', imports: [], props: [], slots: [], classes: [] })],
  ];
  it.each(damaged)('refuses to start when %s, saying to build again', async (_, edit) => {
    const mcp = startMcp(tamperedCopy(edit));
    expect(await mcp.exitCode()).toBe(2);
    expect(mcp.stderr()).toMatch(/^docs-build mcp: .*index\.json (is damaged|has format).*build the site again/m);
    expect(mcp.stderr()).not.toContain('internal error');
  });
});

const TOOLS = ['search_docs', 'get_page', 'list_pages', 'get_api', 'list_demos', 'get_demo'];
const KEYS = ['query', 'limit', 'group', 'page', 'section', 'name', 'product', 'member', 'component', 'id', 'language', 'style', 'extra', '__proto__', 'constructor', ''];
const TEXTS = ['sorting', 'DataGrid', 'SortableGrid', '/x/components/grid', 'https://docs.example.com/x/components/grid/#sorting', 'pages/components/SortableGrid', 'data-grid', 'ts', 'js', 'css', '行选择', '数据表格 排序', '.*', '\\b(', '[', '(?<x>', '*+?{2}', '$^|', '\\', '%s%n', '<DataGrid />', '../../etc/passwd', '\u0000', '\ud800', '🙂‍↔️', 'مرحبا', 'e\u0301', '\u200b', ''];

/** Random tool calls and random lines, the same for the same seed. */
function fuzzer(seed: number) {
  const r = prng(seed);
  /** Mostly short; now and then thousands of characters, rarely up to a million. */
  const text = (): string => {
    const kind = r.int(20);
    if (kind === 0) {
      const unit = r.pick(TEXTS) || 'x';
      return unit.repeat(1 + r.int((r.next() < 0.1 ? 1_000_000 : 20_000) / unit.length));
    }
    if (kind === 1) return Array.from({ length: r.int(200) }, () => String.fromCodePoint(0x4e00 + r.int(0x5000))).join('');
    if (kind === 2) return Array.from({ length: r.int(50) }, () => String.fromCodePoint(r.int(0x10ffff))).join('');
    return r.pick(TEXTS);
  };
  const value = (depth: number): unknown => {
    const kind = r.int(depth > 3 ? 6 : 10);
    if (kind <= 2) return depth > 0 ? r.pick(TEXTS) : text();
    if (kind === 3) return r.pick([0, -1, 1.5, 20, 21, 1e308, -0, 2 ** 53 + 1]);
    if (kind === 4) return r.pick([true, false]);
    if (kind === 5) return null;
    if (kind === 6) return Array.from({ length: r.int(5) }, () => value(depth + 1));
    if (kind === 9) return Array.from({ length: 5000 }, (_, i) => i);
    if (kind === 7) return JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) as unknown;
    return args(depth + 1);
  };
  const args = (depth: number): Record<string, unknown> => Object.fromEntries(Array.from({ length: r.int(4) }, () => [r.pick(KEYS), value(depth)]));
  const params = (): unknown => {
    const kind = r.int(12);
    const name = kind === 0 ? value(2) : kind === 1 ? r.pick(['search', 'get_page ', '__proto__', 'constructor', 'toString', '']) : r.pick(TOOLS);
    const argsOf = r.int(10);
    return { name, ...(argsOf === 0 ? {} : { arguments: argsOf === 1 ? value(3) : args(0) }) };
  };
  /** A request (one reply under its id) or a malformed line (one reply with id null). */
  const line = (id: number): { line: string | Buffer; id: number | null } => {
    const kind = r.int(40);
    if (kind === 0) return { line: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: params() }).slice(0, 1 + r.int(40)), id: null };
    if (kind === 1) return { line: r.pick(['[]', '42', '"text"', 'null', '{}', '{"jsonrpc":"1.0","method":"ping"}', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', '@', '{"a":1}}']), id: null };
    if (kind === 2) return { line: Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from('}')]), id: null };
    if (kind === 3) return { line: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: r.pick(['text', 42, [1, 2], null]) }), id };
    if (kind === 4) return { line: JSON.stringify({ jsonrpc: '2.0', id, method: r.pick(['tools/list', 'ping', 'resources/list', 'prompts/get', 'no/such/method', '']) }), id };
    return { line: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: params() }), id };
  };
  return { line };
}

describe('a thousand random calls', () => {
  it('answers every request exactly once, every malformed line once, and still serves', async () => {
    const mcp = await connect(out);
    const started = performance.now();
    const fuzz = fuzzer(20250611);
    const ids = new Set<number>();
    // A search of 5 MB first: over the line limit, answered with id null and skipped as it arrives.
    const lines: (string | Buffer)[] = [JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x'.repeat(5 * 1024 * 1024) } } })];
    let malformed = 1;
    for (let i = 0; i < 1000; i++) {
      const { line, id } = fuzz.line(1_000_000 + i);
      lines.push(line);
      // A line over the limit (4 MB) is answered with id null, whatever it holds.
      if (id === null || Buffer.byteLength(line) > 4 * 1024 * 1024) malformed++;
      else ids.add(id);
    }
    // Some lines end in CRLF, as a client on Windows may write them.
    lines.forEach((line, i) => {
      mcp.child.stdin!.write(line);
      mcp.child.stdin!.write(i % 7 === 0 ? '\r\n' : '\n');
    });
    await expect
      .poll(() => mcp.replies.filter((r) => r.id === null || ids.has(r.id as number)).length, { timeout: 45_000, interval: 200 })
      .toBe(ids.size + malformed);
    await expectServing(mcp);
    const counts = new Map<unknown, number>();
    for (const reply of mcp.replies) counts.set(reply.id, (counts.get(reply.id) ?? 0) + 1);
    expect([...ids].filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect(counts.get(null)).toBe(malformed);
    // Every reply is a result or a JSON-RPC error, never both or neither.
    for (const reply of mcp.replies) expect(Number(reply.result !== undefined) + Number(reply.error !== undefined), JSON.stringify(reply).slice(0, 300)).toBe(1);
    expect(performance.now() - started).toBeLessThan(45_000);
  }, 90_000);
});
