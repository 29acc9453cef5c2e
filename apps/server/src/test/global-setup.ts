import { courtDate, pinCourtDate } from '@nyaya/shared';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../core/paths.ts';
import { createTemplate } from './test-database.ts';

/**
 * Holds the court's today for the whole run (court-clock.ts), builds the server the suites start as a process
 * when its build is older than its sources (server-process.ts), and migrates and seeds the template database once
 * for the whole server suite (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-if-stale.mjs'), 'apps/server'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server could not be built (npm run build -w apps/server)');
  const today = courtDate();
  pinCourtDate(today);
  project.provide('courtDate', today);
  const { template, remove } = await createTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
