import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function fileLabel(icon: ReactNode, name: string, detail: string) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      {icon}
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {name}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {detail}
      </Typography>
    </Box>
  );
}

const folder = <FolderIcon fontSize="small" color="primary" />;
const pdf = <PictureAsPdfIcon fontSize="small" color="error" />;
const image = <ImageIcon fontSize="small" color="success" />;

export default function CustomItemLabels() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 360 }}>
      <SimpleTreeView defaultExpandedItems={['reports', 'photos']}>
        <TreeItem itemId="reports" label={fileLabel(folder, 'Reports', '2 files')}>
          <TreeItem itemId="reports-q1" label={fileLabel(pdf, 'Q1 results.pdf', '1.2 MB')} />
          <TreeItem itemId="reports-q2" label={fileLabel(pdf, 'Q2 results.pdf', '1.4 MB')} />
        </TreeItem>
        <TreeItem itemId="photos" label={fileLabel(folder, 'Photos', '1 file')}>
          <TreeItem itemId="photos-offsite" label={fileLabel(image, 'Team offsite.jpg', '3.8 MB')} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
