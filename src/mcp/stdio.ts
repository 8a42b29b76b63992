import process from 'node:process';
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The longest message line read, in bytes: far above any tool call (a query is 2,000 characters at most). */
const MAX_LINE_BYTES = 4 * 1024 * 1024;

/** The stdio transport the server runs on, and why it closed once it has. */
export interface LineTransport extends Transport {
  closedBecause: string | undefined;
}

/**
 * MCP over stdio (one JSON-RPC message per line) with a reply to every line. The SDK's
 * StdioServerTransport buffers a line whole up to 10 MB, then closes the connection without a
 * word (the process then exits), and answers nothing to a line that is not JSON-RPC. Here a line
 * longer than `maxLineBytes` is answered with an error as soon as it passes the limit and its rest
 * is skipped as it arrives, never held; a line that is not JSON gets a parse error, a JSON value
 * that is not a JSON-RPC message an invalid-request error (with its id when it has one, else null).
 */
export function createLineTransport(input: Readable = process.stdin, output: Writable = process.stdout, maxLineBytes = MAX_LINE_BYTES): LineTransport {
  let chunks: Buffer[] = [];
  let bytes = 0;
  let skipping = false;

  const write = (message: unknown) =>
    new Promise<void>((resolve, reject) => {
      if (transport.closedBecause !== undefined) return reject(new Error(`the connection is closed (${transport.closedBecause})`));
      if (output.write(`${JSON.stringify(message)}\n`)) resolve();
      else output.once('drain', resolve);
    });
  /** Answers a line that reaches no handler, and reports it (the server writes it to stderr). */
  const refuse = (id: string | number | null, code: ErrorCode, message: string) => {
    write({ jsonrpc: '2.0', id, error: { code, message } }).catch(() => {});
    transport.onerror?.(new Error(message));
  };

  const take = (part: Buffer) => {
    if (skipping || part.length === 0) return;
    if (bytes + part.length > maxLineBytes) {
      chunks = [];
      bytes = 0;
      skipping = true;
      refuse(null, ErrorCode.InvalidRequest, `Invalid Request: a message line longer than ${maxLineBytes} bytes (the limit); it was skipped.`);
      return;
    }
    chunks.push(part);
    bytes += part.length;
  };
  const endLine = () => {
    const line = skipping ? '' : Buffer.concat(chunks, bytes).toString('utf8');
    chunks = [];
    bytes = 0;
    skipping = false;
    // Blank lines carry no message: nothing to answer.
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      refuse(null, ErrorCode.ParseError, `Parse error: ${(error as Error).message}`);
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(json);
    if (!message.success) {
      const id = (json as { id?: unknown } | null)?.id;
      refuse(typeof id === 'string' || Number.isInteger(id) ? (id as string | number) : null, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 message.');
      return;
    }
    transport.onmessage?.(message.data);
  };
  const onData = (chunk: Buffer) => {
    let from = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, from)) {
      take(chunk.subarray(from, newline));
      endLine();
      from = newline + 1;
    }
    take(chunk.subarray(from));
  };
  const onEnd = () => stop('stdin ended (the client closed the connection)');
  const onInputError = (error: Error) => stop(`stdin failed (${error.message})`);
  const onOutputError = (error: Error) => stop(`stdout failed (${error.message})`);

  const stop = (reason: string) => {
    if (transport.closedBecause !== undefined) return;
    transport.closedBecause = reason;
    input.off('data', onData);
    input.off('end', onEnd);
    input.off('error', onInputError);
    output.off('error', onOutputError);
    // A paused stdin no longer keeps the process alive.
    input.pause();
    chunks = [];
    transport.onclose?.();
  };

  const transport: LineTransport = {
    closedBecause: undefined,
    start: async () => {
      input.on('data', onData);
      input.on('end', onEnd);
      input.on('error', onInputError);
      output.on('error', onOutputError);
    },
    send: (message) => write(message),
    close: async () => stop('the server was closed'),
  };
  return transport;
}
