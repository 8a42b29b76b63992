import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabelInput, type TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { fileTree } from '../items/fileTree';

function validateFileName(name: string): string | null {
  if (name.trim() === '') {
    return 'Enter a name.';
  }
  if (/[\\/:*?"<>|]/.test(name)) {
    return 'A name cannot contain \\ / : * ? " < > |';
  }
  if (name.length > 40) {
    return 'Use 40 characters or fewer.';
  }
  return null;
}

// The labelInput slot receives the tree's value and handlers. Invalid names
// never reach the tree's handlers, so Enter and blur cannot save them.
const ValidatedLabelInput = React.forwardRef(function ValidatedLabelInput(
  props: TreeItemLabelInputProps,
  ref: React.Ref<HTMLInputElement>,
) {
  const { value = '', onKeyDown, onBlur, ...other } = props;
  const error = validateFileName(value);

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <TreeItemLabelInput
        {...other}
        ref={ref}
        value={value}
        aria-invalid={error !== null}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && error !== null) {
            return;
          }
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          if (error === null) {
            onBlur?.(event);
          }
        }}
      />
      {error ? (
        <Typography variant="caption" role="alert" sx={{ display: 'block', color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
});

export default function LabelValidation() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeView
        items={fileTree}
        isItemEditable
        defaultExpandedItems={['docs']}
        slotProps={{ item: { slots: { labelInput: ValidatedLabelInput } } }}
      />
    </Box>
  );
}
