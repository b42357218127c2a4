import { config } from 'zod/v4/core';

// Zod probes whether it may compile validators with `new Function`; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is reported as a violation. Imported first
// by the root route, before any route module builds a schema, it tells zod not to try.
if (typeof document !== 'undefined') config({ jitless: true });
