import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostic.ts';

const useColor = (stream: NodeJS.WriteStream) => stream.isTTY === true && !process.env.NO_COLOR;

function paint(on: boolean, code: string, text: string): string {
  return on ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** The most of a line a code frame shows. */
const FRAME_WIDTH = 160;

function codeFrame(file: string, line: number, column: number | undefined): string | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const text = lines[line - 1];
  if (text === undefined) return undefined;
  const gutter = String(line).length;
  // A long line (a minified file, a page nested 10,000 levels on one line) is shown in part, around the column.
  const start = text.length <= FRAME_WIDTH || column === undefined ? 0 : Math.max(0, Math.min(column - FRAME_WIDTH / 2, text.length - FRAME_WIDTH));
  const before = start > 0 ? '…' : '';
  const shown = `${before}${text.slice(start, start + FRAME_WIDTH)}${start + FRAME_WIDTH < text.length ? '…' : ''}`;
  const out = [`  ${String(line).padStart(gutter)} | ${shown}`];
  if (column !== undefined) out.push(`  ${' '.repeat(gutter)} | ${' '.repeat(column - start + before.length)}^`);
  return out.join('\n');
}

/** Formats one diagnostic as `file:line:col: error: message`, a code frame, notes and the hint. */
export function formatDiagnostic(d: Diagnostic, options: { cwd?: string; color?: boolean; displayPath?: (file: string) => string } = {}): string {
  const color = options.color ?? false;
  const cwd = options.cwd ?? process.cwd();
  const parts: string[] = [];
  const label = d.severity === 'error' ? paint(color, '31;1', 'error') : paint(color, '33;1', 'warning');
  let where = '';
  if (d.location) {
    const rel = options.displayPath ? options.displayPath(d.location.file) : path.relative(cwd, d.location.file) || d.location.file;
    where = rel;
    if (d.location.line !== undefined) where += `:${d.location.line}`;
    if (d.location.line !== undefined && d.location.column !== undefined) where += `:${d.location.column + 1}`;
    where = `${paint(color, '1', where)}: `;
  }
  parts.push(`${where}${label}: ${d.message} ${paint(color, '2', `[${d.code}]`)}`);
  if (d.location?.line !== undefined) {
    const frame = codeFrame(d.location.file, d.location.line, d.location.column);
    if (frame) parts.push(frame);
  }
  for (const note of d.notes ?? []) parts.push(`  note: ${note}`);
  if (d.hint) parts.push(`  ${paint(color, '36', 'hint')}: ${d.hint}`);
  return parts.join('\n');
}

/** Formats a list of diagnostics grouped by file, followed by a count line. */
export function formatDiagnostics(list: readonly Diagnostic[], stream: NodeJS.WriteStream = process.stderr): string {
  const color = useColor(stream);
  const sorted = [...list].sort((a, b) => {
    const fa = a.location?.file ?? '';
    const fb = b.location?.file ?? '';
    return fa === fb ? (a.location?.line ?? 0) - (b.location?.line ?? 0) : fa.localeCompare(fb);
  });
  const body = sorted.map((d) => formatDiagnostic(d, { color })).join('\n\n');
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const counts = [
    errors ? `${errors} error${errors === 1 ? '' : 's'}` : '',
    warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return `${body}\n\n${counts.join(', ')}`;
}
