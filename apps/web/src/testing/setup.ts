import { cleanup } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';

// Each test starts from an empty page, with the browser's own fetch.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
