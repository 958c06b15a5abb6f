import { z } from 'zod';

// Zod 4 probes `new Function('')` when it builds an object schema, to decide whether it may compile
// fast parsers. Under the app's CSP (script-src 'self', no 'unsafe-eval') that probe is a CSP
// violation in the browser (RELIABILITY.md §14: zero on every screen). In browsers, parse without
// code generation; the server keeps the compiled parsers. Imported first by index.ts.
if (typeof window !== 'undefined') z.config({ jitless: true });
