import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { diagnostic, type ArgsOf, type DiagnosticCode } from '../diagnostics/codes.ts';
import type { PageFacts } from './page-facts.ts';

/**
 * Reports a problem from a markdown plugin: the diagnostic is made from the catalogue (so its
 * text lives there only) and kept in the file's typed data, where compile-markdown.ts collects it.
 */
export function report<C extends DiagnosticCode>(code: C, args: ArgsOf<C>, options: { file: VFile; place?: Position | undefined; severity?: 'error' | 'warning' }): void {
  const { file } = options;
  const start = options.place?.start;
  const location = { file: file.path, ...(start ? { line: start.line, column: start.column - 1 } : {}) };
  ((file.data as PageFacts).diagnostics ??= []).push(diagnostic(code, args, { severity: options.severity ?? 'error', location }));
}
