import type { GridAggregationFunctionDataSource } from '@mui/x-data-grid-premium';

/**
 * The functions the server knows. With a data source the grid computes nothing itself: these
 * entries only name the functions (column menu, footer label) and the column types they accept.
 */
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'Sum', columnTypes: ['number'] },
  avg: { label: 'Average', columnTypes: ['number'] },
  min: { label: 'Min', columnTypes: ['number', 'date'] },
  max: { label: 'Max', columnTypes: ['number', 'date'] },
  size: { label: 'Count', hasCellUnit: false },
};
