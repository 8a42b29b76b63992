import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface ItemAttributes {
  label: string;
  expanded: string;
  selected: string;
  disabled: string;
  tabIndex: string;
}

const attributeNames = ['aria-expanded', 'aria-selected', 'aria-disabled', 'tabindex'];

function readAttributes(tree: HTMLElement): ItemAttributes[] {
  return Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]')).map((item) => ({
    // The label is the text of the item's own row, not of its children.
    label: item.firstElementChild?.textContent ?? '',
    expanded: item.getAttribute('aria-expanded') ?? '—',
    selected: item.getAttribute('aria-selected') ?? '—',
    disabled: item.getAttribute('aria-disabled') ?? '—',
    tabIndex: item.getAttribute('tabindex') ?? '—',
  }));
}

export default function AriaInspector() {
  const treeRef = React.useRef<HTMLUListElement>(null);
  const [rows, setRows] = React.useState<ItemAttributes[]>([]);

  // Read the attributes after every change the tree makes to its DOM.
  React.useEffect(() => {
    const tree = treeRef.current;
    if (!tree) {
      return undefined;
    }
    setRows(readAttributes(tree));
    const observer = new MutationObserver(() => setRows(readAttributes(tree)));
    observer.observe(tree, { subtree: true, childList: true, attributeFilter: attributeNames });
    return () => observer.disconnect();
  }, []);

  return (
    <Stack spacing={2} sx={{ minHeight: 420 }}>
      <Box sx={{ minWidth: 220 }}>
        <SimpleTreeView ref={treeRef} aria-label="Invoices" defaultExpandedItems={['2024']}>
          <TreeItem itemId="2024" label="2024">
            <TreeItem itemId="2024-inv-101" label="INV-101" />
            <TreeItem itemId="2024-inv-102" label="INV-102 (void)" disabled />
          </TreeItem>
          <TreeItem itemId="2023" label="2023">
            <TreeItem itemId="2023-inv-087" label="INV-087" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Table size="small" sx={{ '& th, & td': { fontFamily: 'monospace', fontSize: '0.8rem' } }}>
        <TableHead>
          <TableRow>
            <TableCell>treeitem</TableCell>
            <TableCell>aria-expanded</TableCell>
            <TableCell>aria-selected</TableCell>
            <TableCell>aria-disabled</TableCell>
            <TableCell>tabindex</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell>{row.expanded}</TableCell>
              <TableCell>{row.selected}</TableCell>
              <TableCell>{row.disabled}</TableCell>
              <TableCell>{row.tabIndex}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
