import { describe, expect, it } from 'vitest'

import { describeActivityDetail, parseActivitySubject } from './describe'

const labels: Record<string, string> = { leads: 'ผู้สนใจ' }
const label = (slug: string) => labels[slug]

describe("the activity log's details in words", () => {
  it('tells ending this session from ending another device’s, and all others', () => {
    expect(describeActivityDetail('session-ended', 'this', label)).toBe('อุปกรณ์ที่ใช้อยู่')
    expect(describeActivityDetail('session-ended', 'one', label)).toBe('อุปกรณ์อื่น 1 เครื่อง')
    expect(describeActivityDetail('session-ended', 'others', label)).toBe('อุปกรณ์อื่นทั้งหมด')
  })

  it('names roles, collections and counts in Thai', () => {
    expect(describeActivityDetail('member-created', 'sales', label)).toBe('ฝ่ายขาย')
    expect(describeActivityDetail('role-changed', 'sales → admin', label)).toBe('ฝ่ายขาย → ผู้ดูแลระบบ')
    expect(describeActivityDetail('export-created', 'leads', label)).toBe('ผู้สนใจ')
    expect(describeActivityDetail('chain-checked', 'ok 1234', label)).toBe('ถูกต้องทั้ง 1,234 รายการ')
    expect(describeActivityDetail('chain-checked', '2 problems', label)).toBe(
      'พบ 2 รายการที่ถูกแก้ไขหรือถูกลบ',
    )
    expect(describeActivityDetail('subject-erasure', '2 leads, 1 registrations', label)).toBe(
      'ผู้สนใจ 2 ราย · ผู้ลงทะเบียน 1 ราย',
    )
    // The won customers' file for an ad platform, downloaded.
    expect(describeActivityDetail('export-downloaded', '12 customers', label)).toBe('ลูกค้า 12 ราย')
    expect(describeActivityDetail('two-factor-passed', 'recovery-code', label)).toBe('ด้วยรหัสกู้คืน')
  })

  it('leaves an empty detail empty and an unknown one as stored', () => {
    expect(describeActivityDetail('sign-in', '', label)).toBe('')
    expect(describeActivityDetail('sign-in', null, label)).toBe('')
    expect(describeActivityDetail('export-created', 'pages', label)).toBe('pages')
    expect(describeActivityDetail('job-cancelled', 'เผยแพร่บทความ: สิทธิ์ถูกถอน', label)).toBe(
      'เผยแพร่บทความ: สิทธิ์ถูกถอน',
    )
  })
})

describe("the activity log's subjects", () => {
  const collections = new Set(['leads', 'users', 'exports'])
  const globals = new Set(['security-settings'])
  const parse = (subject: string | null) => parseActivitySubject(subject, collections, globals)

  it('reads a record, a list, a global and the words of its own', () => {
    expect(parse('leads/12')).toEqual({ kind: 'record', collection: 'leads', id: '12' })
    expect(parse('leads')).toEqual({ kind: 'collection', collection: 'leads' })
    expect(parse('security-settings')).toEqual({ kind: 'global', global: 'security-settings' })
    expect(parse('exports/download')).toEqual({ kind: 'words', text: 'ไฟล์ส่งออก' })
    expect(parse('conversions/google')).toEqual({
      kind: 'words',
      text: 'ยอดลูกค้าสำหรับ Google Ads',
    })
  })

  it('shows nothing for no subject, and an unknown one as stored', () => {
    expect(parse('')).toBeNull()
    expect(parse(null)).toBeNull()
    expect(parse('somewhere/else/deep')).toEqual({ kind: 'words', text: 'somewhere/else/deep' })
  })
})
