import * as React from 'react';
import type {
  PickersSectionElement,
  PickersSectionListRef,
} from '@mui/x-date-pickers/PickersSectionList';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';

// The text field draws the sections a field hands it: here those of 04/17/2025, month, day and year
// each with the separator that follows it. Without a field behind it, typing changes nothing.
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

const ignore = () => {};

export default function PickersTextFieldSample(props: Partial<PickersTextFieldProps<'outlined'>>) {
  const sectionListRef = React.useRef<PickersSectionListRef>(null);
  return (
    <PickersTextField
      label="Departure"
      elements={elements}
      sectionListRef={sectionListRef}
      areAllSectionsEmpty={false}
      contentEditable={false}
      value="04/17/2025"
      onChange={ignore}
      onClick={ignore}
      onKeyDown={ignore}
      onInput={ignore}
      onPaste={ignore}
      onFocus={ignore}
      onBlur={ignore}
      disabled={false}
      error={false}
      {...props}
    />
  );
}
