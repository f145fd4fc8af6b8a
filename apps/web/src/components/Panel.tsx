import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  /** Raised on hover, for panels that open something. */
  hoverable?: boolean;
  onClick?: () => void;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * A titled box that looks like antd's Card, for the workplace. antd's Card brings its Tabs (some
 * 14 kB gzipped with the card itself) to every page that shows one; the workplace is the page
 * sign-in lands on, so it draws its boxes with this (issue 22 item 5).
 */
export function Panel({ title, extra, hoverable, onClick, className, style, children, ...rest }: PanelProps) {
  const classes = ['panel', hoverable || onClick ? 'panel-hoverable' : '', className ?? ''].filter(Boolean);
  const onKeyDown = (e: KeyboardEvent) => {
    if (onClick && (e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) {
      e.preventDefault();
      onClick();
    }
  };
  const head =
    title || extra ? (
      <div className="panel-head">
        <div className="panel-title">{title}</div>
        {extra && <div className="panel-extra">{extra}</div>}
      </div>
    ) : null;
  const body = <div className="panel-body">{children}</div>;
  if (onClick)
    return (
      // biome-ignore lint/a11y/useSemanticElements: a panel holds block content and buttons of its own, which a <button> may not.
      <div
        className={classes.join(' ')}
        style={style}
        data-testid={rest['data-testid']}
        role="button"
        tabIndex={0}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {head}
        {body}
      </div>
    );
  return (
    <section className={classes.join(' ')} style={style} data-testid={rest['data-testid']}>
      {head}
      {body}
    </section>
  );
}
