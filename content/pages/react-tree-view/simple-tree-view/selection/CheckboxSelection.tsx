import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        checkboxSelection
        multiSelect
        defaultExpandedItems={['reports', 'contracts']}
        defaultSelectedItems={['reports-march']}
      >
        <TreeItem itemId="reports" label="Monthly reports">
          <TreeItem itemId="reports-january" label="January.pdf" />
          <TreeItem itemId="reports-february" label="February.pdf" />
          <TreeItem itemId="reports-march" label="March.pdf" />
        </TreeItem>
        <TreeItem itemId="contracts" label="Contracts">
          <TreeItem itemId="contracts-acme" label="Acme supply agreement.docx" />
          <TreeItem itemId="contracts-lease" label="Office lease.pdf" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
