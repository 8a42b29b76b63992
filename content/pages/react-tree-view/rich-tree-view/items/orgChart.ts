import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export interface Employee {
  id: string;
  label: string;
  role: string;
  /** `true` when the person is away and cannot be assigned work. */
  onLeave?: boolean;
  children?: Employee[];
}

export const orgChart: TreeViewBaseItem<Employee>[] = [
  {
    id: 'amara-okafor',
    label: 'Amara Okafor',
    role: 'Chief Executive Officer',
    children: [
      {
        id: 'lucas-moreau',
        label: 'Lucas Moreau',
        role: 'VP Engineering',
        children: [
          { id: 'mei-tanaka', label: 'Mei Tanaka', role: 'Frontend Lead' },
          { id: 'ravi-shah', label: 'Ravi Shah', role: 'Backend Lead', onLeave: true },
          { id: 'elena-garcia', label: 'Elena García', role: 'QA Engineer' },
        ],
      },
      {
        id: 'sofia-lindqvist',
        label: 'Sofia Lindqvist',
        role: 'VP Sales',
        onLeave: true,
        children: [
          { id: 'omar-haddad', label: 'Omar Haddad', role: 'Account Executive' },
          { id: 'julia-kowalski', label: 'Julia Kowalski', role: 'Sales Engineer' },
        ],
      },
      {
        id: 'david-chen',
        label: 'David Chen',
        role: 'Head of Operations',
        children: [{ id: 'nina-petrova', label: 'Nina Petrova', role: 'Office Manager' }],
      },
    ],
  },
];
