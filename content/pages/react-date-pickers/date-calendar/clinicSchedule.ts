/** Days on which every appointment slot of the clinic is already taken. */
export const fullyBookedDays: string[] = [
  '2025-10-02',
  '2025-10-09',
  '2025-10-14',
  '2025-10-15',
  '2025-10-23',
  '2025-11-04',
  '2025-11-11',
  '2025-11-20',
  '2025-12-02',
  '2025-12-03',
];

/** Number of open appointment slots per day, for the days that have few left. */
export const lastSlots: Record<string, number> = {
  '2025-10-06': 2,
  '2025-10-10': 1,
  '2025-10-21': 3,
  '2025-10-28': 1,
  '2025-11-05': 2,
  '2025-11-13': 1,
  '2025-11-18': 3,
  '2025-11-26': 2,
  '2025-12-09': 1,
  '2025-12-16': 2,
};

/**
 * Fake server: answers with the days of the requested month that have few slots left,
 * after a short delay, as a real request would.
 */
export function fetchLastSlots(month: string, signal: AbortSignal): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      const result: Record<string, number> = {};
      Object.entries(lastSlots).forEach(([day, slots]) => {
        if (day.startsWith(month)) {
          result[day] = slots;
        }
      });
      resolve(result);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}
