/** The words around the privacy notice on /pdpa (the notice itself is the CMS's). */
export const noticePageText = {
  back: 'กลับหน้าแรก',
  tocHeading: 'สารบัญ',
} as const
