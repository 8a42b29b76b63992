import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Product = {
  id: number;
  sku: string;
  name: string;
  category: string;
  price: number;
  stock: number;
  warehouse: string;
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Tents', 'Backpacks', 'Footwear', 'Clothing', 'Cooking'],
    width: 130,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
];

const rows: Product[] = [
  {
    id: 1,
    sku: 'TN-2P-01',
    name: 'Ridgeline 2-person tent',
    category: 'Tents',
    price: 289,
    stock: 14,
    warehouse: 'Denver',
  },
  {
    id: 2,
    sku: 'TN-4P-02',
    name: 'Basecamp 4-person tent',
    category: 'Tents',
    price: 449,
    stock: 6,
    warehouse: 'Denver',
  },
  {
    id: 3,
    sku: 'TN-UL-03',
    name: 'Featherlite solo shelter',
    category: 'Tents',
    price: 365,
    stock: 0,
    warehouse: 'Portland',
  },
  {
    id: 4,
    sku: 'BP-30-01',
    name: 'Trailhead 30 L daypack',
    category: 'Backpacks',
    price: 119,
    stock: 42,
    warehouse: 'Portland',
  },
  {
    id: 5,
    sku: 'BP-55-02',
    name: 'Summit 55 L trekking pack',
    category: 'Backpacks',
    price: 239,
    stock: 17,
    warehouse: 'Denver',
  },
  {
    id: 6,
    sku: 'BP-70-03',
    name: 'Expedition 70 L pack',
    category: 'Backpacks',
    price: 329,
    stock: 4,
    warehouse: 'Atlanta',
  },
  {
    id: 7,
    sku: 'BP-HY-04',
    name: 'Hydration vest 12 L',
    category: 'Backpacks',
    price: 139,
    stock: 25,
    warehouse: 'Atlanta',
  },
  {
    id: 8,
    sku: 'FW-HB-01',
    name: 'Granite mid hiking boot',
    category: 'Footwear',
    price: 185,
    stock: 31,
    warehouse: 'Denver',
  },
  {
    id: 9,
    sku: 'FW-TR-02',
    name: 'Switchback trail runner',
    category: 'Footwear',
    price: 145,
    stock: 58,
    warehouse: 'Portland',
  },
  {
    id: 10,
    sku: 'FW-SN-03',
    name: 'Riverbed water sandal',
    category: 'Footwear',
    price: 79,
    stock: 0,
    warehouse: 'Atlanta',
  },
  {
    id: 11,
    sku: 'FW-WB-04',
    name: 'Alpine insulated winter boot',
    category: 'Footwear',
    price: 229,
    stock: 9,
    warehouse: 'Denver',
  },
  {
    id: 12,
    sku: 'CL-RJ-01',
    name: 'Stormshell rain jacket',
    category: 'Clothing',
    price: 199,
    stock: 23,
    warehouse: 'Portland',
  },
  {
    id: 13,
    sku: 'CL-DJ-02',
    name: 'Loft 800 down jacket',
    category: 'Clothing',
    price: 279,
    stock: 11,
    warehouse: 'Denver',
  },
  {
    id: 14,
    sku: 'CL-FL-03',
    name: 'Grid fleece pullover',
    category: 'Clothing',
    price: 89,
    stock: 64,
    warehouse: 'Atlanta',
  },
  {
    id: 15,
    sku: 'CL-BL-04',
    name: 'Merino base layer top',
    category: 'Clothing',
    price: 95,
    stock: 37,
    warehouse: 'Portland',
  },
  {
    id: 16,
    sku: 'CL-HP-05',
    name: 'Convertible hiking pants',
    category: 'Clothing',
    price: 85,
    stock: 2,
    warehouse: 'Atlanta',
  },
  {
    id: 17,
    sku: 'CK-ST-01',
    name: 'Pocket canister stove',
    category: 'Cooking',
    price: 59,
    stock: 48,
    warehouse: 'Denver',
  },
  {
    id: 18,
    sku: 'CK-PT-02',
    name: 'Titanium 750 ml pot',
    category: 'Cooking',
    price: 49,
    stock: 33,
    warehouse: 'Portland',
  },
  {
    id: 19,
    sku: 'CK-FL-03',
    name: 'Squeeze water filter',
    category: 'Cooking',
    price: 39,
    stock: 71,
    warehouse: 'Atlanta',
  },
  {
    id: 20,
    sku: 'CK-CS-04',
    name: 'Nesting camp cook set',
    category: 'Cooking',
    price: 74,
    stock: 0,
    warehouse: 'Denver',
  },
  {
    id: 21,
    sku: 'CK-BR-05',
    name: 'Bear-resistant food canister',
    category: 'Cooking',
    price: 92,
    stock: 12,
    warehouse: 'Portland',
  },
  {
    id: 22,
    sku: 'TN-TP-04',
    name: 'Ultralight tarp 3 x 3 m',
    category: 'Tents',
    price: 159,
    stock: 19,
    warehouse: 'Atlanta',
  },
  {
    id: 23,
    sku: 'BP-SL-05',
    name: 'Sling bag 6 L',
    category: 'Backpacks',
    price: 54,
    stock: 40,
    warehouse: 'Portland',
  },
  {
    id: 24,
    sku: 'FW-GA-05',
    name: 'Trail gaiters',
    category: 'Footwear',
    price: 35,
    stock: 27,
    warehouse: 'Denver',
  },
];

export default function InventoryGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        initialState={{
          sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
