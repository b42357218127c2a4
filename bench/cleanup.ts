/**
 * Undo steps for everything the benchmark creates (child process, throw-away database, temp
 * folder), run last-in first-out when a target is done, when the run fails, and on Ctrl-C.
 */

type Step = { label: string; undo: () => Promise<void> | void };

const STEP_TIMEOUT_MS = 20_000;
const FORCE_AFTER_MS = 3_000;
const steps: Step[] = [];
/** Synchronous last resorts for `process.on('exit')`, e.g. killing a child that is still running. */
const lastResorts = new Set<() => void>();

let interrupted = false;

/**
 * Registers an undo step. The returned function runs it now instead (once; later calls do
 * nothing) and, unlike the cleanup on failure, lets its error through.
 */
export function defer(label: string, undo: () => Promise<void> | void): () => Promise<void> {
  const step: Step = { label, undo };
  steps.push(step);
  return async () => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    await step.undo();
  };
}

/** Registers a synchronous action for process exit; the returned function unregisters it. */
export function atExit(action: () => void): () => void {
  lastResorts.add(action);
  return () => lastResorts.delete(action);
}

/** Runs every registered undo step, newest first; one failing step does not stop the others. */
export async function cleanUpAll(): Promise<void> {
  while (steps.length > 0) {
    const step = steps.pop()!;
    await runStep(step);
  }
}

export function wasInterrupted(): boolean {
  return interrupted;
}

async function runStep(step: Step): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(step.undo),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.error(`cleanup: ${step.label} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ctrl-C (or SIGTERM) cleans up and exits. Another one later than a few seconds on exits at once
 * after the last resorts; earlier ones are the same Ctrl-C arriving twice (to the process group,
 * and relayed by the tsx wrapper) and are ignored.
 */
export function installSignalHandlers(): void {
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      if (Date.now() - firstSignalAt < FORCE_AFTER_MS) return;
      console.error(`\n${signal} again: exiting without waiting for the cleanup.`);
      process.exit(130);
    }
    interrupted = true;
    firstSignalAt = Date.now();
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanUpAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', () => {
    for (const action of lastResorts) {
      try {
        action();
      } catch {
        // Exiting anyway.
      }
    }
  });
}
