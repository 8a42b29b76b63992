import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography id="site-map-title" variant="subtitle1" component="h3">
        Site map
      </Typography>
      <Typography id="site-map-help" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Select a page to edit its content.
      </Typography>
      <SimpleTreeView
        id="site-map"
        aria-labelledby="site-map-title"
        aria-describedby="site-map-help"
        defaultExpandedItems={['home']}
      >
        <TreeItem itemId="home" label="Home">
          <TreeItem itemId="home-pricing" label="Pricing" />
          <TreeItem itemId="home-about" label="About us" />
        </TreeItem>
        <TreeItem itemId="blog" label="Blog">
          <TreeItem itemId="blog-launch" label="We are launching" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
