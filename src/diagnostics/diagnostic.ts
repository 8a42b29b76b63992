/** Where a diagnostic points: 1-based line, 0-based column, as esbuild does. */
export interface DiagnosticLocation {
  file: string;
  line?: number;
  column?: number;
}

/** One problem found by the build, in the shape every stage reports. */
export interface Diagnostic {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  location?: DiagnosticLocation;
  notes?: string[];
}

/**
 * Thrown for problems that stop the build before pages compile (config, navigation).
 * `kind` picks the exit code: config problems exit 2, content problems exit 1.
 */
export class DocsBuildError extends Error {
  readonly diagnostics: Diagnostic[];
  readonly kind: 'config' | 'content';

  constructor(kind: 'config' | 'content', diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    const first = diagnostics[0];
    super(first ? first.message : 'Build failed', options);
    this.name = 'DocsBuildError';
    this.kind = kind;
    this.diagnostics = diagnostics;
  }
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
