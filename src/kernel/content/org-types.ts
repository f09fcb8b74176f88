/** Organisation types offered in the lead form, grouped; every value is unique. */
/** `key`: a stable name for settings that refer to a group (the sales team's assignment rules). */
type OrgTypeGroup = { key: string; label: string; options: string[] }

export const orgTypeGroups: OrgTypeGroup[] = [
  {
    key: 'medical',
    label: 'คลินิกเวชกรรม',
    options: [
      'คลินิกเวชกรรมทั่วไป',
      'คลินิกกุมารเวชกรรม (เด็ก)',
      'คลินิกอายุรกรรม',
      'คลินิกสูติ-นรีเวชกรรม',
      'คลินิกศัลยกรรม',
      'คลินิกจักษุ (ตา)',
      'คลินิกหู คอ จมูก',
      'คลินิกผิวหนัง (ตจวิทยา)',
      'คลินิกกระดูกและข้อ (ออร์โธปิดิกส์)',
      'คลินิกระบบประสาท',
      'คลินิกโรคหัวใจ',
      'คลินิกจิตเวช',
      'คลินิกเวชศาสตร์ฟื้นฟูและกายภาพบำบัด',
      'คลินิกเวชศาสตร์ครอบครัว',
      'คลินิกอายุรกรรมเฉพาะโรค',
    ],
  },
  {
    key: 'beauty',
    label: 'ความงามและศัลยกรรม',
    options: [
      'คลินิกความงาม',
      'คลินิกผิวพรรณ',
      'คลินิกศัลยกรรมตกแต่ง',
      'คลินิกชะลอวัย (Anti-aging)',
      'คลินิกปลูกผม',
      'คลินิกกระชับสัดส่วน',
      'คลินิกเลเซอร์',
    ],
  },
  {
    key: 'specialty',
    label: 'เฉพาะทางอื่น ๆ',
    options: [
      'คลินิกกายภาพบำบัดและฟื้นฟู',
      'คลินิกการแพทย์แผนไทย',
      'คลินิกการแพทย์แผนจีน',
      'คลินิกการแพทย์ทางเลือก/ผสมผสาน',
      'คลินิกเวชศาสตร์การกีฬา',
      'คลินิกฉุกเฉิน/อุบัติเหตุ',
      'คลินิกตรวจสุขภาพ',
      'คลินิกอาชีวเวชศาสตร์',
    ],
  },
  {
    key: 'diagnostics',
    label: 'การตรวจวินิจฉัยและสนับสนุน',
    options: [
      'ห้องปฏิบัติการ/ตรวจเลือด',
      'พยาธิวิทยา',
      'รังสีวิทยา',
      'เวชศาสตร์นิวเคลียร์',
      'พันธุศาสตร์/ตรวจ DNA',
      'เวชศาสตร์การเจริญพันธุ์ (IVF)',
    ],
  },
  {
    key: 'other',
    label: 'อื่น ๆ',
    options: [
      'คลินิกอายุรเวท',
      'คลินิกสัตวแพทย์/สัตว์เลี้ยง',
      'คลินิกการนอนหลับ',
      'คลินิกเวชศาสตร์การเดินทาง',
      // The original reused travel medicine's value here; ours is its own.
      'ไม่ระบุ',
    ],
  },
]

export const orgTypeValues: string[] = orgTypeGroups.flatMap((group) => group.options)

export const orgTypePlaceholder = '-- เลือกประเภทองค์กร --'
