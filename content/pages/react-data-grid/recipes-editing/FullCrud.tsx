import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { createEmployees, DEPARTMENTS } from '../shared/data';

type Member = {
  id: number;
  name: string;
  department: string;
  country: string;
  isNew?: boolean;
};

const initialRows: Member[] = createEmployees(6).map(({ id, name, department, country }) => ({
  id,
  name,
  department,
  country,
}));

export default function FullCrud() {
  const [rows, setRows] = React.useState<Member[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(initialRows.length + 1);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [{ id, name: '', department: 'Engineering', country: '', isNew: true }, ...prev]);
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  const setMode = (id: GridRowId, mode: 'edit' | 'save' | 'cancel') => {
    setRowModesModel((model) => ({
      ...model,
      [id]:
        mode === 'edit'
          ? { mode: GridRowModes.Edit }
          : { mode: GridRowModes.View, ignoreModifications: mode === 'cancel' },
    }));
    // Cancelling a row that was never saved removes it.
    if (mode === 'cancel' && rows.find((row) => row.id === id)?.isNew) {
      setRows((prev) => prev.filter((row) => row.id !== id));
    }
  };

  const handleDelete = (id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  };

  const processRowUpdate = (newRow: Member) => {
    const saved = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Member>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 150,
      editable: true,
      preProcessEditCellProps: (params) => ({
        ...params.props,
        error: String(params.props.value ?? '').trim() === '',
      }),
    },
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: [...DEPARTMENTS],
      width: 130,
      editable: true,
    },
    { field: 'country', headerName: 'Country', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<SaveIcon />}
                label="Save"
                color="primary"
                onClick={() => setMode(id, 'save')}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CloseIcon />}
                label="Cancel"
                onClick={() => setMode(id, 'cancel')}
              />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                icon={<EditIcon />}
                label="Edit"
                onClick={() => setMode(id, 'edit')}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteIcon />}
                label="Delete"
                onClick={() => handleDelete(id)}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={handleAdd} sx={{ mb: 1 }}>
        Add member
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={(model) => setRowModesModel(model)}
          onRowEditStop={(params, event) => {
            if (params.reason === GridRowEditStopReasons.rowFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Box>
  );
}
