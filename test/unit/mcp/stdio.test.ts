// The MCP server's stdio transport on in-memory streams: messages split across chunks or sharing
// one, CRLF and blank lines, a reply to every line that reaches no handler, an over-long line
// answered and skipped without being held, and the reason it closes.
import { PassThrough } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createLineTransport } from '../../../src/mcp/stdio.ts';

async function open(maxLineBytes = 1000) {
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = createLineTransport(input, output, maxLineBytes);
  const messages: JSONRPCMessage[] = [];
  const errors: string[] = [];
  let closes = 0;
  transport.onmessage = (message) => void messages.push(message);
  transport.onerror = (error) => void errors.push(error.message);
  transport.onclose = () => void closes++;
  await transport.start();
  let written = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => (written += chunk));
  /** Writes to stdin and lets the transport read it. */
  const feed = async (...chunks: (string | Buffer)[]) => {
    for (const chunk of chunks) input.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const replies = () => written.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: unknown; error: { code: number; message: string } });
  return { input, transport, messages, errors, closes: () => closes, feed, replies };
}

const ping = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

describe('the line transport', () => {
  it('reads messages split across chunks and several in one chunk, with CRLF and blank lines', async () => {
    const t = await open();
    const two = `${ping(1)}\r\n\n${ping(2)}\n`;
    await t.feed(two.slice(0, 7), two.slice(7, 30), `${two.slice(30)}   \n${ping(3)}`);
    expect(t.messages.map((m) => (m as { id: number }).id)).toEqual([1, 2]);
    await t.feed('\n');
    expect(t.messages).toHaveLength(3);
    expect(t.replies()).toEqual([]);
  });

  it('answers a line that is not JSON, or not JSON-RPC, with an error under its id or null', async () => {
    const t = await open();
    await t.feed('{"jsonrpc":\n', '[]\n', '{"jsonrpc":"2.0","id":"a","method":7}\n', '{"jsonrpc":"2.0","id":{},"method":7}\n', Buffer.from([0xff, 0x0a]));
    expect(t.replies().map((r) => [r.id, r.error.code])).toEqual([
      [null, -32700],
      [null, -32600],
      ['a', -32600],
      [null, -32600],
      [null, -32700],
    ]);
    expect(t.messages).toEqual([]);
    expect(t.errors).toHaveLength(5);
  });

  it('answers a line over the limit once, as soon as it passes it, skips the rest as it comes, then reads on', async () => {
    const t = await open(1000);
    await t.feed('{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":"', 'y'.repeat(999));
    expect(t.replies()).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a message line longer than 1000 bytes (the limit); it was skipped.' } }]);
    for (let i = 0; i < 100; i++) await t.feed('y'.repeat(10_000));
    await t.feed(`"}}\n${ping(10)}\n`);
    expect(t.replies()).toHaveLength(1);
    expect(t.messages.map((m) => (m as { id: number }).id)).toEqual([10]);
    // A line exactly at the limit is read.
    const exact = JSON.stringify({ jsonrpc: '2.0', id: 11, method: 'ping', params: { x: '' } });
    await t.feed(`${exact.replace('"x":""', `"x":"${'z'.repeat(1000 - exact.length)}"`)}\n`);
    expect(t.messages).toHaveLength(2);
  });

  it('closes when stdin ends, once, saying why; sending after that fails', async () => {
    const t = await open();
    t.input.end();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.closes()).toBe(1);
    expect(t.transport.closedBecause).toBe('stdin ended (the client closed the connection)');
    await t.transport.close();
    expect(t.closes()).toBe(1);
    await expect(t.transport.send({ jsonrpc: '2.0', id: 1, result: {} })).rejects.toThrow('the connection is closed');
  });
});
