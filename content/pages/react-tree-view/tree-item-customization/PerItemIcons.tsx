import * as React from 'react';
import Box from '@mui/material/Box';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

const iconByExtension: Record<string, React.ElementType> = {
  pdf: PictureAsPdfOutlinedIcon,
  png: ImageOutlinedIcon,
  xlsx: TableChartOutlinedIcon,
};

function PinIcon(props: SvgIconProps) {
  return <PushPinOutlinedIcon {...props} color="primary" />;
}

// A file shows the icon of its type in the `endIcon` slot, used by items without children.
function FileItem(props: TreeItemProps) {
  const extension = String(props.label).split('.').pop() ?? '';
  return <TreeItem {...props} slots={{ endIcon: iconByExtension[extension] }} />;
}

export default function PerItemIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['quarterly', 'pinned']}>
        {/* `icon` wins over the expand and collapse icons: this folder shows a pin instead. */}
        <TreeItem
          itemId="pinned"
          label="Pinned"
          slots={{ icon: PinIcon }}
        >
          <FileItem itemId="pinned-roadmap" label="Roadmap.pdf" />
        </TreeItem>
        <TreeItem itemId="quarterly" label="Quarterly report">
          <FileItem itemId="q-summary" label="Summary.pdf" />
          <FileItem itemId="q-figures" label="Figures.xlsx" />
          <FileItem itemId="q-chart" label="Revenue chart.png" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
