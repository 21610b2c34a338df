// Spec §4: "Navigation after success uses a 500 ms delay", so the success notice is seen on the form it
// belongs to. The pending move is dropped if the screen goes away first.
import { NAVIGATION_DELAY_MS } from '@garita/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useDelayedNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (path) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(path), NAVIGATION_DELAY_MS);
  };
}
