import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const OFFICES: Record<string, string[]> = {
  Canada: ['Toronto', 'Montreal', 'Vancouver'],
  Germany: ['Berlin', 'Munich', 'Hamburg'],
  Japan: ['Tokyo', 'Osaka'],
  Spain: ['Madrid', 'Barcelona', 'Valencia'],
};

type Employee = { id: number; name: string; country: string; city: string };

const rows: Employee[] = [
  { id: 1, name: 'Hana Sato', country: 'Japan', city: 'Osaka' },
  { id: 2, name: 'Jonas Keller', country: 'Germany', city: 'Berlin' },
  { id: 3, name: 'Rosa Garcia', country: 'Spain', city: 'Valencia' },
  { id: 4, name: 'Liam Murphy', country: 'Canada', city: 'Toronto' },
  { id: 5, name: 'Vera Costa', country: 'Spain', city: 'Madrid' },
];

function CountryEditCell(props: GridRenderEditCellParams<Employee, string>) {
  const apiRef = useGridApiContext();
  return (
    <GridEditSingleSelectCell
      {...props}
      onValueChange={async (_event, country: string) => {
        // Store the country first, so the office input lists the offices of the new country...
        await apiRef.current.setEditCellValue({ id: props.id, field: 'country', value: country });
        // ...then move the office to the first one of that country.
        await apiRef.current.setEditCellValue({
          id: props.id,
          field: 'city',
          value: OFFICES[country]?.[0] ?? '',
        });
      }}
    />
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(OFFICES),
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Employee, string>) => (
      <CountryEditCell {...params} />
    ),
  },
  {
    field: 'city',
    headerName: 'Office',
    type: 'singleSelect',
    // The options depend on the row: in edit mode, `row` holds the edited country.
    valueOptions: ({ row }) => (row ? OFFICES[row.country] ?? [] : Object.values(OFFICES).flat()),
    width: 150,
    editable: true,
  },
];

export default function LinkedFields() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
