import { pinCourtDate } from '@nyaya/shared';
import { inject } from 'vitest';

/**
 * The server suites' setup file: every test file keeps the court day the global set-up seeded the template for,
 * and so do the servers the tests start (server-process.ts passes it on as COURT_DATE). A run that crosses
 * midnight in India looks up the same "today" its hearings were seeded for.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    courtDate: string;
  }
}

pinCourtDate(inject('courtDate'));
