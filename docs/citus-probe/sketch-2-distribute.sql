\set ON_ERROR_STOP on
SET citus.enable_unsafe_triggers = on;
SELECT create_distributed_table('company', 'id');
SELECT create_distributed_table(t, 'company_id', colocate_with => 'company') FROM unnest(ARRAY[
 'app_user','company_image','company_subscription','billing_period','billing_charge','invitation','debtor','project',
 'activity','hourly_rate_rule','time_log','time_log_counter','company_data_version','unbilled_total','time_log_day',
 'project_time_total','invoice','invoice_line','invoice_time_log','invoice_payment','invoice_number_counter',
 'invoice_delivery','invoice_document']) AS t;
SELECT create_reference_table('currency');
SELECT create_reference_table('subscription_type');
