import type { ReactNode } from 'react';
import { useId } from 'react';
import Row from 'react-bootstrap/Row';

/** A titled group of dashboard cards, a region named by its title. */
export function StatSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      <Row xs={1} sm={2} lg={3} xxl={4} className="g-3">
        {children}
      </Row>
    </section>
  );
}
