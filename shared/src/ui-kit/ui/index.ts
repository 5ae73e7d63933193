// The UI kit: react-aria-components wrapped and styled with the Panda preset's recipes. Remotes import
// each component by its subpath ('@forecourt/shared/ui/Button'); in the browser each is a shared
// singleton the shell provides, so RAC's contexts exist once per page. This barrel holds only the
// two smallest components: whatever it exports, every page that imports it downloads (the Dialog here
// once cost the vehicle page ~25 KB gzip of overlay code it uses only on demand).
export { Button, type ButtonProps } from './Button';
export { ToggleButton, type ToggleButtonProps } from './ToggleButton';
