import { ROOT } from './lib/paths.ts';
import { scaffoldRemote } from './lib/remotes/scaffold.ts';
import { syncRemotes } from './lib/remotes/sync.ts';

// `npm run new-remote -- <name>`: creates mfe-<name>/ from scripts/remote-template, then derives what the
// platform needs from its declaration (the gateway's bindings and routes, the wrangler configs).

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run new-remote -- <name>   (kebab case, e.g. offers → mfe-offers/)');
  process.exit(1);
}
try {
  const { folder, files } = await scaffoldRemote(ROOT, name);
  const derived = await syncRemotes(ROOT);
  console.log(`Created ${folder}/: ${files.join(', ')}`);
  console.log(`Derived from its declaration: ${derived.join(', ')}`);
  console.log('Next: npm install && npm test (or npm start, then open its page on any site).');
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
