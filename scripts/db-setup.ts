import { setUpDatabase } from './lib/database.ts';
import { DEV_STATE_DIR } from './lib/paths.ts';

await setUpDatabase(DEV_STATE_DIR);
