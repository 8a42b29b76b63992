import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type FileKind = 'folder' | 'document' | 'image' | 'pdf' | 'code' | 'spreadsheet';

export interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  /** Size in kilobytes, for files. */
  sizeKb?: number;
  children?: FileNode[];
}

/** A project folder: ids are paths, so they stay unique when names repeat. */
export const fileTree: TreeViewBaseItem<FileNode>[] = [
  {
    id: 'docs',
    label: 'Documents',
    kind: 'folder',
    children: [
      { id: 'docs/contract.pdf', label: 'Contract.pdf', kind: 'pdf', sizeKb: 412 },
      { id: 'docs/budget-2025.xlsx', label: 'Budget 2025.xlsx', kind: 'spreadsheet', sizeKb: 88 },
      {
        id: 'docs/meetings',
        label: 'Meetings',
        kind: 'folder',
        children: [
          { id: 'docs/meetings/kickoff.docx', label: 'Kickoff notes.docx', kind: 'document', sizeKb: 36 },
          { id: 'docs/meetings/retro.docx', label: 'Retrospective.docx', kind: 'document', sizeKb: 41 },
        ],
      },
    ],
  },
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      { id: 'src/index.ts', label: 'index.ts', kind: 'code', sizeKb: 2 },
      { id: 'src/app.tsx', label: 'App.tsx', kind: 'code', sizeKb: 7 },
      {
        id: 'src/components',
        label: 'components',
        kind: 'folder',
        children: [
          { id: 'src/components/header.tsx', label: 'Header.tsx', kind: 'code', sizeKb: 4 },
          { id: 'src/components/index.ts', label: 'index.ts', kind: 'code', sizeKb: 1 },
        ],
      },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    kind: 'folder',
    children: [
      { id: 'photos/offsite.jpg', label: 'Team offsite.jpg', kind: 'image', sizeKb: 3870 },
      { id: 'photos/office.png', label: 'New office.png', kind: 'image', sizeKb: 2210 },
    ],
  },
  { id: 'readme.md', label: 'README.md', kind: 'document', sizeKb: 5 },
];

/** Ids of every item that has children, in tree order. */
export function getFolderIds(nodes: readonly FileNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children && node.children.length > 0 ? [node.id, ...getFolderIds(node.children)] : [],
  );
}

/** Ids of every item, in tree order. */
export function getAllIds(nodes: readonly FileNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...getAllIds(node.children ?? [])]);
}
