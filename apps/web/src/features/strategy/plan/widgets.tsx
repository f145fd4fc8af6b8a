import { Input } from 'antd';
import { useEffect } from 'react';
import type { FieldWidget } from '../../../crud/fields.tsx';

/**
 * The parent of a record added or edited from the plan tree (a priority's plan, a goal's priority,
 * an action's goal): fixed by where the form was opened, shown by name and sent by id. The form
 * counts a value a widget sets by itself as no change of the person's (unsaved-changes.tsx).
 */
function FixedParent({
  value,
  onChange,
  id,
  parentId,
  text,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  parentId: string;
  text: string;
}) {
  useEffect(() => {
    if (value !== parentId) onChange?.(parentId);
  }, [value, parentId, onChange]);
  return <Input id={id} value={text} disabled data-testid="plan-fixed-parent" />;
}

export function fixedParent(parentId: string, text: string): FieldWidget {
  return (props) => <FixedParent {...props} parentId={parentId} text={text} />;
}
