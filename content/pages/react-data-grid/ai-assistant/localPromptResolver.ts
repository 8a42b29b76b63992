// A prompt resolver that runs in the browser, for the demos only. It understands a handful of
// phrasings by matching words against the column context the grid sends; it is not a language
// model. In production, send the prompt and the context to a real service instead (see the page).
import type { GridColDef } from '@mui/x-data-grid-premium';
import type { PromptResponse } from '@mui/x-data-grid-premium';
import { ORDER_STATUSES, createOrders, type Order } from '../shared/data';

/** One column as described in the prompt context (a JSON array). */
interface ColumnContext {
  field: string;
  description: string | null;
  examples: unknown[];
  type: string;
  allowedOperators: string[];
}

type AggregationName = 'sum' | 'avg' | 'min' | 'max' | 'size';

let conversationCounter = 0;

function findColumn(text: string, columns: ColumnContext[]): ColumnContext | undefined {
  const words = text.toLowerCase();
  return columns.find((column) => {
    const names = [column.field, ...(column.description ?? '').split(/[^a-z]+/i)]
      .map((name) => name.toLowerCase())
      .filter((name) => name.length > 2);
    return names.some((name) => new RegExp(`\\b${name}s?\\b`).test(words));
  });
}

/** Turns a prompt into grid changes. Rejects when it understands nothing, like a real service would. */
export function resolvePromptLocally(prompt: string, context: string, conversationId?: string): Promise<PromptResponse> {
  const columns = JSON.parse(context) as ColumnContext[];
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: conversationId ?? `local-conversation-${(conversationCounter += 1)}`,
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
  };
  let understood = /\b(reset|clear|everything|all orders)\b/.test(text);

  const sortMatch = /(?:sort|order) by ([a-z ]+?)(?: (asc|ascending|desc|descending|highest first|lowest first))?(?:,| and|$)/.exec(text);
  if (sortMatch) {
    const column = findColumn(sortMatch[1]!, columns);
    if (column) {
      const descending = /desc|highest/.test(sortMatch[2] ?? '') || /highest|largest|most recent|latest/.test(text);
      response.sorting.push({ column: column.field, direction: descending ? 'desc' : 'asc' });
      understood = true;
    }
  }

  const status = ORDER_STATUSES.find((value) => new RegExp(`\\b${value.toLowerCase()}\\b`).test(text));
  const statusColumn = columns.find((column) => column.field === 'status');
  if (status && statusColumn && /\b(only|show|with|are|is)\b/.test(text)) {
    response.filters.push({ column: 'status', operator: 'is', value: status });
    understood = true;
  }

  const amountMatch = /([a-z ]*?)\b(over|above|more than|under|below|less than) \$?([\d,.]+)/.exec(text);
  if (amountMatch) {
    const column =
      findColumn(amountMatch[1]!, columns.filter((item) => item.type === 'number')) ??
      columns.find((item) => item.field === 'total');
    if (column) {
      const greater = /over|above|more/.test(amountMatch[2]!);
      response.filters.push({
        column: column.field,
        operator: greater ? '>' : '<',
        value: Number(amountMatch[3]!.replace(/,/g, '')),
      });
      understood = true;
    }
  }

  const groupMatch = /group(?:ed)? by ([a-z ]+?)(?:,| and|$)/.exec(text);
  if (groupMatch) {
    const column = findColumn(groupMatch[1]!, columns);
    if (column) {
      response.grouping.push({ column: column.field });
      understood = true;
    }
  }

  const aggregations: [RegExp, AggregationName][] = [
    [/(?:total|sum) (?:of )?([a-z ]+?)(?:,| and| per| by|$)/, 'sum'],
    [/average ([a-z ]+?)(?:,| and| per| by|$)/, 'avg'],
    [/(?:lowest|minimum) ([a-z ]+?)(?:,| and| per| by|$)/, 'min'],
    [/(?:highest|maximum) ([a-z ]+?)(?:,| and| per| by|$)/, 'max'],
  ];
  aggregations.forEach(([pattern, name]) => {
    const match = pattern.exec(text);
    const column = match ? findColumn(match[1]!, columns.filter((item) => item.type === 'number')) : undefined;
    if (column && !sortMatch?.[0].includes(match![0])) {
      response.aggregation[column.field] = name;
      understood = true;
    }
  });

  const selectMatch = /(?:select|pick) (?:the )?(?:first |top )?(\d+)/.exec(text);
  if (selectMatch) {
    response.select = Number(selectMatch[1]);
    understood = true;
  }

  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (understood) {
        resolve(response);
      } else {
        reject(new Error('This demo resolver only knows sorting, filtering by status or amount, grouping, totals and selecting.'));
      }
    }, 700);
  });
}

/** Orders with a total, for the AI demos. */
export interface AiOrder extends Order {
  total: number;
}

export const aiOrders: AiOrder[] = createOrders(120).map((order) => ({
  ...order,
  total: Math.round(order.quantity * order.unitPrice * 100) / 100,
}));

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Columns with a `description`: the grid puts it in the prompt context, which helps a resolver
 * (this one, or a real model) understand what each field holds.
 */
export const aiOrderColumns: GridColDef<AiOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 100, description: 'Order reference' },
  { field: 'customer', headerName: 'Customer', width: 140, description: 'Customer name' },
  { field: 'country', headerName: 'Country', width: 120, description: 'Shipping country' },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, description: 'Product name' },
  { field: 'category', headerName: 'Category', width: 110, description: 'Product category' },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, description: 'Quantity of units ordered' },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    description: 'Unit price in dollars',
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    description: 'Order total amount in dollars',
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    description: 'Order date',
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
    description: 'Order status',
  },
];

/** Prompts the demo resolver understands, offered as suggestions in the assistant panel. */
export const aiSuggestions = [
  { value: 'Sort by total, highest first' },
  { value: 'Show only shipped orders' },
  { value: 'Group by category and total of quantity' },
  { value: 'Orders over $1,000 sorted by date' },
];
