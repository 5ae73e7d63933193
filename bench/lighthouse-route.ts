import { lighthouseLine, measureLighthouse, startDevToolsChromium } from './lighthouse.ts';

// Lighthouse for one page of an already running platform, without the rest of the bench (which builds
// and starts its own): `npx tsx bench/lighthouse-route.ts <url> [runs]`, e.g. after `npm start`,
// `npx tsx bench/lighthouse-route.ts http://harbourcity.localhost:8787/search/used-cars 3`.

const [url, runsArgument = '3'] = process.argv.slice(2);
const runs = Number(runsArgument);
if (!url || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: tsx bench/lighthouse-route.ts <url> [runs ≥ 1, default 3]');
  process.exit(2);
}
const chromium = await startDevToolsChromium();
try {
  console.log(
    `Lighthouse mobile, median of ${runs}, ${url}:\n  ${lighthouseLine(await measureLighthouse(url, chromium.port, runs))}`,
  );
} finally {
  await chromium.close();
}
