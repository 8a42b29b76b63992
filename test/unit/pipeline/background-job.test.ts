// Watch mode's background jobs (the search index and the full texts after a page edit). A full
// rebuild settles them before it replaces the output folder: the job not started yet is dropped
// (and handed back, for the rebuild to schedule again if it fails), and the one running is waited
// for, never left writing into a folder the rebuild swaps out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundJob } from '../../../src/pipeline/watch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A job whose runs are recorded and end only when the test says so. */
function recordingJob() {
  const runs: string[] = [];
  const ends: Array<() => void> = [];
  const job = createBackgroundJob((input: string) => {
    runs.push(input);
    return new Promise<void>((resolve) => ends.push(resolve));
  });
  return { job, runs, ends };
}

describe('a background job of watch mode', () => {
  it('runs once, with the last input, a little after a burst of schedules', async () => {
    const { job, runs, ends } = recordingJob();
    job.schedule('first');
    job.schedule('second');
    await vi.advanceTimersByTimeAsync(299);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['second']);
    ends[0]!();
    await job.close();
  });

  it('drops a run not started yet when settled, and hands its input back', async () => {
    const { job, runs } = recordingJob();
    job.schedule('pending');
    expect(await job.settle()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]);
    // Nothing left to hand back the second time.
    expect(await job.settle()).toBeUndefined();
  });

  it('settles only once the run in progress has ended', async () => {
    const { job, runs, ends } = recordingJob();
    job.schedule('running');
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toEqual(['running']);
    let settled = false;
    const settling = job.settle().then((input) => {
      settled = true;
      return input;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    ends[0]!();
    // Started already: nothing to hand back.
    expect(await settling).toBeUndefined();
  });

  it('runs one job at a time: a run scheduled during another starts after it', async () => {
    const { job, runs, ends } = recordingJob();
    job.schedule('one');
    await vi.advanceTimersByTimeAsync(300);
    job.schedule('two');
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toEqual(['one']);
    ends[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['one', 'two']);
    ends[1]!();
    await job.close();
  });
});
