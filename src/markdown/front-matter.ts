import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import { z } from 'zod';
import { closestFirst } from '../diagnostics/closest.ts';
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
  /** For a key whose value is a YAML list written one item a line: the line of each item. */
  itemLines: Record<string, Record<string, number>>;
  diagnostics: Diagnostic[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits and validates front matter. Every problem carries the file and the line of its key, and
 * one problem hides no other: a key written twice, an unknown key and a bad value are each
 * reported, and the keys that are valid are kept (so that, say, the components a page lists are
 * still checked against the API).
 */
export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source, lines: {}, itemLines: {}, diagnostics: [] };
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
  const fileLine = (offset: number) => counter.linePos(offset).line + 1;
  // Keys written twice are found below, each at its line: YAML's own check stops at the first.
  const doc = parseDocument(yamlText, { prettyErrors: false, lineCounter: counter, uniqueKeys: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      diagnostics.push(diagnostic('FrontMatterSyntax', { reason: error.message.split('\n')[0]! }, { location: { file, line: fileLine(error.pos[0]) } }));
    }
    return { data: {}, body, lines, itemLines: {}, diagnostics };
  }
  const itemLines: Record<string, Record<string, number>> = {};
  if (isMap(doc.contents)) {
    const first = new Map<string, number>();
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key) || pair.key.range === undefined || pair.key.range === null) continue;
      const key = String(pair.key.value);
      const line = fileLine(pair.key.range[0]);
      const seen = first.get(key);
      if (seen === undefined) first.set(key, line);
      else diagnostics.push(diagnostic('DuplicateFrontMatterKey', { key, first: seen }, { location: { file, line } }));
      // Where each item of a list is written (a name the API lacks is reported at its own line).
      if (isSeq(pair.value)) {
        const items: Record<string, number> = (itemLines[key] = {});
        for (const item of pair.value.items) if (isScalar(item) && item.range) items[String(item.value).trim()] ??= fileLine(item.range[0]);
      }
    }
  }
  let raw: unknown;
  try {
    raw = doc.toJS() ?? {};
  } catch (error) {
    // yaml stops aliases that expand past its limit ("billion laughs") without saying where.
    diagnostics.push(diagnostic('FrontMatterAliases', { reason: (error as Error).message }, { location: { file, line: lineOfFailure(doc, counter) } }));
    return { data: {}, body, lines, itemLines, diagnostics };
  }
  if (typeof raw !== 'object' || Array.isArray(raw) || raw === null) {
    diagnostics.push(diagnostic('FrontMatterSyntax', { reason: 'expected key: value lines' }, { location: { file, line: 2 } }));
    return { data: {}, body, lines, itemLines, diagnostics };
  }
  // Each key on its own: an unknown key or a bad value leaves the others' values in place.
  const shape = frontMatterSchema.shape;
  const known = Object.keys(shape);
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(shape, key)) {
      diagnostics.push(diagnostic('UnknownFrontMatterKey', { key, known: closestFirst(key, known) }, { location: { file, line: lineOfKey(key) } }));
      continue;
    }
    const parsed = shape[key as keyof typeof shape].safeParse(value);
    if (parsed.success) {
      if (parsed.data !== undefined) data[key] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) {
      diagnostics.push(diagnostic('InvalidFrontMatter', { key: [key, ...issue.path].join('.'), problem: issue.message }, { location: { file, line: lineOfKey(key) } }));
    }
  }
  return { data: data as FrontMatter, body, lines, itemLines, diagnostics };
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
