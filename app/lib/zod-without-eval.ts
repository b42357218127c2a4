import { config } from 'zod/v4/core';

// Zod probes whether it may compile validators with `new Function`; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is reported as a violation. Imported first
// by every module that validates with zod in the browser (the forms), before any schema parses, it
// tells zod not to try; pages without a form ship no validation library at all.
if (typeof document !== 'undefined') config({ jitless: true });
