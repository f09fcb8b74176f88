import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { ExperimentResults as ExperimentResults_2cc5625b4438fd88794bed79937276b8 } from '@/components/admin/experiments/experiment-results'
import { RowTitle as RowTitle_31825ffa8ddd2787a2acab79969c650c } from '@/components/admin/row-title.client'
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
import { ThaiDateCell as ThaiDateCell_4e623cfc02e0b486dbc7e4364937ef49 } from '@/components/admin/thai-date-cell.client'
import { DocumentTimes as DocumentTimes_7ba2b021ba4658c16342906462c65b11 } from '@/components/admin/document-times.client'
import { VersionHistory as VersionHistory_709751e05c5ad6047f85da8288afbb11 } from '@/components/admin/version-history'
import { ThaiDateField as ThaiDateField_65f970435c67537e151f89f069262525 } from '@/components/admin/thai-date-field.client'
import { ImportListMenuItem as ImportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { QuickActions as QuickActions_553857895538ea576d0ef2ce6939a888 } from '@/components/admin/quick-actions.client'
import { ContactCorrection as ContactCorrection_82a0357c799daa1975edf7f97883f719 } from '@/components/admin/contact-correction.client'
import { ActivityRowLabel as ActivityRowLabel_e21bab23de713483e044fca155b38f68 } from '@/components/admin/activity-row-label.client'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SalesListViews as SalesListViews_23be6e3b998bcb3fa7af135f7c86462c } from '@/components/admin/sales-list-views'
import { SalesPhoneList as SalesPhoneList_03d9082d6f116b1bf89b2c5ad3b234c3 } from '@/components/admin/sales-phone-list'
import { ThaiNumberCell as ThaiNumberCell_672344a821576051b0ff07158eb3bd5c } from '@/components/admin/thai-number-cell.client'
import { DataSubjectTool as DataSubjectTool_ef0af6571fb049277e7f980731b0feb5 } from '@/components/admin/data-subject-tool.client'
import { LineLink as LineLink_13a58c7bd553d6a734337fbee3eb165f } from '@/components/admin/line-link.client'
import { AccountSecurity as AccountSecurity_446fc367135fdb87ae1623647d4da06c } from '@/components/admin/account-security.client'
import { InviteMember as InviteMember_8f7353653c6bccf5b810559cd5ea912d } from '@/components/admin/invite-member.client'
import { ActivityMemberCell as ActivityMemberCell_a77cc01f2ef1fc4a99d5d41c41b1a4bc } from '@/components/admin/activity-cells'
import { ActivitySubjectCell as ActivitySubjectCell_a77cc01f2ef1fc4a99d5d41c41b1a4bc } from '@/components/admin/activity-cells'
import { ActivitySubjectField as ActivitySubjectField_a77cc01f2ef1fc4a99d5d41c41b1a4bc } from '@/components/admin/activity-cells'
import { ActivityDetailCell as ActivityDetailCell_a77cc01f2ef1fc4a99d5d41c41b1a4bc } from '@/components/admin/activity-cells'
import { ActivityDetailField as ActivityDetailField_a77cc01f2ef1fc4a99d5d41c41b1a4bc } from '@/components/admin/activity-cells'
import { ActivityChainCheck as ActivityChainCheck_c03a8b5dd10732c9df4acbb200bf174b } from '@/components/admin/activity-chain-check.client'
import { AdSpendDescription as AdSpendDescription_ae48841fbba69e728ad5304218afe2ad } from '@/components/admin/ad-spend-description.client'
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
import { ImportProgress as ImportProgress_6b9b545659fd7f0a9024a721edfe7228 } from '@/components/admin/import-progress.client'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { HolidayRowLabel as HolidayRowLabel_c0137824a422a84214ee3ee60b4efbcb } from '@/components/admin/holiday-row-label.client'
import { AdminIcon as AdminIcon_c158bed9aa5df3ef5e1be6485c1d8cef } from '@/components/admin/brand'
import { AdminLogo as AdminLogo_c158bed9aa5df3ef5e1be6485c1d8cef } from '@/components/admin/brand'
import { InsightsNavLink as InsightsNavLink_748896a374136a38b5441e2c811b3956 } from '@/components/admin/insights/nav-link'
import { OperationsNavLink as OperationsNavLink_e37b31003edcc856e229f9d2990a6027 } from '@/components/admin/operations-view'
import { LeadDashboard as LeadDashboard_c90b2ad624c37ec0057c70ea2f9f8a87 } from '@/components/admin/dashboard/lead-dashboard'
import { A11yRepairs as A11yRepairs_2b7b3657be232bc6f2f0a773873dff80 } from '@/components/admin/a11y-repairs.client'
import { DesktopNav as DesktopNav_1cad411760a5b7327f8405fceda532b0 } from '@/components/admin/desktop-nav.client'
import { PreviewFollowsEditor as PreviewFollowsEditor_6c70bb5c83f4a83cc997d2a67de14a3e } from '@/components/admin/preview-follows-editor.client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TwoFactorView as TwoFactorView_32987f904395acfa9f748146de4b91ad } from '@/components/admin/two-factor-view'
import { FunnelView as FunnelView_34b5f964a63cf2a7d361407787730f29 } from '@/components/admin/insights/funnel-view'
import { OperationsView as OperationsView_e37b31003edcc856e229f9d2990a6027 } from '@/components/admin/operations-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "@/components/admin/experiments/experiment-results#ExperimentResults": ExperimentResults_2cc5625b4438fd88794bed79937276b8,
  "@/components/admin/row-title.client#RowTitle": RowTitle_31825ffa8ddd2787a2acab79969c650c,
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
  "@/components/admin/thai-date-cell.client#ThaiDateCell": ThaiDateCell_4e623cfc02e0b486dbc7e4364937ef49,
  "@/components/admin/document-times.client#DocumentTimes": DocumentTimes_7ba2b021ba4658c16342906462c65b11,
  "@/components/admin/version-history#VersionHistory": VersionHistory_709751e05c5ad6047f85da8288afbb11,
  "@/components/admin/thai-date-field.client#ThaiDateField": ThaiDateField_65f970435c67537e151f89f069262525,
  "@payloadcms/plugin-import-export/rsc#ImportListMenuItem": ImportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/components/admin/quick-actions.client#QuickActions": QuickActions_553857895538ea576d0ef2ce6939a888,
  "@/components/admin/contact-correction.client#ContactCorrection": ContactCorrection_82a0357c799daa1975edf7f97883f719,
  "@/components/admin/activity-row-label.client#ActivityRowLabel": ActivityRowLabel_e21bab23de713483e044fca155b38f68,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/components/admin/sales-list-views#SalesListViews": SalesListViews_23be6e3b998bcb3fa7af135f7c86462c,
  "@/components/admin/sales-phone-list#SalesPhoneList": SalesPhoneList_03d9082d6f116b1bf89b2c5ad3b234c3,
  "@/components/admin/thai-number-cell.client#ThaiNumberCell": ThaiNumberCell_672344a821576051b0ff07158eb3bd5c,
  "@/components/admin/data-subject-tool.client#DataSubjectTool": DataSubjectTool_ef0af6571fb049277e7f980731b0feb5,
  "@/components/admin/line-link.client#LineLink": LineLink_13a58c7bd553d6a734337fbee3eb165f,
  "@/components/admin/account-security.client#AccountSecurity": AccountSecurity_446fc367135fdb87ae1623647d4da06c,
  "@/components/admin/invite-member.client#InviteMember": InviteMember_8f7353653c6bccf5b810559cd5ea912d,
  "@/components/admin/activity-cells#ActivityMemberCell": ActivityMemberCell_a77cc01f2ef1fc4a99d5d41c41b1a4bc,
  "@/components/admin/activity-cells#ActivitySubjectCell": ActivitySubjectCell_a77cc01f2ef1fc4a99d5d41c41b1a4bc,
  "@/components/admin/activity-cells#ActivitySubjectField": ActivitySubjectField_a77cc01f2ef1fc4a99d5d41c41b1a4bc,
  "@/components/admin/activity-cells#ActivityDetailCell": ActivityDetailCell_a77cc01f2ef1fc4a99d5d41c41b1a4bc,
  "@/components/admin/activity-cells#ActivityDetailField": ActivityDetailField_a77cc01f2ef1fc4a99d5d41c41b1a4bc,
  "@/components/admin/activity-chain-check.client#ActivityChainCheck": ActivityChainCheck_c03a8b5dd10732c9df4acbb200bf174b,
  "@/components/admin/ad-spend-description.client#AdSpendDescription": AdSpendDescription_ae48841fbba69e728ad5304218afe2ad,
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
  "@/components/admin/import-progress.client#ImportProgress": ImportProgress_6b9b545659fd7f0a9024a721edfe7228,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@/components/admin/holiday-row-label.client#HolidayRowLabel": HolidayRowLabel_c0137824a422a84214ee3ee60b4efbcb,
  "@/components/admin/brand#AdminIcon": AdminIcon_c158bed9aa5df3ef5e1be6485c1d8cef,
  "@/components/admin/brand#AdminLogo": AdminLogo_c158bed9aa5df3ef5e1be6485c1d8cef,
  "@/components/admin/insights/nav-link#InsightsNavLink": InsightsNavLink_748896a374136a38b5441e2c811b3956,
  "@/components/admin/operations-view#OperationsNavLink": OperationsNavLink_e37b31003edcc856e229f9d2990a6027,
  "@/components/admin/dashboard/lead-dashboard#LeadDashboard": LeadDashboard_c90b2ad624c37ec0057c70ea2f9f8a87,
  "@/components/admin/a11y-repairs.client#A11yRepairs": A11yRepairs_2b7b3657be232bc6f2f0a773873dff80,
  "@/components/admin/desktop-nav.client#DesktopNav": DesktopNav_1cad411760a5b7327f8405fceda532b0,
  "@/components/admin/preview-follows-editor.client#PreviewFollowsEditor": PreviewFollowsEditor_6c70bb5c83f4a83cc997d2a67de14a3e,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/two-factor-view#TwoFactorView": TwoFactorView_32987f904395acfa9f748146de4b91ad,
  "@/components/admin/insights/funnel-view#FunnelView": FunnelView_34b5f964a63cf2a7d361407787730f29,
  "@/components/admin/operations-view#OperationsView": OperationsView_e37b31003edcc856e229f9d2990a6027,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
