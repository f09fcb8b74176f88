import * as migration_20261121_172026_initial from './20261121_172026_initial';
import * as migration_20261121_181731_leads from './20261121_181731_leads';
import * as migration_20261121_192701_articles from './20261121_192701_articles';
import * as migration_20261121_195713_registrations_consents from './20261121_195713_registrations_consents';
import * as migration_20261121_223040_rate_limits_idempotency from './20261121_223040_rate_limits_idempotency';
import * as migration_20261121_223709_media_object_storage from './20261121_223709_media_object_storage';
import * as migration_20261122_105116_users_without_account_lock from './20261122_105116_users_without_account_lock';
import * as migration_20261122_105713_leads_spam_and_form_token from './20261122_105713_leads_spam_and_form_token';
import * as migration_20261122_110706_registrations_attribution_and_form_guard from './20261122_110706_registrations_attribution_and_form_guard';
import * as migration_20261122_112015_registration_notifications from './20261122_112015_registration_notifications';
import * as migration_20261122_161516_sales_pipeline from './20261122_161516_sales_pipeline';
import * as migration_20261122_163418_staff_roles from './20261122_163418_staff_roles';
import * as migration_20261122_164709_retention from './20261122_164709_retention';
import * as migration_20261122_213221_data_subject_requests from './20261122_213221_data_subject_requests';
import * as migration_20261123_130956_staff_side from './20261123_130956_staff_side';
import * as migration_20261123_131500_canonical_phones from './20261123_131500_canonical_phones';
import * as migration_20261123_132910_contact_corrections from './20261123_132910_contact_corrections';
import * as migration_20261123_133416_erasure_report from './20261123_133416_erasure_report';
import * as migration_20261123_134243_notification_deliveries from './20261123_134243_notification_deliveries';
import * as migration_20261123_143534_marketing_content from './20261123_143534_marketing_content';
import * as migration_20261123_203241_speed_to_lead from './20261123_203241_speed_to_lead';
import * as migration_20261123_204325_line_taps from './20261123_204325_line_taps';
import * as migration_20261123_211727_work_days_checkboxes from './20261123_211727_work_days_checkboxes';
import * as migration_20261123_232942_rate_limit_sweep from './20261123_232942_rate_limit_sweep';
import * as migration_20261125_000823_operations_tasks from './20261125_000823_operations_tasks';
import * as migration_20261125_082455_staff_security from './20261125_082455_staff_security';
import * as migration_20261125_105240_activity_two_factor_passed from './20261125_105240_activity_two_factor_passed';
import * as migration_20261125_112514_marketing_insights from './20261125_112514_marketing_insights';
import * as migration_20261126_051445_one_door from './20261126_051445_one_door';
import * as migration_20261126_061221_erasure_outcome from './20261126_061221_erasure_outcome';
import * as migration_20261127_005235_names_and_version_authors from './20261127_005235_names_and_version_authors';
import * as migration_20261127_051718_import_mode_default from './20261127_051718_import_mode_default';

export const migrations = [
  {
    up: migration_20261121_172026_initial.up,
    down: migration_20261121_172026_initial.down,
    name: '20261121_172026_initial',
  },
  {
    up: migration_20261121_181731_leads.up,
    down: migration_20261121_181731_leads.down,
    name: '20261121_181731_leads',
  },
  {
    up: migration_20261121_192701_articles.up,
    down: migration_20261121_192701_articles.down,
    name: '20261121_192701_articles',
  },
  {
    up: migration_20261121_195713_registrations_consents.up,
    down: migration_20261121_195713_registrations_consents.down,
    name: '20261121_195713_registrations_consents',
  },
  {
    up: migration_20261121_223040_rate_limits_idempotency.up,
    down: migration_20261121_223040_rate_limits_idempotency.down,
    name: '20261121_223040_rate_limits_idempotency',
  },
  {
    up: migration_20261121_223709_media_object_storage.up,
    down: migration_20261121_223709_media_object_storage.down,
    name: '20261121_223709_media_object_storage',
  },
  {
    up: migration_20261122_105116_users_without_account_lock.up,
    down: migration_20261122_105116_users_without_account_lock.down,
    name: '20261122_105116_users_without_account_lock',
  },
  {
    up: migration_20261122_105713_leads_spam_and_form_token.up,
    down: migration_20261122_105713_leads_spam_and_form_token.down,
    name: '20261122_105713_leads_spam_and_form_token',
  },
  {
    up: migration_20261122_110706_registrations_attribution_and_form_guard.up,
    down: migration_20261122_110706_registrations_attribution_and_form_guard.down,
    name: '20261122_110706_registrations_attribution_and_form_guard',
  },
  {
    up: migration_20261122_112015_registration_notifications.up,
    down: migration_20261122_112015_registration_notifications.down,
    name: '20261122_112015_registration_notifications',
  },
  {
    up: migration_20261122_161516_sales_pipeline.up,
    down: migration_20261122_161516_sales_pipeline.down,
    name: '20261122_161516_sales_pipeline',
  },
  {
    up: migration_20261122_163418_staff_roles.up,
    down: migration_20261122_163418_staff_roles.down,
    name: '20261122_163418_staff_roles',
  },
  {
    up: migration_20261122_164709_retention.up,
    down: migration_20261122_164709_retention.down,
    name: '20261122_164709_retention',
  },
  {
    up: migration_20261122_213221_data_subject_requests.up,
    down: migration_20261122_213221_data_subject_requests.down,
    name: '20261122_213221_data_subject_requests',
  },
  {
    up: migration_20261123_130956_staff_side.up,
    down: migration_20261123_130956_staff_side.down,
    name: '20261123_130956_staff_side',
  },
  {
    up: migration_20261123_131500_canonical_phones.up,
    down: migration_20261123_131500_canonical_phones.down,
    name: '20261123_131500_canonical_phones',
  },
  {
    up: migration_20261123_132910_contact_corrections.up,
    down: migration_20261123_132910_contact_corrections.down,
    name: '20261123_132910_contact_corrections',
  },
  {
    up: migration_20261123_133416_erasure_report.up,
    down: migration_20261123_133416_erasure_report.down,
    name: '20261123_133416_erasure_report',
  },
  {
    up: migration_20261123_134243_notification_deliveries.up,
    down: migration_20261123_134243_notification_deliveries.down,
    name: '20261123_134243_notification_deliveries',
  },
  {
    up: migration_20261123_143534_marketing_content.up,
    down: migration_20261123_143534_marketing_content.down,
    name: '20261123_143534_marketing_content',
  },
  {
    up: migration_20261123_203241_speed_to_lead.up,
    down: migration_20261123_203241_speed_to_lead.down,
    name: '20261123_203241_speed_to_lead',
  },
  {
    up: migration_20261123_204325_line_taps.up,
    down: migration_20261123_204325_line_taps.down,
    name: '20261123_204325_line_taps',
  },
  {
    up: migration_20261123_211727_work_days_checkboxes.up,
    down: migration_20261123_211727_work_days_checkboxes.down,
    name: '20261123_211727_work_days_checkboxes',
  },
  {
    up: migration_20261123_232942_rate_limit_sweep.up,
    down: migration_20261123_232942_rate_limit_sweep.down,
    name: '20261123_232942_rate_limit_sweep',
  },
  {
    up: migration_20261125_000823_operations_tasks.up,
    down: migration_20261125_000823_operations_tasks.down,
    name: '20261125_000823_operations_tasks',
  },
  {
    up: migration_20261125_082455_staff_security.up,
    down: migration_20261125_082455_staff_security.down,
    name: '20261125_082455_staff_security',
  },
  {
    up: migration_20261125_105240_activity_two_factor_passed.up,
    down: migration_20261125_105240_activity_two_factor_passed.down,
    name: '20261125_105240_activity_two_factor_passed',
  },
  {
    up: migration_20261125_112514_marketing_insights.up,
    down: migration_20261125_112514_marketing_insights.down,
    name: '20261125_112514_marketing_insights',
  },
  {
    up: migration_20261126_051445_one_door.up,
    down: migration_20261126_051445_one_door.down,
    name: '20261126_051445_one_door',
  },
  {
    up: migration_20261126_061221_erasure_outcome.up,
    down: migration_20261126_061221_erasure_outcome.down,
    name: '20261126_061221_erasure_outcome',
  },
  {
    up: migration_20261127_005235_names_and_version_authors.up,
    down: migration_20261127_005235_names_and_version_authors.down,
    name: '20261127_005235_names_and_version_authors',
  },
  {
    up: migration_20261127_051718_import_mode_default.up,
    down: migration_20261127_051718_import_mode_default.down,
    name: '20261127_051718_import_mode_default'
  },
];
