import { sql, type SQLWrapper } from 'drizzle-orm';

/** A value compared whatever its letters' case, as users_enrollment_number_unique compares enrollment numbers. */
export const caseless = (value: SQLWrapper | string) => sql`upper(${value})`;
