import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(10);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    setCellModesModel((model) => {
      // Every cell that was in edit mode goes back to view mode (and is saved)...
      const next: GridCellModesModel = {};
      for (const [id, fields] of Object.entries(model)) {
        next[id] = {};
        for (const field of Object.keys(fields)) {
          next[id][field] = { mode: GridCellModes.View };
        }
      }
      // ...and the clicked cell goes into edit mode.
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={(model) => setCellModesModel(model)}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
