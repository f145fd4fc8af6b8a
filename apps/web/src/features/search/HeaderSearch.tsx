import { HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Drawer, Input, type RefSelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { SEARCH_PATH, SEARCH_PERMISSION } from './api.ts';
import { forgetSearches, recentSearches, rememberSearch } from './recent.ts';
import { MAX_QUERY, searchHref } from './url-state.ts';
import './header.css';

/**
 * The header's search box (issue 20): shown to roles that may search; Enter, or a pick among the
 * recent searches, opens the Search screen with the words (a tab of its own, like a menu item).
 * On a phone it is an icon that opens the box over the page. "/" (outside a text field) or
 * Ctrl+K (Cmd+K) puts the cursor in it from anywhere.
 */
export function HeaderSearch({ compact }: { compact: boolean }) {
  const session = useSession();
  if (!session.has(SEARCH_PERMISSION)) return null;
  return <SearchBox compact={compact} />;
}

/** Whether a key press was typed into a field (where "/" is a character, not the shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function isSearchShortcut(e: KeyboardEvent): boolean {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target);
}

function SearchBox({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [recent, setRecent] = useState(recentSearches);
  const [drawer, setDrawer] = useState(false);
  // The recent searches list: opened by the box's own focus and typing, closed by a search.
  const [listOpen, setListOpen] = useState(false);
  const input = useRef<RefSelectProps>(null);
  // Enter on a highlighted recent search both selects it and reaches the input: one search only.
  const pickedAt = useRef(0);
  const valueRef = useRef('');
  valueRef.current = value;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      if (compact) setDrawer(true);
      else input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [compact]);

  const submit = (q: string) => {
    const text = q.trim();
    if (!text) return;
    setRecent(rememberSearch(text));
    setValue('');
    setListOpen(false);
    setDrawer(false);
    input.current?.blur();
    navigate(searchHref(SEARCH_PATH, text));
  };

  const needle = value.trim().toLowerCase();
  const options = recent
    .filter((s) => !needle || s.toLowerCase().includes(needle))
    .map((s) => ({
      value: s,
      label: (
        <span data-testid="header-search-recent">
          <HistoryOutlined style={{ marginRight: 8, color: 'rgba(0,0,0,0.45)' }} />
          {s}
        </span>
      ),
    }));

  const box = (
    <AutoComplete
      ref={input}
      value={value}
      options={options.length ? [{ label: t('search.header.recent'), options }] : []}
      onChange={(v) => setValue(String(v ?? ''))}
      onSelect={(v) => {
        pickedAt.current = Date.now();
        submit(String(v));
      }}
      defaultActiveFirstOption={false}
      open={listOpen && options.length > 0}
      onOpenChange={setListOpen}
      popupRender={(menu) => (
        <>
          {menu}
          <Button
            type="link"
            size="small"
            block
            data-testid="header-search-clear-recent"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              forgetSearches();
              setRecent([]);
            }}
          >
            {t('search.header.clearRecent')}
          </Button>
        </>
      )}
      className="search-header-box"
      style={{ width: compact ? '100%' : 220 }}
      data-testid="header-search"
    >
      <Input
        autoFocus={compact}
        maxLength={MAX_QUERY}
        allowClear
        prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />}
        placeholder={t('search.header.placeholder')}
        title={t('search.header.shortcut')}
        aria-label={t('search.header.open')}
        data-testid="header-search-input"
        onPressEnter={() => {
          // Runs after a pick made by the same key press, which has already searched.
          setTimeout(() => {
            if (Date.now() - pickedAt.current > 250) submit(valueRef.current);
          }, 0);
        }}
      />
    </AutoComplete>
  );

  if (!compact) return box;
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('search.header.open')}
        data-testid="header-search-button"
        onClick={() => setDrawer(true)}
      />
      <Drawer
        open={drawer}
        placement="top"
        size="auto"
        closable={false}
        destroyOnHidden
        onClose={() => setDrawer(false)}
        styles={{ body: { padding: 12 } }}
        data-testid="header-search-drawer"
      >
        {box}
      </Drawer>
    </>
  );
}
