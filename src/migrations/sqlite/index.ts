import * as migration_20261121_172014_initial from './20261121_172014_initial';
import * as migration_20261121_181724_leads from './20261121_181724_leads';
import * as migration_20261121_192655_articles from './20261121_192655_articles';
import * as migration_20261121_195731_registrations_consents from './20261121_195731_registrations_consents';
import * as migration_20261121_223033_rate_limits_idempotency from './20261121_223033_rate_limits_idempotency';
import * as migration_20261121_223702_media_object_storage from './20261121_223702_media_object_storage';
import * as migration_20261122_105055_users_without_account_lock from './20261122_105055_users_without_account_lock';
import * as migration_20261122_105741_leads_spam_and_form_token from './20261122_105741_leads_spam_and_form_token';
import * as migration_20261122_110807_registrations_attribution_and_form_guard from './20261122_110807_registrations_attribution_and_form_guard';
import * as migration_20261122_161505_sales_pipeline from './20261122_161505_sales_pipeline';
import * as migration_20261122_163411_staff_roles from './20261122_163411_staff_roles';
import * as migration_20261122_164657_retention from './20261122_164657_retention';
import * as migration_20261122_213216_data_subject_requests from './20261122_213216_data_subject_requests';
import * as migration_20261123_130947_staff_side from './20261123_130947_staff_side';
import * as migration_20261123_131500_canonical_phones from './20261123_131500_canonical_phones';
import * as migration_20261123_132904_contact_corrections from './20261123_132904_contact_corrections';
import * as migration_20261123_133409_erasure_report from './20261123_133409_erasure_report';
import * as migration_20261123_134237_notification_deliveries from './20261123_134237_notification_deliveries';
import * as migration_20261123_143516_marketing_content from './20261123_143516_marketing_content';
import * as migration_20261123_203222_speed_to_lead from './20261123_203222_speed_to_lead';
import * as migration_20261123_204305_line_taps from './20261123_204305_line_taps';
import * as migration_20261123_211716_work_days_checkboxes from './20261123_211716_work_days_checkboxes';
import * as migration_20261125_082437_staff_security from './20261125_082437_staff_security';
import * as migration_20261125_112510_marketing_insights from './20261125_112510_marketing_insights';
import * as migration_20261126_061206_erasure_outcome from './20261126_061206_erasure_outcome';
import * as migration_20261127_005226_names_and_version_authors from './20261127_005226_names_and_version_authors';
import * as migration_20261127_051711_import_mode_default from './20261127_051711_import_mode_default';

export const migrations = [
  {
    up: migration_20261121_172014_initial.up,
    down: migration_20261121_172014_initial.down,
    name: '20261121_172014_initial',
  },
  {
    up: migration_20261121_181724_leads.up,
    down: migration_20261121_181724_leads.down,
    name: '20261121_181724_leads',
  },
  {
    up: migration_20261121_192655_articles.up,
    down: migration_20261121_192655_articles.down,
    name: '20261121_192655_articles',
  },
  {
    up: migration_20261121_195731_registrations_consents.up,
    down: migration_20261121_195731_registrations_consents.down,
    name: '20261121_195731_registrations_consents',
  },
  {
    up: migration_20261121_223033_rate_limits_idempotency.up,
    down: migration_20261121_223033_rate_limits_idempotency.down,
    name: '20261121_223033_rate_limits_idempotency',
  },
  {
    up: migration_20261121_223702_media_object_storage.up,
    down: migration_20261121_223702_media_object_storage.down,
    name: '20261121_223702_media_object_storage',
  },
  {
    up: migration_20261122_105055_users_without_account_lock.up,
    down: migration_20261122_105055_users_without_account_lock.down,
    name: '20261122_105055_users_without_account_lock',
  },
  {
    up: migration_20261122_105741_leads_spam_and_form_token.up,
    down: migration_20261122_105741_leads_spam_and_form_token.down,
    name: '20261122_105741_leads_spam_and_form_token',
  },
  {
    up: migration_20261122_110807_registrations_attribution_and_form_guard.up,
    down: migration_20261122_110807_registrations_attribution_and_form_guard.down,
    name: '20261122_110807_registrations_attribution_and_form_guard',
  },
  {
    up: migration_20261122_161505_sales_pipeline.up,
    down: migration_20261122_161505_sales_pipeline.down,
    name: '20261122_161505_sales_pipeline',
  },
  {
    up: migration_20261122_163411_staff_roles.up,
    down: migration_20261122_163411_staff_roles.down,
    name: '20261122_163411_staff_roles',
  },
  {
    up: migration_20261122_164657_retention.up,
    down: migration_20261122_164657_retention.down,
    name: '20261122_164657_retention',
  },
  {
    up: migration_20261122_213216_data_subject_requests.up,
    down: migration_20261122_213216_data_subject_requests.down,
    name: '20261122_213216_data_subject_requests',
  },
  {
    up: migration_20261123_130947_staff_side.up,
    down: migration_20261123_130947_staff_side.down,
    name: '20261123_130947_staff_side',
  },
  {
    up: migration_20261123_131500_canonical_phones.up,
    down: migration_20261123_131500_canonical_phones.down,
    name: '20261123_131500_canonical_phones',
  },
  {
    up: migration_20261123_132904_contact_corrections.up,
    down: migration_20261123_132904_contact_corrections.down,
    name: '20261123_132904_contact_corrections',
  },
  {
    up: migration_20261123_133409_erasure_report.up,
    down: migration_20261123_133409_erasure_report.down,
    name: '20261123_133409_erasure_report',
  },
  {
    up: migration_20261123_134237_notification_deliveries.up,
    down: migration_20261123_134237_notification_deliveries.down,
    name: '20261123_134237_notification_deliveries',
  },
  {
    up: migration_20261123_143516_marketing_content.up,
    down: migration_20261123_143516_marketing_content.down,
    name: '20261123_143516_marketing_content',
  },
  {
    up: migration_20261123_203222_speed_to_lead.up,
    down: migration_20261123_203222_speed_to_lead.down,
    name: '20261123_203222_speed_to_lead',
  },
  {
    up: migration_20261123_204305_line_taps.up,
    down: migration_20261123_204305_line_taps.down,
    name: '20261123_204305_line_taps',
  },
  {
    up: migration_20261123_211716_work_days_checkboxes.up,
    down: migration_20261123_211716_work_days_checkboxes.down,
    name: '20261123_211716_work_days_checkboxes',
  },
  {
    up: migration_20261125_082437_staff_security.up,
    down: migration_20261125_082437_staff_security.down,
    name: '20261125_082437_staff_security',
  },
  {
    up: migration_20261125_112510_marketing_insights.up,
    down: migration_20261125_112510_marketing_insights.down,
    name: '20261125_112510_marketing_insights',
  },
  {
    up: migration_20261126_061206_erasure_outcome.up,
    down: migration_20261126_061206_erasure_outcome.down,
    name: '20261126_061206_erasure_outcome',
  },
  {
    up: migration_20261127_005226_names_and_version_authors.up,
    down: migration_20261127_005226_names_and_version_authors.down,
    name: '20261127_005226_names_and_version_authors',
  },
  {
    up: migration_20261127_051711_import_mode_default.up,
    down: migration_20261127_051711_import_mode_default.down,
    name: '20261127_051711_import_mode_default'
  },
];
