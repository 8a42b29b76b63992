// A small project folder: each row knows its full path, from the root folder to itself.

export interface FileEntry {
  id: number;
  /** Folder names from the root, ending with the entry's own name. */
  path: string[];
  kind: 'folder' | 'file';
  /** Size in kilobytes; folders have none of their own. */
  sizeKb: number | null;
  /** Last modification, at midnight UTC. */
  modified: Date;
  owner: string;
}

const day = (month: number, date: number) => new Date(Date.UTC(2025, month - 1, date));

export const files: FileEntry[] = [
  {
    id: 1,
    path: ['Design'],
    kind: 'folder',
    sizeKb: null,
    modified: day(3, 2),
    owner: 'Hana Sato',
  },
  {
    id: 2,
    path: ['Design', 'Logo.svg'],
    kind: 'file',
    sizeKb: 48,
    modified: day(1, 14),
    owner: 'Hana Sato',
  },
  {
    id: 3,
    path: ['Design', 'Brand guide.pdf'],
    kind: 'file',
    sizeKb: 5320,
    modified: day(2, 27),
    owner: 'Hana Sato',
  },
  {
    id: 4,
    path: ['Design', 'Mockups'],
    kind: 'folder',
    sizeKb: null,
    modified: day(3, 2),
    owner: 'Omar Farah',
  },
  {
    id: 5,
    path: ['Design', 'Mockups', 'Checkout.fig'],
    kind: 'file',
    sizeKb: 12800,
    modified: day(3, 2),
    owner: 'Omar Farah',
  },
  {
    id: 6,
    path: ['Design', 'Mockups', 'Product page.fig'],
    kind: 'file',
    sizeKb: 9700,
    modified: day(2, 18),
    owner: 'Omar Farah',
  },
  {
    id: 7,
    path: ['Finance'],
    kind: 'folder',
    sizeKb: null,
    modified: day(4, 1),
    owner: 'Priya Iyer',
  },
  {
    id: 8,
    path: ['Finance', 'Budget 2025.xlsx'],
    kind: 'file',
    sizeKb: 310,
    modified: day(4, 1),
    owner: 'Priya Iyer',
  },
  {
    id: 9,
    path: ['Finance', 'Invoices'],
    kind: 'folder',
    sizeKb: null,
    modified: day(3, 30),
    owner: 'Priya Iyer',
  },
  {
    id: 10,
    path: ['Finance', 'Invoices', 'INV-0412.pdf'],
    kind: 'file',
    sizeKb: 96,
    modified: day(3, 12),
    owner: 'Bruno Silva',
  },
  {
    id: 11,
    path: ['Finance', 'Invoices', 'INV-0413.pdf'],
    kind: 'file',
    sizeKb: 102,
    modified: day(3, 30),
    owner: 'Bruno Silva',
  },
  {
    id: 12,
    path: ['Source'],
    kind: 'folder',
    sizeKb: null,
    modified: day(4, 9),
    owner: 'Liam Murphy',
  },
  {
    id: 13,
    path: ['Source', 'package.json'],
    kind: 'file',
    sizeKb: 3,
    modified: day(4, 9),
    owner: 'Liam Murphy',
  },
  {
    id: 14,
    path: ['Source', 'src'],
    kind: 'folder',
    sizeKb: null,
    modified: day(4, 8),
    owner: 'Liam Murphy',
  },
  {
    id: 15,
    path: ['Source', 'src', 'index.ts'],
    kind: 'file',
    sizeKb: 2,
    modified: day(4, 8),
    owner: 'Liam Murphy',
  },
  {
    id: 16,
    path: ['Source', 'src', 'cart.ts'],
    kind: 'file',
    sizeKb: 14,
    modified: day(4, 7),
    owner: 'Keiko Tanaka',
  },
  {
    id: 17,
    path: ['Source', 'src', 'checkout.ts'],
    kind: 'file',
    sizeKb: 21,
    modified: day(4, 5),
    owner: 'Keiko Tanaka',
  },
  {
    id: 18,
    path: ['README.md'],
    kind: 'file',
    sizeKb: 6,
    modified: day(1, 20),
    owner: 'Liam Murphy',
  },
];

export const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatSize(sizeKb: number | null) {
  if (sizeKb == null) {
    return '';
  }
  return sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`;
}
