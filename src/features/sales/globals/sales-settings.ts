import type { GlobalConfig } from 'payload'

import { adminOnly, salesTeam } from '@/kernel/access/by-role'
import { thaiDateField } from '@/kernel/admin/thai-cells'
import { lastEditedByField } from '@/kernel/content/globals'
import { orgTypeGroups } from '@/kernel/content/org-types'
import { packageNames } from '@/kernel/content/packages'

import { salesDefaults, weekdays } from '../content/settings'
import { minutesOfDay } from '../working-time'

const timeOfDay = (value: unknown) =>
  minutesOfDay(String(value ?? '')) !== null || 'กรุณาใส่เวลาแบบ 24 ชั่วโมง เช่น 09:00'

/**
 * How a new lead or registration reaches a salesperson (features/sales/routing.ts) and how fast the
 * team means to answer it (features/sales/escalation.ts): the admin's settings, read by the sales team.
 * A global, not code: the rules, hours and holidays change with the team and the year.
 */
export const SalesSettings: GlobalConfig = {
  slug: 'sales-settings',
  label: { th: 'การมอบหมายและเวลาตอบกลับ', en: 'Assignment and response time' },
  access: { read: salesTeam, update: adminOnly },
  admin: {
    group: { th: 'งานขาย', en: 'Sales' },
    description: {
      th: 'ผู้สนใจและผู้ลงทะเบียนใหม่จะถูกมอบหมายทันทีที่เข้ามา วนตามลำดับในหมู่ฝ่ายขายที่เปิด “พร้อมรับผู้สนใจใหม่” ไว้ในบัญชีของตน',
      en: 'New leads and registrations are assigned on arrival, in turn among available sales members.',
    },
  },
  fields: [
    {
      name: 'assignOnArrival',
      type: 'checkbox',
      label: { th: 'มอบหมายอัตโนมัติเมื่อมีผู้สนใจใหม่', en: 'Assign on arrival' },
      defaultValue: true,
    },
    {
      name: 'rules',
      type: 'array',
      label: { th: 'กฎการมอบหมาย (ตรวจตามลำดับ)', en: 'Rules (first match wins)' },
      labels: {
        singular: { th: 'กฎ', en: 'Rule' },
        plural: { th: 'กฎ', en: 'Rules' },
      },
      admin: {
        description: {
          th: 'กฎแรกที่ตรงกับประเภทองค์กรหรือแพ็กเกจจะวนมอบหมายเฉพาะสมาชิกของกฎนั้นที่พร้อมรับงาน ถ้าไม่ตรงกฎใดจะวนในฝ่ายขายทุกคนที่พร้อมรับงาน',
          en: 'The first rule matching the organisation group or package picks among its available members; otherwise all available sales members take turns.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'organizationGroup',
              type: 'select',
              label: { th: 'กลุ่มประเภทองค์กร', en: 'Organisation group' },
              options: orgTypeGroups.map((group) => ({ value: group.key, label: group.label })),
            },
            {
              name: 'package',
              type: 'select',
              label: { th: 'แพ็กเกจ (การลงทะเบียน)', en: 'Package (registrations)' },
              options: packageNames.map((name) => ({ value: name, label: name })),
            },
          ],
        },
        {
          name: 'members',
          type: 'relationship',
          relationTo: 'users',
          hasMany: true,
          required: true,
          label: { th: 'ผู้รับงาน', en: 'Members' },
        },
      ],
    },
    {
      name: 'fallback',
      type: 'relationship',
      relationTo: 'users',
      label: { th: 'ผู้รับงานเมื่อไม่มีใครพร้อม', en: 'Fallback' },
      admin: {
        description: {
          th: 'ถ้าไม่มีฝ่ายขายคนใดพร้อมรับงาน ผู้สนใจใหม่จะไปที่บุคคลนี้ ถ้าว่างไว้จะยังไม่มีผู้รับผิดชอบ',
          en: 'Gets new leads when nobody is available; left empty, they stay unassigned.',
        },
      },
    },
    {
      type: 'collapsible',
      label: { th: 'เป้าหมายเวลาตอบกลับ', en: 'First-response target' },
      fields: [
        {
          name: 'firstResponseMinutes',
          type: 'number',
          label: { th: 'ติดต่อครั้งแรกภายใน (นาทีในเวลาทำการ)', en: 'Target (working minutes)' },
          defaultValue: salesDefaults.firstResponseMinutes,
          min: 5,
          max: 7 * 24 * 60,
          required: true,
          admin: {
            description: {
              th: 'ผู้สนใจที่ยังไม่ได้ติดต่อเมื่อเลยเป้าหมาย ระบบจะแจ้งผู้ดูแลระบบทาง LINE และอีเมลหนึ่งครั้ง',
              en: 'A lead not contacted by then is escalated to the admins once.',
            },
          },
        },
        {
          // One checkbox per day (a multi-select's removable chips are not keyboard-friendly).
          name: 'workDays',
          type: 'group',
          label: { th: 'วันทำการ', en: 'Working days' },
          admin: { hideGutter: true },
          fields: [
            {
              type: 'row',
              fields: weekdays.map(({ value, label }) => ({
                name: value,
                type: 'checkbox' as const,
                label,
                defaultValue: salesDefaults.workDays.includes(value),
              })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'workStart',
              type: 'text',
              label: { th: 'เริ่มงาน', en: 'From' },
              defaultValue: salesDefaults.workStart,
              required: true,
              validate: timeOfDay,
            },
            {
              name: 'workEnd',
              type: 'text',
              label: { th: 'เลิกงาน', en: 'Until' },
              defaultValue: salesDefaults.workEnd,
              required: true,
              validate: (
                value: unknown,
                { siblingData }: { siblingData: { workStart?: string } },
              ) => {
                const valid = timeOfDay(value)
                if (valid !== true) return valid
                const end = minutesOfDay(String(value))!
                const start = minutesOfDay(String(siblingData?.workStart ?? ''))
                return start === null || end > start || 'เวลาเลิกงานต้องหลังเวลาเริ่มงาน'
              },
            },
          ],
        },
        {
          name: 'holidays',
          type: 'array',
          label: { th: 'วันหยุด', en: 'Holidays' },
          labels: {
            singular: { th: 'วันหยุด', en: 'Holiday' },
            plural: { th: 'วันหยุด', en: 'Holidays' },
          },
          admin: {
            initCollapsed: true,
            components: {
              RowLabel: '@/features/sales/admin/holiday-row-label.client#HolidayRowLabel',
            },
            description: {
              th: 'วันหยุดนักขัตฤกษ์และวันหยุดของบริษัท ไม่นับเป็นเวลาทำการ เพิ่มวันหยุดทางจันทรคติของแต่ละปีตามประกาศคณะรัฐมนตรี',
              en: 'Public and company holidays do not count as working time.',
            },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  type: 'date',
                  required: true,
                  label: { th: 'วันที่', en: 'Date' },
                  admin: {
                    date: { pickerAppearance: 'dayOnly' },
                    components: { Field: thaiDateField },
                  },
                },
                { name: 'name', type: 'text', label: { th: 'ชื่อวันหยุด', en: 'Name' } },
              ],
            },
          ],
        },
      ],
    },
    lastEditedByField,
  ],
}
