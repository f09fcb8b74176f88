/** The toast after a page, article or the site's texts are published (kernel/content/announce-publication). */
export const publicationToast = {
  th: 'เผยแพร่แล้ว ผู้เข้าชมเห็นฉบับนี้',
  en: 'Published: visitors see this version',
} as const
