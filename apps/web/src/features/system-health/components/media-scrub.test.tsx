import type { DamagedRecording } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../testing/render';
import { MediaScrub } from './media-scrub';

const damaged = (change: Partial<DamagedRecording> = {}): DamagedRecording => ({
  recordingId: 7,
  cnr: 'DLND010000012025',
  hearingDate: '2026-12-03',
  file: 'hearing-7.mp4',
  damage: 'its SHA-256 is 00ff…, sealed as 3d12…',
  checkedAt: '2026-12-05T20:30:00.000Z',
  ...change,
});

function figureOf(scrub: Parameters<typeof MediaScrub>[0]['scrub']) {
  renderComponent(<MediaScrub scrub={scrub} />);
  const figure = screen.getByRole('heading', { name: 'Recordings read back' }).nextElementSibling;
  if (!figure) throw new Error('the figure has no value');
  return figure;
}

describe('the media scrub on System Health', () => {
  it('says how many sealed recordings were read back lately and that they match', () => {
    const figure = figureOf({ recordings: 12, checkedRecently: 9, damaged: [] });
    expect(figure.textContent).toBe('9 of 12 sealed recordings read back lately, all matching their seals');
    expect(figure.className).not.toContain('text-danger');
  });

  it('names a damaged recording, its case and day and what was wrong, in the danger colour', () => {
    const figure = figureOf({ recordings: 12, checkedRecently: 12, damaged: [damaged()] });
    expect(figure.textContent).toBe(
      'Damaged: DLND010000012025 of 03-12-2026 (hearing-7.mp4): its SHA-256 is 00ff…, sealed as 3d12…; found 06-12-2026 02:00 IST',
    );
    expect(figure.className).toContain('text-danger');
  });

  it('counts several, naming the newest', () => {
    const figure = figureOf({
      recordings: 12,
      checkedRecently: 12,
      damaged: [damaged(), damaged({ recordingId: 3 })],
    });
    expect(figure.textContent).toMatch(/^2 damaged, the newest DLND010000012025 of 03-12-2026/);
  });
});
