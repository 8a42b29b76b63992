import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../shared/data';

const rows = createEmployees(10);

function RatingEditInputCell(props: GridRenderEditCellParams<Employee, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // When the cell gets the focus (Enter, double-click, Tab in row editing),
  // move it to the checked star so the arrow keys change the rating.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.SyntheticEvent, newValue: number | null) => {
    // Report the new value to the grid: it is saved when editing stops.
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? 1 }, event);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating ref={ref} name={`rating-${id}`} value={value ?? null} onChange={handleChange} />
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  {
    field: 'rating',
    headerName: 'Performance',
    type: 'number',
    width: 170,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Rating readOnly value={params.value ?? null} />
      </Box>
    ),
    renderEditCell: (params: GridRenderEditCellParams<Employee, number>) => (
      <RatingEditInputCell {...params} />
    ),
  },
];

export default function RatingEditCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
