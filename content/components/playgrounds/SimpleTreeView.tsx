import { SimpleTreeView, type SimpleTreeViewProps } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// A garden plan written as JSX items three levels deep, two beds open, one bed disabled
// (lying fallow) for the focus and selection knobs to act on.
export default function SimpleTreeViewSample(props: Partial<SimpleTreeViewProps<boolean>>) {
  return (
    <SimpleTreeView
      defaultExpandedItems={['vegetables', 'bed-1']}
      sx={{ minWidth: 240 }}
      {...props}
    >
      <TreeItem itemId="vegetables" label="Vegetables">
        <TreeItem itemId="bed-1" label="Bed 1">
          <TreeItem itemId="carrots" label="Carrots" />
          <TreeItem itemId="leeks" label="Leeks" />
        </TreeItem>
        <TreeItem itemId="bed-2" label="Bed 2 (fallow)" disabled>
          <TreeItem itemId="clover" label="Clover" />
        </TreeItem>
      </TreeItem>
      <TreeItem itemId="herbs" label="Herbs">
        <TreeItem itemId="thyme" label="Thyme" />
        <TreeItem itemId="mint" label="Mint" />
      </TreeItem>
      <TreeItem itemId="fruit" label="Fruit" />
    </SimpleTreeView>
  );
}
