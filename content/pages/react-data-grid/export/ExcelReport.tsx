import { Box, Button } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'value',
    headerName: 'Stock value',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => Math.round(row.stock * row.price * 100) / 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'inventory-report',
  columnsStyles: { value: { numFmt: '"$"#,##0.00' } },
  // Runs before the header row: a title and an empty line above the table.
  exceljsPreProcess: async ({ worksheet }) => {
    const title = worksheet.addRow(['Inventory value by category, 31 March 2025']);
    title.font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // Runs after the rows: the header row is now the third one.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.getRow(3).font = { bold: true };
  },
};

export default function ExcelReport() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => apiRef.current?.exportDataAsExcel(excelOptions)}
        sx={{ mb: 1 }}
      >
        Download report
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['category'] },
            columns: { columnVisibilityModel: { category: false } },
            aggregation: { model: { stock: 'sum', value: 'sum' } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
