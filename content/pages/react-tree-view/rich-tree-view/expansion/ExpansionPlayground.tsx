import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The syllabus of an evening course: modules, their lessons and the exercises of one lesson.
// The first module and its second lesson start open.
const syllabus: TreeViewBaseItem[] = [
  {
    id: 'module-1',
    label: 'Module 1: Soil',
    children: [
      { id: 'lesson-1-1', label: 'What soil is made of' },
      {
        id: 'lesson-1-2',
        label: 'Testing your soil',
        children: [
          { id: 'exercise-jar', label: 'Jar test' },
          { id: 'exercise-ph', label: 'pH strips' },
        ],
      },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2: Seeds',
    children: [
      { id: 'lesson-2-1', label: 'Sowing indoors' },
      { id: 'lesson-2-2', label: 'Hardening off' },
    ],
  },
  {
    id: 'module-3',
    label: 'Module 3: Harvest',
    children: [{ id: 'lesson-3-1', label: 'Storing roots' }],
  },
];

export default function ExpansionPlayground(
  props: Partial<RichTreeViewProps<TreeViewBaseItem, boolean>>,
) {
  return (
    <RichTreeView
      items={syllabus}
      defaultExpandedItems={['module-1', 'lesson-1-2']}
      sx={{ minWidth: 260 }}
      {...props}
    />
  );
}
