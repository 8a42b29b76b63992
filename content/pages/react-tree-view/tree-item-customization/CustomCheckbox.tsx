import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

interface RoundCheckboxProps extends CheckboxProps {
  /** `false` when checkbox selection is off: the slot must then render nothing. */
  visible?: boolean;
}

const RoundCheckbox = React.forwardRef(function RoundCheckbox(
  { visible, ...other }: RoundCheckboxProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      ref={ref}
      size="small"
      color="success"
      icon={<RadioButtonUncheckedIcon />}
      checkedIcon={<CheckCircleIcon />}
      indeterminateIcon={<RemoveCircleIcon />}
      sx={{ p: 0.25 }}
    />
  );
});

const permissions: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing-read', label: 'View invoices' },
      { id: 'billing-pay', label: 'Pay invoices' },
    ],
  },
  {
    id: 'team',
    label: 'Team',
    children: [
      { id: 'team-invite', label: 'Invite members' },
      { id: 'team-remove', label: 'Remove members' },
    ],
  },
];

export default function CustomCheckbox() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        defaultExpandedItems={['billing', 'team']}
        defaultSelectedItems={['billing-read']}
        slotProps={{ item: { slots: { checkbox: RoundCheckbox } } }}
      />
    </Box>
  );
}
