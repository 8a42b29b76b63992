import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Records as an HR service returns them: the key is a number, not a string.
interface Department {
  departmentNo: number;
  label: string;
  children?: Department[];
}

const departments: Department[] = [
  {
    departmentNo: 100,
    label: 'Engineering',
    children: [
      { departmentNo: 110, label: 'Platform' },
      { departmentNo: 120, label: 'Mobile apps' },
      { departmentNo: 130, label: 'Data' },
    ],
  },
  {
    departmentNo: 200,
    label: 'Finance',
    children: [
      { departmentNo: 210, label: 'Accounting' },
      { departmentNo: 220, label: 'Payroll' },
    ],
  },
  { departmentNo: 300, label: 'Legal' },
];

// Tree ids are strings: prefix the number so the id also says what it identifies.
const getDepartmentId = (department: Department) => `dept-${department.departmentNo}`;

export default function NumericItemIds() {
  const [selectedId, setSelectedId] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={departments}
        getItemId={getDepartmentId}
        defaultExpandedItems={['dept-100']}
        selectedItems={selectedId}
        onSelectedItemsChange={(_event, itemId) => setSelectedId(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected item id: {selectedId === null ? 'none' : <code>{selectedId}</code>}
      </Typography>
    </Box>
  );
}
