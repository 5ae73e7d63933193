import { buttonRecipe } from './button';
import { checkboxRecipe } from './checkbox';
import { dialogRecipe } from './dialog';
import { fieldRecipe, selectPopoverRecipe } from './field';
import { numberFieldRecipe } from './number-field';
import { plainFormRecipe } from './plain-form';
import { rangeSliderRecipe } from './range-slider';
import { toggleButtonRecipe } from './toggle-button';
import { toggleButtonGroupRecipe } from './toggle-button-group';

/** Config recipes: generated as `@forecourt/shared/styled-system/recipes` (`button()`, `toggleButton()`, `rangeSlider()`, `dialog()`, `field()`, `selectPopover()`, `checkbox()`, `numberField()`). */
export const recipes = {
  button: buttonRecipe,
  toggleButton: toggleButtonRecipe,
  rangeSlider: rangeSliderRecipe,
  dialog: dialogRecipe,
  numberField: numberFieldRecipe,
  toggleButtonGroup: toggleButtonGroupRecipe,
  field: fieldRecipe,
  selectPopover: selectPopoverRecipe,
  checkbox: checkboxRecipe,
};

/** Slot recipes: generated beside them; `plainForm()` gives one class per part of a plain HTML form. */
export const slotRecipes = {
  plainForm: plainFormRecipe,
};
