import type { GridColDef } from '@mui/x-data-grid-pro';
import type { FileRow } from '../mockServer';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function formatSize(kilobytes: number) {
  if (kilobytes >= 1024 * 1024) {
    return `${(kilobytes / 1024 / 1024).toFixed(1)} GB`;
  }
  return kilobytes >= 1024 ? `${(kilobytes / 1024).toFixed(1)} MB` : `${kilobytes} KB`;
}

/** Columns of the file browser; the name is shown by the tree data grouping column. */
export const fileColumns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatSize(value),
  },
  { field: 'owner', headerName: 'Owner', width: 140 },
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];
