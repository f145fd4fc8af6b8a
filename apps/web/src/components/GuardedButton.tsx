import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { CLICK_GUARD_MS, useSubmitGuard } from './useSubmitGuard.ts';

/** A button whose repeated clicks within 3000 ms are ignored (spec 000 section 9). */
export function GuardedButton({
  onClick,
  interval = CLICK_GUARD_MS,
  ...props
}: ButtonProps & { interval?: number }) {
  const guarded = useSubmitGuard((e: MouseEvent<HTMLElement>) => onClick?.(e as never), interval);
  return <Button {...props} onClick={guarded} />;
}
