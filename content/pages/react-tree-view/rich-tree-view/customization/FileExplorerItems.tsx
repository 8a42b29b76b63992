import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleIcon from '@mui/icons-material/Article';
import CodeIcon from '@mui/icons-material/Code';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { fileTree, type FileKind, type FileNode } from '../items/fileTree';

const kindIcons: Record<FileKind, React.ComponentType<SvgIconProps>> = {
  folder: FolderIcon,
  document: ArticleIcon,
  image: ImageIcon,
  pdf: PictureAsPdfIcon,
  code: CodeIcon,
  spreadsheet: TableChartIcon,
};

function formatSize(sizeKb: number) {
  return sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;
}

function FileItem(props: TreeItemProps) {
  // The item object from `items`, with its extra fields.
  const file = useTreeItemModel<FileNode>(props.itemId);
  const Icon = kindIcons[file?.kind ?? 'document'];

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
          <Icon fontSize="small" color={file?.kind === 'folder' ? 'primary' : 'action'} />
          <Typography variant="body2" sx={{ flexGrow: 1 }} noWrap>
            {props.label}
          </Typography>
          {file?.sizeKb !== undefined ? (
            <Typography variant="caption" dir="ltr" sx={{ color: 'text.secondary' }}>
              {formatSize(file.sizeKb)}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

export default function FileExplorerItems() {
  return (
    <Box sx={{ minHeight: 400, width: '100%', maxWidth: 400 }}>
      <RichTreeView items={fileTree} defaultExpandedItems={['docs', 'photos']} slots={{ item: FileItem }} />
    </Box>
  );
}
