import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { productColumns, productRows } from './products';

// Every piece comes from the grid: the triggers know how to open the panels,
// ExportCsv how to export, QuickFilter how to filter. The markup and icons are yours.
function InventoryToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Inventory
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'inventory' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter defaultExpanded>
        <QuickFilterControl size="small" placeholder="Search…" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ComposedToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: InventoryToolbar }} />
    </Box>
  );
}
