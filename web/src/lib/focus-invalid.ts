/**
 * After a failed submit, the first field in error gets the focus and scrolls into view, so on
 * a phone the person sees what to fix instead of an error above the screen.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

/** A field holding more than its limit: the form is not sent (nothing is ever cut silently). */
export function fieldOverLimit(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[data-over-limit="true"]');
}
