/** The A/B test screens (features/experiments/collections/experiments, the campaign page's panel). */
export const experimentText = {
  th: {
    panelHeading: 'การทดลอง A/B',
    noTest: 'หน้านี้ยังไม่มีการทดลอง',
    addVariant: 'เพิ่มตัวแปรของส่วนหัวเพื่อทดลอง',
    status: { draft: 'ยังไม่เริ่ม', running: 'กำลังทดลอง', ended: 'จบแล้ว' },
    since: 'เริ่มเมื่อ',
    ended: 'จบเมื่อ',
    variant: 'ตัวแปร',
    variantA: 'A (เนื้อหาปัจจุบัน)',
    variantB: 'B (ตัวแปรใหม่)',
    // Each opening of the page counts (a visit's every page view), as the funnel's ยอดเปิดหน้า.
    views: 'ยอดเปิดหน้า',
    enquiries: 'ติดต่อเข้ามา',
    rate: 'อัตราการติดต่อ',
    caption: 'ผลการทดลองแยกตามตัวแปร',
    verdictSignificant: (winner: string, p: string) =>
      `ต่างกันอย่างมีนัยสำคัญ (p = ${p}): ตัวแปร ${winner} ดีกว่า`,
    verdictNotYet: (p: string) =>
      `ยังสรุปไม่ได้ (p = ${p}) ความต่างนี้อาจเกิดจากความบังเอิญ ควรรอให้มีข้อมูลมากขึ้น`,
    verdictTooFew: 'ข้อมูลยังน้อยเกินไปสำหรับการทดสอบ (ต้องมีการติดต่ออย่างน้อย 5 ครั้งต่อตัวแปร)',
    method:
      'ทดสอบด้วย two-proportion z-test แบบสองทาง ที่ระดับนัยสำคัญ 0.05: อัตราการติดต่อของแต่ละตัวแปร สัดส่วนรวม ค่าคลาดเคลื่อนมาตรฐาน ค่า z และค่า p',
    details: (z: string, pooled: string, se: string) =>
      `z = ${z} · สัดส่วนรวม ${pooled} · ค่าคลาดเคลื่อนมาตรฐาน ${se}`,
    lift: 'B เทียบกับ A',
    start: 'เริ่มทดลอง',
    starting: 'กำลังเริ่ม...',
    keepA: 'จบการทดลองและใช้ A ต่อ',
    keepB: 'จบการทดลองและใช้ B เป็นเนื้อหาของหน้า',
    ending: 'กำลังบันทึก...',
    confirmKeepB: 'ใช้ตัวแปร B เป็นส่วนหัวของหน้านี้และเผยแพร่ทันที? เวอร์ชันเดิมยังอยู่ในประวัติของหน้า',
    confirmKeepA: 'จบการทดลองและใช้เนื้อหาเดิม (A) ต่อ?',
    kept: (variant: string) => `ใช้ตัวแปร ${variant} เป็นเนื้อหาของหน้าแล้ว`,
    startedNow: 'เริ่มการทดลองแล้ว ผู้เข้าชมแต่ละครั้งจะเห็น A หรือ B แบบสุ่มครึ่งต่อครึ่ง',
    failed: 'ดำเนินการไม่สำเร็จ กรุณาลองใหม่',
    openTest: 'เปิดการทดลอง',
    howItWorks:
      'ระหว่างทดลอง การเปิดหน้าแต่ละครั้งแสดง A หรือ B แบบสุ่ม (ไม่ใช้คุกกี้ จึงอาจเห็นคนละแบบเมื่อกลับมาอีกครั้ง) ทั้งสองแบบมาจากแคชเหมือนหน้าอื่น',
    pageNotPublished: 'ต้องเผยแพร่หน้านี้ก่อนจึงจะเริ่มทดลองได้',
    alreadyRunning: 'หน้านี้มีการทดลองที่กำลังดำเนินอยู่แล้ว จบการทดลองนั้นก่อน',
    notRunning: 'การทดลองนี้ไม่ได้กำลังดำเนินอยู่',
    noHero: 'หน้านี้ไม่มีส่วนหัวของหน้าให้ทดลอง',
    lockedWhileRunning: 'แก้ไขตัวแปรระหว่างทดลองไม่ได้ จบการทดลองก่อน แล้วเริ่มการทดลองใหม่',
  },
  en: {
    panelHeading: 'A/B test',
    noTest: 'No test on this page yet',
    addVariant: 'Add a hero variant to test',
    status: { draft: 'Not started', running: 'Running', ended: 'Ended' },
    since: 'Started',
    ended: 'Ended',
    variant: 'Variant',
    variantA: 'A (current content)',
    variantB: 'B (new variant)',
    views: 'Page views',
    enquiries: 'Enquiries',
    rate: 'Enquiry rate',
    caption: 'Results by variant',
    verdictSignificant: (winner: string, p: string) =>
      `Significant difference (p = ${p}): variant ${winner} is better`,
    verdictNotYet: (p: string) => `Not significant yet (p = ${p}); wait for more data`,
    verdictTooFew: 'Too little data to test (at least 5 enquiries per variant)',
    method:
      'Two-sided two-proportion z-test at 0.05: each variant’s enquiry rate, the pooled rate, the standard error, z and p.',
    details: (z: string, pooled: string, se: string) =>
      `z = ${z} · pooled rate ${pooled} · standard error ${se}`,
    lift: 'B against A',
    start: 'Start the test',
    starting: 'Starting...',
    keepA: 'End the test and keep A',
    keepB: 'End the test and make B the page’s content',
    ending: 'Saving...',
    confirmKeepB:
      'Make variant B this page’s hero and publish it now? The earlier version stays in the page’s history.',
    confirmKeepA: 'End the test and keep the current content (A)?',
    kept: (variant: string) => `Variant ${variant} is the page’s content`,
    startedNow: 'The test has started: each view shows A or B at random, half each',
    failed: 'That did not work; please try again',
    openTest: 'Open the test',
    howItWorks:
      'While the test runs each view shows A or B at random (no cookies, so a returning visitor may see the other); both come from the cache like any page.',
    pageNotPublished: 'Publish the page before starting a test',
    alreadyRunning: 'A test is already running on this page; end it first',
    notRunning: 'This test is not running',
    noHero: 'This page has no hero section to test',
    lockedWhileRunning: 'A running test’s variant cannot change; end the test and start a new one',
  },
} as const

export type ExperimentText = (typeof experimentText)['th'] | (typeof experimentText)['en']
