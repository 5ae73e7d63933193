import { defineConfig } from '@pandacss/dev';
import { forecourtPreset } from './shared/src/theme/preset.ts';

// One Panda config for the repo: one stylesheet (dist/public/assets/styles.css, linked by the
// gateway) built from every package that styles something. `npm install` runs `panda codegen`
// (root postinstall) so the generated `shared/styled-system` exists before typecheck.
export default defineConfig({
  // Panda's base conditions and utilities, no default palette: our preset is the whole theme.
  presets: ['@pandacss/preset-base', forecourtPreset],
  // The shell's base stylesheet (shell/src/document/base-css.ts) owns the document reset today.
  preflight: false,
  prefix: 'fc',
  include: ['./shared/src/**/*.{ts,tsx}', './shell/src/**/*.{ts,tsx}', './mfe-*/src/**/*.{ts,tsx}'],
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
