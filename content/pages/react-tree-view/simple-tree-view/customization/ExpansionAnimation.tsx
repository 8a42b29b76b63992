import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

type Speed = 'default' | 'slow' | 'none';

/** The `timeout` given to each item's Collapse: undefined keeps the package's default. */
const TIMEOUTS: Record<Speed, number | undefined> = { default: undefined, slow: 900, none: 0 };

const SpeedContext = React.createContext<Speed>('default');

/** A TreeItem whose children open and close at the speed chosen above the tree. */
const Item = React.forwardRef<HTMLLIElement, TreeItemProps>(function Item(props, ref) {
  const speed = React.useContext(SpeedContext);
  const timeout = TIMEOUTS[speed];
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={timeout === undefined ? undefined : { groupTransition: { timeout } }}
    />
  );
});

export default function ExpansionAnimation() {
  const [speed, setSpeed] = React.useState<Speed>('default');

  return (
    <Box sx={{ minHeight: 300, minWidth: 280, maxWidth: 400 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={speed}
        onChange={(_event, value: Speed | null) => value && setSpeed(value)}
        aria-label="Expansion animation"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="slow">Slow (900 ms)</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <SpeedContext.Provider value={speed}>
        <SimpleTreeView>
          <Item itemId="docs" label="Documents">
            <Item itemId="docs-invoices" label="Invoices">
              <Item itemId="docs-invoices-2024" label="2024" />
              <Item itemId="docs-invoices-2025" label="2025" />
            </Item>
            <Item itemId="docs-contracts" label="Contracts">
              <Item itemId="docs-contracts-suppliers" label="Suppliers" />
              <Item itemId="docs-contracts-staff" label="Staff" />
            </Item>
          </Item>
          <Item itemId="photos" label="Photos">
            <Item itemId="photos-2024" label="2024" />
            <Item itemId="photos-2025" label="2025" />
          </Item>
        </SimpleTreeView>
      </SpeedContext.Provider>
    </Box>
  );
}
