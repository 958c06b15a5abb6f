import { config } from 'zod';

// Zod 4 probes `new Function('')` when it builds an object schema, to decide whether it may compile
// fast parsers. Under the app's CSP (script-src 'self', no 'unsafe-eval') that probe is a CSP
// violation in the browser (docs/reliability.md §14: zero on every screen). In browsers, parse without
// code generation; the server keeps the compiled parsers. Every module that builds an object schema
// imports this file (so it runs before the first one), and it is the one module package.json lists
// under "sideEffects", so bundlers keep it while tree-shaking the rest.
if (typeof window !== 'undefined') config({ jitless: true });
