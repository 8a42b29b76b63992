import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface TrackItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  /** Called by the play button; items without it have no button. */
  onPlay?: () => void;
}

const TrackItem = React.forwardRef(function TrackItem(
  props: TrackItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, onPlay, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {onPlay ? (
            <IconButton
              size="small"
              aria-label={`Play ${label}`}
              // The button is inside the row: stop the click so it does not select the item.
              onClick={(event) => {
                event.stopPropagation();
                onPlay();
              }}
              // Keeps the keyboard focus on the tree item when the button is clicked.
              tabIndex={-1}
              sx={{ p: 0.25 }}
            >
              <PlayArrowIcon fontSize="small" />
            </IconButton>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const albums = [
  { id: 'kind-of-blue', title: 'Kind of Blue', tracks: ['So What', 'Freddie Freeloader', 'Blue in Green'] },
  { id: 'blue-train', title: 'Blue Train', tracks: ['Blue Train', 'Moment’s Notice', 'Locomotion'] },
];

export default function PlaylistRowActions() {
  const [nowPlaying, setNowPlaying] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Now playing: {nowPlaying ?? 'nothing'}
      </Typography>
      <SimpleTreeView defaultExpandedItems={['kind-of-blue']}>
        {albums.map((album) => (
          <TrackItem key={album.id} itemId={album.id} label={album.title}>
            {album.tracks.map((track) => (
              <TrackItem
                key={track}
                itemId={`${album.id}/${track}`}
                label={track}
                onPlay={() => setNowPlaying(`${track} (${album.title})`)}
              />
            ))}
          </TrackItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
