import { MESSAGES } from '@nyaya/shared';
import { act, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import hi from '../../../locales/hi.json';
import { renderComponent } from '../../../testing/render';
import { StreamSlate } from './stream-slate';

afterEach(() => act(() => changeLanguage('en')));

describe('the public stream’s slate', () => {
  it('says a pause message of ours by its code, in the language of the moment', async () => {
    renderComponent(
      <StreamSlate message={{ message: MESSAGES.courtNotInSession, code: 'courtNotInSession' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.courtNotInSession);
    await act(() => changeLanguage('hi'));
    expect(screen.getByRole('status').textContent).toBe(hi.messages.courtNotInSession);
  });

  it('says a message an administrator typed as it was typed, in any language', async () => {
    renderComponent(<StreamSlate message={{ message: 'भोजनावकाश: 2 बजे पुनः आरंभ' }} />);
    await act(() => changeLanguage('hi'));
    expect(screen.getByRole('status').textContent).toBe('भोजनावकाश: 2 बजे पुनः आरंभ');
  });
});
