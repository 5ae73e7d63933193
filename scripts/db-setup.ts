import { DEV_STATE_DIR } from './lib/paths.ts';
import { prepareLocalState } from './lib/state.ts';

await prepareLocalState(DEV_STATE_DIR);
