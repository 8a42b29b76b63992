import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableViewIcon from '@mui/icons-material/TableView';
import { DataGridPremium, ExportExcel, Toolbar } from '@mui/x-data-grid-premium';
import { productColumns, productRows } from '../usage/products';

function ExcelToolbar() {
  return (
    <Toolbar>
      <ExportExcel
        render={<Button size="small" startIcon={<TableViewIcon />} />}
        options={{ fileName: 'product-catalog', includeColumnGroupsHeaders: false }}
      >
        Download as Excel
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExportExcelButton() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: ExcelToolbar }} />
    </Box>
  );
}
