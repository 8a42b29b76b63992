import * as React from 'react';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

// A round checkbox for the whole grid: selection column and columns panel.
// The grid passes its own props (`slotProps.htmlInput`, `label`, `density`…),
// so translate them into Material UI props instead of spreading them blindly.
const RoundCheckbox = React.forwardRef<HTMLButtonElement, GridSlotProps['baseCheckbox']>(
  function RoundCheckbox(props, ref) {
    const {
      label,
      slotProps,
      density,
      fullWidth,
      autoFocus,
      material,
      touchRippleRef,
      ...other
    } = props;

    const checkbox = (
      <Checkbox
        {...other}
        {...material}
        ref={ref}
        inputProps={slotProps?.htmlInput}
        icon={<RadioButtonUncheckedIcon />}
        checkedIcon={<CheckCircleIcon />}
        indeterminateIcon={<RemoveCircleIcon />}
        sx={density === 'compact' ? { p: 0.5 } : undefined}
      />
    );

    if (!label) {
      return checkbox;
    }
    return <FormControlLabel control={checkbox} label={label} />;
  },
);

const rows = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
];

export default function CustomBaseCheckbox() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 3]),
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        rowSelectionModel={rowSelectionModel}
        onRowSelectionModelChange={setRowSelectionModel}
        slots={{ baseCheckbox: RoundCheckbox }}
      />
    </Box>
  );
}
