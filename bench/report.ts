import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib.ts';

const file = join(repoRoot, 'BENCHMARKS.md');
const header =
  '# Benchmarks\n\nWritten by `npm run bench`; every section measures its baseline in the same run.\n';

/** Replaces (or appends) one `## title` section of BENCHMARKS.md, keeping the others. */
export function writeBenchmarkSection(title: string, body: string) {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  const section = `## ${title}\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}.\n\n${body}\n`;
  const sections = existing.split(/^(?=## )/m);
  const index = sections.findIndex((part) => part.startsWith(`## ${title}\n`));
  if (index >= 0) sections[index] = section;
  else sections.push(section);
  writeFileSync(
    file,
    sections
      .join('')
      .replace(/\n*$/, '\n')
      .replace(/([^\n])\n## /g, '$1\n\n## '),
  );
}
