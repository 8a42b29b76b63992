import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpandSiblingsKey() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <SimpleTreeView>
        <TreeItem itemId="q1" label="Q1 2024">
          <TreeItem itemId="q1-jan" label="January: 1,240 orders" />
          <TreeItem itemId="q1-feb" label="February: 1,105 orders" />
        </TreeItem>
        <TreeItem itemId="q2" label="Q2 2024">
          <TreeItem itemId="q2-apr" label="April: 1,388 orders" />
          <TreeItem itemId="q2-may" label="May: 1,472 orders" />
        </TreeItem>
        <TreeItem itemId="q3" label="Q3 2024">
          <TreeItem itemId="q3-jul" label="July: 1,610 orders" />
        </TreeItem>
        <TreeItem itemId="notes" label="Notes" />
      </SimpleTreeView>
    </Box>
  );
}
