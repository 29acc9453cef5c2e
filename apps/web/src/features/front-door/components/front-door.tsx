import type { LiveCourt } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CaseCheck } from './case-check';
import { LiveCourts } from './live-courts';

type FrontDoorProps = {
  /** Brings the visitor to the sign-in form. */
  onSignIn: () => void;
  /** The visitor wants to watch a live court: signing in comes first. */
  onWatch: (court: LiveCourt) => void;
};

/**
 * What anyone may see without an account (issue 21): a case's status by CNR, the courts live now, and the way to
 * check a copy of a recording (issue 40).
 */
export function FrontDoor({ onSignIn, onWatch }: FrontDoorProps) {
  const { t } = useTranslation();
  return (
    <div className="front-door-panels">
      <CaseCheck onSignIn={onSignIn} />
      <LiveCourts onWatch={onWatch} />
      <p className="mb-0">
        <i className="bi bi-patch-check me-2" aria-hidden="true" />
        <Link to={paths.public.verifyRecording.getHref()}>{t('frontDoor.verifyRecording')}</Link>
      </p>
    </div>
  );
}
