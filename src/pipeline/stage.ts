/** Time spent per named stage, in the order they ran. */
export interface StageTiming {
  name: string;
  ms: number;
}

export interface StageReporter {
  start?(name: string): void;
  end?(name: string, ms: number, ok: boolean): void;
}

/** Runs a named stage, timing it and telling the reporter; errors pass through unchanged. */
export function createStageRunner(reporter: StageReporter = {}) {
  const timings: StageTiming[] = [];
  async function stage<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
    reporter.start?.(name);
    const started = performance.now();
    let ok = false;
    try {
      const value = await fn();
      ok = true;
      return value;
    } finally {
      const ms = performance.now() - started;
      timings.push({ name, ms });
      reporter.end?.(name, ms, ok);
    }
  }
  return { stage, timings };
}
