import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';

/** Languages loaded up front; anything else is shown as plain text with a warning. */
export const CODE_LANGUAGES = [
  'tsx', 'typescript', 'javascript', 'jsx', 'json', 'bash', 'shellscript', 'css', 'html', 'diff', 'yaml', 'markdown',
] as const;

const ALIASES: Record<string, string> = { ts: 'typescript', js: 'javascript', sh: 'bash', shell: 'bash', yml: 'yaml', md: 'markdown', console: 'bash' };
const PLAIN = new Set(['', 'text', 'txt', 'plaintext', 'plain']);

/**
 * One theme whose colours are CSS variables (`var(--shiki-token-keyword)`…): each block is
 * tokenized once, and docs.css gives the variables their light and dark values. A theme per
 * scheme would tokenize every block twice, which measured as half of all markdown time.
 */
export const CODE_THEME = createCssVariablesTheme({ name: 'docs-code', variablePrefix: '--shiki-', fontStyle: true });

let shared: Promise<Highlighter> | undefined;

/** One highlighter per thread, created on first use (loading grammars costs ~100 ms). */
export function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({ themes: [CODE_THEME], langs: [...CODE_LANGUAGES] });
  return shared;
}

/** How a fence language reads as a label (a code tab without a label of its own): its grammar's name, or as written. */
export function languageName(lang: string): string {
  const id = resolveLanguage(lang);
  if (id === null) return 'Text';
  return (id && LANGUAGE_NAMES[id]) || lang;
}

const LANGUAGE_NAMES: Record<string, string> = {
  tsx: 'TSX', typescript: 'TypeScript', javascript: 'JavaScript', jsx: 'JSX', json: 'JSON', bash: 'Shell', shellscript: 'Shell', css: 'CSS', html: 'HTML', diff: 'Diff', yaml: 'YAML', markdown: 'Markdown',
};

/** Maps a fence language to a loaded grammar: the grammar id, `null` for plain text, `undefined` if unknown. */
export function resolveLanguage(lang: string): string | null | undefined {
  const key = lang.toLowerCase();
  if (PLAIN.has(key)) return null;
  const id = ALIASES[key] ?? key;
  return (CODE_LANGUAGES as readonly string[]).includes(id) ? id : undefined;
}
