import { useRef } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { LabelledTextField } from './labelled-text-field';
import type { TextFieldProps } from './TextField';

export type TextAreaProps = Omit<TextFieldProps, 'type'> & {
  /** Visible rows of text (default 4). */
  rows?: number;
};

/**
 * A multi-line text field: react-aria-components' `TextField` around a `TextArea`, with the kit's
 * label, description and error (the `field` recipe), like {@link TextField}.
 *
 * @example <TextArea label="Comments" name="message" isRequired value={message} onChange={setMessage} errorMessage={errors.message} />
 */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <LabelledTextField {...props} controlRef={textAreaRef}>
      <AriaTextArea ref={textAreaRef} rows={rows} />
    </LabelledTextField>
  );
}
