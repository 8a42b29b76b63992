// A small mock back end for the tree data demo of this page: a budget of departments, teams and
// expense lines. It runs in the browser and answers after a delay, like a real API would.
import type { GridGetRowsParams } from '@mui/x-data-grid-premium';

interface BudgetNode {
  name: string;
  amount?: number; // expense lines only
  children?: BudgetNode[];
}

export interface BudgetRow {
  id: string; // the path, unique across the tree
  name: string;
  amount: number | null; // null on departments and teams: their figures are aggregates
  childrenCount: number;
  aggregates: Record<string, number>;
}

const budget: BudgetNode[] = [
  {
    name: 'Engineering',
    children: [
      { name: 'Platform', children: [{ name: 'Cloud hosting', amount: 184000 }, { name: 'Monitoring', amount: 26500 }] },
      { name: 'Mobile', children: [{ name: 'Test devices', amount: 18200 }, { name: 'App store fees', amount: 4900 }] },
    ],
  },
  {
    name: 'Marketing',
    children: [
      { name: 'Events', children: [{ name: 'Trade fair booth', amount: 61000 }, { name: 'Travel', amount: 22400 }] },
      { name: 'Content', children: [{ name: 'Video production', amount: 38750 }] },
    ],
  },
  { name: 'Support', children: [{ name: 'Help desk licences', amount: 15600 }, { name: 'Training', amount: 9800 }] },
];

const leaves = (node: BudgetNode): number[] =>
  node.children ? node.children.flatMap(leaves) : [node.amount ?? 0];

function aggregate(values: number[], model: Record<string, string> = {}) {
  const result: Record<string, number> = {};
  Object.entries(model).forEach(([field, fn]) => {
    if (field !== 'amount') {
      return;
    }
    const sum = values.reduce((total, value) => total + value, 0);
    const byFunction: Record<string, number> = {
      sum,
      avg: Math.round((sum / values.length) * 100) / 100,
      min: Math.min(...values),
      max: Math.max(...values),
      size: values.length,
    };
    result[field] = byFunction[fn] ?? sum;
  });
  return result;
}

export function getBudgetRows(params: GridGetRowsParams) {
  const keys = params.groupKeys ?? [];
  let level = budget;
  keys.forEach((key) => {
    level = level.find((node) => node.name === key)?.children ?? [];
  });
  const rows: BudgetRow[] = level.map((node) => ({
    id: [...keys, node.name].join('/'),
    name: node.name,
    amount: node.children ? null : (node.amount ?? 0),
    childrenCount: node.children?.length ?? 0,
    // The values of each parent row, computed over all the expense lines below it.
    aggregates: aggregate(leaves(node), params.aggregationModel),
  }));
  // The totals of the whole budget, for the footer row: sent with the top-level answer.
  const aggregateRow = keys.length === 0 ? { aggregates: aggregate(budget.flatMap(leaves), params.aggregationModel) } : undefined;
  return new Promise<{ rows: BudgetRow[]; rowCount: number; aggregateRow?: { aggregates: Record<string, number> } }>((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: budget.length, aggregateRow }), 400);
  });
}
