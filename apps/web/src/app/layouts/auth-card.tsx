import type { ReactNode } from 'react';

/** The white card that holds a public page's form; signup needs the wide one. */
export function AuthCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={`auth-card card shadow-sm ${wide ? 'auth-card-wide' : ''}`}>{children}</div>;
}
