// Zod probes whether it may compile validators with `new Function`; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is reported as a violation. Imported first
// by the root route, before any route module builds a schema, this tells zod not to try.
//
// Zod keeps its settings on `globalThis.__zod_globalConfig` (so that every copy of the library
// shares them) and adopts an object already there. Setting it directly, rather than through
// `config()` from 'zod/v4/core', keeps the library itself out of pages that validate nothing, the
// home page among them. The browser test of the policy fails if this stops working.
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

if (typeof document !== 'undefined') {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}

export {};
