import {
  DayCalendarSkeleton,
  type DayCalendarSkeletonProps,
} from '@mui/x-date-pickers/DayCalendarSkeleton';

// The skeleton a calendar shows while its days load, at the width of a calendar.
export default function DayCalendarSkeletonSample(props: Partial<DayCalendarSkeletonProps>) {
  return <DayCalendarSkeleton {...props} />;
}
