import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Item = { id: string; name: string; stock: number };

const rows: Item[] = [
  { id: 'TE-0001', name: 'Ridgeline 2-person tent', stock: 4 },
  { id: 'BA-0002', name: 'Trailhead 30 L daypack', stock: 18 },
  { id: 'FO-0003', name: 'Granite mid hiking boot', stock: 0 },
  { id: 'CL-0004', name: 'Stormshell rain jacket', stock: 9 },
];

const columns: GridColDef<Item>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

export default function ApiUpdateRows() {
  const apiRef = useGridApiRef();

  const restockBoots = () => {
    const current = apiRef.current?.getRow<Item>('FO-0003');
    if (current) {
      // Only the id and the changed fields: the grid merges them into the row.
      apiRef.current?.updateRows([{ id: 'FO-0003', stock: current.stock + 12 }]);
    }
  };

  const addLantern = () => {
    // An unknown id inserts a row.
    apiRef.current?.updateRows([{ id: 'LI-0007', name: 'Lantern 800', stock: 25 }]);
  };

  const removeJacket = () => {
    apiRef.current?.updateRows([{ id: 'CL-0004', _action: 'delete' }]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={restockBoots}>
          Restock boots (+12)
        </Button>
        <Button size="small" onClick={addLantern}>
          Add lantern
        </Button>
        <Button size="small" onClick={removeJacket}>
          Delete jacket
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
