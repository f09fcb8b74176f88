/**
 * The hero's product visual: a clinic dashboard drawn in HTML and SVG (income chart, today's
 * queue, appointments). Decorative: the same facts are in the page text.
 */
const bars = [42, 55, 48, 63, 58, 72, 80]
const days = ['จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.', 'อา.']
const queue = [
  { no: 'A012', name: 'คุณสมชาย', status: 'ห้องตรวจ 1', tone: 'bg-primary-100 text-primary-800' },
  { no: 'A013', name: 'คุณวรรณา', status: 'รอตรวจ', tone: 'bg-accent-100 text-accent-800' },
  { no: 'A014', name: 'คุณปิยะ', status: 'ชำระเงิน', tone: 'bg-emerald-100 text-emerald-800' },
]

export function DashboardMock() {
  const max = Math.max(...bars)
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none">
      {/* A soft glow drawn as radial gradients: a blur filter costs a lot to paint on a phone. */}
      <div className="absolute -inset-8 -z-10 hero-glow" />
      <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-lift">
        <div className="flex items-center gap-1.5 border-b border-line bg-primary-50/70 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 truncate text-xs text-muted">Clinic Plus · แดชบอร์ดวันนี้</span>
        </div>
        <div className="grid gap-3 p-4 sm:grid-cols-5">
          <div className="rounded-xl border border-line p-3 sm:col-span-3">
            <div className="flex items-baseline justify-between">
              <span className="text-xs text-muted">รายได้ 7 วันล่าสุด</span>
              <span className="text-xs font-medium text-emerald-700">+25%</span>
            </div>
            <p className="mt-1 text-xl font-bold text-ink">฿184,250</p>
            <svg viewBox="0 0 210 90" className="mt-2 h-24 w-full">
              {bars.map((value, index) => {
                const height = (value / max) * 70
                return (
                  <g key={days[index]}>
                    <rect
                      x={index * 30 + 6}
                      y={75 - height}
                      width="18"
                      height={height}
                      rx="4"
                      className={
                        index === bars.length - 1 ? 'fill-primary-600' : 'fill-primary-200'
                      }
                    />
                    <text
                      x={index * 30 + 15}
                      y="88"
                      textAnchor="middle"
                      className="fill-muted text-[8px]"
                    >
                      {days[index]}
                    </text>
                  </g>
                )
              })}
            </svg>
          </div>
          <div className="grid gap-3 sm:col-span-2">
            <div className="rounded-xl bg-primary-600 p-3 text-white">
              <span className="text-xs text-white">ผู้ป่วยวันนี้</span>
              <p className="text-2xl font-bold">48</p>
              <span className="text-xs text-white">นัดหมาย 31 · walk-in 17</span>
            </div>
            <div className="rounded-xl border border-line p-3">
              <span className="text-xs text-muted">สต็อกใกล้หมดอายุ</span>
              <p className="text-lg font-bold text-ink">3 รายการ</p>
              <span className="text-xs text-accent-800">แจ้งเตือนสั่งซื้ออัตโนมัติ</span>
            </div>
          </div>
          <div className="rounded-xl border border-line p-3 sm:col-span-5">
            <div className="flex items-center justify-between">
              <span className="text-xs font-medium text-ink">คิววันนี้</span>
              <span className="text-xs text-muted">แจ้งเตือนผ่าน LINE แล้ว</span>
            </div>
            <ul className="mt-2 space-y-1.5">
              {queue.map((item) => (
                <li
                  key={item.no}
                  className="flex items-center gap-3 rounded-lg bg-primary-50/60 px-2.5 py-1.5 text-xs"
                >
                  <span className="font-bold text-primary-800">{item.no}</span>
                  <span className="flex-1 truncate text-ink">{item.name}</span>
                  <span className={`rounded-full px-2 py-0.5 ${item.tone}`}>{item.status}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  )
}
