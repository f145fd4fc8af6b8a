import { LOCALES, type Locale } from '@accredit/shared';
import { Dropdown } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { changeLocale, currentLocale } from '../i18n/index.ts';
import { LOCALE_LABELS } from './locale-labels.ts';

/** The language menu itself (antd Dropdown), loaded the first time someone reaches for it. */
export default function LanguageMenu({
  children,
  defaultOpen,
}: {
  children: ReactNode;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  // Armed by hovering, then clicked before the pointer moved again: open on that click.
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, [defaultOpen]);
  return (
    <Dropdown
      trigger={['hover', 'click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectedKeys: [currentLocale()],
        items: LOCALES.map((l) => ({ key: l, label: LOCALE_LABELS[l] })),
        onClick: ({ key }) => {
          setOpen(false);
          void changeLocale(key as Locale);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
