import type { ClinicLogo, ClinicMarkShape } from '@/kernel/content/types'

const shapes: Record<ClinicMarkShape, React.ReactNode> = {
  circle: <circle cx="24" cy="24" r="22" />,
  'rounded-square': <rect x="3" y="3" width="42" height="42" rx="11" />,
  hexagon: <path d="M24 2 43 13v22L24 46 5 35V13z" />,
  shield: <path d="M24 2 43 9v14c0 12-8 20-19 24C13 43 5 35 5 23V9z" />,
  diamond: <path d="M24 1 47 24 24 47 1 24z" />,
}

/** A monochrome mark for a clinic: a shape with its initials, drawn by us. */
export function ClinicMark({ logo }: { logo: ClinicLogo }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-11 shrink-0">
      <g className="fill-primary-800">{shapes[logo.shape]}</g>
      <text
        x="24"
        y="29"
        textAnchor="middle"
        className="fill-white font-sans text-[14px] font-bold tracking-tight"
      >
        {logo.initials}
      </text>
    </svg>
  )
}
