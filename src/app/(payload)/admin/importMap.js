import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { ExperimentResults as ExperimentResults_94bae20c6cff3e15431071c08348cb04 } from '@/features/experiments/admin/experiment-results'
import { RowTitle as RowTitle_ab9c24fe648cd706c4b7d61ed69e44c2 } from '@/kernel/admin/row-title.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ThaiDateCell as ThaiDateCell_84fb539d2c3bd0651ff0ffa2165a53bc } from '@/kernel/admin/thai-date-cell.client'
import { DocumentTimes as DocumentTimes_0b98603b2501b1a36d898f30bca814d6 } from '@/kernel/admin/document-times.client'
import { RowsSettle as RowsSettle_ba29bb394831fe87a7eb134f04a5a787 } from '@/kernel/admin/rows-settle.client'
import { VersionHistory as VersionHistory_1fb9d2e3705a5959f279382cdaffc143 } from '@/kernel/admin/version-history'
import { ThaiDateField as ThaiDateField_ee04e652256c71f19fb15a8a10369d66 } from '@/kernel/admin/thai-date-field.client'
import { ImportListMenuItem as ImportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { QuickActions as QuickActions_9ff7f32f23d501ee12350d35ac0b8187 } from '@/features/sales/admin/quick-actions.client'
import { ContactCorrection as ContactCorrection_3f47b2addbd53ff49641e1ce8170549d } from '@/features/sales/admin/contact-correction.client'
import { ActivityRowLabel as ActivityRowLabel_3db5f3973e73447ed054a19e7b61b825 } from '@/features/sales/admin/history-row-label.client'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SalesListViews as SalesListViews_5708abfadd2a6ea90c93618335fd02f0 } from '@/features/sales/admin/sales-list-views'
import { SalesPhoneList as SalesPhoneList_6be6cc2b43833a2cc16ab4b681cbae57 } from '@/features/sales/admin/sales-phone-list'
import { ThaiNumberCell as ThaiNumberCell_377a232cc8ecc549af2082dfd76d55f5 } from '@/kernel/admin/thai-number-cell.client'
import { DataSubjectTool as DataSubjectTool_c3efe75f804b4683b06fb2ece687408a } from '@/features/privacy/admin/data-subject-tool.client'
import { LineLink as LineLink_e52f9e067ef769c7954f56636f01bbad } from '@/features/notifications/admin/line-link.client'
import { AccountSecurity as AccountSecurity_96ab5fc35a821f667f85078c3050c6cd } from '@/features/staff-accounts/admin/account-security.client'
import { InviteMember as InviteMember_f13a0714d8c817a03b017f669aafd709 } from '@/features/staff-accounts/admin/invite-member.client'
import { ActivityMemberCell as ActivityMemberCell_bcab1114e57be34ce2851a5f784f3ae2 } from '@/features/activity-log/admin/activity-cells'
import { ActivitySubjectCell as ActivitySubjectCell_bcab1114e57be34ce2851a5f784f3ae2 } from '@/features/activity-log/admin/activity-cells'
import { ActivitySubjectField as ActivitySubjectField_bcab1114e57be34ce2851a5f784f3ae2 } from '@/features/activity-log/admin/activity-cells'
import { ActivityDetailCell as ActivityDetailCell_bcab1114e57be34ce2851a5f784f3ae2 } from '@/features/activity-log/admin/activity-cells'
import { ActivityDetailField as ActivityDetailField_bcab1114e57be34ce2851a5f784f3ae2 } from '@/features/activity-log/admin/activity-cells'
import { ActivityChainCheck as ActivityChainCheck_89a9abf3038c2f1918900323fc1da47e } from '@/features/activity-log/admin/activity-chain-check.client'
import { AdSpendDescription as AdSpendDescription_788bf96c89f4f855aec57d19f37337d2 } from '@/features/insights/admin/ad-spend-description.client'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportProgress as ImportProgress_60e394f7a5d96ad818803b36d07a444c } from '@/kernel/admin/import-progress.client'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { HolidayRowLabel as HolidayRowLabel_2c86d292058a67e6ea14591b082c28cc } from '@/features/sales/admin/holiday-row-label.client'
import { AdminIcon as AdminIcon_f9b5729934bbdafdac340342fc2d2e83 } from '@/kernel/admin/brand'
import { AdminLogo as AdminLogo_f9b5729934bbdafdac340342fc2d2e83 } from '@/kernel/admin/brand'
import { InsightsNavLink as InsightsNavLink_7e61dfd780071c181c9d69e8b4ce9d33 } from '@/features/insights/admin/nav-link'
import { OperationsNavLink as OperationsNavLink_60b10c1ec6cc1bfc8e69473dcaa5ce83 } from '@/features/operations/admin/operations-view'
import { LeadDashboard as LeadDashboard_cb3119c1a3e0a2b4333d935b6ac582fa } from '@/features/dashboard/admin/lead-dashboard'
import { A11yRepairs as A11yRepairs_fb977fd92a1c74dc8c067e0eca3c6b6f } from '@/kernel/admin/a11y-repairs.client'
import { DesktopNav as DesktopNav_cbf3e1e7c4baa4bccd480e23d8a337be } from '@/kernel/admin/desktop-nav.client'
import { PreviewFollowsEditor as PreviewFollowsEditor_44e249087f2ddd079d3991a349f07b9a } from '@/features/site-content/admin/preview-follows-editor.client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TwoFactorView as TwoFactorView_248dfc1e691873d6628e057e2f921971 } from '@/features/staff-accounts/admin/two-factor-view'
import { FunnelView as FunnelView_c362d4ebdb73356c9a5e45324677a394 } from '@/features/insights/admin/funnel-view'
import { OperationsView as OperationsView_60b10c1ec6cc1bfc8e69473dcaa5ce83 } from '@/features/operations/admin/operations-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "@/features/experiments/admin/experiment-results#ExperimentResults": ExperimentResults_94bae20c6cff3e15431071c08348cb04,
  "@/kernel/admin/row-title.client#RowTitle": RowTitle_ab9c24fe648cd706c4b7d61ed69e44c2,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/kernel/admin/thai-date-cell.client#ThaiDateCell": ThaiDateCell_84fb539d2c3bd0651ff0ffa2165a53bc,
  "@/kernel/admin/document-times.client#DocumentTimes": DocumentTimes_0b98603b2501b1a36d898f30bca814d6,
  "@/kernel/admin/rows-settle.client#RowsSettle": RowsSettle_ba29bb394831fe87a7eb134f04a5a787,
  "@/kernel/admin/version-history#VersionHistory": VersionHistory_1fb9d2e3705a5959f279382cdaffc143,
  "@/kernel/admin/thai-date-field.client#ThaiDateField": ThaiDateField_ee04e652256c71f19fb15a8a10369d66,
  "@payloadcms/plugin-import-export/rsc#ImportListMenuItem": ImportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/features/sales/admin/quick-actions.client#QuickActions": QuickActions_9ff7f32f23d501ee12350d35ac0b8187,
  "@/features/sales/admin/contact-correction.client#ContactCorrection": ContactCorrection_3f47b2addbd53ff49641e1ce8170549d,
  "@/features/sales/admin/history-row-label.client#ActivityRowLabel": ActivityRowLabel_3db5f3973e73447ed054a19e7b61b825,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/features/sales/admin/sales-list-views#SalesListViews": SalesListViews_5708abfadd2a6ea90c93618335fd02f0,
  "@/features/sales/admin/sales-phone-list#SalesPhoneList": SalesPhoneList_6be6cc2b43833a2cc16ab4b681cbae57,
  "@/kernel/admin/thai-number-cell.client#ThaiNumberCell": ThaiNumberCell_377a232cc8ecc549af2082dfd76d55f5,
  "@/features/privacy/admin/data-subject-tool.client#DataSubjectTool": DataSubjectTool_c3efe75f804b4683b06fb2ece687408a,
  "@/features/notifications/admin/line-link.client#LineLink": LineLink_e52f9e067ef769c7954f56636f01bbad,
  "@/features/staff-accounts/admin/account-security.client#AccountSecurity": AccountSecurity_96ab5fc35a821f667f85078c3050c6cd,
  "@/features/staff-accounts/admin/invite-member.client#InviteMember": InviteMember_f13a0714d8c817a03b017f669aafd709,
  "@/features/activity-log/admin/activity-cells#ActivityMemberCell": ActivityMemberCell_bcab1114e57be34ce2851a5f784f3ae2,
  "@/features/activity-log/admin/activity-cells#ActivitySubjectCell": ActivitySubjectCell_bcab1114e57be34ce2851a5f784f3ae2,
  "@/features/activity-log/admin/activity-cells#ActivitySubjectField": ActivitySubjectField_bcab1114e57be34ce2851a5f784f3ae2,
  "@/features/activity-log/admin/activity-cells#ActivityDetailCell": ActivityDetailCell_bcab1114e57be34ce2851a5f784f3ae2,
  "@/features/activity-log/admin/activity-cells#ActivityDetailField": ActivityDetailField_bcab1114e57be34ce2851a5f784f3ae2,
  "@/features/activity-log/admin/activity-chain-check.client#ActivityChainCheck": ActivityChainCheck_89a9abf3038c2f1918900323fc1da47e,
  "@/features/insights/admin/ad-spend-description.client#AdSpendDescription": AdSpendDescription_788bf96c89f4f855aec57d19f37337d2,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@/kernel/admin/import-progress.client#ImportProgress": ImportProgress_60e394f7a5d96ad818803b36d07a444c,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@/features/sales/admin/holiday-row-label.client#HolidayRowLabel": HolidayRowLabel_2c86d292058a67e6ea14591b082c28cc,
  "@/kernel/admin/brand#AdminIcon": AdminIcon_f9b5729934bbdafdac340342fc2d2e83,
  "@/kernel/admin/brand#AdminLogo": AdminLogo_f9b5729934bbdafdac340342fc2d2e83,
  "@/features/insights/admin/nav-link#InsightsNavLink": InsightsNavLink_7e61dfd780071c181c9d69e8b4ce9d33,
  "@/features/operations/admin/operations-view#OperationsNavLink": OperationsNavLink_60b10c1ec6cc1bfc8e69473dcaa5ce83,
  "@/features/dashboard/admin/lead-dashboard#LeadDashboard": LeadDashboard_cb3119c1a3e0a2b4333d935b6ac582fa,
  "@/kernel/admin/a11y-repairs.client#A11yRepairs": A11yRepairs_fb977fd92a1c74dc8c067e0eca3c6b6f,
  "@/kernel/admin/desktop-nav.client#DesktopNav": DesktopNav_cbf3e1e7c4baa4bccd480e23d8a337be,
  "@/features/site-content/admin/preview-follows-editor.client#PreviewFollowsEditor": PreviewFollowsEditor_44e249087f2ddd079d3991a349f07b9a,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/staff-accounts/admin/two-factor-view#TwoFactorView": TwoFactorView_248dfc1e691873d6628e057e2f921971,
  "@/features/insights/admin/funnel-view#FunnelView": FunnelView_c362d4ebdb73356c9a5e45324677a394,
  "@/features/operations/admin/operations-view#OperationsView": OperationsView_60b10c1ec6cc1bfc8e69473dcaa5ce83,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
