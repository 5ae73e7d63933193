import { buttonRecipe } from './button';
import { rangeSliderRecipe } from './range-slider';
import { toggleButtonRecipe } from './toggle-button';

/** Config recipes: generated as `@forecourt/shared/styled-system/recipes` (`button()`, `toggleButton()`, `rangeSlider()`). */
export const recipes = {
  button: buttonRecipe,
  toggleButton: toggleButtonRecipe,
  rangeSlider: rangeSliderRecipe,
};
