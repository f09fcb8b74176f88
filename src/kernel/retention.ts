/**
 * How long personal data is kept: the privacy notice (/pdpa, section 7 and 10) states these
 * periods from here, and the retention job (features/privacy/retention.ts) applies the same numbers,
 * so the page and the system cannot disagree.
 */
export const retention = {
  /** Enquiries (leads, sign-ups) that did not become customers, counted from the last contact. */
  enquiryYears: 2,
  /** The visitor's cookie choice (the cp_consent cookie) and its consent record. */
  cookieChoiceMonths: 12,
  /** Consent records go once their choice has expired, plus this much time to run the job. */
  consentRecordGraceDays: 30,
  /** Leads and registrations kept as spam, for staff to restore a false positive. */
  spamDays: 30,
  /** Taps on the LINE chat buttons (no personal data: page, campaign, day), as statistics. */
  lineTapYears: 2,
  /** Page views counted without cookies (no personal data: day, page, campaign, channel). */
  pageViewYears: 2,
  /**
   * Encrypted backups of the database: the oldest copy the rotation keeps (BACKUP_KEEP_WEEKLY
   * weekly copies and the current week's) is younger than this; the environment cannot keep more.
   */
  backupWeeks: 5,
  /** Saved export files (personal data) and import files, from when they were made. */
  savedFileHours: 24,
} as const
