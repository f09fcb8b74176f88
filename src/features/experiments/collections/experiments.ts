import { type CollectionConfig } from 'payload'

import { contentTeam } from '@/kernel/access/by-role'
import { nobody } from '@/kernel/access/nobody'
import { thaiDateField } from '@/kernel/admin/thai-cells'
import { publicError } from '@/kernel/api/public-error'
import { staffEndpoint } from '@/kernel/api/staff-endpoint'
import { z } from '@/kernel/validation/zod'

import { ExperimentRefused, endExperiment, startExperiment } from '../actions'
import { experimentText } from '../content'

const text = experimentText.th
const readOnly = { readOnly: true }
const thaiDate = { Field: thaiDateField }

/** The variant's fields, which stay as they were while the test runs. */
const variantFields = ['headline', 'headlineHighlight', 'promise', 'demoLabel', 'image'] as const

/** Runs a start or an end, answering a refusal (a test already running…) with its Thai reason. */
function action(
  path: string,
  run: (
    req: Parameters<typeof startExperiment>[0],
    id: number,
    keep: 'a' | 'b',
  ) => Promise<unknown>,
  schema: z.ZodType<{ keep?: 'a' | 'b' }>,
) {
  return staffEndpoint({
    path,
    roles: ['admin', 'marketing'],
    schema,
    handle: async (input, req) => {
      const id = Number(req.routeParams?.id)
      if (!Number.isInteger(id) || id <= 0) {
        return Response.json({ code: 404, message: text.failed }, { status: 404 })
      }
      try {
        await run(req, id, input.keep ?? 'a')
      } catch (error) {
        if (error instanceof ExperimentRefused) {
          return Response.json({ code: 409, message: error.message }, { status: 409 })
        }
        throw error
      }
      return Response.json(
        { code: 200, message: 'ok' },
        { headers: { 'cache-control': 'no-store' } },
      )
    },
  })
}

/**
 * A/B tests of a campaign page's hero: marketing writes variant B (headline, sub-headline, call to
 * action, image) and starts the test; each view of the page then shows A or B at random
 * (features/experiments), and every view, lead, registration and LINE tap records which. The test's
 * screen and the page's show the figures per variant and whether the difference is significant;
 * ending the test keeps the winner as the page's content in one step. Ended tests stay, with their
 * figures, as the page's history of tests.
 */
export const Experiments: CollectionConfig = {
  slug: 'experiments',
  access: {
    read: contentTeam,
    create: contentTeam,
    // An ended test is the page's history: its screen is read-only and the API refuses a change
    // (its start and end run as the system, features/experiments/actions.ts).
    update: (args) => contentTeam(args) && { status: { not_equals: 'ended' } },
    delete: contentTeam,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'page', 'status', 'startedAt', 'endedAt', 'kept'],
    group: { th: 'การตลาด', en: 'Marketing' },
    description: {
      th: 'ทดลองส่วนหัวของหน้าแคมเปญสองแบบ (A คือเนื้อหาปัจจุบัน B คือตัวแปรที่เขียนที่นี่) ระบบแสดงแต่ละแบบครึ่งต่อครึ่งแบบสุ่ม ไม่ใช้คุกกี้ แล้วบอกว่าแบบไหนมีคนติดต่อเข้ามามากกว่าอย่างมีนัยสำคัญ',
      en: 'Test two heroes of a campaign page (A: its content now, B: written here), half the views each.',
    },
  },
  labels: {
    singular: { th: 'การทดลอง A/B', en: 'A/B test' },
    plural: { th: 'การทดลอง A/B', en: 'A/B tests' },
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        if (req.context?.experimentAction || operation !== 'update') return data
        if (originalDoc?.status !== 'draft') {
          const changed = variantFields.some(
            (field) =>
              field in data &&
              JSON.stringify(data[field] ?? null) !== JSON.stringify(originalDoc?.[field] ?? null),
          )
          if (changed || ('page' in data && Number(data.page) !== Number(originalDoc?.page))) {
            throw publicError(text.lockedWhileRunning, 409)
          }
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const doc = await req.payload.findByID({
          collection: 'experiments',
          id,
          depth: 0,
          overrideAccess: true,
          req,
        })
        if (doc.status === 'running') throw publicError(text.lockedWhileRunning, 409)
      },
    ],
  },
  endpoints: [
    action('/:id/start', (req, id) => startExperiment(req, id), z.object({})),
    action(
      '/:id/end',
      (req, id, keep) => endExperiment(req, id, keep),
      z.object({ keep: z.enum(['a', 'b'], 'เลือก A หรือ B') }),
    ),
  ],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      label: { th: 'ชื่อการทดลอง', en: 'Name' },
      admin: {
        description: { th: 'เช่น "หัวเรื่องเน้นราคา ธ.ค."', en: 'e.g. "Price headline, December"' },
      },
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      index: true,
      label: { th: 'หน้าแคมเปญ', en: 'Campaign page' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      label: { th: 'สถานะ', en: 'Status' },
      options: (['draft', 'running', 'ended'] as const).map((value) => ({
        value,
        label: { th: experimentText.th.status[value], en: experimentText.en.status[value] },
      })),
      access: { create: nobody, update: nobody },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'results',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/experiments/admin/experiment-results#ExperimentResults',
        },
      },
    },
    {
      type: 'collapsible',
      label: { th: 'ตัวแปร B: ส่วนหัวของหน้า', en: 'Variant B: the page’s hero' },
      fields: [
        {
          name: 'headline',
          type: 'text',
          required: true,
          maxLength: 120,
          label: { th: 'หัวเรื่องหลัก', en: 'Headline' },
        },
        {
          name: 'headlineHighlight',
          type: 'text',
          required: true,
          maxLength: 60,
          label: { th: 'ส่วนของหัวเรื่องที่เน้นสี (ต้องอยู่ในหัวเรื่อง)', en: 'Highlighted part' },
          validate: (
            value: string | null | undefined,
            { siblingData }: { siblingData: { headline?: string } },
          ) =>
            !value || (siblingData.headline ?? '').includes(value)
              ? true
              : 'ส่วนที่เน้นสีต้องเป็นข้อความที่อยู่ในหัวเรื่อง',
        },
        {
          name: 'promise',
          type: 'textarea',
          required: true,
          maxLength: 300,
          label: { th: 'คำสัญญาหนึ่งบรรทัด (หัวเรื่องรอง)', en: 'Sub-headline' },
        },
        {
          name: 'demoLabel',
          type: 'text',
          required: true,
          maxLength: 60,
          label: { th: 'ปุ่มหลัก (ขอเดโมทางโทรศัพท์)', en: 'Call to action' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { th: 'รูปแทนภาพแดชบอร์ด (ไม่บังคับ)', en: 'Image (optional)' },
        },
      ],
    },
    {
      name: 'startedAt',
      type: 'date',
      label: { th: 'เริ่มเมื่อ', en: 'Started' },
      access: { create: nobody, update: nobody },
      admin: { ...readOnly, position: 'sidebar', components: thaiDate },
    },
    {
      name: 'endedAt',
      type: 'date',
      label: { th: 'จบเมื่อ', en: 'Ended' },
      access: { create: nobody, update: nobody },
      admin: { ...readOnly, position: 'sidebar', components: thaiDate },
    },
    {
      name: 'kept',
      type: 'select',
      label: { th: 'ตัวแปรที่ใช้ต่อ', en: 'Kept' },
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      access: { create: nobody, update: nobody },
      admin: { ...readOnly, position: 'sidebar' },
    },
    // The figures when the test ended (features/experiments/results.ts), shown by the results panel.
    {
      name: 'summary',
      type: 'json',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
