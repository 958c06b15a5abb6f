/**
 * The field to fix gets the focus and scrolls into view, so on a phone the person sees it
 * instead of an error above the screen.
 */
export function bringToField(field: Element | RadioNodeList | null | undefined): void {
  if (!(field instanceof HTMLElement)) return;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/** After a failed check, the first field of `form` (in screen order) among those in error. */
export function bringToFirstOf(form: HTMLFormElement, inError: ReadonlySet<string>): void {
  bringToField([...form.elements].find((field) => inError.has(field.getAttribute('name') ?? '')));
}
