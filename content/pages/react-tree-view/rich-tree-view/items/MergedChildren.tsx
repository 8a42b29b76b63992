import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// A storage API that lists the folders and the files of a folder separately.
interface DriveEntry {
  path: string;
  name: string;
  folders?: DriveEntry[];
  files?: DriveEntry[];
}

const drive: DriveEntry[] = [
  {
    path: '/clients',
    name: 'Clients',
    folders: [
      {
        path: '/clients/northwind',
        name: 'Northwind',
        files: [
          { path: '/clients/northwind/proposal.pdf', name: 'Proposal.pdf' },
          { path: '/clients/northwind/invoice-0042.pdf', name: 'Invoice 0042.pdf' },
        ],
      },
      { path: '/clients/contoso', name: 'Contoso', folders: [], files: [] },
    ],
    files: [{ path: '/clients/rates-2025.xlsx', name: 'Rates 2025.xlsx' }],
  },
  { path: '/notes.txt', name: 'notes.txt' },
];

const getEntryId = (entry: DriveEntry) => entry.path;
const getEntryLabel = (entry: DriveEntry) => entry.name;
// Folders first, then files, as a file manager shows them.
const getEntryChildren = (entry: DriveEntry) => [...(entry.folders ?? []), ...(entry.files ?? [])];

export default function MergedChildren() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={drive}
        getItemId={getEntryId}
        getItemLabel={getEntryLabel}
        getItemChildren={getEntryChildren}
        defaultExpandedItems={['/clients', '/clients/northwind']}
      />
    </Box>
  );
}
