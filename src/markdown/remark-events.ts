import type { Paragraph, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { report } from './report.ts';

/** Tag of the placeholder an events line becomes; the page replaces it with the table (src/api/events-table.ts). */
export const EVENTS_PLACEHOLDER = 'docs-api-events';

/** The products whose events the API data lists. */
export const EVENT_PRODUCTS = ['data-grid'] as const;

const EVENTS_LINE = /^\{\{\s*"events"\s*:.*\}\}$/;

/**
 * Turns a paragraph `{{"events": "data-grid"}}` into a placeholder for the product's events table,
 * generated from the packages' declarations when the page renders. A line naming another product,
 * or that is not valid JSON, is reported at its line.
 */
export function remarkEvents() {
  return (tree: Root, file: VFile) => {
    const visit = (parent: { children: unknown[] }) => {
      for (const node of parent.children) {
        const n = node as Paragraph | { type: string; children?: unknown[] };
        if (n.type !== 'paragraph') {
          if (Array.isArray(n.children)) visit(n as { children: unknown[] });
          continue;
        }
        const paragraph = n as Paragraph;
        const value = eventsLineOf(paragraph);
        if (value === undefined) continue;
        const product = productOf(value);
        if (!product) {
          report('InvalidEventsLine', { line: value, products: [...EVENT_PRODUCTS] }, { file, place: paragraph.position });
          continue;
        }
        paragraph.data = { hName: EVENTS_PLACEHOLDER, hProperties: { dataProduct: product }, hChildren: [] };
      }
    };
    visit(tree);
  };
}

/** The line of a paragraph that is an events line (`{{"events": …}}` alone), trimmed; undefined for any other. The export finds them with it too. */
export function eventsLineOf(paragraph: Paragraph): string | undefined {
  const only = paragraph.children.length === 1 ? paragraph.children[0] : undefined;
  const value = only?.type === 'text' ? (only as Text).value.trim() : '';
  return EVENTS_LINE.test(value) ? value : undefined;
}

function productOf(line: string): string | undefined {
  try {
    const parsed = JSON.parse(line.slice(1, -1)) as unknown;
    const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
    const product = (parsed as { events?: unknown }).events;
    return keys.length === 1 && typeof product === 'string' && (EVENT_PRODUCTS as readonly string[]).includes(product) ? product : undefined;
  } catch {
    return undefined;
  }
}
