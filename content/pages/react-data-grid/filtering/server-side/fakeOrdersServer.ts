// A stand-in for a back end: it filters and pages the orders in memory, after a delay.
import type { GridFilterItem, GridFilterModel } from '@mui/x-data-grid';
import { createOrders, type Order } from '../../shared/data';

const allOrders = createOrders(400);

const matchesItem = (order: Order, item: GridFilterItem): boolean => {
  const cell = order[item.field as keyof Order];
  const { value } = item;
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return true; // an unfinished filter filters nothing, as in the grid
  }
  const text = String(cell).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(String(value).toLowerCase());
    case 'equals':
    case 'is':
      return text === String(value).toLowerCase();
    case 'not':
      return text !== String(value).toLowerCase();
    case 'isAnyOf':
      return (value as unknown[]).some((option) => String(option).toLowerCase() === text);
    case '=':
      return Number(cell) === Number(value);
    case '>':
      return Number(cell) > Number(value);
    case '<':
      return Number(cell) < Number(value);
    default:
      throw new Error(`Unsupported operator: ${item.operator}`);
  }
};

const matchesQuickFilter = (order: Order, words: string[]) =>
  words.every((word) =>
    [order.reference, order.customer, order.product, order.country, order.status].some(
      (cell) => cell.toLowerCase().includes(word.toLowerCase()),
    ),
  );

export interface OrdersPage {
  rows: Order[];
  rowCount: number;
}

export function fetchOrders(
  filterModel: GridFilterModel,
  page = 0,
  pageSize = allOrders.length,
  latencyMs = 700,
): Promise<OrdersPage> {
  const items = filterModel.items;
  const matchAll = filterModel.logicOperator !== 'or';
  const words = (filterModel.quickFilterValues ?? []).map(String).filter(Boolean);
  const matching = allOrders.filter((order) => {
    const itemResults = items.map((item) => matchesItem(order, item));
    const passesItems =
      items.length === 0 || (matchAll ? itemResults.every(Boolean) : itemResults.some(Boolean));
    return passesItems && matchesQuickFilter(order, words);
  });
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: matching.slice(page * pageSize, (page + 1) * pageSize),
          rowCount: matching.length,
        }),
      latencyMs,
    );
  });
}
