import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { DASHBOARD_CARDS, type DashboardRole } from '../dashboards';

type RoleDashboardProps = {
  role: DashboardRole;
  name: string;
  /** The live part of the role's dashboard (control room, reader's list, own requests), from its feature. */
  children?: ReactNode;
};

/** One role's dashboard: its title, a welcome line, its live panel, and the cards of its pages. */
export function RoleDashboard({ role, name, children }: RoleDashboardProps) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageTitle title={t(`dashboard.titles.${role}`)} />
      <p className="lead">{t('dashboard.welcome', { name })}</p>
      {children}
      {DASHBOARD_CARDS[role].length > 0 && (
        <Row xs={1} md={2} xl={3} className="g-3">
          {DASHBOARD_CARDS[role].map((card) => (
            <Col key={card.id}>
              <Card className="dashboard-card h-100">
                <Card.Body>
                  <i className={`bi ${card.icon} dashboard-card-icon`} aria-hidden="true" />
                  <Card.Title as="h2" className="h5 mt-3">
                    <Link to={card.href} className="stretched-link">
                      {t(`dashboard.cards.${card.id}.title`)}
                    </Link>
                  </Card.Title>
                  <Card.Text>{t(`dashboard.cards.${card.id}.text`)}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
