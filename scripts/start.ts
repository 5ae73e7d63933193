import { build } from './lib/build.ts';
import { DEV_STATE_DIR } from './lib/paths.ts';
import { startPlatform } from './lib/platform.ts';
import { SIMULATORS, simulatorPort } from './lib/simulators.ts';
import { prepareLocalState } from './lib/state.ts';

const PORT = 8787;

await build();
await prepareLocalState(DEV_STATE_DIR);
await startPlatform({ port: PORT, stateDir: DEV_STATE_DIR, inherit: true });
console.log(`\nForecourt is running:
  http://localhost:${PORT}              Harbour City Motor Group
  http://harbourcity.localhost:${PORT}
  http://sunvalley.localhost:${PORT}    Sun Valley Motors
  http://redgum.localhost:${PORT}       Redgum Caravans & Bikes
Simulators (dev only): the partners and the demo's media origin
${SIMULATORS.map((sim) => `  http://127.0.0.1:${simulatorPort(sim, PORT)}${sim.devPage.path}    ${sim.devPage.label}`).join('\n')}
Press Ctrl+C to stop.`);
