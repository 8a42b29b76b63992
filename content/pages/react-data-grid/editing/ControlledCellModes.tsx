import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150, editable: true },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150, editable: true },
  { field: 'country', headerName: 'Country', width: 120, editable: true },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true },
];

type Cell = { id: GridRowId; field: string };

export default function ControlledCellModes() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [selectedCell, setSelectedCell] = React.useState<Cell | null>(null);

  // The cell currently in edit mode, read from the model.
  const editingCell = React.useMemo<Cell | null>(() => {
    for (const [id, fields] of Object.entries(cellModesModel)) {
      for (const [field, props] of Object.entries(fields)) {
        if (props.mode === GridCellModes.Edit) {
          return { id: Number(id), field };
        }
      }
    }
    return null;
  }, [cellModesModel]);

  const setMode = (cell: Cell, mode: 'edit' | 'save' | 'cancel') => {
    setCellModesModel({
      ...cellModesModel,
      [cell.id]: {
        ...cellModesModel[cell.id],
        [cell.field]:
          mode === 'edit'
            ? { mode: GridCellModes.Edit }
            : { mode: GridCellModes.View, ignoreModifications: mode === 'cancel' },
      },
    });
  };

  const canEdit =
    !editingCell &&
    selectedCell !== null &&
    columns.some((column) => column.field === selectedCell.field && column.editable);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!canEdit}
          onClick={() => selectedCell && setMode(selectedCell, 'edit')}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!editingCell}
          onClick={() => editingCell && setMode(editingCell, 'save')}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={!editingCell}
          onClick={() => editingCell && setMode(editingCell, 'cancel')}
        >
          Cancel
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {editingCell
            ? `Editing ${editingCell.field} of row ${editingCell.id}`
            : 'Click a cell, then Edit'}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={(model) => setCellModesModel(model)}
          onCellClick={(params) => setSelectedCell({ id: params.id, field: params.field })}
          onCellEditStop={(params, event) => {
            // Clicking the buttons above moves focus out of the cell: keep it in edit mode.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
        />
      </Box>
    </Box>
  );
}
