import { useEffect, useRef, useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { ExistingContact } from './existing-contact';

type ContactSectionProps = {
  id: string;
  title: string;
  existingLabel: string;
  value: string;
  /** The change form while editing; it calls `close` when done or cancelled. */
  children: (close: () => void) => ReactNode;
};

/** A card for the mobile or the e-mail: the current value with Edit, and the change form while editing. */
export function ContactSection({ id, title, existingLabel, value, children }: ContactSectionProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // The form goes away when done or cancelled: the focus goes back to Edit instead of being lost.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Card as="section" className="form-card mb-4" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <Card.Title as="h2" className="h5" id={`${id}-title`}>
          {title}
        </Card.Title>
        <ExistingContact
          id={`${id}-existing`}
          label={existingLabel}
          value={value}
          editing={editing}
          onEdit={() => setEditing(true)}
          editRef={editButton}
        />
        {editing && children(() => setEditing(false))}
      </Card.Body>
    </Card>
  );
}
