import { retention } from '@/kernel/retention'

/** Thai copy of the cookie banner and its settings (PDPA: accept, refuse and choose, equally). */
export const cookieConsentText = {
  settingsLink: 'ตั้งค่าคุกกี้',
  consentModal: {
    title: 'เว็บไซต์นี้ใช้คุกกี้',
    description: 'เราขอความยินยอมก่อนใช้คุกกี้เพื่อการวิเคราะห์และการโฆษณา',
    acceptAllBtn: 'ยอมรับทั้งหมด',
    acceptNecessaryBtn: 'ปฏิเสธทั้งหมด',
    showPreferencesBtn: 'ตั้งค่า',
    footer: '<a href="/pdpa#cookies">นโยบายคุ้มครองข้อมูลส่วนบุคคล (ข้อ 10 คุกกี้)</a>',
  },
  preferencesModal: {
    title: 'ตั้งค่าคุกกี้',
    acceptAllBtn: 'ยอมรับทั้งหมด',
    acceptNecessaryBtn: 'ปฏิเสธทั้งหมด',
    savePreferencesBtn: 'บันทึกการตั้งค่า',
    closeIconLabel: 'ปิด',
    serviceCounterLabel: 'บริการ',
    sections: [
      {
        title: 'การใช้คุกกี้',
        description: `เลือกได้ว่าจะอนุญาตคุกกี้ประเภทใด การตั้งค่าจะจำไว้ ${retention.cookieChoiceMonths} เดือน รายละเอียดอ่านได้ที่ <a href="/pdpa#cookies">นโยบายคุ้มครองข้อมูลส่วนบุคคล</a>`,
      },
      {
        title: 'คุกกี้ที่จำเป็น (เปิดใช้งานเสมอ)',
        description: 'ช่วยให้เว็บไซต์ทำงานได้อย่างปลอดภัย เช่น จำการตั้งค่าคุกกี้ของคุณ ไม่ใช้ติดตามตัวคุณ',
        linkedCategory: 'necessary',
      },
      {
        title: 'คุกกี้เพื่อการวิเคราะห์',
        description:
          'Google Analytics นับจำนวนผู้เข้าชมและหน้าที่ได้รับความนิยม เพื่อให้เราปรับปรุงเว็บไซต์ได้ตรงความต้องการ',
        linkedCategory: 'analytics',
      },
      {
        title: 'คุกกี้เพื่อการโฆษณา',
        description: 'Google Ads วัดผลว่าโฆษณาของเรานำคลินิกมาลงทะเบียนได้จริงหรือไม่ (conversion)',
        linkedCategory: 'advertising',
      },
    ],
  },
} as const
