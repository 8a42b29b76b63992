import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="design-tokens" label="Tokens" />
          <TreeItem itemId="design-icons" label="Icons" />
        </TreeItem>
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="engineering-web" label="Web app" />
          <TreeItem itemId="engineering-api" label="Public API" />
        </TreeItem>
        <TreeItem itemId="marketing" label="Marketing" />
      </SimpleTreeView>
    </Box>
  );
}
