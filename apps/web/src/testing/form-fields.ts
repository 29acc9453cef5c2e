import { fireEvent, screen } from '@testing-library/preact';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** The form field with exactly this label. */
export const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** What a screen reader reads after a field's name: its hint, warning and message (aria-describedby), in order. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Waits until the field labelled `label` says `message`: shown with it and read after its name. */
export async function expectFieldMessage(label: string, message: string) {
  await vi.waitFor(() => expect(descriptionOf(field(label))).toContain(message));
}

/**
 * Fills fields by label as a person does: a text typed over what was there, a list's option chosen, a date set
 * whole as a date picker gives it (typed key by key, a date input is never a date).
 */
export async function fillFields(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const element = field(label);
    if (element instanceof HTMLSelectElement) await user.selectOptions(element, value);
    else if (element.getAttribute('type') === 'date') fireEvent.input(element, { target: { value } });
    else {
      await user.clear(element);
      await user.type(element, value);
    }
  }
}
