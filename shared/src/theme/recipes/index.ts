import { buttonRecipe } from './button';
import { toggleButtonRecipe } from './toggle-button';

/** Config recipes: generated as `@forecourt/shared/styled-system/recipes` (`button()`, `toggleButton()`). */
export const recipes = {
  button: buttonRecipe,
  toggleButton: toggleButtonRecipe,
};
