// The UI kit: react-aria-components wrapped and styled with the Panda preset's recipes. Remotes import
// it from '@forecourt/shared/ui'; in the browser it is a shared singleton the shell provides, so RAC's
// contexts exist once per page.
export { Button, type ButtonProps } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export { ToggleButton, type ToggleButtonProps } from './ToggleButton';
