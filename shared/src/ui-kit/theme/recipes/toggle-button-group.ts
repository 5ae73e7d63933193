import type { RecipeConfig } from '@pandacss/dev';

/**
 * The kit's toggle button group (shared/src/ui-kit/ui/ToggleButtonGroup): a row of toggle buttons (chips,
 * say) that wraps on narrow screens; react-aria sets `[data-orientation]` on it.
 */
export const toggleButtonGroupRecipe = {
  className: 'ui-toggle-button-group',
  description: 'Rows of toggle buttons that choose one (or several) options',
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
  },
} satisfies RecipeConfig;
