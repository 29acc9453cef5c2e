import { COURTROOM_EVENTS } from '@nyaya/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { appState } from '../../../lib/app-state';
import { emitCourtroom } from '../api/courtroom-socket';
import { useCourtroomAction } from './use-courtroom-action';
import { WithholdStreamModal, type WithholdChoice } from './withhold-stream-modal';

type WithholdStreamButtonProps = {
  roomId: string;
  /** The courtroom reaches the public now: streaming a hearing that is not Dismissed. */
  onAir: boolean;
  /** The room's delay in minutes, once known: nothing can be withheld without one. */
  delayMinutes: number | undefined;
};

/**
 * "Withhold last minutes…" beside the streaming controls: the last minutes the delay still holds back never reach the public
 * (the court's recording keeps them).
 */
export function WithholdStreamButton({ roomId, onAir, delayMinutes }: WithholdStreamButtonProps) {
  const { t } = useTranslation();
  const run = useCourtroomAction();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const hintId = useId();
  const usable = onAir && !!delayMinutes;
  // What it does, and, while it cannot, when it can.
  const hint = [
    t('courtroomJudge.footer.withholdHint'),
    ...(usable ? [] : [t('courtroomJudge.footer.withholdWhen')]),
  ].join(' ');

  const withhold = async (choice: WithholdChoice) => {
    setPending(true);
    const withheld = await run(() => emitCourtroom(COURTROOM_EVENTS.withholdStream, { roomId, ...choice }));
    setPending(false);
    if (!withheld) return;
    setOpen(false);
    appState.showAlert({ code: 'streamWithheld' });
  };

  return (
    <>
      <Button
        variant="outline-light"
        disabled={!usable || pending}
        title={hint}
        aria-describedby={hintId}
        onClick={() => setOpen(true)}
      >
        <i className="bi bi-eye-slash me-1" aria-hidden="true" />
        {t('courtroomJudge.footer.withhold')}
      </Button>
      <span id={hintId} className="visually-hidden">
        {hint}
      </span>
      {open && delayMinutes !== undefined && (
        <WithholdStreamModal
          delayMinutes={delayMinutes}
          pending={pending}
          onCancel={() => setOpen(false)}
          onConfirm={(choice) => void withhold(choice)}
        />
      )}
    </>
  );
}
