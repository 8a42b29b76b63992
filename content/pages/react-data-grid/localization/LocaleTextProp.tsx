import { Box } from '@mui/material';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(120);

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'Référence', width: 110 },
  { field: 'name', headerName: 'Produit', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Prix',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => eur.format(value),
  },
  { field: 'discontinued', headerName: 'Arrêté', type: 'boolean', width: 90 },
];

// The French texts, plus one key that frFR leaves in English.
const localeText: Partial<GridLocaleText> = {
  ...frFR.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) =>
    `${from}–${to} sur ${count !== -1 ? count : `plus de ${to}`}`,
};

export default function LocaleTextProp() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        showToolbar
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
