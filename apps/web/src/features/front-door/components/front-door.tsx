import type { LiveCourt } from '@nyaya/shared';
import { CaseCheck } from './case-check';
import { LiveCourts } from './live-courts';

type FrontDoorProps = {
  /** Brings the visitor to the sign-in form. */
  onSignIn: () => void;
  /** The visitor wants to watch a live court: signing in comes first. */
  onWatch: (court: LiveCourt) => void;
};

/** What anyone may see without an account (issue 21): a case's status by CNR and the courts live now. */
export function FrontDoor({ onSignIn, onWatch }: FrontDoorProps) {
  return (
    <div className="front-door-panels">
      <CaseCheck onSignIn={onSignIn} />
      <LiveCourts onWatch={onWatch} />
    </div>
  );
}
