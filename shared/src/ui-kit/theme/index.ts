// The theme as data. Build-time only (Panda config); components import the generated
// `@forecourt/shared/styled-system/*` instead.
export { focusRing } from './focus-ring';
export { forecourtPreset } from './preset';
export { THEME_VARIABLES, type ThemeColourName } from './semantic-tokens';
