import { cx } from '@forecourt/shared/styled-system/css';
import { numberField } from '@forecourt/shared/styled-system/recipes';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { Text } from 'react-aria-components/Text';
import type { LabelledFieldProps } from './TextField';

/**
 * The locale numbers are written in: the platform's sites are Australian, and a fixed locale makes the
 * server's HTML and the browser's first render agree whatever the visitor's browser language.
 */
const NUMBER_LOCALE = 'en-AU';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'children' | 'className'> &
  Omit<LabelledFieldProps, 'errorMessage'>;

/**
 * react-aria-components' `NumberField` with a visible label, − and + stepper buttons around the input
 * and an optional description, in the kit's look (the `numberField` recipe). Every RAC prop works
 * (`value`/`onChange`, `minValue`, `maxValue`, `step`, `formatOptions`…); arrow keys step the value,
 * typing is parsed in en-AU, and the value is clamped to the bounds on blur.
 *
 * @example <NumberField label="Fuel price per litre" value={price} onChange={setPrice} minValue={0} step={0.01} formatOptions={{ style: 'currency', currency: 'AUD' }} />
 */
export function NumberField({ label, description, className, ...props }: NumberFieldProps) {
  return (
    <I18nProvider locale={NUMBER_LOCALE}>
      <AriaNumberField {...props} className={cx(numberField(), className)}>
        <Label>{label}</Label>
        <Group>
          <Button slot="decrement">−</Button>
          <Input />
          <Button slot="increment">+</Button>
        </Group>
        {description ? <Text slot="description">{description}</Text> : null}
      </AriaNumberField>
    </I18nProvider>
  );
}
