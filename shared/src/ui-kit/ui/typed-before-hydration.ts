import { type RefObject, useEffect } from 'react';

/**
 * A controlled field that the server rendered can be typed into before its island hydrates: React then
 * keeps the typed text in the field but its state still holds the server's value, and nothing tells
 * the component. On mount this hands such text to `onChange` once, so what the visitor typed counts.
 * (A field rendered in the browser mounts with its own value: nothing happens.)
 * @example useTypedBeforeHydration(inputRef, value, onChange);
 */
export function useTypedBeforeHydration(
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string | undefined,
  onChange: ((value: string) => void) | undefined,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later values are React's own
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (value !== undefined && typed !== undefined && typed !== value) onChange?.(typed);
  }, []);
}
