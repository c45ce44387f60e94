/**
 * Moves focus to the form's first field marked invalid, once its error is on screen (the next frame, after React
 * has rendered the errors): a keyboard or screen-reader user lands where the fix is, not at the submit button.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus()
  })
}
