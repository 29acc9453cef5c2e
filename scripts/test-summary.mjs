// Adds up the JSON reports of Vitest and Playwright into the closing lines CI reads: each failed test with the first
// line of its error (CI keeps only the tail of the output, where a failure told far above would be lost), then
// "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

// eslint-disable-next-line no-control-regex -- reporters colour their messages with ANSI escapes
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text = '') =>
  (
    text
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  )
    .trim()
    .slice(0, 300);

const atLine = ({ file, line }) => `${relative(process.cwd(), file)}:${line}`;

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      // Each try's errors where they were thrown: a timeout's own message says nothing of the step it stopped at.
      const tries = (test.results ?? []).map((result, index) => {
        const errors = (result.errors ?? []).map(
          (error) => `${firstLine(error.message)}${error.location ? ` (${atLine(error.location)})` : ''}`,
        );
        return `try ${index + 1}: ${errors.join(' / ') || result.status}`;
      });
      failures.push(`${[...path, spec.title].join(' › ')}\n    ${tries.join('\n    ')}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const testFile of report.testResults ?? []) {
      const name = relative(process.cwd(), testFile.name);
      for (const test of testFile.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        failures.push(`${file}: ${name} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
      }
      if (
        testFile.status === 'failed' &&
        !testFile.assertionResults?.some((test) => test.status === 'failed')
      ) {
        failures.push(`${file}: ${name}\n    ${firstLine(testFile.message)}`);
      }
    }
  } else if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
  }
}

if (failures.length > 0) console.log(`failed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
