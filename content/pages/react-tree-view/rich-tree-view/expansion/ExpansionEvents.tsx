import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog, getCatalogChildren, getCatalogId, getCatalogLabel } from '../items/catalog';

export default function ExpansionEvents() {
  const [events, setEvents] = React.useState<string[]>([]);

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    setEvents((prev) => [`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`, ...prev].slice(0, 5));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 300 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <RichTreeView
          items={catalog}
          getItemId={getCatalogId}
          getItemLabel={getCatalogLabel}
          getItemChildren={getCatalogChildren}
          onItemExpansionToggle={handleToggle}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2">onItemExpansionToggle</Typography>
        {events.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Expand a category.
          </Typography>
        ) : (
          events.map((line, index) => (
            <Typography key={index} variant="body2" sx={{ color: 'text.secondary' }}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
