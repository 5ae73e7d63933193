// What mfe-search exposes to the browser: a small, explicit map of PascalCase names. The root
// rspack.config.ts factory builds the remote from this; the fragment Worker reads `name` from it too,
// so the container name lives in one place. An exposed name is also the fragment's name
// (POST /fragments/SearchPage renders the island the client loads as mfe_search/SearchPage).
export default {
  name: 'mfe_search',
  exposes: {
    './SearchPage': './src/expose/SearchPage.tsx',
  },
};
