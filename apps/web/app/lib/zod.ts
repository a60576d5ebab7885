// Every `import { z } from 'zod'` of the web build (the contract's schemas included) resolves to
// this module (vite.config.ts). Zod checks once whether it may compile validators with
// `new Function`; the CSP forbids eval, so that check would log a violation on every page that
// validates. Validating without compiling avoids it.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
