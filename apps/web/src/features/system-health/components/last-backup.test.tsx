import type { BackupsHealth } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderComponent } from '../../../testing/render';
import { LastBackup } from './last-backup';

const STARTED = '2026-12-05T20:30:00.000Z';
const FINISHED = '2026-12-05T20:41:00.000Z';

function figureOf(backups: BackupsHealth) {
  renderComponent(<LastBackup backups={backups} />);
  const figure = screen.getByRole('heading', { name: 'Last backup' }).nextElementSibling;
  if (!figure) throw new Error('the figure has no value');
  return figure;
}

describe('the last backup on System Health', () => {
  it('says when the verified backup finished and how big it is', () => {
    const figure = figureOf({
      scheduled: true,
      last: {
        startedAt: STARTED,
        finishedAt: FINISHED,
        result: 'verified',
        bytes: 3 * 1024 ** 3,
        problem: null,
      },
    });
    expect(figure.textContent).toBe('Verified, 06-12-2026 02:11 IST (3 GB)');
    expect(figure.className).not.toContain('text-danger');
  });

  it('shows a failed backup in the danger colour, with why it failed', () => {
    const figure = figureOf({
      scheduled: true,
      last: {
        startedAt: STARTED,
        finishedAt: FINISHED,
        result: 'failed',
        bytes: null,
        problem: 'ENOSPC: no space left',
      },
    });
    expect(figure.textContent).toMatch(/^Failed, .*: ENOSPC: no space left$/);
    expect(figure.className).toContain('text-danger');
  });

  it.each([
    [{ scheduled: false, last: null }, 'Not scheduled: set BACKUP_DIR to back up every day'],
    [{ scheduled: true, last: null }, 'None yet: the first is due at the scheduled time'],
  ])('says when none is scheduled or none is taken yet', (backups, said) => {
    expect(figureOf(backups).textContent).toBe(said);
  });

  it('says since when one runs, in Hindi too', async () => {
    await changeLanguage('hi');
    try {
      renderComponent(
        <LastBackup
          backups={{
            scheduled: true,
            last: { startedAt: STARTED, finishedAt: null, result: 'running', bytes: null, problem: null },
          }}
        />,
      );
      expect(screen.getByRole('heading', { name: 'अंतिम बैकअप' }).nextElementSibling?.textContent).toBe(
        '06-12-2026 02:00 IST से चल रहा है',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
