import { courtDate, pinCourtDate } from '@nyaya/shared';
import type { TestProject } from 'vitest/node';
import { createTemplate } from './test-database.ts';

/**
 * Holds the court's today for the whole run (court-clock.ts) and migrates and seeds the template database once
 * for the whole server suite (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const today = courtDate();
  pinCourtDate(today);
  project.provide('courtDate', today);
  const { template, remove } = await createTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
