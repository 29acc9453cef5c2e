import { ACCESS_LOG_CHECKPOINT_FORMAT, type AccessLogCheckpointBody } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderComponent } from '../../../testing/render';
import { AccessLogChain } from './access-log-chain';

const checkpoint = (change: Partial<AccessLogCheckpointBody>): AccessLogCheckpointBody => ({
  format: ACCESS_LOG_CHECKPOINT_FORMAT,
  checkedAt: '2026-12-05T20:30:00.000Z',
  rows: 1204,
  headId: 1210,
  headHash: 'a'.repeat(64),
  problem: null,
  ...change,
});

function figureOf(lastCheckpoint: AccessLogCheckpointBody | null, title = 'Access log chain') {
  renderComponent(<AccessLogChain chain={{ lastCheckpoint }} />);
  const figure = screen.getByRole('heading', { name: title }).nextElementSibling;
  if (!figure) throw new Error('the figure has no value');
  return figure;
}

describe('the access log chain on System Health', () => {
  it('says the chain is whole, how long, and when it was checked and signed', () => {
    const figure = figureOf(checkpoint({}));
    expect(figure.textContent).toBe('Whole: 1204 entries, checked and signed 06-12-2026 02:00 IST');
    expect(figure.className).not.toContain('text-danger');
  });

  it.each([
    ['edited', 'Entry 17 was changed after it was logged (checked 06-12-2026 02:00 IST)'],
    ['inserted', 'Entry 17 was put in outside the chain (checked 06-12-2026 02:00 IST)'],
    ['missing', 'Entries before entry 17 were removed or moved (checked 06-12-2026 02:00 IST)'],
  ] as const)('names the first entry %s, in the danger colour', (kind, said) => {
    const figure = figureOf(checkpoint({ problem: { kind, rowId: 17 } }));
    expect(figure.textContent).toBe(said);
    expect(figure.className).toContain('text-danger');
  });

  it('says none is taken yet', () => {
    expect(figureOf(null).textContent).toBe('Not checked yet: the first checkpoint is taken within the hour');
  });

  it('says it in Hindi too', async () => {
    await changeLanguage('hi');
    try {
      expect(figureOf(checkpoint({ rows: 1 }), 'एक्सेस लॉग श्रृंखला').textContent).toBe(
        'पूर्ण: 1 प्रविष्टि, 06-12-2026 02:00 IST को जाँची और हस्ताक्षरित',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
