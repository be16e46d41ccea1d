import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  isEditable,
  stepOfKey,
  stepOfMouseButton,
  type BackOrForward,
} from '../lib/back-forward-gestures.ts';

/** Alt+Left / Alt+Right and the mouse's side buttons go back and forward through the screens visited. */
export function useBackForwardGestures(): void {
  const router = useRouter();
  useEffect(() => {
    const go = (step: BackOrForward) => {
      if (step === 'back') router.history.back();
      else router.history.forward();
    };
    const onKey = (event: KeyboardEvent) => {
      const step = stepOfKey({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        defaultPrevented: event.defaultPrevented,
        inEditable: isEditable(event.target),
      });
      if (!step) return;
      event.preventDefault();
      go(step);
    };
    // Chromium would also navigate on its own for these buttons in a browser tab (the preview):
    // cancelling both halves of the click keeps it to one step.
    const onMouseDown = (event: MouseEvent) => {
      if (stepOfMouseButton(event.button)) event.preventDefault();
    };
    const onMouseUp = (event: MouseEvent) => {
      const step = stepOfMouseButton(event.button);
      if (!step) return;
      event.preventDefault();
      go(step);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onMouseDown);
    window.addEventListener('mouseup', onMouseUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('mouseup', onMouseUp);
    };
  }, [router]);
}
