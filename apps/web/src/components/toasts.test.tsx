import { MESSAGES } from '@nyaya/shared';
import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('says a message in the language of the moment: a switch while it shows translates it', async () => {
    renderComponent(<Toasts />);
    act(() => appState.showAlert({ code: 'saved' }));
    expect(await screen.findByText(MESSAGES.saved)).toBeTruthy();
    await act(() => changeLanguage('hi'));
    expect(screen.getByText(hi.messages.saved)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.saved)).toBeNull();
  });

  it('shows a text already in the user’s language as it is', async () => {
    renderComponent(<Toasts />);
    act(() => appState.showAlert('Recording of CS/1/2024 saved', 'danger'));
    expect(await screen.findByText('Recording of CS/1/2024 saved')).toBeTruthy();
  });
});
