/// <reference types="node" />
import { resolve } from 'node:path';
import { describeIslandImports } from '@forecourt/shared/remote-kit/remote-contract';
import remote from '../../remote';

// What the exposed island may import at run time: the shared singletons the shell provides (React, the
// UI kit, the styled-system) and its own code. Type-only imports cost nothing and are skipped.

describeIslandImports({
  remote,
  remoteDir: resolve(import.meta.dirname, '../..'),
  allowed: [
    /^react$/,
    /^react\/jsx-runtime$/,
    /^@forecourt\/shared\/ui\/\w+$/,
    /^@forecourt\/shared\/styled-system\/[\w-]+$/,
  ],
});
