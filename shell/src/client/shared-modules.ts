// What the shell provides to remotes besides React: each shared singleton a remote may consume
// (rspack.config.ts sharedSingletons(), remotes consume only). Each loader is a chunk of this one
// build, fetched only when a remote on the page asks for it, so a page whose islands use no dialog
// downloads no dialog. The pieces a first visit's islands load at once (the buttons, toggles, icons,
// card frame, save toggles and jotai's store) share one chunk, `shared-kit`: one request instead of
// ~14 small ones; the react-aria core under every control is one more, `shared-aria` (rspack.config.ts).
// `npm run build` fails when a remote's manifest consumes a key missing here. Adding a kit component
// or a state module: one line here.

/** Share key → the module, loaded on first use. */
export const PROVIDED_MODULES = {
  jotai: () => import(/* webpackChunkName: "shared-kit" */ 'jotai'),
  'jotai/react': () => import(/* webpackChunkName: "shared-kit" */ 'jotai/react'),
  'jotai/vanilla': () => import(/* webpackChunkName: "shared-kit" */ 'jotai/vanilla'),
  'jotai/utils': () => import(/* webpackChunkName: "shared-jotai-utils" */ 'jotai/utils'),
  'jotai/react/utils': () => import(/* webpackChunkName: "shared-jotai-react-utils" */ 'jotai/react/utils'),
  'jotai/vanilla/utils': () => import(/* webpackChunkName: "shared-jotai-vanilla-utils" */ 'jotai/vanilla/utils'),
  'react-aria-components/Button': () => import(/* webpackChunkName: "shared-kit" */ 'react-aria-components/Button'),
  'react-aria-components/ToggleButton': () =>
    import(/* webpackChunkName: "shared-kit" */ 'react-aria-components/ToggleButton'),
  'react-aria-components/Dialog': () =>
    import(/* webpackChunkName: "shared-rac-Dialog" */ 'react-aria-components/Dialog'),
  'react-aria-components/Heading': () =>
    import(/* webpackChunkName: "shared-rac-Heading" */ 'react-aria-components/Heading'),
  'react-aria-components/Modal': () => import(/* webpackChunkName: "shared-rac-Modal" */ 'react-aria-components/Modal'),
  // The finance slice's field sliders, which fetch it once their island has hydrated.
  'react-aria-components/Slider': () =>
    import(/* webpackChunkName: "shared-rac-Slider" */ 'react-aria-components/Slider'),
  'react-aria-components/ToggleButtonGroup': () =>
    import(/* webpackChunkName: "shared-kit" */ 'react-aria-components/ToggleButtonGroup'),
  '@forecourt/shared/ui': () => import(/* webpackChunkName: "shared-ui" */ '@forecourt/shared/ui'),
  '@forecourt/shared/ui/Button': () => import(/* webpackChunkName: "shared-kit" */ '@forecourt/shared/ui/Button'),
  '@forecourt/shared/ui/ToggleButton': () =>
    import(/* webpackChunkName: "shared-kit" */ '@forecourt/shared/ui/ToggleButton'),
  '@forecourt/shared/ui/Dialog': () => import(/* webpackChunkName: "shared-ui-Dialog" */ '@forecourt/shared/ui/Dialog'),
  '@forecourt/shared/ui/ToggleButtonGroup': () =>
    import(/* webpackChunkName: "shared-kit" */ '@forecourt/shared/ui/ToggleButtonGroup'),
  '@forecourt/shared/ui/RangeSlider': () =>
    import(/* webpackChunkName: "shared-ui-RangeSlider" */ '@forecourt/shared/ui/RangeSlider'),
  '@forecourt/shared/ui/NumberField': () =>
    import(/* webpackChunkName: "shared-ui-NumberField" */ '@forecourt/shared/ui/NumberField'),
  '@forecourt/shared/ui/Icons': () => import(/* webpackChunkName: "shared-kit" */ '@forecourt/shared/ui/Icons'),
  // Form fields (the vehicle page's lead form dialogs).
  '@forecourt/shared/ui/TextField': () =>
    import(/* webpackChunkName: "shared-ui-TextField" */ '@forecourt/shared/ui/TextField'),
  '@forecourt/shared/ui/TextArea': () =>
    import(/* webpackChunkName: "shared-ui-TextArea" */ '@forecourt/shared/ui/TextArea'),
  '@forecourt/shared/ui/Checkbox': () =>
    import(/* webpackChunkName: "shared-ui-Checkbox" */ '@forecourt/shared/ui/Checkbox'),
  '@forecourt/shared/ui/Select': () => import(/* webpackChunkName: "shared-ui-Select" */ '@forecourt/shared/ui/Select'),
  '@forecourt/shared/ui/Spinner': () =>
    import(/* webpackChunkName: "shared-ui-Spinner" */ '@forecourt/shared/ui/Spinner'),
  'react-aria-components/Toast': () => import(/* webpackChunkName: "shared-rac-Toast" */ 'react-aria-components/Toast'),
  '@forecourt/shared/ui/Toast': () => import(/* webpackChunkName: "shared-ui-Toast" */ '@forecourt/shared/ui/Toast'),
  '@forecourt/shared/ui/CarCardFrame': () =>
    import(/* webpackChunkName: "shared-kit" */ '@forecourt/shared/ui/CarCardFrame'),
  '@forecourt/shared/ui/SaveToggles': () =>
    import(/* webpackChunkName: "shared-kit" */ '@forecourt/shared/ui/SaveToggles'),
  // Panda's runtime, for a remote whose styles the build could not make static (it warns then).
  '@forecourt/shared/styled-system/css': () =>
    import(/* webpackChunkName: "shared-panda-css" */ '@forecourt/shared/styled-system/css'),
  '@forecourt/shared/styled-system/recipes': () =>
    import(/* webpackChunkName: "shared-panda-recipes" */ '@forecourt/shared/styled-system/recipes'),
  '@forecourt/shared/styled-system/patterns': () =>
    import(/* webpackChunkName: "shared-panda-patterns" */ '@forecourt/shared/styled-system/patterns'),
  '@forecourt/shared/styled-system/tokens': () =>
    import(/* webpackChunkName: "shared-panda-tokens" */ '@forecourt/shared/styled-system/tokens'),
} satisfies Record<string, () => Promise<unknown>>;

export type ProvidedKey = keyof typeof PROVIDED_MODULES;

/**
 * The npm package a share key belongs to (its version is the one the shell registers).
 * @example packageOf('@forecourt/shared/ui/Button') // '@forecourt/shared'
 */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return (key.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
