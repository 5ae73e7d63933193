// react-aria's press handling (usePress) needs one rule for every pressable element, and adds it as a
// <style> in <head> the first time a pressable element mounts. Added at hydration, that element makes the
// browser restyle and lay out the whole page again, a long task on a phone (issue 14: a whole-page relayout
// of the search page). The document carries the rule from the start instead: it applies from the first
// paint (the server HTML already marks pressable elements), and react-aria, finding an element with its
// id, adds nothing.

/** The id react-aria looks for before adding its press rule (react-aria's usePress STYLE_ID). */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** react-aria's press rule: pressable elements keep panning and zooming, without the double-tap delay. */
export const PRESSABLE_STYLE_CSS = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';
