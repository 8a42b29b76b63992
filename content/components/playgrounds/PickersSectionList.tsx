import * as React from 'react';
import {
  Unstable_PickersSectionList as PickersSectionList,
  type PickersSectionElement,
  type PickersSectionListProps,
  type PickersSectionListRef,
} from '@mui/x-date-pickers/PickersSectionList';

// The list draws the sections a field hands it: here those of 04/17/2025, month, day and year each
// with the separator that follows it.
const sections = [
  { value: '04', after: '/' },
  { value: '17', after: '/' },
  { value: '2025', after: '' },
];

const elements: PickersSectionElement[] = sections.map((section) => ({
  container: {},
  content: { children: section.value, 'data-range-position': undefined },
  before: { children: '' },
  after: { children: section.after },
}));

export default function PickersSectionListSample(props: Partial<PickersSectionListProps>) {
  const sectionListRef = React.useRef<PickersSectionListRef>(null);
  return (
    <PickersSectionList
      elements={elements}
      sectionListRef={sectionListRef}
      contentEditable={false}
      {...props}
    />
  );
}
