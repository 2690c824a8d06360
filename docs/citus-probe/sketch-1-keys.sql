-- Part 1 (plain PostgreSQL DDL; would run on PGlite too): drop FKs, keys with company_id first.
\set ON_ERROR_STOP on
\ir drop-fks.sql
-- primary keys (company_id, id)
ALTER TABLE app_user        DROP CONSTRAINT app_user_pkey,        ADD CONSTRAINT app_user_pkey        PRIMARY KEY (company_id, id);
ALTER TABLE billing_period  DROP CONSTRAINT billing_period_pkey,  ADD CONSTRAINT billing_period_pkey  PRIMARY KEY (company_id, id);
ALTER TABLE billing_charge  DROP CONSTRAINT billing_charge_pkey,  ADD CONSTRAINT billing_charge_pkey  PRIMARY KEY (company_id, id);
ALTER TABLE invitation      DROP CONSTRAINT invitation_pkey,      ADD CONSTRAINT invitation_pkey      PRIMARY KEY (company_id, id);
ALTER TABLE debtor          DROP CONSTRAINT debtor_pkey,          ADD CONSTRAINT debtor_pkey          PRIMARY KEY (company_id, id);
ALTER TABLE project         DROP CONSTRAINT project_pkey,         ADD CONSTRAINT project_pkey         PRIMARY KEY (company_id, id);
ALTER TABLE activity        DROP CONSTRAINT activity_pkey,        ADD CONSTRAINT activity_pkey        PRIMARY KEY (company_id, id);
ALTER TABLE hourly_rate_rule DROP CONSTRAINT hourly_rate_rule_pkey, ADD CONSTRAINT hourly_rate_rule_pkey PRIMARY KEY (company_id, id);
ALTER TABLE time_log        DROP CONSTRAINT time_log_pkey,        ADD CONSTRAINT time_log_pkey        PRIMARY KEY (company_id, id);
ALTER TABLE invoice         DROP CONSTRAINT invoice_pkey,         ADD CONSTRAINT invoice_pkey         PRIMARY KEY (company_id, id);
ALTER TABLE invoice_line    DROP CONSTRAINT invoice_line_pkey,    ADD CONSTRAINT invoice_line_pkey    PRIMARY KEY (company_id, id);
ALTER TABLE invoice_payment DROP CONSTRAINT invoice_payment_pkey, ADD CONSTRAINT invoice_payment_pkey PRIMARY KEY (company_id, id);
ALTER TABLE invoice_delivery DROP CONSTRAINT invoice_delivery_pkey, ADD CONSTRAINT invoice_delivery_pkey PRIMARY KEY (company_id, id);
ALTER TABLE invoice_time_log DROP CONSTRAINT invoice_time_log_invoice_id_time_log_id_pk,
  ADD CONSTRAINT invoice_time_log_pkey PRIMARY KEY (company_id, invoice_id, time_log_id);
-- unique keys with company_id first
DROP INDEX app_user_username_lower_key; CREATE UNIQUE INDEX app_user_username_lower_key ON app_user (company_id, lower(username));
DROP INDEX app_user_email_lower_key;    CREATE UNIQUE INDEX app_user_email_lower_key    ON app_user (company_id, lower(email));
ALTER TABLE company_image DROP CONSTRAINT company_image_token_unique, ADD CONSTRAINT company_image_token_unique UNIQUE (company_id, token);
ALTER TABLE invitation DROP CONSTRAINT invitation_token_hash_unique, ADD CONSTRAINT invitation_token_hash_unique UNIQUE (company_id, token_hash);
DROP INDEX time_log_one_running_key;   CREATE UNIQUE INDEX time_log_one_running_key ON time_log (company_id, user_id) WHERE "end" IS NULL;
DROP INDEX invoice_time_log_held_key;  CREATE UNIQUE INDEX invoice_time_log_held_key ON invoice_time_log (company_id, time_log_id) WHERE NOT released;
DROP INDEX invoice_delivery_open_key;  CREATE UNIQUE INDEX invoice_delivery_open_key ON invoice_delivery (company_id, invoice_id) WHERE status <> 'sent';
-- project_time_total gains company_id
ALTER TABLE project_time_total ADD COLUMN company_id bigint;
UPDATE project_time_total t SET company_id = p.company_id FROM project p WHERE p.id = t.project_id;
ALTER TABLE project_time_total ALTER COLUMN company_id SET NOT NULL,
  DROP CONSTRAINT project_time_total_pkey, ADD CONSTRAINT project_time_total_pkey PRIMARY KEY (company_id, project_id);
