import { ensureStyledSystem } from './lib/styled-system.ts';

// `npm install`'s postinstall: Panda's generated styled-system, unless it was generated from the config as it is
// now (`npm run codegen` is Panda's own command, which regenerates it whatever its inputs).
await ensureStyledSystem();
