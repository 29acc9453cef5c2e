import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';

type StatCardProps = { label: string; value: string | number; icon: string; to?: string };

/** One number on the admin dashboard; with `to`, the whole card links to the list behind the number. */
export function StatCard({ label, value, icon, to }: StatCardProps) {
  return (
    <Card className="dashboard-card stat-card h-100">
      <Card.Body className="d-flex align-items-center gap-3">
        <i className={`bi ${icon} dashboard-card-icon`} aria-hidden="true" />
        <div>
          <p className="stat-value mb-0">{value}</p>
          <h3 className="h6 mb-0">
            {to ? (
              <Link to={to} className="stretched-link">
                {label}
              </Link>
            ) : (
              label
            )}
          </h3>
        </div>
        {to && <i className="bi bi-chevron-right ms-auto text-body-secondary" aria-hidden="true" />}
      </Card.Body>
    </Card>
  );
}
