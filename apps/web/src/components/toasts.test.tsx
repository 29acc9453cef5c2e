import { MESSAGES, TOAST_HIDE_MS } from '@nyaya/shared';
import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import hi from '../locales/hi.json';
import { appState } from '../lib/app-state';
import { changeLanguage } from '../lib/i18n';
import { renderComponent } from '../testing/render';
import { Toasts } from './toasts';

afterEach(async () => {
  act(() => appState.hideAlert());
  await changeLanguage('en');
});

describe('the toast', () => {
  it('says a success politely (a status), in the language of the moment: a switch while it shows translates it', async () => {
    renderComponent(<Toasts />);
    act(() => appState.showAlert({ code: 'saved' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.saved);
    await act(() => changeLanguage('hi'));
    expect(screen.getByRole('status').textContent).toBe(hi.messages.saved);
  });

  it('says a failure as an alert, and a text already in the user’s language as it is', async () => {
    renderComponent(<Toasts />);
    act(() => appState.showAlert('Recording of CS/1/2024 saved', 'danger'));
    expect((await screen.findByRole('alert')).textContent).toBe('Recording of CS/1/2024 saved');
  });

  it('hides after TOAST_HIDE_MS, or when closed', async () => {
    vi.useFakeTimers();
    try {
      renderComponent(<Toasts />);
      act(() => appState.showAlert({ code: 'saved' }));
      expect(screen.getByRole('status')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(TOAST_HIDE_MS);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    act(() => appState.showAlert({ code: 'saved' }));
    await act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
