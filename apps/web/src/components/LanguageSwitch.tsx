import { LOCALES, type Locale } from '@accredit/shared';
import { GlobalOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/index.ts';
import './language-switch.css';
import { LOCALE_LABELS } from './locale-labels.ts';

export { LOCALE_LABELS } from './locale-labels.ts';

/** antd's Dropdown's delays: it opens 150 ms after the pointer arrives, closes 100 ms after it left. */
const OPEN_DELAY = 150;
const CLOSE_DELAY = 100;

type Anchor = { top: number; right: number };

function anchorOf(button: HTMLElement | null): Anchor | null {
  if (!button) return null;
  const r = button.getBoundingClientRect();
  return { top: r.bottom + 4, right: document.documentElement.clientWidth - r.right };
}

/**
 * The language selector of the header and the login page: a button and, below it, the four
 * languages drawn as antd's Dropdown menu (with antd's tokens, so it follows the chosen colour),
 * opened by hovering or clicking. Not antd's Dropdown: with its Menu that weighs some 20 kB
 * gzipped on the login page (issue 6). Not loaded lazily either: that missed the first click.
 */
export function LanguageSwitch({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Opened by a click (or the keyboard) the menu stays until a choice, a click elsewhere or
  // Escape; opened by hovering it closes when the pointer leaves.
  const [open, setOpen] = useState<'hover' | 'click' | null>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (ms: number, job: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(job, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(null);
  }, []);
  const show = (how: 'hover' | 'click') => {
    clearTimeout(timer.current);
    setAnchor(anchorOf(button.current));
    setOpen((o) => (o === 'click' ? o : how));
  };
  const focusItem = (step: number) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0)
      items[
        Math.max(
          items.findIndex((i) => i.hasAttribute('aria-current')),
          0,
        )
      ].focus();
    else items[(at + step + items.length) % items.length].focus();
  };
  // Opened from the keyboard, the current language takes the focus.
  useLayoutEffect(() => {
    if (open && focusFirst) {
      focusItem(0);
      setFocusFirst(false);
    }
  });
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close();
    };
    const follow = () => setAnchor(anchorOf(button.current));
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, close]);

  const choose = (locale: Locale) => {
    close();
    button.current?.focus();
    void changeLocale(locale);
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show('click');
      setFocusFirst(true);
    } else if (e.key === 'Escape' && open) close();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
      button.current?.focus();
    } else if (e.key === 'Tab') close();
  };

  const current = currentLocale();
  const menuStyle = {
    top: anchor?.top ?? 0,
    right: anchor?.right ?? 0,
    zIndex: token.zIndexPopupBase + 50,
    '--lm-bg': token.colorBgElevated,
    '--lm-shadow': token.boxShadowSecondary,
    '--lm-text': token.colorText,
    '--lm-hover': token.controlItemBgHover,
    '--lm-active': token.controlItemBgActive,
    '--lm-primary': token.colorPrimary,
    '--lm-font': token.fontFamily,
  } as CSSProperties;

  return (
    <>
      <button
        ref={button}
        type="button"
        // The name holds what the button shows (WCAG 2.5.3, label in name) and what it is for.
        aria-label={t('common.languageCurrent', { language: LOCALE_LABELS[currentLocale()] })}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        style={{ cursor: 'pointer', background: 'none', border: 0, padding: 0, color: 'inherit', ...style }}
        data-testid="language-switch"
        onClick={() => (open === 'click' ? close() : show('click'))}
        onKeyDown={onButtonKey}
        onMouseEnter={() => (open ? show('hover') : later(OPEN_DELAY, () => show('hover')))}
        onMouseLeave={() => (open === 'click' ? clearTimeout(timer.current) : later(CLOSE_DELAY, close))}
      >
        <GlobalOutlined /> {LOCALE_LABELS[current]}
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            role="menu"
            aria-label={t('common.language')}
            className="language-menu"
            style={menuStyle}
            onKeyDown={onMenuKey}
            onMouseEnter={() => clearTimeout(timer.current)}
            onMouseLeave={() => open === 'hover' && later(CLOSE_DELAY, close)}
          >
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-current={l === current ? 'true' : undefined}
                className="language-menu-item"
                onClick={() => choose(l)}
              >
                {LOCALE_LABELS[l]}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
