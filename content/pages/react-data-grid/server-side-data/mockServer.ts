// A mock back end for the server-side data demos. It runs in the browser: every request is
// answered after a `setTimeout`, nothing goes over the network. It sorts, filters, paginates,
// groups, aggregates and serves tree children the way a real API would, so the grid code in
// the demos is exactly the code you would write against your own server.
import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

/** What the grid asks for. Every plan's `GridGetRowsParams` fits this shape. */
export interface ServerQuery {
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
  /** First row index (or a cursor). */
  start: number | string;
  /** Last row index, included. */
  end: number;
  /** Tree data and row grouping: the keys of the parent rows, from the top. */
  groupKeys?: string[];
  /** Row grouping: the grouped fields, in order. */
  groupFields?: string[];
  /** Aggregation: field → function name (`sum`, `avg`, `min`, `max`, `size`). */
  aggregationModel?: Record<string, string>;
}

export interface ServerResponse<R> {
  rows: R[];
  rowCount?: number;
  /** Aggregation: the aggregated values of all the matching rows, under `aggregates`. */
  aggregateRow?: { aggregates: Record<string, number> };
}

export interface MockServerOptions {
  /** Milliseconds before the answer arrives. @default 400 */
  latency?: number;
  /** Reject the request with an error when this returns `true` (or always when `true`). */
  fail?: boolean | ((query: ServerQuery) => boolean);
  /** Leave `rowCount` out of the response until the last row is served (infinite loading). */
  unknownRowCount?: boolean;
  /** Called with every query the server receives, for request logs. */
  onRequest?: (query: ServerQuery) => void;
}

type Row = Record<string, unknown>;

function delay<T>(options: MockServerOptions, query: ServerQuery, answer: () => T): Promise<T> {
  options.onRequest?.(query);
  const shouldFail = typeof options.fail === 'function' ? options.fail(query) : options.fail === true;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (shouldFail) {
        reject(new Error('The server could not answer (503 Service Unavailable).'));
      } else {
        resolve(answer());
      }
    }, options.latency ?? 400);
  });
}

// --- Filtering -------------------------------------------------------------------------------

function toComparable(value: unknown): number | string {
  if (value instanceof Date) {
    return value.getTime();
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return Number(value);
  }
  return String(value ?? '').toLowerCase();
}

function matchesItem(row: Row, item: GridFilterItem): boolean {
  const cell = row[item.field];
  const { operator, value } = item;
  if (operator === 'isEmpty') {
    return cell === null || cell === undefined || cell === '';
  }
  if (operator === 'isNotEmpty') {
    return !(cell === null || cell === undefined || cell === '');
  }
  // An item without a value does not filter (the grid sends those while the user types).
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return true;
  }
  const text = String(cell ?? '').toLowerCase();
  const needle = String(value).toLowerCase();
  const a = toComparable(cell);
  const b = toComparable(value instanceof Date ? value : typeof cell === 'number' ? Number(value) : value);
  switch (operator) {
    case 'contains':
      return text.includes(needle);
    case 'doesNotContain':
      return !text.includes(needle);
    case 'equals':
    case 'is':
    case '=':
      return typeof cell === 'number' ? a === b : text === needle;
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return typeof cell === 'number' ? a !== b : text !== needle;
    case 'startsWith':
      return text.startsWith(needle);
    case 'endsWith':
      return text.endsWith(needle);
    case 'isAnyOf':
      return (value as unknown[]).some((option) => String(option).toLowerCase() === text);
    case '>':
    case 'after':
      return a > b;
    case '>=':
    case 'onOrAfter':
      return a >= b;
    case '<':
    case 'before':
      return a < b;
    case '<=':
    case 'onOrBefore':
      return a <= b;
    default:
      return true;
  }
}

export function applyFilter<R extends object>(rows: readonly R[], filterModel: GridFilterModel): R[] {
  const items = filterModel.items ?? [];
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  return rows.filter((row) => {
    const record = row as Row;
    if (items.length > 0) {
      const results = items.map((item) => matchesItem(record, item));
      const passes = filterModel.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean);
      if (!passes) {
        return false;
      }
    }
    if (words.length > 0) {
      const haystack = Object.values(record)
        .filter((value) => typeof value === 'string' || typeof value === 'number')
        .map((value) => String(value).toLowerCase());
      const wordMatches = words.map((word) => haystack.some((cell) => cell.includes(word)));
      return filterModel.quickFilterLogicOperator === 'or' ? wordMatches.some(Boolean) : wordMatches.every(Boolean);
    }
    return true;
  });
}

// --- Sorting ---------------------------------------------------------------------------------

export function applySort<R extends object>(rows: readonly R[], sortModel: GridSortModel): R[] {
  const active = sortModel.filter((item) => item.sort);
  if (active.length === 0) {
    return [...rows];
  }
  return [...rows].sort((first, second) => {
    for (const { field, sort } of active) {
      const a = toComparable((first as Row)[field]);
      const b = toComparable((second as Row)[field]);
      const result =
        typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
      if (result !== 0) {
        return sort === 'desc' ? -result : result;
      }
    }
    return 0;
  });
}

function slice<R>(rows: readonly R[], query: ServerQuery): R[] {
  const start = typeof query.start === 'number' ? query.start : 0;
  return rows.slice(start, query.end + 1);
}

// --- Aggregation -----------------------------------------------------------------------------

export const AGGREGATION_FUNCTIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;

function aggregate(rows: readonly Row[], model: Record<string, string> = {}): Record<string, number> {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    const values = rows.map((row) => Number(row[field])).filter((value) => !Number.isNaN(value));
    if (fn === 'size') {
      result[field] = rows.length;
    } else if (values.length === 0) {
      result[field] = 0;
    } else if (fn === 'sum') {
      result[field] = values.reduce((total, value) => total + value, 0);
    } else if (fn === 'avg') {
      result[field] = values.reduce((total, value) => total + value, 0) / values.length;
    } else if (fn === 'min') {
      result[field] = Math.min(...values);
    } else if (fn === 'max') {
      result[field] = Math.max(...values);
    }
    if (fn === 'sum' || fn === 'avg') {
      result[field] = Math.round(result[field]! * 100) / 100;
    }
  });
  return result;
}

// --- Orders ----------------------------------------------------------------------------------

export interface ServerOrder extends Order {
  /** `quantity × unitPrice`, rounded to cents. */
  total: number;
}

/** A group row (row grouping) or an order (leaf), as the row grouping server returns them. */
export type GroupedOrderRow = Omit<Partial<ServerOrder>, 'id'> & {
  id: number | string;
  /** The value `dataSource.getGroupKey` returns. */
  groupKey: string;
  /** The value `dataSource.getChildrenCount` returns: 0 for an order. */
  childrenCount: number;
  /** Aggregated values of a group row, by field. */
  aggregates?: Record<string, number>;
};

const orderCache = new Map<number, ServerOrder[]>();

/** The orders held by the mock server: deterministic, the same in every demo for the same count. */
export function getServerOrders(count = 1000): ServerOrder[] {
  let orders = orderCache.get(count);
  if (!orders) {
    orders = createOrders(count).map((order) => ({
      ...order,
      total: Math.round(order.quantity * order.unitPrice * 100) / 100,
    }));
    orderCache.set(count, orders);
  }
  return orders;
}

/**
 * A flat orders endpoint: filter, sort, then return the slice from `start` to `end`.
 * `rowCount` is the number of rows matching the filter.
 */
export function createOrdersServer(options: MockServerOptions & { count?: number } = {}) {
  const orders = getServerOrders(options.count);
  return {
    getRows(query: ServerQuery): Promise<ServerResponse<ServerOrder>> {
      return delay(options, query, () => {
        const matching = applySort(applyFilter(orders, query.filterModel), query.sortModel);
        const rows = slice(matching, query);
        const isLastSlice = typeof query.start === 'number' && query.end >= matching.length - 1;
        const response: ServerResponse<ServerOrder> = { rows };
        if (!options.unknownRowCount || isLastSlice) {
          response.rowCount = matching.length;
        }
        if (query.aggregationModel && Object.keys(query.aggregationModel).length > 0) {
          response.aggregateRow = { aggregates: aggregate(matching as unknown as Row[], query.aggregationModel) };
        }
        return response;
      });
    },
    /** Saves an edited order; rejects quantities below 1, as a real validation rule would. */
    updateRow(updatedRow: ServerOrder): Promise<ServerOrder> {
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (!(updatedRow.quantity >= 1)) {
            reject(new Error(`Order ${updatedRow.reference}: the quantity must be at least 1.`));
            return;
          }
          const index = orders.findIndex((order) => order.id === updatedRow.id);
          const saved = {
            ...updatedRow,
            total: Math.round(updatedRow.quantity * updatedRow.unitPrice * 100) / 100,
          };
          orders[index] = saved;
          resolve(saved);
        }, options.latency ?? 400);
      });
    },
  };
}

/**
 * An orders endpoint that groups on the server. With `groupKeys` of length `n` it returns the
 * groups of `groupFields[n]` inside that path, or the orders themselves once every field is used.
 * Top-level groups are paginated; the children of a group are returned in full.
 */
export function createGroupedOrdersServer(options: MockServerOptions & { count?: number } = {}) {
  const orders = getServerOrders(options.count);
  return {
    getRows(query: ServerQuery): Promise<ServerResponse<GroupedOrderRow>> {
      return delay(options, query, () => {
        const groupFields = query.groupFields ?? [];
        const groupKeys = query.groupKeys ?? [];
        const matching = applyFilter(orders, query.filterModel);
        const inPath = matching.filter((order) =>
          groupKeys.every((key, depth) => String((order as unknown as Row)[groupFields[depth]!]) === key),
        );
        const aggregateRow = aggregate(matching as unknown as Row[], query.aggregationModel);
        const hasAggregation = Object.keys(query.aggregationModel ?? {}).length > 0;
        let rows: GroupedOrderRow[];
        const field = groupFields[groupKeys.length];
        if (field) {
          const groups = new Map<string, ServerOrder[]>();
          inPath.forEach((order) => {
            const key = String((order as unknown as Row)[field]);
            groups.set(key, [...(groups.get(key) ?? []), order]);
          });
          const groupSort = query.sortModel.find(
            (item) => item.field === field || item.field.startsWith('__row_group_by_columns_group'),
          );
          const keys = [...groups.keys()].sort((a, b) => a.localeCompare(b));
          if (groupSort?.sort === 'desc') {
            keys.reverse();
          }
          rows = keys.map((key) => {
            const members = groups.get(key)!;
            return {
              id: `group/${[...groupKeys, key].join('/')}`,
              [field]: key,
              groupKey: key,
              childrenCount: members.length,
              aggregates: aggregate(members as unknown as Row[], query.aggregationModel),
            };
          });
        } else {
          rows = applySort(inPath, query.sortModel).map((order) => ({
            ...order,
            groupKey: String(order.id),
            childrenCount: 0,
          }));
        }
        const topLevel = groupKeys.length === 0;
        const response: ServerResponse<GroupedOrderRow> = {
          rows: topLevel ? slice(rows, query) : rows,
          // The grid reads `rowCount` of every answer as the number of top-level rows.
          rowCount: topLevel
            ? rows.length
            : new Set(matching.map((order) => String((order as unknown as Row)[groupFields[0]!]))).size,
        };
        if (hasAggregation) {
          response.aggregateRow = { aggregates: aggregateRow };
        }
        return response;
      });
    },
  };
}

// --- Files (tree data) -----------------------------------------------------------------------

export interface FileRow {
  id: string;
  name: string;
  kind: 'Folder' | 'Document' | 'Spreadsheet' | 'Image' | 'Archive';
  /** Size in kilobytes; a folder's size is the sum of its content. */
  sizeKb: number;
  owner: string;
  /** Last change, at midnight UTC. */
  modified: Date;
  /** Number of direct children, 0 for a file. */
  childrenCount: number;
}

interface FileNode extends Omit<FileRow, 'childrenCount' | 'sizeKb'> {
  sizeKb?: number;
  children?: FileNode[];
}

const day = (month: number, date: number) => new Date(Date.UTC(2025, month - 1, date));

const file = (name: string, kind: FileRow['kind'], sizeKb: number, owner: string, modified: Date): FileNode => ({
  id: '',
  name,
  kind,
  sizeKb,
  owner,
  modified,
});

const folder = (name: string, owner: string, modified: Date, children: FileNode[]): FileNode => ({
  id: '',
  name,
  kind: 'Folder',
  owner,
  modified,
  children,
});

const FILE_TREE: FileNode[] = [
  folder('Finance', 'Dalia Haddad', day(5, 30), [
    folder('2024 closing', 'Dalia Haddad', day(2, 14), [
      file('Balance sheet.xlsx', 'Spreadsheet', 412, 'Dalia Haddad', day(2, 14)),
      file('Audit letter.pdf', 'Document', 1_280, 'Omar Aziz', day(2, 10)),
      file('Receipts.zip', 'Archive', 48_600, 'Omar Aziz', day(1, 31)),
    ]),
    file('Budget 2025.xlsx', 'Spreadsheet', 356, 'Dalia Haddad', day(5, 30)),
    file('Vendor contracts.pdf', 'Document', 2_240, 'Priya Iyer', day(4, 2)),
  ]),
  folder('Marketing', 'Rosa Garcia', day(6, 12), [
    folder('Spring campaign', 'Rosa Garcia', day(4, 18), [
      file('Hero banner.png', 'Image', 3_850, 'Wen Li', day(4, 18)),
      file('Product shots.zip', 'Archive', 184_300, 'Wen Li', day(4, 11)),
      file('Copy deck.docx', 'Document', 96, 'Rosa Garcia', day(4, 9)),
    ]),
    folder('Brand', 'Wen Li', day(1, 20), [
      file('Logo.svg', 'Image', 24, 'Wen Li', day(1, 20)),
      file('Guidelines.pdf', 'Document', 8_900, 'Rosa Garcia', day(1, 15)),
    ]),
    file('Newsletter schedule.xlsx', 'Spreadsheet', 88, 'Rosa Garcia', day(6, 12)),
  ]),
  folder('Operations', 'Sven Lind', day(6, 3), [
    file('Warehouse inventory.xlsx', 'Spreadsheet', 1_910, 'Sven Lind', day(6, 3)),
    file('Shipping rates.pdf', 'Document', 640, 'Tariq Khan', day(3, 27)),
    folder('Floor plans', 'Tariq Khan', day(2, 22), [
      file('Atlanta.png', 'Image', 2_430, 'Tariq Khan', day(2, 22)),
      file('Denver.png', 'Image', 2_110, 'Tariq Khan', day(2, 21)),
      file('Portland.png', 'Image', 2_760, 'Tariq Khan', day(2, 20)),
    ]),
  ]),
  folder('Archive', 'Sven Lind', day(1, 5), [
    file('Backups 2023.zip', 'Archive', 912_000, 'Sven Lind', day(1, 5)),
    file('Old price lists.xlsx', 'Spreadsheet', 230, 'Priya Iyer', day(1, 3)),
  ]),
  file('Company handbook.pdf', 'Document', 5_400, 'Priya Iyer', day(3, 1)),
  file('Org chart.png', 'Image', 730, 'Priya Iyer', day(5, 8)),
];

function sizeOf(node: FileNode): number {
  return node.children ? node.children.reduce((total, child) => total + sizeOf(child), 0) : node.sizeKb ?? 0;
}

function toRow(node: FileNode, path: string[]): FileRow {
  return {
    id: [...path, node.name].join('/'),
    name: node.name,
    kind: node.kind,
    sizeKb: sizeOf(node),
    owner: node.owner,
    modified: node.modified,
    childrenCount: node.children?.length ?? 0,
  };
}

/** A node passes the filter when it matches or when one of its descendants does. */
function passes(node: FileNode, path: string[], filterModel: GridFilterModel): boolean {
  if (applyFilter([toRow(node, path)], filterModel).length > 0) {
    return true;
  }
  return (node.children ?? []).some((child) => passes(child, [...path, node.name], filterModel));
}

/**
 * A file-system endpoint: `groupKeys` is the folder path (names from the top), the answer is the
 * content of that folder, filtered and sorted. The top level is paginated, folders are not.
 */
export function createFilesServer(options: MockServerOptions = {}) {
  return {
    getRows(query: ServerQuery): Promise<ServerResponse<FileRow>> {
      return delay(options, query, () => {
        const path = query.groupKeys ?? [];
        let level: FileNode[] = FILE_TREE;
        path.forEach((name) => {
          level = level.find((node) => node.name === name)?.children ?? [];
        });
        const rows = applySort(
          level.filter((node) => passes(node, path, query.filterModel)).map((node) => toRow(node, path)),
          query.sortModel,
        );
        const topLevelCount = FILE_TREE.filter((node) => passes(node, [], query.filterModel)).length;
        return { rows: path.length === 0 ? slice(rows, query) : rows, rowCount: topLevelCount };
      });
    },
  };
}
