import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// The ancestors of the items the buttons jump to.
const ancestors: Record<string, string[]> = {
  'berlin-sensor-3': ['germany', 'germany-berlin'],
  'lyon-sensor-1': ['france', 'france-lyon'],
};

export default function RevealAndFocus() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const pendingFocus = React.useRef<{ itemId: string; event: React.SyntheticEvent } | null>(null);

  const reveal = (itemId: string) => (event: React.SyntheticEvent) => {
    pendingFocus.current = { itemId, event };
    setExpandedItems((prev) => Array.from(new Set([...prev, ...ancestors[itemId]])));
  };

  // The children of a newly expanded item mount over the next frames, as each Collapse
  // transition starts: wait until the item's element exists, then focus it.
  React.useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) {
      return undefined;
    }
    let attempts = 0;
    let frame = 0;
    const tryFocus = () => {
      if (apiRef.current?.getItemDOMElement(pending.itemId)) {
        pendingFocus.current = null;
        apiRef.current.focusItem(pending.event, pending.itemId);
      } else if (attempts < 30) {
        attempts += 1;
        frame = requestAnimationFrame(tryFocus);
      }
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [expandedItems, apiRef]);

  return (
    <Stack spacing={1} sx={{ minHeight: 330, minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={reveal('berlin-sensor-3')}>
          Go to Berlin sensor 3
        </Button>
        <Button size="small" variant="outlined" onClick={reveal('lyon-sensor-1')}>
          Go to Lyon sensor 1
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="germany" label="Germany">
            <TreeItem itemId="germany-berlin" label="Berlin">
              <TreeItem itemId="berlin-sensor-1" label="Sensor 1: 18.2 °C" />
              <TreeItem itemId="berlin-sensor-2" label="Sensor 2: 18.9 °C" />
              <TreeItem itemId="berlin-sensor-3" label="Sensor 3: 24.7 °C (alert)" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="france" label="France">
            <TreeItem itemId="france-lyon" label="Lyon">
              <TreeItem itemId="lyon-sensor-1" label="Sensor 1: 19.4 °C" />
            </TreeItem>
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
