import type { CourtroomViewer } from '@nyaya/shared';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** spec.md §2 "Judge dashboard": the toggleable "Viewers" list of those watching the room's public stream. */
export function ViewersList({ viewers }: { viewers: CourtroomViewer[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="viewers-list">
      <Button
        variant="outline-primary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <i className="bi bi-eye me-1" aria-hidden="true" />
        {t('courtroomJudge.viewers.title')}
        <Badge pill bg="primary" className="ms-2">
          {viewers.length}
        </Badge>
      </Button>
      {open && (
        <div id={listId} className="viewers-panel">
          {viewers.length === 0 ? (
            <p className="text-body-secondary small mb-0">{t('courtroomJudge.viewers.none')}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {viewers.map((viewer) => (
                <li key={viewer.socketId}>
                  <i className="bi bi-person me-1" aria-hidden="true" />
                  {viewer.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
