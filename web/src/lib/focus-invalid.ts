/**
 * The field to fix gets the focus and scrolls into view, so on a phone the person sees it
 * instead of an error above the screen.
 */
export function bringToField(field: Element | RadioNodeList | null | undefined): void {
  if (!(field instanceof HTMLElement)) return;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/** After a failed submit (once React has drawn the errors), the first field in error. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => bringToField(form?.querySelector('[aria-invalid="true"]')));
}

/** A field holding more than its limit: the form is not sent (nothing is ever cut silently). */
export function fieldOverLimit(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[data-over-limit="true"]');
}
