import { z } from 'zod';

// Browsers run the site under a Content-Security-Policy without 'unsafe-eval', so zod's probe for
// eval (a `new Function`) is refused and reported there: schemas built in a browser parse without
// JIT. It is read when a schema is built, so this module is the index's first import. Servers keep it.
if ('document' in globalThis) z.config({ jitless: true });
