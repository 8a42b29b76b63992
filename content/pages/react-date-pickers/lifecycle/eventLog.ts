import * as React from 'react';
import type { Dayjs } from 'dayjs';

export interface LogEntry {
  id: number;
  text: string;
}

/** Keeps the latest calls of the picker callbacks, newest first. */
export function useEventLog(limit = 8) {
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const log = React.useCallback(
    (text: string) => {
      const id = nextId.current;
      nextId.current += 1;
      setEntries((previous) => [{ id, text }, ...previous].slice(0, limit));
    },
    [limit],
  );
  const clear = React.useCallback(() => setEntries([]), []);

  return { entries, log, clear };
}

export function show(value: Dayjs | null, format = 'YYYY-MM-DD'): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format(format) : 'Invalid Date';
}
