/**
 * A prerendered page (src/app/prerendered.ts) can be used before React has taken it over. Text
 * typed into it stays in the fields, but a click on one of its buttons would be lost (React drops
 * events on markup it has not hydrated yet) and a sent form would go natively. So the entry holds
 * those clicks from the first paint (`holdEarlyInput`, src/main.tsx); the form, once hydrated,
 * takes the text and replays the clicks (`releaseEarlyInput`, through use-early-input.ts); a
 * fresh render drops them (`dropEarlyInput`, src/start.tsx). No React here: the entry loads it
 * before anything else.
 */
let held: HTMLElement[] = [];
let stopHolding: (() => void) | null = null;

export function holdEarlyInput(root: HTMLElement): void {
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = event.type === 'submit' ? target : target?.closest('button');
    if (!(element instanceof HTMLElement)) return;
    // Registered before React's own listeners on the root, so React never sees (and drops) it.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(element);
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  stopHolding = () => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
    stopHolding = null;
  };
}

/** The page is being rendered afresh: nothing held applies to it. */
export function dropEarlyInput(): void {
  stopHolding?.();
  held = [];
}

/**
 * `form` has just hydrated: hands each field typed into to `take` (the form's state still says
 * empty, and its next render would clear the text), stops holding clicks, and replays those held
 * once that render has given the handlers the text. Nothing typed or held: nothing happens.
 */
export function releaseEarlyInput(form: HTMLFormElement | null, take: (name: string, value: string) => void): void {
  for (const field of form?.elements ?? []) {
    if (field instanceof HTMLInputElement && field.name && field.value !== field.defaultValue) {
      take(field.name, field.value);
    }
  }
  const clicks = held;
  dropEarlyInput();
  if (clicks.length === 0) return;
  setTimeout(() => {
    for (const element of clicks) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  });
}
