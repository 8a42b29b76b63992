import Box from '@mui/material/Box';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PerItemIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['shared']}>
        <TreeItem itemId="shared" label="Shared with me">
          <TreeItem
            itemId="shared-budget"
            label="Budget 2025.xlsx"
            slots={{ icon: TableChartOutlinedIcon }}
            slotProps={{ icon: { color: 'success' } }}
          />
          <TreeItem
            itemId="shared-brochure"
            label="Product brochure.pdf"
            slots={{ icon: PictureAsPdfOutlinedIcon }}
            slotProps={{ icon: { color: 'error' } }}
          />
          <TreeItem
            itemId="shared-logo"
            label="Logo.png"
            slots={{ icon: ImageOutlinedIcon }}
            slotProps={{ icon: { color: 'primary' } }}
          />
        </TreeItem>
        <TreeItem itemId="trash" label="Trash">
          <TreeItem itemId="trash-draft" label="Old draft.pdf" slots={{ icon: PictureAsPdfOutlinedIcon }} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
