// A flag that drops by itself: typing and sending flags reset after 3 s (spec §4, §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { FLAG_RESET_MS } from '../../../domain/constants';

export function useTransientFlag(ms: number = FLAG_RESET_MS): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const raise = useCallback(() => {
    setOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [on, raise];
}
