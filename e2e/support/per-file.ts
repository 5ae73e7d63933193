import { afterAll } from 'vitest';
import { closeJourneyContexts } from './browser.ts';

// Runs around every journey file (the e2e config's setupFiles): the pages a file opened close with it, so the
// worker's shared Chromium starts the next file with none open.
afterAll(closeJourneyContexts);
