import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh record of the screens already checked for accessibility, shared by this run's workers (fixtures.ts). */
export default function globalSetup() {
  process.env.E2E_AXE_SCANNED_DIR = mkdtempSync(join(tmpdir(), 'nyaya-axe-'));
}
