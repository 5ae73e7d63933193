import { defineConfig } from '@pandacss/dev';
import { forecourtPreset } from './shared/src/ui-kit/theme/preset.ts';
import { shellGlobalCss } from './shell/src/document/global-css.ts';

// One Panda config for the repo. `include` is the shell's stylesheet (dist/public/assets/styles.css,
// linked by the gateway on every page): the UI kit and the shell only. Each remote's build extracts
// its own stylesheet from its sources with this same config (scripts/lib/remote-styles.ts), minus
// what the shell's already carries. `npm install` runs `panda codegen` (root postinstall, scripts/codegen.ts) so the
// generated `shared/styled-system` exists before typecheck.
export default defineConfig({
  // Panda's base conditions and utilities, no default palette: our preset is the whole theme.
  presets: ['@pandacss/preset-base', forecourtPreset],
  // The chrome's global styles own the document reset (shell/src/document/global-css.ts).
  preflight: false,
  globalCss: shellGlobalCss,
  prefix: 'fc',
  include: ['./shared/src/**/*.{ts,tsx}', './shell/src/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'shared/styled-system',
  // Plain .js, resolved the same way by rspack (browser) and wrangler's esbuild (Worker). The
  // generated modules import no CSS, so the Worker can render the components that use them.
  outExtension: 'js',
  importMap: '@forecourt/shared/styled-system',
  // The kit's recipes in every variant: remotes deploy on their own, so the stylesheet cannot
  // depend on which variants today's code happens to use.
  staticCss: { recipes: '*' },
  minify: true,
});
