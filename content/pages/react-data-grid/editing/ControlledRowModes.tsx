import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(10);

export default function ControlledRowModes() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setRowMode = (id: GridRowId, mode: 'edit' | 'save' | 'cancel') => {
    setRowModesModel((model) => ({
      ...model,
      [id]:
        mode === 'edit'
          ? { mode: GridRowModes.Edit, fieldToFocus: 'name' }
          : { mode: GridRowModes.View, ignoreModifications: mode === 'cancel' },
    }));
  };

  const columns: GridColDef<Product>[] = [
    { field: 'sku', headerName: 'SKU', width: 90 },
    { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      width: 100,
      editable: true,
      valueFormatter: (value: number) => usd.format(value),
    },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              color="primary"
              onClick={() => setRowMode(id, 'save')}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label="Cancel"
              onClick={() => setRowMode(id, 'cancel')}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label="Edit"
            onClick={() => setRowMode(id, 'edit')}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={(model) => setRowModesModel(model)}
        onRowEditStop={(params, event) => {
          // Only the Save and Cancel buttons end the editing, not a click elsewhere.
          if (params.reason === GridRowEditStopReasons.rowFocusOut) {
            event.defaultMuiPrevented = true;
          }
        }}
      />
    </Box>
  );
}
