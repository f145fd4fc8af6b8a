import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../i18n/index.ts';

/**
 * A component test file's screens in English with the signed-in catalogues; after each test its
 * render is removed and the mocks' calls are cleared.
 */
export function inEnglish(): void {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
    await loadSignedInCatalogs();
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
}
