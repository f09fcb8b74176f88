/** The LINE speech-bubble mark, drawn inline so it needs no request. */
export function LineIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <path d="M12 3C6.48 3 2 6.62 2 11.08c0 4 3.55 7.35 8.35 7.98.32.07.77.21.88.49.1.25.07.65.03.9l-.14.85c-.04.25-.2.99.87.54 1.07-.45 5.78-3.4 7.88-5.83C21.32 14.4 22 12.83 22 11.08 22 6.62 17.52 3 12 3Zm-3.8 10.52H6.2a.53.53 0 0 1-.53-.53V9.01a.53.53 0 0 1 1.06 0v3.45H8.2a.53.53 0 0 1 0 1.06Zm2.07-.53a.53.53 0 0 1-1.06 0V9.01a.53.53 0 0 1 1.06 0v3.98Zm4.8 0a.53.53 0 0 1-.95.32l-2.05-2.79V13a.53.53 0 0 1-1.06 0V9.01a.53.53 0 0 1 .95-.32l2.05 2.79V9.01a.53.53 0 0 1 1.06 0v3.98Zm3.22-2.52a.53.53 0 0 1 0 1.06h-1.47v.94h1.47a.53.53 0 0 1 0 1.06h-2a.53.53 0 0 1-.53-.53V9.01c0-.29.24-.53.53-.53h2a.53.53 0 0 1 0 1.06h-1.47v.93h1.47Z" />
    </svg>
  )
}
