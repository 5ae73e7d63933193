import { syncRemotes } from './lib/remotes/sync.ts';

// `npm run remotes:sync`: rewrites the files derived from the remotes' declarations (mfe-*/remote.ts).

const written = await syncRemotes();
console.log(written.length === 0 ? 'Derived remote files are up to date.' : `Rewrote ${written.join(', ')}`);
