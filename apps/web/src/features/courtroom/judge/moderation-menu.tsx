import {
  MODERATION_EVENTS,
  type CourtroomParticipant,
  type CourtroomRequestEvent,
  type ModerationState,
} from '@nyaya/shared';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { emitCourtroom } from '../api/courtroom-socket';
import { useCourtroomAction } from './use-courtroom-action';

type Flag = (typeof MODERATION_EVENTS)[number]['flag'];
type ItemLabel = 'mute' | 'unmute' | 'videoOff' | 'videoOn' | 'blur' | 'unblur' | 'freeze' | 'unfreeze';

/** Each flag's menu item: the label while the flag is set and while it is not. */
const ITEM_LABELS: Record<Flag, { whenSet: ItemLabel; whenClear: ItemLabel; icon: string }> = {
  isMuted: { whenSet: 'unmute', whenClear: 'mute', icon: 'bi-mic-mute' },
  isVideo: { whenSet: 'videoOff', whenClear: 'videoOn', icon: 'bi-camera-video-off' },
  isBlurred: { whenSet: 'unblur', whenClear: 'blur', icon: 'bi-droplet-half' },
  isFreeze: { whenSet: 'unfreeze', whenClear: 'freeze', icon: 'bi-pause-circle' },
};

type ModerationMenuProps = { roomId: string; participant: CourtroomParticipant };

/**
 * The host's menu on a participant's tile, "Moderate" in words (an icon alone was missed): each item flips one
 * moderation flag for everyone in the meeting.
 */
export function ModerationMenu({ roomId, participant }: ModerationMenuProps) {
  const { t } = useTranslation();
  const run = useCourtroomAction();
  const flip = (request: CourtroomRequestEvent, flag: keyof ModerationState) =>
    void run(() =>
      emitCourtroom(request, { roomId, userId: participant.userId, status: !participant[flag] }),
    );

  return (
    <Dropdown align="end" className="moderation-menu">
      <Dropdown.Toggle
        variant="dark"
        size="sm"
        className="moderation-toggle"
        aria-label={t('courtroomJudge.moderation.menu', { name: participant.name })}
      >
        <i className="bi bi-sliders me-1" aria-hidden="true" />
        {t('courtroomJudge.moderation.label')}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {MODERATION_EVENTS.map(({ request, flag }) => {
          const labels = ITEM_LABELS[flag];
          return (
            <Dropdown.Item as="button" key={flag} onClick={() => flip(request, flag)}>
              <i className={`bi ${labels.icon} me-2`} aria-hidden="true" />
              {t(`courtroomJudge.moderation.${participant[flag] ? labels.whenSet : labels.whenClear}`)}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
