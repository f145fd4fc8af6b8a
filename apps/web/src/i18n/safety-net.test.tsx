// vitest: own modules (it tests what the app loads once: the signed-in catalogues)
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, loadShellCatalogs, signedInCatalogsLoaded } from './index.ts';

function AddLabel() {
  const { t } = useTranslation();
  return <span data-testid="label">{t('crud.ui.add')}</span>;
}

describe('the missing-key safety net', () => {
  it('a screen of the shell asking for a text of another part shows it once the rest is added', async () => {
    await i18n.changeLanguage('zh-CN');
    await loadShellCatalogs();
    expect(signedInCatalogsLoaded()).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <AddLabel />
      </I18nextProvider>,
    );
    expect(await screen.findByText('新增', undefined, { timeout: 5000 })).toBeTruthy();
    expect(signedInCatalogsLoaded()).toBe(true);
  });
});
