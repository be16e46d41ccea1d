/**
 * The app's mark: its icon's ledger card (assets/icon.svg, drawn the same), so the rail shows
 * what the dock and the taskbar show. Decorative: the app's name goes with it.
 */
export function AppMark({ size }: { size: number }) {
  return (
    <svg
      className="app-mark"
      viewBox="32 32 448 448"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="32" y="32" width="448" height="448" rx="96" fill="#2a5a85" />
      <rect x="112" y="128" width="288" height="48" rx="24" fill="#ffffff" />
      <rect x="112" y="232" width="208" height="48" rx="24" fill="#dce8f3" />
      <rect x="112" y="336" width="144" height="48" rx="24" fill="#dce8f3" />
      <circle cx="352" cy="360" r="56" fill="#f2b544" />
      <polygon points="328,360 346,380 380,340 390,350 346,398 318,370" fill="#2a5a85" />
    </svg>
  );
}
