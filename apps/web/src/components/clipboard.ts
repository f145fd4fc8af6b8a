import { withNotifier } from '../api/notices.ts';
import { i18n } from '../i18n/index.ts';

/**
 * Copy to clipboard with the messages of spec 000 section 8: "Text has been copied to the
 * clipboard!" (in the user's language) or "copy failed" with the error.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
    else legacyCopy(text);
    withNotifier(({ notification }) =>
      notification.success({ title: i18n.t('shell.clipboard.copied'), duration: 2, placement: 'top' }),
    );
    return true;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    withNotifier(({ notification }) =>
      notification.error({
        title: i18n.t('shell.clipboard.failed', { reason }),
        duration: 3,
        placement: 'top',
      }),
    );
    return false;
  }
}

/** For browsers without the async clipboard (plain http): a hidden textarea and execCommand. */
function legacyCopy(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('execCommand');
}
