import { isMap, isNode, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { z } from 'zod';
import { diagnostic } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

const commaList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
      .sort(),
  );

/** Front matter a page may carry. Unknown keys are errors. */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1).max(70, 'at most 70 characters').optional(),
    description: z
      .string()
      .max(160, 'at most 160 characters')
      .refine((s) => /[.!]$/.test(s.trim()), 'must end with "." or "!"')
      .optional(),
    productId: z.enum(['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view', 'x-scheduler']).optional(),
    components: commaList.optional(),
    hooks: commaList.optional(),
    packageName: z.string().optional(),
    githubLabel: z.string().optional(),
    githubSource: z.string().optional(),
    waiAria: z.string().url().optional(),
    materialDesign: z.string().url().optional(),
    draft: z.boolean().optional(),
    disableAd: z.boolean().optional(),
    disableToc: z.boolean().optional(),
  })
  .strict();

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface ParsedFrontMatter {
  data: FrontMatter;
  /** The markdown after the front matter, with the front matter lines blanked so positions match the file. */
  body: string;
  /** The file line of each key written, for problems found later (an unknown component). */
  lines: Record<string, number>;
  diagnostics: Diagnostic[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits and validates front matter. Every problem carries the file and the line of its key. */
export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source, lines: {}, diagnostics: [] };
  const yamlText = match[1]!;
  const blank = '\n'.repeat(match[0].split('\n').length - 1);
  const body = blank + source.slice(match[0].length);
  const diagnostics: Diagnostic[] = [];
  // The YAML starts on the file's second line.
  const lines: Record<string, number> = {};
  yamlText.split('\n').forEach((l, index) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(l)?.[1];
    if (key && !(key in lines)) lines[key] = index + 2;
  });
  const lineOfKey = (key: string) => lines[key] ?? 1;
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { prettyErrors: false, lineCounter: counter });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = counter.linePos(error.pos[0]).line + 1;
      diagnostics.push(
        diagnostic('FrontMatterSyntax', { reason: error.message.split('\n')[0]! }, { location: { file, line } }),
      );
    }
    return { data: {}, body, lines, diagnostics };
  }
  let raw: unknown;
  try {
    raw = doc.toJS() ?? {};
  } catch (error) {
    // yaml stops aliases that expand past its limit ("billion laughs") without saying where.
    diagnostics.push(diagnostic('FrontMatterAliases', { reason: (error as Error).message }, { location: { file, line: lineOfFailure(doc, counter) } }));
    return { data: {}, body, lines, diagnostics };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    diagnostics.push(diagnostic('FrontMatterSyntax', { reason: 'expected key: value lines' }, { location: { file, line: 2 } }));
    return { data: {}, body, lines, diagnostics };
  }
  const result = frontMatterSchema.safeParse(raw);
  if (result.success) return { data: result.data, body, lines, diagnostics };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        diagnostics.push(
          diagnostic(
            'UnknownFrontMatterKey',
            { key, known: Object.keys(frontMatterSchema.shape) },
            { location: { file, line: lineOfKey(key) } },
          ),
        );
      }
    } else {
      const key = issue.path.join('.');
      diagnostics.push(
        diagnostic('InvalidFrontMatter', { key, problem: issue.message }, { location: { file, line: lineOfKey(String(issue.path[0])) } }),
      );
    }
  }
  return { data: {}, body, lines, diagnostics };
}

/**
 * The file line where converting the front matter failed: at the first alias in the value of the
 * first key that fails alone (an alias bomb's expansion), else at that key, else the first line.
 */
function lineOfFailure(doc: Document, counter: LineCounter): number {
  const fileLine = (offset: number) => counter.linePos(offset).line + 1;
  if (!isMap(doc.contents)) return 2;
  for (const pair of doc.contents.items) {
    if (!isNode(pair.value)) continue;
    try {
      pair.value.toJS(doc);
    } catch {
      let alias: Node | undefined;
      visit(pair.value, {
        Alias: (_, node) => {
          alias = node;
          return visit.BREAK;
        },
      });
      const at = alias?.range?.[0] ?? (isNode(pair.key) ? pair.key.range?.[0] : undefined);
      return at === undefined ? 2 : fileLine(at);
    }
  }
  return 2;
}
