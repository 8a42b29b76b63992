import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function ExportToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          options={{ fileName: 'stock-report', delimiter: ';', utf8WithBom: true }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true, hideToolbar: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: ExportToolbar }} />
    </Box>
  );
}
