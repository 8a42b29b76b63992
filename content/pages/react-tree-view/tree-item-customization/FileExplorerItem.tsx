import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface FileTreeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  /** Secondary text shown at the end of the row. */
  detail?: string;
}

const FileTreeItem = React.forwardRef(function FileTreeItem(
  props: FileTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, detail, ...other } = props;

  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  let TypeIcon = ArticleOutlinedIcon;
  if (status.expandable) {
    TypeIcon = status.expanded ? FolderOpenIcon : FolderIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TypeIcon
            fontSize="small"
            sx={{ color: status.expandable ? 'warning.main' : 'text.secondary' }}
          />
          <TreeItemLabel {...getLabelProps()} />
          {detail ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {detail}
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorerItem() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 420 }}>
      <SimpleTreeView defaultExpandedItems={['design', 'design-brand']}>
        <FileTreeItem itemId="design" label="Design" detail="4 files">
          <FileTreeItem itemId="design-brand" label="Brand" detail="2 files">
            <FileTreeItem itemId="design-brand-guide" label="Brand guide.pdf" detail="8.1 MB" />
            <FileTreeItem itemId="design-brand-colors" label="Colours.ase" detail="4 KB" />
          </FileTreeItem>
          <FileTreeItem itemId="design-wireframes" label="Wireframes.fig" detail="22.6 MB" />
          <FileTreeItem itemId="design-notes" label="Review notes.md" detail="12 KB" />
        </FileTreeItem>
        <FileTreeItem itemId="finance" label="Finance" detail="1 file">
          <FileTreeItem itemId="finance-forecast" label="Forecast 2025.xlsx" detail="310 KB" />
        </FileTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
