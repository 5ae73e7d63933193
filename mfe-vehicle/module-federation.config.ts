// What mfe-vehicle exposes to the browser: a small, explicit map of PascalCase names. The root
// rspack.config.ts factory builds the remote from this; the fragment Worker reads `name` from it too,
// so the container name lives in one place. An exposed name is also the fragment's name
// (POST /fragments/VehiclePage renders the island the client loads as mfe_vehicle/VehiclePage).
export default {
  name: 'mfe_vehicle',
  exposes: {
    './VehiclePage': './src/expose/VehiclePage.tsx',
  },
};
