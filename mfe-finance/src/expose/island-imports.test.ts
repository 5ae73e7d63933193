/// <reference types="node" />
import { resolve } from 'node:path';
import { describeIslandImports } from '@forecourt/shared/remote-kit/remote-contract';
import remote from '../../remote';

// What the exposed islands may import at run time: the shared singletons the shell provides (React, the
// UI kit, the styled-system), the zod-free finance rules, money format, messages and the browser event
// ids (bundled), and their own code. Type-only imports cost nothing and are skipped.

describeIslandImports({
  remote,
  remoteDir: resolve(import.meta.dirname, '../..'),
  allowed: [
    /^react$/,
    /^react\/jsx-runtime$/,
    /^@forecourt\/shared\/ui\/\w+$/,
    /^@forecourt\/shared\/styled-system\/[\w-]+$/,
  ],
  // Zod-free domain modules the islands bundle: the finance rules, the trade-in rules, paths and options,
  // money format, messages, the browser event ids, when a reservation ends, and the search's constants (the
  // budget finder's sort).
  bundledShared:
    /^@forecourt\/shared\/(finance\/(?!api$)[\w-]+|trade-in\/(rules|sales-counter|paths|options)|checkout\/(rules|expiry)|search\/constants|format\/money|messages\/catalogue|leads\/browser-event-ids)$/,
});
