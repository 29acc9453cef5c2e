import Card from 'react-bootstrap/Card';

/** One figure of the system's health: what it is, and its value now. */
export function HealthFigure({ label, value, icon }: { label: string; value: string; icon: string }) {
  return (
    <Card className="h-100">
      <Card.Body className="d-flex align-items-center gap-3">
        <i className={`bi ${icon} fs-3 text-body-secondary`} aria-hidden="true" />
        <div className="text-break">
          <h3 className="h6 mb-1">{label}</h3>
          <p className="mb-0 fw-semibold">{value}</p>
        </div>
      </Card.Body>
    </Card>
  );
}
