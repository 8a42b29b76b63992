import * as React from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(120);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
];

const groupable = ['department', 'country', 'role'];
const headerName = (field: string) => columns.find((column) => column.field === field)?.headerName ?? field;

// Moves `field` to `index` in the model (adding it if needed); `null` removes it.
function placeField(model: GridRowGroupingModel, field: string, index: number | null) {
  const rest = model.filter((item) => item !== field);
  if (index === null) {
    return rest;
  }
  return [...rest.slice(0, index), field, ...rest.slice(index)];
}

export default function GroupingDragAndDrop() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['department']);

  const dragProps = (field: string) => ({
    draggable: true,
    onDragStart: (event: React.DragEvent) => event.dataTransfer.setData('text/plain', field),
  });
  // A drop target: `index` is where the dragged field goes, or null to remove it.
  const dropProps = (index: number | null) => ({
    onDragOver: (event: React.DragEvent) => event.preventDefault(),
    onDrop: (event: React.DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const field = event.dataTransfer.getData('text/plain');
      if (groupable.includes(field)) {
        setModel((current) => placeField(current, field, index));
      }
    },
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} {...dropProps(null)} sx={{ alignItems: 'center', minHeight: 36 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>Available columns</Typography>
        {groupable.filter((field) => !model.includes(field)).map((field) => (
          <Chip key={field} label={headerName(field)} variant="outlined" {...dragProps(field)}
            onClick={() => setModel((current) => placeField(current, field, current.length))} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} {...dropProps(model.length)}
        sx={{ alignItems: 'center', minHeight: 44, px: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {model.length ? 'Grouped by' : 'Drop a column here to group by it'}
        </Typography>
        {model.map((field, index) => (
          <Chip key={field} label={headerName(field)} color="primary" {...dragProps(field)} {...dropProps(index)}
            onDelete={() => setModel((current) => placeField(current, field, null))} />
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium rows={rows} columns={columns} rowGroupingModel={model} onRowGroupingModelChange={setModel} />
      </Box>
    </Stack>
  );
}
