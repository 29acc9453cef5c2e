import { useCallback, useEffect, useState } from 'react';

/** With ctrl/meta these still work: browser zoom, and the keys that move focus or the caret. */
const ALLOWED_WITH_MODIFIER = new Set([
  '+',
  '=',
  '-',
  '_',
  '0',
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Control',
  'Meta',
  'Shift',
  'Alt',
  // Paste is never blocked (a password manager or an assistive tool may need it).
  'v',
  'V',
]);

/** What typing in a field still needs: select all, undo, redo. */
const ALLOWED_IN_FIELDS = new Set(['a', 'A', 'z', 'Z', 'y', 'Y']);

/** The developer-tools and view-source shortcuts of Chromium, Firefox and Safari (ctrl on Windows and Linux, cmd+alt on macOS). */
function isDevToolsShortcut(event: KeyboardEvent): boolean {
  if (event.key === 'F12') return true;
  // The physical key, since alt on macOS changes event.key.
  const letter = event.code.startsWith('Key') ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
  const inspector = ['i', 'j', 'c', 'k'].includes(letter);
  if (event.ctrlKey && event.shiftKey && inspector) return true;
  if (event.metaKey && event.altKey && (inspector || letter === 'u')) return true;
  return (event.ctrlKey || event.metaKey) && letter === 'u';
}

function isField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')
  );
}

/**
 * The spec's browser lock-down (section 9), on the page that calls it and only while it is shown: no
 * context menu, no copy or cut, no ctrl/meta shortcuts (zoom, focus and caret keys excepted), and the
 * developer-tools shortcuts blocked and reported, so the page can show the spec's notice.
 */
export function useLockDown(): { devToolsDetected: boolean; dismissDevToolsNotice: () => void } {
  const [devToolsDetected, setDevToolsDetected] = useState(false);

  useEffect(() => {
    const block = (event: Event) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isDevToolsShortcut(event)) {
        event.preventDefault();
        setDevToolsDetected(true);
        return;
      }
      if (!event.ctrlKey && !event.metaKey) return;
      if (ALLOWED_WITH_MODIFIER.has(event.key)) return;
      if (isField(event.target) && ALLOWED_IN_FIELDS.has(event.key)) return;
      event.preventDefault();
    };
    const options = { capture: true };
    document.addEventListener('contextmenu', block, options);
    document.addEventListener('copy', block, options);
    document.addEventListener('cut', block, options);
    document.addEventListener('keydown', onKeyDown, options);
    return () => {
      document.removeEventListener('contextmenu', block, options);
      document.removeEventListener('copy', block, options);
      document.removeEventListener('cut', block, options);
      document.removeEventListener('keydown', onKeyDown, options);
    };
  }, []);

  const dismissDevToolsNotice = useCallback(() => setDevToolsDetected(false), []);
  return { devToolsDetected, dismissDevToolsNotice };
}
