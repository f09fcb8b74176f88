/**
 * The admin's Thai where Payload's own (and its import-export plugin's) reads wrong: English left
 * in ("Block", "Collections", "API Key", "Token"), words a member would not use ("สนาม" for
 * fields, "สถานที่" for languages), and three buttons whose Thai is a stray translator's prompt
 * (Clear, Restoring…, Unnamed group). Merged over Payload's Thai by payload.config.ts;
 * admin-translations.test.ts checks the merged whole for English and runaway text.
 */
export const adminThaiTranslations = {
  authentication: {
    checkYourEmailForPasswordReset:
      'หากอีเมลนี้เป็นของบัญชีในระบบ คุณจะได้รับวิธีตั้งรหัสผ่านใหม่ทางอีเมลในไม่ช้า ' +
      'หากไม่เห็นในกล่องจดหมาย กรุณาดูในโฟลเดอร์สแปมหรือจดหมายขยะ',
    apiKey: 'คีย์เชื่อมต่อระบบ',
    enableAPIKey: 'เปิดใช้คีย์เชื่อมต่อระบบ',
    generateNewAPIKey: 'สร้างคีย์เชื่อมต่อระบบใหม่',
    generatingNewAPIKeyWillInvalidate: 'การสร้างคีย์ใหม่จะ<1>ยกเลิก</1>คีย์เดิมทันที ต้องการทำต่อหรือไม่',
    newAPIKeyGenerated: 'สร้างคีย์เชื่อมต่อระบบใหม่แล้ว',
    resetPasswordToken: 'รหัสสำหรับตั้งรหัสผ่านใหม่',
  },
  error: {
    documentNotFound: 'ไม่พบรายการนี้ อาจถูกลบไปแล้ว หรือคุณไม่มีสิทธิ์เปิดดู',
    incorrectCollection: 'ประเภทข้อมูลไม่ถูกต้อง',
    loadingDocument: 'เกิดปัญหาระหว่างเปิดรายการนี้ กรุณาลองอีกครั้ง',
    missingIDOfDocument: 'ไม่พบรายการที่ต้องการแก้ไข',
    missingIDOfVersion: 'ไม่พบเวอร์ชันที่ต้องการ',
    tokenInvalidOrExpired: 'ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว',
    verificationTokenInvalid: 'ลิงก์ยืนยันไม่ถูกต้อง',
  },
  fields: {
    block: 'ส่วน',
    blocks: 'ส่วนต่าง ๆ',
    blockType: 'ประเภทของส่วน',
    chooseBetweenCustomTextOrDocument: 'เลือกว่าจะใส่ลิงก์เอง หรือเชื่อมไปยังรายการอื่น',
    customURL: 'ลิงก์ที่กำหนดเอง',
    enterURL: 'ใส่ลิงก์',
    searchForBlock: 'ค้นหาส่วน',
    toggleBlock: 'ย่อหรือขยายส่วนนี้',
  },
  general: {
    clear: 'ล้าง',
    collections: 'ข้อมูล',
    deletedCountSuccessfully: 'ลบ{{label}}แล้ว {{count}} รายการ',
    globals: 'หน้าและการตั้งค่า',
    payloadSettings: 'การแสดงผล',
    restoring: 'กำลังกู้คืน…',
  },
  upload: {
    pasteURL: 'วางลิงก์',
    selectCollectionToBrowse: 'เลือกประเภทข้อมูลที่ต้องการเปิดดู',
  },
  validation: {
    validUploadID: 'ไฟล์ที่เลือกไม่ถูกต้อง',
  },
  version: {
    aboutToRestoreGlobal: 'คุณกำลังจะคืนค่า{{label}}กลับไปเป็นเวอร์ชันวันที่ {{versionDate}}',
    noLabelGroup: 'กลุ่มที่ไม่มีชื่อ',
    versionID: 'รหัสเวอร์ชัน',
    viewingVersionGlobal: 'กำลังดูเวอร์ชันของ{{entityLabel}}',
    viewingVersionsGlobal: 'ประวัติเวอร์ชันของ{{entityLabel}}',
  },
  'plugin-import-export': {
    allLocales: 'ทุกภาษา',
    collectionRequired: 'เลือกประเภทข้อมูลก่อนดูตัวอย่าง',
    documentsToExport: 'จะส่งออก {{count}} รายการ',
    documentsToImport: 'จะนำเข้า {{count}} รายการ',
    'field-collectionSlug-label': 'ประเภทข้อมูล',
    'field-importMode-label': 'วิธีนำเข้า',
    'field-importMode-create-label': 'เพิ่มทุกแถวเป็นรายการใหม่',
    'field-importMode-update-label': 'แก้ไขรายการเดิมที่ตรงกัน',
    'field-importMode-upsert-label': 'แก้ไขรายการเดิมที่ตรงกัน หรือเพิ่มใหม่ถ้าไม่มี',
    'field-matchField-label': 'จับคู่กับรายการเดิมด้วยช่อง',
    'field-matchField-description':
      'ช่องในไฟล์ที่ใช้หารายการเดิมที่จะแก้ไข ค่าเริ่มต้นคือรหัสรายการในไฟล์ที่ส่งออกจากระบบนี้',
    'field-fields-label': 'ช่องข้อมูล',
    'field-limit-label': 'จำนวนสูงสุด',
    'field-locale-label': 'ภาษา',
    previewPageInfo: '{{start}}–{{end}} จาก {{total}}',
    totalDocumentsCount: 'ทั้งหมด {{count}} รายการ',
  },
} as const
