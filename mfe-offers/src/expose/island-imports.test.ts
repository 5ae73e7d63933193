/// <reference types="node" />
import { resolve } from 'node:path';
import { describeIslandImports } from '@forecourt/shared/remote-kit/remote-contract';
import remote from '../../remote';

// What the exposed islands may import at run time: the shared singletons the shell provides (React, the
// UI kit, the styled-system), the zod-free parts of @forecourt/shared they name by subpath (walked like
// their own code, so they stay zod-free) and their own code. The search controller (zod, the view
// builder) is a dynamic import() of its own chunk, which this static walk does not follow.

describeIslandImports({
  remote,
  remoteDir: resolve(import.meta.dirname, '../..'),
  allowed: [
    /^react$/,
    /^react\/jsx-runtime$/,
    /^@forecourt\/shared\/ui\/(Button|Dialog|TextField|TextArea)$/,
    /^@forecourt\/shared\/styled-system\/[\w-]+$/,
  ],
  bundledShared:
    /^@forecourt\/shared\/(offers\/(constants|url-state|text)|parts\/constants|vehicle\/(dealer-comments|lead-answer|lead-forms)|messages\/catalogue|device\/send-lead)$/,
});
