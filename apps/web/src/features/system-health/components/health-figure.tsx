import Card from 'react-bootstrap/Card';

type HealthFigureProps = {
  label: string;
  value: string;
  icon: string;
  /** A figure that needs the administrator (a failed backup) is shown in the danger colour. */
  alarming?: boolean;
};

/** One figure of the system's health: what it is, and its value now. */
export function HealthFigure({ label, value, icon, alarming = false }: HealthFigureProps) {
  return (
    <Card className={`h-100${alarming ? ' border-danger' : ''}`}>
      <Card.Body className="d-flex align-items-center gap-3">
        <i
          className={`bi ${icon} fs-3 ${alarming ? 'text-danger' : 'text-body-secondary'}`}
          aria-hidden="true"
        />
        <div className="text-break">
          <h3 className="h6 mb-1">{label}</h3>
          <p className={`mb-0 fw-semibold${alarming ? ' text-danger' : ''}`}>{value}</p>
        </div>
      </Card.Body>
    </Card>
  );
}
