import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { TextField } from '@forecourt/shared/ui/TextField';
import type { FormEvent } from 'react';

// What the car page's postcode calculators share (the delivery calculator, the drive-away estimate): the
// form — a plain GET back to the car page without JavaScript, answered in place with it — and the call
// whose every outcome becomes an event for the calculator's state machine.

const form = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '3',
  '& > :first-child': { flex: '1 1 12rem' },
});

/** An API's answer for a postcode, whatever its status, or the call failing (network). */
export type PostcodeAnswerEvent =
  | { type: 'answer'; postcode: string; status: number; body: unknown }
  | { type: 'failed'; postcode: string };

/**
 * GETs an estimate for `postcode` from the site's API; a server error or a failure is logged as `what`.
 * @example dispatch(await fetchPostcodeAnswer(vehicleApiPaths.delivery(slug, '4000'), '4000', 'delivery estimate'))
 */
export async function fetchPostcodeAnswer(path: string, postcode: string, what: string): Promise<PostcodeAnswerEvent> {
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 500) console.error(`[fc] ${what} answered ${response.status}`, body);
    return { type: 'answer', postcode, status: response.status, body };
  } catch (error) {
    console.error(`[fc] ${what} failed`, error);
    return { type: 'failed', postcode };
  }
}

export interface PostcodeFormProps {
  /** The car page's path and the section's anchor: where the plain form goes. */
  action: string;
  label: string;
  /** The query parameter the car page reads. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The id of the outcome the field is described by. */
  outcomeId: string;
  isInvalid: boolean;
  isPending: boolean;
  submitLabel: string;
}

/**
 * A labelled postcode field and its button, in a GET form (`noValidate`: the calculator says what is wrong).
 * @example <PostcodeForm action={`${carPath}#delivery`} label="Your postcode" name="postcode" … />
 */
export function PostcodeForm(props: PostcodeFormProps) {
  return (
    <form className={form} method="get" action={props.action} onSubmit={props.onSubmit} noValidate>
      <TextField
        label={props.label}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        aria-describedby={props.outcomeId}
        isInvalid={props.isInvalid}
      />
      <Button type="submit" isPending={props.isPending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
