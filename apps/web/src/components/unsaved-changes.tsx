import { App, type ButtonProps, type FormInstance } from 'antd';
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Typed work is never lost without a word: every drawer or dialog with a form closes through
 * `guard`, which asks "Discard unsaved changes?" when the values differ from what the form held
 * before the person first touched it, and closes at once otherwise. The baseline is taken at that
 * first touch (a key, a click, a paste, a drop or an input inside the form), so what a form fills
 * in by itself on opening (the stored record, a type fixed by its tab) is never counted as a
 * change; what arrives by itself later, in a field the person has not changed (stored files), moves
 * the baseline too. A file the person picked counts when its upload lands. Saving closes without
 * asking (the caller closes directly). While a changed form is open, closing or reloading the
 * browser tab asks too.
 */

/** Values as a person sees them: empty text, null, an empty list and an absent key alike; dates by their text. */
export function normalise(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    const list = value.map((v) => normalise(v) ?? null);
    return list.length ? list : undefined;
  }
  if (typeof value === 'object') {
    const toJSON = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof toJSON === 'function') return toJSON.call(value);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = normalise((value as Record<string, unknown>)[key]);
      if (v !== undefined) out[key] = v;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return value;
}

export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a) ?? null) === JSON.stringify(normalise(b) ?? null);
}

type Touch = (event: SyntheticEvent) => void;

export interface UnsavedChanges {
  /** Whether the form differs from its baseline (kept up to date by `check`). */
  dirty: boolean;
  /**
   * Call when the values change (an antd Form's `onValuesChange`, with the changed values). A
   * change to a field the person has not changed, made outside their input (stored files that
   * arrive late, a value a widget sets by itself), moves the baseline instead of counting.
   */
  check: (changedValues?: object) => void;
  /** Spread on an element around the form: a person's first touch there fixes the baseline. */
  touchProps: {
    onKeyDownCapture: Touch;
    onPointerDownCapture: Touch;
    onPasteCapture: Touch;
    onDropCapture: Touch;
    onInputCapture: Touch;
    onChangeCapture: Touch;
    onMouseDownCapture: Touch;
    onClickCapture: Touch;
  };
  /** `touchProps` and `onValuesChange: check` together, to spread on an antd Form. */
  formProps: UnsavedChanges['touchProps'] & { onValuesChange: (changedValues: object) => void };
  /** A close handler that asks first when the form changed (Esc, mask, close button, Cancel). */
  guard: (close: () => void) => () => void;
  /** Saved where it stays open: what it holds now is the new baseline. */
  settle: () => void;
}

/**
 * The question itself, for a screen that knows by itself whether it changed (e.g. a permission
 * tree against the stored permissions): `guard(close)` asks when `isChanged()` holds, and while
 * `active` the browser asks before the tab closes or reloads.
 */
export function useDiscardGuard(
  isChanged: () => boolean,
  active: boolean,
): (close: () => void) => () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const changedRef = useRef(isChanged);
  changedRef.current = isChanged;
  const asking = useRef(false);

  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      // Looked at afresh: a form saved and reset since (then the page reloads) asks nothing.
      if (!changedRef.current()) return;
      e.preventDefault();
      // Older browsers want a returnValue to show their own question.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return useCallback(
    (close: () => void) => () => {
      if (!changedRef.current()) {
        close();
        return;
      }
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t('common.unsaved.title'),
        content: t('common.unsaved.content'),
        okText: t('common.unsaved.discard'),
        cancelText: t('common.unsaved.keep'),
        // Enter keeps the work; discarding takes a deliberate click.
        autoFocusButton: 'cancel',
        okButtonProps: { danger: true, 'data-testid': 'unsaved-discard' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'unsaved-keep' } as ButtonProps,
        onOk: () => {
          asking.current = false;
          close();
        },
        onCancel: () => {
          asking.current = false;
        },
      });
    },
    [modal, t],
  );
}

export function useUnsavedChanges({ open, read }: { open: boolean; read: () => unknown }): UnsavedChanges {
  const readRef = useRef(read);
  readRef.current = read;
  // The values as first touched (normalised), the fields the person changed, and whether an
  // input of theirs is being handled right now (or a file they picked is still uploading).
  const baseline = useRef<{ values: Record<string, unknown> } | null>(null);
  const personal = useRef(new Set<string>());
  const inInput = useRef(false);
  const awaitingFile = useRef(false);
  const [dirty, setDirty] = useState(false);

  // Each opening starts clean.
  useEffect(() => {
    if (open) return;
    baseline.current = null;
    personal.current = new Set();
    awaitingFile.current = false;
    setDirty(false);
  }, [open]);

  const changed = useCallback(
    () => baseline.current !== null && !sameValues(readRef.current(), baseline.current.values),
    [],
  );
  const check = useCallback(
    (changedValues?: object) => {
      const base = baseline.current;
      const keys = Object.keys(changedValues ?? {});
      if (base && (inInput.current || awaitingFile.current)) {
        for (const key of keys) personal.current.add(key);
        awaitingFile.current = false;
      } else if (base) {
        const now = (normalise(readRef.current()) ?? {}) as Record<string, unknown>;
        for (const key of keys.filter((k) => !personal.current.has(k))) {
          if (now[key] === undefined) delete base.values[key];
          else base.values[key] = now[key];
        }
      }
      setDirty(changed());
    },
    [changed],
  );
  const touch = useCallback((event: SyntheticEvent) => {
    if (baseline.current === null)
      baseline.current = { values: (normalise(readRef.current()) ?? {}) as Record<string, unknown> };
    const target = event.target as HTMLInputElement | null;
    if (event.type === 'change' && target?.type === 'file') awaitingFile.current = true;
    inInput.current = true;
    setTimeout(() => {
      inInput.current = false;
    }, 0);
  }, []);

  const guard = useDiscardGuard(changed, open && dirty);
  const settle = useCallback(() => {
    baseline.current = { values: (normalise(readRef.current()) ?? {}) as Record<string, unknown> };
    personal.current = new Set();
    setDirty(false);
  }, []);

  const touchProps = {
    onKeyDownCapture: touch,
    onPointerDownCapture: touch,
    onPasteCapture: touch,
    onDropCapture: touch,
    onInputCapture: touch,
    onChangeCapture: touch,
    onMouseDownCapture: touch,
    onClickCapture: touch,
  };
  return { dirty, check, guard, settle, touchProps, formProps: { ...touchProps, onValuesChange: check } };
}

/** The same for an antd form: its values are what is compared. */
export function useUnsavedForm(form: FormInstance, open: boolean): UnsavedChanges {
  return useUnsavedChanges({ open, read: () => form.getFieldsValue(true) });
}
