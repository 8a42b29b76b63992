import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog } from './catalog';

export default function RichTreeViewOverview() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={catalog}
        defaultExpandedItems={['electronics', 'electronics-audio']}
        checkboxSelection
        multiSelect
      />
    </Box>
  );
}
