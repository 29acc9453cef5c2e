import type { TestProject } from 'vitest/node';
import { createTemplate } from './test-database.ts';

/** Migrates and seeds the template database once for the whole server suite (see test-database.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
