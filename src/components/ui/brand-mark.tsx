/** The Clinic Plus mark (also src/app/icon.svg): a white cross on a rounded teal square. */
export function BrandMark({
  size = 32,
  inverted = false,
  className,
}: {
  size?: number
  inverted?: boolean
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="9" fill={inverted ? '#ffffff' : '#0e7c86'} />
      <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill={inverted ? '#0e7c86' : '#ffffff'} />
    </svg>
  )
}
