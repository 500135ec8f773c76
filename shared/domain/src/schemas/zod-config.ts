import { z } from 'zod';

// In the browser, zod would probe whether it may compile parsers with `new Function`: under
// the app's Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as
// a violation. Parsing without compiled parsers is plenty fast for a page's data; the API
// (no `window`) keeps them. This module is imported first by the schemas entry, before any
// schema is built (the probe runs when the first object schema is made).
if ('window' in globalThis) z.config({ jitless: true });
