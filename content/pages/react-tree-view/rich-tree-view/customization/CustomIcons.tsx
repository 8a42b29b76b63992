import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart } from '../items/orgChart';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <RichTreeView
        items={orgChart}
        defaultExpandedItems={['amara-okafor', 'lucas-moreau']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: RemoveIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'disabled' },
        }}
      />
    </Box>
  );
}
