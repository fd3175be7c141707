// The replay half of heldEvents.ts: events held while a part of the page
// had no code are dispatched again on the same elements, in order, as
// copies (an event's own properties are a valid init for a new one of its
// kind: the position, the button, the key, the modifiers).
//
// Typing needs one more step. React takes an input's value, when it
// hydrates it, as the value it already knows, so text typed before would
// never reach the component's state. The replay sets the field's value
// through the element's own setter (React's value tracker, when there is
// one, records it), then back through the prototype's (which no tracker
// sees), and sends `input`: the component gets the typed text.

/** The value setter of the element's kind (input, textarea), not an instance's. */
function nativeValueSetter(el: Element): ((value: string) => void) | undefined {
  for (let proto = Object.getPrototypeOf(el); proto; proto = Object.getPrototypeOf(proto)) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter;
  }
  return undefined;
}

function replayInput(el: HTMLInputElement | HTMLTextAreaElement): void {
  const value = el.value;
  const setter = nativeValueSetter(el);
  if (setter) {
    let selection: [number | null, number | null] = [null, null];
    try {
      selection = [el.selectionStart, el.selectionEnd];
    } catch {
      // a kind of field without a selection (number, email)
    }
    el.value = value === '' ? ' ' : '';
    setter.call(el, value);
    if (selection[0] != null) el.setSelectionRange(selection[0], selection[1]);
  }
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(e: Event): void {
  const target = e.target as Element;
  if (e.type === 'input' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) replayInput(target);
  else target.dispatchEvent(new (e.constructor as typeof Event)(e.type, e));
}

/**
 * Dispatches copies of `events` in order. When `heldAgain()` says the last
 * one was held again (its part has still not hydrated), stops: returns the
 * events after it, still on the page, to wait with it.
 */
export function replayEvents(events: Event[], heldAgain: () => boolean): Event[] {
  const live = events.filter((e) => (e.target as Node).isConnected);
  for (let i = 0; i < live.length; i++) {
    replay(live[i]);
    if (heldAgain()) return live.slice(i + 1);
  }
  return [];
}
